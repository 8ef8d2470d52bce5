// DELETE /v1/users/current — what deleting an account does (decided for issue 12; README "退会"):
//  1. The password must be given again (400 field password).
//  2. Unpaid earnings (issue 25 item 1, deletion-forfeit.ts; rule @shirube/domain exitEarnings): below
//     the smallest payout they are forfeited, only with consent to that exact amount (`forfeit`; else
//     409 `forfeit_required` naming it); from the smallest payout up, or with a payout in transit,
//     409 `unpaid_balance` saying which case (pay out now / on a date / wait for the bank / a dispute).
//  3. In one transaction: the forfeit (row + ledger rows), published articles become unpublished drafts
//     (buyers keep reading them: articles/visibility.ts lets a purchase through), personal data is
//     anonymised (email, name, account id, profile, icon, 特商法, password), sessions, stored card,
//     follows, referral links (articles' and magazines'), notifications and viewing history are
//     deleted. Purchases, orders and ledger rows stay (they are the accounting record; the ledger is
//     append-only).
//  4. The identity document images and the icon's files are deleted: queued in that transaction, tried
//     after it, retried until done if the store is down (verification/documents.ts, storage/deletions.ts).
//  5. A last mail goes to the old address; the shell clears the current user (spec §4).
import { hash } from '@node-rs/argon2';
import { ConflictError } from '@shirube/api-contract';
import { deleteAccountForm } from '@shirube/domain';
import { and, eq, or } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { checkFormAndPassword } from '../auth/password-check';
import { randomToken, type Viewer } from '../auth/tokens';
import type { AppServices } from '../context';
import {
  articles,
  articleViews,
  authTokens,
  follows,
  magazineShareLinks,
  notifications,
  oauthAttempts,
  oauthIdentities,
  paymentCards,
  shareLinks,
  users,
} from '../db/schema';
import { accountDeletedMail } from '../mail/templates';
import { deleteQueuedNow, queueDeletions } from '../storage/deletions';
import { deleteDocumentsNow, queueDocumentDeletions } from '../verification/documents';
import { exitProblem, exitStanding, forfeitOnExit } from './deletion-forfeit';
import { unlinkUserAnalytics } from '../analytics/retention';

export const DELETED_USER_NAME = '退会したユーザー';

export const deleteAccount = (
  app: AppServices,
  viewer: Viewer,
  p: { password: string; forfeit?: number | undefined },
) =>
  Effect.gen(function* () {
    yield* checkFormAndPassword(app, viewer, p, deleteAccountForm, { field: 'password', value: p.password });
    // An early answer (no hash computed, nothing locked); forfeitOnExit checks again in the transaction.
    const exit = yield* Effect.promise(() => exitStanding(app.db, viewer.user.id, app.config));
    const problem = exitProblem(exit, p.forfeit);
    if (problem) return yield* problem;
    const id = viewer.user.id;
    const iconFiles = [viewer.user.imageUrl, viewer.user.thumbnailUrl].flatMap((url) =>
      url ? [{ area: 'public' as const, name: url }] : [],
    );
    const passwordHash = yield* Effect.promise(() => hash(randomToken()));
    yield* Effect.tryPromise({
      try: () =>
        app.db.transaction(async (tx) => {
          await forfeitOnExit(tx, id, app.config, p.forfeit);
          // The documents and the icon's files, queued with the decision: deleted after the commit, or
          // later if the store is down (storage/deletions.ts).
          await queueDocumentDeletions(tx, id);
          await queueDeletions(tx, iconFiles);
          await tx
            .update(articles)
            .set({ status: 'draft', updatedAt: new Date() })
            .where(and(eq(articles.userId, id), eq(articles.status, 'published')));
          await tx.delete(authTokens).where(eq(authTokens.userId, id));
          await tx.delete(paymentCards).where(eq(paymentCards.userId, id));
          await tx.delete(follows).where(or(eq(follows.followerId, id), eq(follows.followeeId, id)));
          await tx.delete(shareLinks).where(eq(shareLinks.userId, id));
          await tx.delete(magazineShareLinks).where(eq(magazineShareLinks.userId, id));
          await tx.delete(notifications).where(eq(notifications.userId, id));
          await tx.delete(articleViews).where(eq(articleViews.userId, id));
          // Analytics keep the counts but no longer point at the account (issue 36 item 7).
          await unlinkUserAnalytics(tx, id);
          // External sign-in links go: the provider identity may make a new account later.
          await tx.delete(oauthIdentities).where(eq(oauthIdentities.userId, id));
          await tx.delete(oauthAttempts).where(eq(oauthAttempts.userId, id));
          await tx
            .update(users)
            .set({
              email: `deleted-${id}@deleted.invalid`,
              account: `deleted_${id}`,
              name: DELETED_USER_NAME,
              description: '',
              imageUrl: null,
              thumbnailUrl: null,
              lawName: null,
              lawContact: null,
              lawAddress: null,
              lawPhone: null,
              lawDisclosureOnRequest: false,
              passwordHash,
              purchaseMailNotification: false,
              salesMailNotification: false,
              unconfirmedEmail: null,
              emailChangeTokenHash: null,
              emailChangeSentAt: null,
              confirmationTokenHash: null,
              resetPasswordTokenHash: null,
              resetPasswordSentAt: null,
              deletedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(users.id, id));
        }),
      // The balance changed since the early answer: refused (nothing written), asked again.
      catch: (error) => error,
    }).pipe(
      Effect.catch((error) => (error instanceof ConflictError ? Effect.fail(error) : Effect.die(error))),
    );
    // After the commit: the identity document images and the icon's files, now if the store answers.
    yield* Effect.promise(async () => {
      await deleteDocumentsNow(app, id);
      await deleteQueuedNow(app, iconFiles);
    });
    yield* Effect.promise(() =>
      app.mailer
        .send(accountDeletedMail(viewer.user.email, viewer.user.name))
        .catch((error: unknown) => console.error('[users] deletion mail failed', error)),
    );
  });
