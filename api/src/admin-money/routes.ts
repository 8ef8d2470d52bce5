// Handlers of the `adminMoney` contract group: identity review, payout holds, transfer batches, refunds.
import { ShirubeApi, type AdminPayout, type IdentityReview } from '@shirube/api-contract';
import { tokyoDateKey, transferDateFor } from '@shirube/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { adminData, requireAdmin, requiredReason } from '../admin/routes';
import { conflict, invalid, notFound } from '../auth/errors';
import { clockOf } from '../config';
import { App } from '../context';
import type { Database } from '../db/open';
import {
  articles,
  identityVerifications,
  magazines,
  notifications,
  payoutHolds,
  payouts,
  purchases,
  refunds,
  transferBatches,
  users,
} from '../db/schema';
import { attempt } from '../payments/attempt';
import { createBatch, presentBatch, settleBatch } from '../payouts/batches';
import { verifiedNotice } from '../payouts/outlook-notice';
import { refundPurchase } from '../refunds/refund';
import { presentCompany } from '../verification/company';
import { deleteDocumentsNow, queueDocumentDeletions } from '../verification/documents';
import { presentIndividual } from '../verification/profile';

async function reviewQueue(db: Database): Promise<IdentityReview[]> {
  const rows = await db
    .select({ identity: identityVerifications, user: users })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, 'pending'))
    .orderBy(asc(identityVerifications.submittedAt));
  return rows.map(({ identity, user }) => ({
    userId: user.id,
    account: user.account,
    name: user.name,
    status: 'pending' as const,
    businessType: identity.businessType === 'company' ? ('company' as const) : ('individual' as const),
    individual: presentIndividual(identity),
    ...(identity.businessType === 'company'
      ? presentCompany(identity)
      : { company: null, representative: null }),
    frontImageUrl: identity.frontImage ? `/v1/admin/identifications/${user.id}/front` : null,
    backImageUrl: identity.backImage ? `/v1/admin/identifications/${user.id}/back` : null,
    submittedAt: identity.submittedAt?.toISOString() ?? null,
  }));
}

async function waitingPayouts(db: Database): Promise<AdminPayout[]> {
  const rows = await db
    .select({ p: payouts, account: users.account })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.status, 'requested'))
    .orderBy(asc(payouts.id));
  return rows.map(({ p, account }) => ({
    id: p.id,
    userId: p.userId,
    account,
    status: p.status as AdminPayout['status'],
    amount: p.amount,
    fee: p.fee,
    net: p.net,
    bankCode: p.bankCode,
    branchCode: p.branchCode,
    holderName: p.holderName,
    batchId: p.batchId,
    requestedAt: p.createdAt.toISOString(),
  }));
}

const REJECTED = (reason: string) =>
  `本人確認ができませんでした（${reason}）。内容を確認して再度提出してください。`;

