// Which back-off counters (throttle.ts) a sign-in attempt answers to — brute force kept out without
// handing attackers a lock on other people's accounts (issue 20). Emails are lower-cased, trimmed.
//
// - A browser that signed in to the account before (devices.ts): only its own counter
//   `signin:device:<email>:<token hash>` (5 failures). No other address's failures block it.
// - Any other browser, three counters:
//   `signin:pair:<email>:<address>` (5) — one address guessing one account;
//   `signin:account:<email>` (10) — every never-seen browser together (guesses spread over many
//     addresses are still slowed; 10 > 5 so one address's failures never lock the owner out alone);
//   `signin:address:<address>` (20) — counts the ACCOUNTS an address failed on, not its failures
//     (a pair's first failure adds one): a shared NAT address (an office, a mobile carrier) is not
//     blocked for everyone behind it because one account is attacked, a credential-stuffing run is.
// A locked owner still gets in through the mailed reset link (PATCH /v1/auth/password), which forgets
// the account's counters and makes that browser a known one.
import type { Database } from '../db/open';
import { clearSignInFailures, recordSignInFailure, signInBlocked } from './throttle';
import { sha256 } from './tokens';

export const SIGN_IN_DEVICE_THRESHOLD = 5;
export const SIGN_IN_PAIR_THRESHOLD = 5;
export const SIGN_IN_ACCOUNT_THRESHOLD = 10;
/** Distinct accounts one address may fail on within a day before it backs off. */
export const SIGN_IN_ADDRESS_THRESHOLD = 20;

export type SignInGate =
  | { readonly known: true; readonly email: string; readonly device: string }
  | { readonly known: false; readonly email: string; readonly address: string };

const normal = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `signin:account:${email}`;
const pairKey = (email: string, address: string) => `signin:pair:${email}:${address}`;
const addressKey = (address: string) => `signin:address:${address}`;
const deviceKey = (email: string, token: string) => `signin:device:${email}:${sha256(token)}`;

/** The gate of one attempt: `knownDevice` is the browser's token when devices.ts knows it for the account. */
export const signInGate = (email: string, address: string, knownDevice: string | null): SignInGate =>
  knownDevice
    ? { known: true, email: normal(email), device: knownDevice }
    : { known: false, email: normal(email), address };

/** The ms this attempt must wait before its password is even checked (0 = go ahead). */
export function signInWait(db: Database, gate: SignInGate, now: Date): Promise<number> {
  const keys = gate.known
    ? [deviceKey(gate.email, gate.device)]
    : [pairKey(gate.email, gate.address), accountKey(gate.email), addressKey(gate.address)];
  return signInBlocked(db, keys, now);
}

/** A wrong password (or an unknown email) counted on the gate's counters. */
export async function countSignInFailure(db: Database, gate: SignInGate, now: Date): Promise<void> {
  if (gate.known) {
    await recordSignInFailure(db, deviceKey(gate.email, gate.device), SIGN_IN_DEVICE_THRESHOLD, now);
    return;
  }
  const [pairFailures] = await Promise.all([
    recordSignInFailure(db, pairKey(gate.email, gate.address), SIGN_IN_PAIR_THRESHOLD, now),
    recordSignInFailure(db, accountKey(gate.email), SIGN_IN_ACCOUNT_THRESHOLD, now),
  ]);
  if (pairFailures === 1)
    await recordSignInFailure(db, addressKey(gate.address), SIGN_IN_ADDRESS_THRESHOLD, now);
}

/** The right password: the gate's own counters are forgotten (never the address's account count). */
export function clearSignInGate(db: Database, gate: SignInGate): Promise<void> {
  return gate.known
    ? clearSignInFailures(db, [deviceKey(gate.email, gate.device)])
    : clearSignInFailures(db, [pairKey(gate.email, gate.address), accountKey(gate.email)]);
}

/** A completed password reset: every counter of the account, from every address and browser. */
export function clearAccountSignInFailures(db: Database, email: string): Promise<void> {
  const e = normal(email);
  return clearSignInFailures(db, [accountKey(e)], [`signin:pair:${e}:`, `signin:device:${e}:`]);
}
