// Rows of external sign-in: attempts in flight (single use: a consuming UPDATE/DELETE … RETURNING wins
// once, so a replayed state or binding finds nothing) and the identities linked to accounts.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { OAuthProvider } from '@shirube/api-contract';
import { sha256 } from '../auth/tokens';
import type { Database } from '../db/open';
import { oauthAttempts, oauthIdentities, users } from '../db/schema';
import type { AttemptSecrets, ProviderIdentity } from './providers';

/** From the authorisation request to the callback: the provider's pages are quick to pass. */
export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** From the callback to the submitted sign-up form. */
export const SIGN_UP_TTL_MS = 30 * 60 * 1000;

export type AttemptRow = typeof oauthAttempts.$inferSelect;

export async function createAttempt(
  db: Database,
  a: {
    provider: OAuthProvider;
    intent: 'sign_in' | 'link';
    userId: number | null;
    secrets: AttemptSecrets;
    binding: string;
    now: Date;
  },
): Promise<void> {
  // Expired attempts go whenever a new one starts (indexed on expires_at).
  await db.delete(oauthAttempts).where(lt(oauthAttempts.expiresAt, a.now));
  await db.insert(oauthAttempts).values({
    stateHash: sha256(a.secrets.state),
    bindingHash: sha256(a.binding),
    provider: a.provider,
    intent: a.intent,
    userId: a.userId,
    codeVerifier: a.secrets.codeVerifier,
    nonce: a.secrets.nonce,
    expiresAt: new Date(a.now.getTime() + ATTEMPT_TTL_MS),
  });
}

/** The attempt of this state AND this browser, taken once: a second callback with it finds nothing. */
export async function takeAttempt(
  db: Database,
  state: string,
  binding: string,
  now: Date,
): Promise<AttemptRow | null> {
  const rows = await db
    .update(oauthAttempts)
    .set({ stateHash: null })
    .where(
      and(
        eq(oauthAttempts.stateHash, sha256(state)),
        eq(oauthAttempts.bindingHash, sha256(binding)),
        eq(oauthAttempts.stage, 'authorizing'),
        gt(oauthAttempts.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function dropAttempt(db: Database, id: number): Promise<void> {
  await db.delete(oauthAttempts).where(eq(oauthAttempts.id, id));
}

/** A first-time identity waits for the sign-up form, reachable by the same binding only. */
export async function awaitSignUp(db: Database, id: number, who: ProviderIdentity, now: Date): Promise<void> {
  await db
    .update(oauthAttempts)
    .set({
      stage: 'sign_up',
      issuer: who.issuer,
      subject: who.subject,
      email: who.email,
      name: who.name,
      expiresAt: new Date(now.getTime() + SIGN_UP_TTL_MS),
    })
    .where(eq(oauthAttempts.id, id));
}

export async function pendingSignUp(db: Database, binding: string, now: Date): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(oauthAttempts)
    .where(
      and(
        eq(oauthAttempts.bindingHash, sha256(binding)),
        eq(oauthAttempts.stage, 'sign_up'),
        gt(oauthAttempts.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live account an identity belongs to (deleted accounts have no identities left). */
export async function accountOf(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(
      and(eq(oauthIdentities.issuer, issuer), eq(oauthIdentities.subject, subject), isNull(users.deletedAt)),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function linkedProviders(db: Database, userId: number): Promise<OAuthProvider[]> {
  const rows = await db
    .select({ provider: oauthIdentities.provider })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(oauthIdentities.provider);
  return rows.map((r) => r.provider as OAuthProvider);
}
