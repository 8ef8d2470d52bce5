// Admin review queue (our design): list articles waiting for review with their whole body, approve
// (→ published, publishedAt now unless reserved; a re-publication's revision replaces the live text) or
// reject with a reason (→ back to draft; a re-publication keeps its live version). Both
// notify the author (kind `update`). Anyone else: 403 forbidden.
import { ShirubeApi, type ReviewItem } from '@shirube/api-contract';
import { bpToRate } from '@shirube/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { conflict, forbidden, invalid, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { articleReviews, articles, categories, notifications, users } from '../db/schema';
import { tagsOf } from '../drafts/store';
import { applyRevision, dropRevision, findRevision } from '../drafts/revisions';
import { revisionCategory } from '../articles/review-version';
import type { HttpServerRequest } from 'effect/http';

export const requireAdmin = (db: Database, request: Pick<HttpServerRequest.HttpServerRequest, 'headers'>) =>
  requireViewer(db, request).pipe(
    Effect.flatMap((viewer) =>
      viewer.user.isAdmin ? Effect.succeed(viewer) : Effect.fail(forbidden('Admins only')),
    ),
  );

/** An admin-only list: 403 for anyone else, then `{ data }` of the read. */
export const adminData = <A>(
  db: Database,
  request: Pick<HttpServerRequest.HttpServerRequest, 'headers'>,
  read: () => Promise<A>,
) =>
  requireAdmin(db, request).pipe(
    Effect.flatMap(() => Effect.promise(read)),
    Effect.map((data) => ({ data })),
  );

/** An admin action's written reason (reject, hold, refund, failed transfer): trimmed, never blank. */
export const requiredReason = (payload: { reason: string }) => {
  const reason = payload.reason.trim();
  return reason === '' ? Effect.fail(invalid('reason', 'required')) : Effect.succeed(reason);
};

async function queue(db: Database): Promise<ReviewItem[]> {
  const rows = await db
    .select({ article: articles, author: users, category: categories })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articles.inspectStatus, 'review'), isNull(articles.deletedAt)))
    .orderBy(asc(articles.updatedAt), asc(articles.id));
  return Promise.all(
    rows.map(async ({ article: live, author, category: liveCategory }) => {
      // A re-publication is reviewed as the waiting revision, not the live text (drafts/revisions.ts).
      const rev = await findRevision(db, live.id);
      const a = rev ?? live;
      const category = rev
        ? await revisionCategory(db, rev, { categoryId: live.categoryId, category: liveCategory })
        : liveCategory;
      return {
        id: live.id,
        title: a.title,
        body: a.body,
        payArticleLine: a.payArticleLine,
        price: a.price,
        affiliateRate: bpToRate(a.affiliateRateBp),
        user: {
          account: author.account,
          name: author.name,
          thumbnailUrl: author.thumbnailUrl ?? author.imageUrl,
        },
        category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
        tags: rev ? rev.tags : await tagsOf(db, live.id),
        requestedAt: (rev ? rev.requestedAt : live.updatedAt).toISOString(),
        reservedAt:
          live.reservePublishType === 'reserve' && live.publishedAt && live.publishedAt > new Date()
            ? live.publishedAt.toISOString()
            : null,
      };
    }),
  );
}

/** Notification texts are stored as written (the bell shows body as is); Japanese first (spec §1). */
const APPROVED = (title: string) => `記事「${title}」が公開されました`;
const REJECTED = (title: string) => `記事「${title}」は審査で差し戻されました`;

export const AdminRoutes = HttpApiBuilder.group(ShirubeApi, 'admin', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    const pending = (id: number) =>
      Effect.gen(function* () {
        const [a] = yield* Effect.promise(() => db.select().from(articles).where(eq(articles.id, id)));
        if (!a || a.deletedAt) return yield* notFound('The article does not exist');
        if (a.inspectStatus !== 'review')
          return yield* conflict('id', 'The article is not waiting for review');
        return a;
      });
    return handlers
      .handle('reviews', ({ request }) => adminData(db, request, () => queue(db)))
      .handle('approve', ({ params, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const a = yield* pending(params.id);
          const now = new Date();
          // Whole ms: the list cursor compares stored publish times exactly (api/CONTEXT.md).
          const publishedAt =
            a.reservePublishType === 'reserve' ? a.publishedAt : (a.publishedAt ?? new Date(now.getTime()));
          yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              await applyRevision(tx, a.id, now);
              await tx
                .update(articles)
                .set({ status: 'published', inspectStatus: 'approved', publishedAt, updatedAt: now })
                .where(eq(articles.id, a.id));
              await tx
                .insert(articleReviews)
                .values({ articleId: a.id, decision: 'approved', userId: admin.user.id });
              await tx
                .insert(notifications)
                .values({ userId: a.userId, kind: 'update', body: APPROVED(a.title), articleId: a.id });
            }),
          );
          return { data: { id: a.id, status: 'published', inspectStatus: 'approved' } };
        }),
      )
      .handle('reject', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          const a = yield* pending(params.id);
          // A first publication goes back to draft (its text is in the live columns, never approved);
          // a re-publication only loses its waiting revision: the approved live version stays.
          const status = a.status === 'published' ? 'published' : 'draft';
          yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              await dropRevision(tx, a.id);
              await tx
                .update(articles)
                .set({ status, inspectStatus: 'rejected', updatedAt: new Date() })
                .where(eq(articles.id, a.id));
              await tx
                .insert(articleReviews)
                .values({ articleId: a.id, decision: 'rejected', reason, userId: admin.user.id });
              await tx
                .insert(notifications)
                .values({ userId: a.userId, kind: 'update', body: REJECTED(a.title), articleId: a.id });
            }),
          );
          return { data: { id: a.id, status, inspectStatus: 'rejected' } };
        }),
      );
  }),
);
