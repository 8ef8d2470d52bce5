// `npm run admin:create -- --email you@example.jp [--account name] [--name 表示名]`: the first (or
// another) administrator of a production site, where the demo seed is refused (issue 22). The password
// comes from stdin when it is piped (`… < file`, `printf %s "$PW" | …`); otherwise one is generated and
// printed once. A taken email or account is refused and nothing is written.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  ACCOUNT_FORMAT,
  EMAIL_FORMAT,
  accountRules,
  isReservedAccount,
  passwordRules,
} from '@shirube/domain';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { accountTaken } from '../users/account';

export interface AdminRequest {
  email: string;
  account: string;
  name: string;
  /** undefined → generated (and returned, to be printed once). */
  password?: string;
}

export const USAGE =
  'usage: npm run admin:create -- --email <address> [--account <id>] [--name <display name>] (password on stdin, or generated)';

/** `--email x --account y --name z` → request fields; throws the usage line on anything else. */
export function parseAdminArgs(args: readonly string[]): Omit<AdminRequest, 'password'> {
  const given: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    const value = args[i + 1];
    if (!/^--(email|account|name)$/.test(flag) || value === undefined || value.startsWith('--'))
      throw new Error(USAGE);
    given[flag.slice(2)] = value;
  }
  if (!given.email) throw new Error(USAGE);
  return { email: given.email, account: given.account ?? 'administrator', name: given.name ?? '運営' };
}

/** A password a person can type from the one printout: 24 characters of base64url (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

/** Every problem with the request, one line each (nothing is written while there is one). */
export async function adminProblems(db: Database, request: AdminRequest): Promise<string[]> {
  const problems: string[] = [];
  const email = request.email.trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email) || email.length > 254)
    problems.push(`--email: not an address: ${request.email}`);
  const { account } = request;
  if (
    !ACCOUNT_FORMAT.test(account) ||
    account.length < accountRules.minLength! ||
    account.length > accountRules.maxLength!
  )
    problems.push(
      `--account: ${accountRules.minLength}–${accountRules.maxLength} letters, digits or _, got "${account}"`,
    );
  else if (isReservedAccount(account)) problems.push(`--account: "${account}" is reserved`);
  if (!request.name.trim()) problems.push('--name: must not be empty');
  const password = request.password;
  if (
    password !== undefined &&
    (password.length < passwordRules.minLength! || password.length > passwordRules.maxLength!)
  )
    problems.push(`password (stdin): ${passwordRules.minLength}–${passwordRules.maxLength} characters`);
  if (problems.length) return problems;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) problems.push(`--email: ${email} already has an account`);
  if (await Effect.runPromise(accountTaken(db, account))) problems.push(`--account: "${account}" is taken`);
  return problems;
}

/** Creates the administrator (confirmed: the operator typed the address). Returns the password used. */
export async function createAdministrator(
  db: Database,
  request: AdminRequest,
  now = new Date(),
): Promise<{ id: number; password: string; generated: boolean }> {
  const problems = await adminProblems(db, request);
  if (problems.length) throw new Error(problems.join('\n'));
  const password = request.password ?? generatePassword();
  const [row] = await db
    .insert(users)
    .values({
      email: request.email.trim().toLowerCase(),
      account: request.account,
      name: request.name.trim(),
      passwordHash: await hash(password),
      isAdmin: true,
      confirmedAt: now,
    })
    .returning({ id: users.id });
  return { id: row!.id, password, generated: request.password === undefined };
}
