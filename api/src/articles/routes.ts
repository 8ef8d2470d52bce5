import { Article, ArticleList, ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import * as Schema from 'effect/Schema';
import { HttpApiBuilder } from 'effect/http-api';
import { forbidden, invalid, notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import { articles } from '../db/schema';
import { eq } from 'drizzle-orm';
import { encodedJson } from '../http/encoded-json';
import { decodeCursor } from '../lists/keyset';
import { searchByCategory, searchHandler } from '../search/routes';
import { hasReviewed } from '../reviews/store';
import { FAV_ORDER, listHighRated, listNew, NEW_ORDER } from './lists';
import { presentList } from './present-list';
import { loadArticle, purchasesOf } from './queries';
import { sitemapArticles } from './sitemap';
import { listRecommended } from './trend';
import { presentArticle, visibilityError } from './visibility';
import { lookupDiscountCode } from '../quick-edit/codes';
import { reviewVersion } from './review-version';

/** The success body of GET /v1/articles/{id} (as in the contract). */
const ArticleResponse = Schema.Struct({ data: Article });

/** Offset cursor, still used by the sales and purchase histories (not reader lists). */
export const parseOffset = (since: string | undefined) =>
  since === undefined || since === ''
    ? Effect.succeed(0)
    : /^(0|[1-9][0-9]{0,6})$/.test(since)
      ? Effect.succeed(Number(since))
      : Effect.fail(invalid('since', 'must be a cursor from meta.pager.next'));

export { presentList } from './present-list';

export const ArticlesRoutes = HttpApiBuilder.group(ShirubeApi, 'articles', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    return handlers
      .handle('list', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const cursor = yield* decodeCursor(query.since, NEW_ORDER.kinds);
          const page = yield* Effect.promise(() => listNew(db, cursor));
          return encodedJson(ArticleList, yield* presentList(db, viewer?.user.id ?? null, page));
        }),
      )
      .handle('highRated', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const cursor = yield* decodeCursor(query.since, FAV_ORDER.kinds);
          const page = yield* Effect.promise(() => listHighRated(db, cursor));
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
      .handle('search', searchHandler(db))
      .handle('searchByCategory', searchByCategory(db))
      .handle('sitemapArticles', ({ query }) =>
        Effect.promise(() => sitemapArticles(db, query.after ?? 0, query.upTo)),
      )
      .handle('get', ({ params, query, request }) =>
        Effect.gen(function* () {
          if (query.type !== undefined && query.type !== 'review') {
            return yield* invalid('type', 'must be "review" or absent');
          }
          const viewer = yield* optionalViewer(db, request);
          const record = yield* Effect.promise(() => loadArticle(db, params.id));
          if (!record) return yield* notFound('The article does not exist');
          const bought = viewer
            ? yield* Effect.promise(() => purchasesOf(db, viewer.user.id, [params.id]))
            : undefined;
          const context = { user: viewer?.user ?? null, purchasedAt: bought?.get(params.id) ?? null };
          const error = visibilityError(record, context);
          if (error) return yield* error;
          const staff = viewer !== null && (viewer.user.isAdmin || viewer.user.id === record.article.userId);
          // The review view (spec §4) is the owner's and admins' only.
          if (query.type === 'review' && !staff) return yield* forbidden('Only the author or an admin');
          const reviewed =
            viewer !== null && (yield* Effect.promise(() => hasReviewed(db, viewer.user.id, params.id)));
          const code = yield* Effect.promise(() => lookupDiscountCode(db, params.id, query.discount_code));
          const pricing = { codePrice: code.code?.price ?? null, problem: code.problem };
          // An edited live article is reviewed as its waiting revision, beside the live version.
          const review =
            query.type === 'review' ? yield* Effect.promise(() => reviewVersion(db, record)) : null;
          const shown = presentArticle(review?.record ?? record, context, pricing);
          return encodedJson(ArticleResponse, {
            data: { ...shown, isReviewed: reviewed, ...(review ? { liveVersion: review.live } : {}) },
          });
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
