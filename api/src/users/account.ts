// The signed-in user's own account: profile (name, account id, description) and password change.
import { hash } from '@node-rs/argon2';
import { isReservedAccount, passwordChangeForm } from '@shirube/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { conflict, invalid } from '../auth/errors';
import { checkFormAndPassword } from '../auth/password-check';
import type { Viewer } from '../auth/tokens';
import type { AppServices } from '../context';
import type { Database } from '../db/open';
import { authTokens, users } from '../db/schema';
import { passwordChangedMail } from '../mail/templates';

/** Account ids are unique case-insensitively (`Taro` and `taro` would be one page to a reader). */
export const accountTaken = (db: Database, account: string, exceptUserId: number | null = null) =>
  Effect.promise(() =>
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.account}) = ${account.toLowerCase()}`,
          exceptUserId === null ? undefined : ne(users.id, exceptUserId),
        ),
      )
      .limit(1),
  ).pipe(Effect.map((rows) => rows.length > 0));

export const updateProfile = (
  db: Database,
  viewer: Viewer,
  changes: { name?: string; account?: string; description?: string },
) =>
  Effect.gen(function* () {
    const account = changes.account?.trim();
    if (account !== undefined && account !== viewer.user.account) {
      if (isReservedAccount(account)) return yield* invalid('account', 'reserved');
      if (yield* accountTaken(db, account, viewer.user.id)) {
        return yield* conflict('account', 'The account name is taken');
      }
    }
    const rows = yield* Effect.tryPromise(
      () =>
        db
          .update(users)
          .set({
            ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
            ...(account !== undefined ? { account } : {}),
            ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, viewer.user.id))
          .returning(),
      // Two users taking the same new id at once: the unique index decides.
    ).pipe(Effect.catch(() => Effect.fail(conflict('account', 'The account name is taken'))));
    return rows[0]!;
  });

/**
 * PATCH /v1/users/current/password (with the current password): every other session ends in the same
 * transaction (ASVS 7.4.3: someone who had the old password may be signed in elsewhere), the one that
 * made the change stays, and the owner is mailed (issue 20).
 */
export const changePassword = (
  app: AppServices,
  viewer: Viewer,
  p: { currentPassword: string; password: string; passwordConfirmation: string },
) =>
  Effect.gen(function* () {
    yield* checkFormAndPassword(app, viewer, p, passwordChangeForm, {
      field: 'currentPassword',
      value: p.currentPassword,
    });
    const passwordHash = yield* Effect.promise(() => hash(p.password));
    const row = yield* Effect.promise(() =>
      app.db.transaction(async (tx) => {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.userId, viewer.user.id), ne(authTokens.id, viewer.tokenId)));
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, viewer.user.id))
          .returning();
        return updated!;
      }),
    );
    yield* Effect.promise(() =>
      app.mailer.send(passwordChangedMail(row.email, row.name, 'settings', app.config.siteUrl)),
    );
    return row;
  });