export const AdminMoneyRoutes = HttpApiBuilder.group(ShirubeApi, 'adminMoney', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    const now = clockOf(config);
    const review = (
      userId: number,
      decision: 'verified' | 'rejected',
      reason: string | null,
      adminId: number,
    ) =>
      Effect.promise(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(identityVerifications)
            .set({ status: decision, rejectReason: reason, reviewedAt: now(), reviewedBy: adminId })
            .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')))
            .returning({ userId: identityVerifications.userId });
          if (!row) return false;
          // Verified: the images have served their purpose; queued here, so the deletion outlives a
          // storage outage (verification/documents.ts).
          if (decision === 'verified') await queueDocumentDeletions(tx, userId);
          await tx.insert(notifications).values({
            userId,
            kind: 'update',
            body: decision === 'verified' ? await verifiedNotice(tx, config, userId) : REJECTED(reason ?? ''),
          });
          return true;
        }),
      ).pipe(
        Effect.flatMap((done) =>
          done ? Effect.void : Effect.fail(conflict('userId', 'No verification is waiting for review')),
        ),
      );
    return handlers
      .handle('identifications', ({ request }) => adminData(db, request, () => reviewQueue(db)))
      .handle('verifyIdentity', ({ params, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          yield* review(params.userId, 'verified', null, admin.user.id);
          // Reviewed: the images queued by the review go now if the store answers (else retried later).
          yield* Effect.promise(() => deleteDocumentsNow({ db, config }, params.userId));
        }),
      )
      .handle('rejectIdentity', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          yield* review(params.userId, 'rejected', reason, admin.user.id);
        }),
      )
      .handle('holdPayouts', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          const [user] = yield* Effect.promise(() =>
            db.select({ id: users.id }).from(users).where(eq(users.id, params.userId)),
          );
          if (!user) return yield* notFound('No such user');
          const row = { userId: user.id, reason, createdBy: admin.user.id, createdAt: now() };
          yield* Effect.promise(() =>
            db.insert(payoutHolds).values(row).onConflictDoUpdate({ target: payoutHolds.userId, set: row }),
          );
        }),
      )
      .handle('releasePayouts', ({ params, request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          yield* Effect.promise(() => db.delete(payoutHolds).where(eq(payoutHolds.userId, params.userId)));
        }),
      )
      .handle('pendingPayouts', ({ request }) => adminData(db, request, () => waitingPayouts(db)))
      .handle('transferBatches', ({ request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          const rows = yield* Effect.promise(() =>
            db.select().from(transferBatches).orderBy(desc(transferBatches.id)).limit(100),
          );
          return { data: rows.map(presentBatch) };
        }),
      )
      .handle('createTransferBatch', ({ payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const date = payload.transferDate ?? transferDateFor(now());
          const parsed = new Date(`${date}T00:00:00Z`);
          if (
            !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
            Number.isNaN(parsed.getTime()) ||
            parsed.toISOString().slice(0, 10) !== date
          )
            return yield* invalid('transferDate', 'format');
          if (date < tokyoDateKey(now())) return yield* invalid('transferDate', 'past');
          const batch = yield* Effect.promise(() => createBatch(db, admin.user.id, date));
          if (!batch) return yield* conflict('payouts', 'No payout is waiting for transfer');
          return { data: presentBatch(batch) };
        }),
      )
      .handle('markBatchTransferred', ({ params, request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          const batch = yield* attempt(() => settleBatch(db, params.id, { status: 'transferred' }, now()));
          return { data: presentBatch(batch) };
        }),
      )
      .handle('markBatchFailed', ({ params, payload, request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          const batch = yield* attempt(() => settleBatch(db, params.id, { status: 'failed', reason }, now()));
          return { data: presentBatch(batch) };
        }),
      )
      .handle('purchases', ({ query, request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          const account = query.account.trim().replace(/^@/, '');
          if (account === '') return yield* invalid('account', 'required');
          // The buyer first: a mistyped account is a 404, not an empty list read as "nothing to refund".
          const [buyer] = yield* Effect.promise(() =>
            db.select({ id: users.id, account: users.account }).from(users).where(eq(users.account, account)),
          );
          if (!buyer) return yield* notFound('No user has this account', 'account');
          const rows = yield* Effect.promise(() =>
            db
              .select({
                p: purchases,
                // An article's title, or a magazine's (issue 37: magazines are refunded here too).
                title: sql<string>`coalesce(${articles.title}, ${magazines.title}, '')`,
                refundedAt: refunds.createdAt,
              })
              .from(purchases)
              .leftJoin(articles, eq(articles.id, purchases.articleId))
              .leftJoin(magazines, eq(magazines.id, purchases.magazineId))
              .leftJoin(refunds, eq(refunds.purchaseId, purchases.id))
              .where(eq(purchases.userId, buyer.id))
              .orderBy(desc(purchases.id))
              .limit(50),
          );
          return {
            data: rows.map(({ p, title, refundedAt }) => ({
              id: p.id,
              articleId: p.articleId,
              magazineId: p.magazineId,
              articleTitle: title,
              buyerAccount: buyer.account,
              price: p.price,
              purchasedAt: p.createdAt.toISOString(),
              refundedAt: refundedAt?.toISOString() ?? null,
            })),
          };
        }),
      )
      .handle('refundPurchase', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          const r = yield* attempt(() => refundPurchase(db, params.id, reason, admin.user.id));
          const { id, amount, createdAt } = r;
          return {
            data: { id, purchaseId: params.id, amount, reason: r.reason, createdAt: createdAt.toISOString() },
          };
        }),
      );
  }),
);
