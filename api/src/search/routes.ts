// Handlers of GET /v1/articles/search and /search_by_category (declared in the articles group).
import { SEARCH_QUERY_MAX, SEARCH_WORDS_MAX, searchWords } from '@shirube/domain';
import { and, eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import { invalid } from '../auth/errors';
import { optionalViewer } from '../auth/viewer';
import type { Database } from '../db/open';
import { articles, categories } from '../db/schema';
import { decodeCursor } from '../lists/keyset';
import { presentList } from '../articles/present-list';
import { listArticles } from '../articles/lists';
import { listable } from '../articles/queries';
import { countMatches, orderOf, searchArticles, searchCursorKinds, type SearchOrder } from './query';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

const categoryBySlug = (db: Database, slug: string, field: string) =>
  Effect.promise(() =>
    db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1),
  ).pipe(
    Effect.flatMap((rows) =>
      rows[0] ? Effect.succeed(rows[0].id) : Effect.fail(invalid(field, 'no such category')),
    ),
  );

function wordsOf(q: string) {
  if (q.length > SEARCH_QUERY_MAX) {
    return Effect.fail(invalid('q', `must be at most ${SEARCH_QUERY_MAX} characters`));
  }
  const words = searchWords(q);
  if (words.length === 0) return Effect.fail(invalid('q', 'is required'));
  if (words.length > SEARCH_WORDS_MAX) {
    return Effect.fail(invalid('q', `must have at most ${SEARCH_WORDS_MAX} words`));
  }
  return Effect.succeed(words);
}

export const searchHandler =
  (db: Database) =>
  ({
    query,
    request,
  }: {
    query: { q: string; order?: SearchOrder; category?: string; since?: string };
    request: Req;
  }) =>
    Effect.gen(function* () {
      const words = yield* wordsOf(query.q);
      const cursor = yield* decodeCursor(query.since, searchCursorKinds(query.order));
      if (cursor && cursor[0] !== '1' && cursor[0] !== '2') {
        return yield* invalid('since', 'must be a cursor from meta.pager.next');
      }
      const categoryId =
        query.category === undefined || query.category === ''
          ? undefined
          : yield* categoryBySlug(db, query.category, 'category');
      const viewer = yield* optionalViewer(db, request);
      // The first page's count runs beside the page (two connections), not after it, once the page
      // knows whether its index pass counts every match (then that count is taken, no walk); when
      // its newest rows do not settle it, it takes the page's own count if the page made one.
      const [page, counted] = yield* Effect.promise(() => {
        let onTotal: (coming: boolean) => void = () => {};
        const totalComing = new Promise<boolean>((resolve) => (onTotal = resolve));
        const searching = searchArticles(db, { words, order: query.order, categoryId, cursor, onTotal });
        const exact = () => searching.then((p) => p.total);
        return Promise.all([
          searching,
          cursor ? null : countMatches(db, { words, categoryId, exact, totalComing }),
        ]);
      });
      const list = yield* presentList(db, viewer?.user.id ?? null, page);
      return counted ? { ...list, meta: { ...list.meta, ...counted } } : list;
    });

export const searchByCategory =
  (db: Database) =>
  ({ query, request }: { query: { q: string; order?: SearchOrder; since?: string }; request: Req }) =>
    Effect.gen(function* () {
      const order = orderOf(query.order);
      const cursor = yield* decodeCursor(query.since, order.kinds);
      const categoryId = yield* categoryBySlug(db, query.q, 'q');
      const viewer = yield* optionalViewer(db, request);
      const where = and(listable(), eq(articles.categoryId, categoryId));
      const page = yield* Effect.promise(() => listArticles(db, { where, order, cursor }));
      const list = yield* presentList(db, viewer?.user.id ?? null, page);
      if (cursor) return list;
      const counted = yield* Effect.promise(() => countMatches(db, { categoryId }));
      return { ...list, meta: { ...list.meta, ...counted } };
    });
