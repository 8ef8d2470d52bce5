// An account's address proven by a mailed link other than its own sign-up link — the password reset
// (issue 39, pre-account takeover). While an address is unproven, whoever typed it may not be its owner:
// an attacker whose provider gives no verified email can sign up through it with someone else's address.
// So the provider identities of a never-confirmed account do not survive the owner proving the address,
// and the reset mail names them first (mail/templates.ts `linkedProvidersLines`).
// The one exception is the sign-up link of a provider sign-up (oauth/signup.ts → auth/service.ts
// `confirm`): its mail names the provider, so opening it is the owner accepting exactly that link.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open';
import { oauthIdentities, users } from '../db/schema';
import type { UserRow } from './tokens';

/** Confirms `userId`'s address if it was not; then drops its provider links, in the same transaction
 *  (no moment where the account is confirmed and an unproven link still signs in). Returns what went. */
export function proveAddress(db: Database, userId: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const proven = await tx
      .update(users)
      .set({ confirmedAt: now, confirmationTokenHash: null, confirmationSentAt: null, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.confirmedAt)))
      .returning({ id: users.id });
    if (proven.length === 0) return [];
    const dropped = await tx
      .delete(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId))
      .returning({ provider: oauthIdentities.provider });
    return dropped.map((r) => r.provider);
  });
}

/** What a mail to the owner says about the account's provider links (and whether a reset drops them). */
export async function linkedForMail(
  db: Database,
  user: Pick<UserRow, 'id' | 'confirmedAt'>,
): Promise<{ providers: string[]; unproven: boolean }> {
  const rows = await db
    .select({ provider: oauthIdentities.provider })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, user.id))
    .orderBy(oauthIdentities.provider);
  return { providers: rows.map((r) => r.provider), unproven: user.confirmedAt === null };
}
