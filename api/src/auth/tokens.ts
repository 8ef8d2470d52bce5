// devise-token-auth style tokens: a random `client` id and `access-token` per sign-in; only a SHA-256
// of the token is stored (tokens are 32 random bytes, so a slow hash adds nothing).
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { authTokens, users } from '../db/schema';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Temporary headers from a reset link: long enough to type a new password. */
export const RESET_SESSION_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 6 * 60 * 60 * 1000;
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type TokenKind = 'session' | 'password_reset';

export interface AuthHeaderValues {
  readonly 'access-token': string;
  readonly client: string;
  readonly uid: string;
  readonly expiry: string;
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The user a mailed link's token belongs to (reset, email change), while the link is younger than
 * its TTL; `alsoWhere` narrows further. Only the token's SHA-256 is stored.
 */
export const userByMailedToken = async (
  db: Database,
  token: string,
  link: { hash: AnyPgColumn; sentAt: AnyPgColumn; ttlMs: number },
  alsoWhere?: SQL,
): Promise<UserRow | undefined> => {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(link.hash, sha256(token)), gt(link.sentAt, new Date(Date.now() - link.ttlMs)), alsoWhere))
    .limit(1);
  return rows[0];
};

export async function issueToken(db: Database, user: UserRow, kind: TokenKind): Promise<AuthHeaderValues> {
  const token = randomToken();
  const client = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + (kind === 'session' ? SESSION_TTL_MS : RESET_SESSION_TTL_MS));
  await db.insert(authTokens).values({ userId: user.id, client, tokenHash: sha256(token), kind, expiresAt });
  await pruneTokens(db, user.id);
  return {
    'access-token': token,
    client,
    uid: user.email,
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
  };
}

/** Sessions kept per user (devise-token-auth's max_number_of_devices); the oldest go first. */
export const MAX_SESSIONS = 10;

async function pruneTokens(db: Database, userId: number): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), lte(authTokens.expiresAt, new Date())));
  await db.execute(sql`
    delete from ${authTokens} where ${authTokens.userId} = ${userId} and ${authTokens.id} not in (
      select ${authTokens.id} from ${authTokens} where ${authTokens.userId} = ${userId}
      order by ${authTokens.id} desc limit ${MAX_SESSIONS})`);
}

export interface Viewer {
  readonly user: UserRow;
  readonly tokenId: number;
  readonly kind: TokenKind;
}

type HeaderBag = Readonly<Record<string, string | undefined>>;

// Every signed-in request asks this: prepared once per database handle (db/prepared.ts).
const sessionByClient = preparedQuery('session_by_client', (db) =>
  db
    .select({ user: users, tokenId: authTokens.id, tokenHash: authTokens.tokenHash, kind: authTokens.kind })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(users.email, sql.placeholder('email')),
        eq(authTokens.client, sql.placeholder('client')),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** The signed-in user of a request, or null when the headers are missing, wrong or expired. */
export async function findViewer(db: Database, headers: HeaderBag): Promise<Viewer | null> {
  const token = headers['access-token'];
  const client = headers['client'];
  const uid = headers['uid'];
  if (!token || !client || !uid) return null;
  const rows = await sessionByClient(db).execute({
    email: uid.toLowerCase(),
    client,
    now: new Date().toISOString(),
  });
  const row = rows[0];
  if (!row || row.tokenHash !== sha256(token) || !row.user.confirmedAt) return null;
  return { user: row.user, tokenId: row.tokenId, kind: row.kind as TokenKind };
}

export const hasAuthHeaders = (headers: HeaderBag) => Boolean(headers['access-token'] || headers['client']);

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
