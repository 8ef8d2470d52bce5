import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { forbidden, invalid, notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { eq } from 'drizzle-orm';
import { lookupDiscountCode } from '../quick-edit/codes';
import { listHighRated, listRecommended } from './lists';
import { listPublished, loadArticle, purchasesOf } from './queries';
import { presentArticle, presentArticleSummary, visibilityError, type ArticleRecord } from './visibility';

/** `since` is an article id; anything else is a client bug worth a 400. */
export const parseSince = (since: string | undefined) =>
  since === undefined || since === ''
    ? Effect.succeed(undefined)
    : /^[1-9][0-9]{0,9}$/.test(since)
      ? Effect.succeed(Number(since))
      : Effect.fail(invalid('since', 'must be a cursor from meta.pager.next'));

/** A list page as the wire wants it, with isPurchased for the viewer. */
/** Offset cursor of the lists in ./lists.ts. */
export const parseOffset = (since: string | undefined) =>
  since === undefined || since === ''
    ? Effect.succeed(0)
    : /^(0|[1-9][0-9]{0,6})$/.test(since)
      ? Effect.succeed(Number(since))
      : Effect.fail(invalid('since', 'must be a cursor from meta.pager.next'));

export const presentList = (
  db: Database,
  viewerId: number | null,
  page: { records: ArticleRecord[]; next: string | null },
) =>
  Effect.promise(() =>
    purchasesOf(
      db,
      viewerId,
      page.records.map((r) => r.article.id),
    ),
  ).pipe(
    Effect.map((bought) => ({
      data: page.records.map((r) =>
        presentArticleSummary(r, { user: null, purchasedAt: bought.get(r.article.id) ?? null }),
      ),
      meta: { pager: { next: page.next } },
    })),
  );

export const ArticlesRoutes = HttpApiBuilder.group(ShirubeApi, 'articles', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    return handlers
      .handle('list', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const since = yield* parseSince(query.since);
          const page = yield* Effect.promise(() => listPublished(db, { since }));
          return yield* presentList(db, viewer?.user.id ?? null, page);
        }),
      )
      .handle('highRated', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const offset = yield* parseOffset(query.since);
          const page = yield* Effect.promise(() => listHighRated(db, offset));
          return yield* presentList(db, viewer?.user.id ?? null, page);
        }),
      )
      .handle('recommended', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const records = yield* Effect.promise(() => listRecommended(db));
          const { data } = yield* presentList(db, viewer?.user.id ?? null, { records, next: null });
          return { data };
        }),
      )
      .handle('get', ({ params, query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const record = yield* Effect.promise(() => loadArticle(db, params.id));
          if (!record) return yield* notFound('The article does not exist');
          const bought = yield* Effect.promise(() => purchasesOf(db, viewer?.user.id ?? null, [params.id]));
          const context = { user: viewer?.user ?? null, purchasedAt: bought.get(params.id) ?? null };
          const error = visibilityError(record, context);
          if (error) return yield* error;
          const code = yield* Effect.promise(() => lookupDiscountCode(db, params.id, query.discount_code));
          const pricing = { codePrice: code.code?.price ?? null, problem: code.problem };
          return { data: presentArticle(record, context, pricing) };
        }),
      )
      .handle('delete', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const record = yield* Effect.promise(() => loadArticle(db, params.id));
          if (!record || record.article.deletedAt) return yield* notFound('The article does not exist');
          if (record.article.userId !== viewer.user.id && !viewer.user.isAdmin) {
            // Others may not even learn that a hidden article exists.
            const hidden = visibilityError(record, { user: viewer.user, purchasedAt: null });
            return yield* hidden ?? forbidden('Only the author can delete this article');
          }
          yield* Effect.promise(() =>
            db
              .update(articles)
              .set({ deletedAt: new Date(), updatedAt: new Date() })
              .where(eq(articles.id, params.id)),
          );
          return { data: { id: params.id } };
        }),
      );
  }),
);
