// Browsers that signed in before (issue 20; OWASP "device cookies"). A successful sign-in answers a
// `device-token` header; the shell server keeps it in a long-lived httpOnly cookie (Path=/v1/auth) and
// sends it back as the same request header. Only its SHA-256 is stored, per (browser, account). The
// right password from a known browser is not blocked by failures from anywhere else (sign-in-gate.ts).
// Chosen over "an address that signed in before": addresses are shared (a carrier's NAT would lend the
// owner's exemption to an attacker on the same carrier) and change (mobile), a token is the browser's.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/open';
import { signInDevices } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export const DEVICE_HEADER = 'device-token';
/** A browser not seen signing in for a year is a stranger again (the shell's cookie lives as long). */
export const DEVICE_TTL_MS = 365 * 24 * 3600_000;

/** What randomToken makes: 32 bytes, base64url. Anything else is not ours and is ignored. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export const wellFormedDevice = (token: string | undefined): token is string =>
  typeof token === 'string' && WELL_FORMED.test(token);

/** Whether `token` is a browser that signed in to account `userId` within DEVICE_TTL_MS. */
export async function isKnownDevice(
  db: Database,
  token: string | undefined,
  userId: number,
  now: Date,
): Promise<boolean> {
  if (!wellFormedDevice(token)) return false;
  const rows = await db
    .select({ userId: signInDevices.userId })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, sha256(token)),
        eq(signInDevices.userId, userId),
        gt(signInDevices.lastSignedInAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * After a successful sign-in (or a completed password reset): this browser is remembered for the
 * account. A token we issued before (for this or another account) is kept, else a new one is made.
 * Returns the token the response gives back (the shell server renews its cookie with it).
 */
export async function rememberDevice(
  db: Database,
  userId: number,
  presented: string | undefined,
  now: Date,
): Promise<string> {
  let token = randomToken();
  if (wellFormedDevice(presented)) {
    const known = await db
      .select({ userId: signInDevices.userId })
      .from(signInDevices)
      .where(eq(signInDevices.tokenHash, sha256(presented)))
      .limit(1);
    if (known.length > 0) token = presented;
  }
  await db
    .insert(signInDevices)
    .values({ tokenHash: sha256(token), userId, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.tokenHash, signInDevices.userId],
      set: { lastSignedInAt: now },
    });
  return token;
}
