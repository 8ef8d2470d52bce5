// GET/POST/PATCH/DELETE /v1/articles/{id}/reviews. Only buyers review; the author never; one each.
import { ShirubeApi } from '@shirube/api-contract';
import { cleanReviewBody, reviewBodyProblem } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import { HttpApiBuilder } from 'effect/http-api';
import { loadArticle, purchasesOf } from '../articles/queries';
import { visibilityError } from '../articles/visibility';
import { conflict, forbidden, invalid, notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { decodeCursor } from '../lists/keyset';
import { createReview, deleteReview, findOwnReview, listReviews, REVIEW_ORDER, updateReview } from './store';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

/** The article as the viewer may see it (404 / under_review like GET /v1/articles/{id}). */
const visibleArticle = (
  db: Database,
  id: number,
  viewer: { user: { id: number; isAdmin: boolean } } | null,
) =>
  Effect.gen(function* () {
    const record = yield* Effect.promise(() => loadArticle(db, id));
    if (!record) return yield* notFound('The article does not exist');
    const bought = yield* Effect.promise(() => purchasesOf(db, viewer?.user.id ?? null, [id]));
    const purchasedAt = bought.get(id) ?? null;
    const error = visibilityError(record, { user: viewer?.user ?? null, purchasedAt });
    if (error) return yield* error;
    return { record, purchasedAt };
  });

const cleanBody = (raw: string) => {
  const body = cleanReviewBody(raw);
  const problem = reviewBodyProblem(body);
  return problem === 'required'
    ? Effect.fail(invalid('body', 'is required'))
    : problem === 'too_long'
      ? Effect.fail(invalid('body', 'must be at most 1000 characters'))
      : Effect.succeed(body);
};

export const ReviewsRoutes = HttpApiBuilder.group(ShirubeApi, 'reviews', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    const writer = (params: { id: number }, request: Req) =>
      Effect.gen(function* () {
        const viewer = yield* requireViewer(db, request);
        const { record, purchasedAt } = yield* visibleArticle(db, params.id, viewer);
        return { viewer, record, purchasedAt };
      });
    return handlers
      .handle('list', ({ params, query, request }) =>
        Effect.gen(function* () {
          const cursor = yield* decodeCursor(query.since, REVIEW_ORDER.kinds);
          const viewer = yield* optionalViewer(db, request);
          yield* visibleArticle(db, params.id, viewer);
          const viewerId = viewer?.user.id ?? null;
          const page = yield* Effect.promise(() => listReviews(db, params.id, cursor, viewerId));
          const mine =
            cursor || viewerId === null
              ? undefined
              : yield* Effect.promise(() => findOwnReview(db, params.id, viewerId));
          return {
            data: page.data,
            meta: { pager: { next: page.next }, ...(mine === undefined ? {} : { mine }) },
          };
        }),
      )
      .handle('create', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const { viewer, record, purchasedAt } = yield* writer(params, request);
          if (record.article.userId === viewer.user.id) {
            return yield* forbidden('The author cannot review their own article');
          }
          if (purchasedAt === null) return yield* forbidden('Only buyers of the article can review it');
          const body = yield* cleanBody(payload.body);
          const review = yield* Effect.promise(() =>
            createReview(db, {
              articleId: params.id,
              userId: viewer.user.id,
              point: payload.point,
              body,
              articleTitle: record.article.title,
              authorId: record.article.userId,
            }),
          );
          if (!review) return yield* conflict('review', 'You have already reviewed this article');
          return { data: review };
        }),
      )
      .handle('update', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const { viewer } = yield* writer(params, request);
          const body = yield* cleanBody(payload.body);
          const review = yield* Effect.promise(() =>
            updateReview(db, { articleId: params.id, userId: viewer.user.id, point: payload.point, body }),
          );
          if (!review) return yield* notFound('You have not reviewed this article');
          return { data: review };
        }),
      )
      .handle('remove', ({ params, request }) =>
        Effect.gen(function* () {
          const { viewer } = yield* writer(params, request);
          const id = yield* Effect.promise(() => deleteReview(db, params.id, viewer.user.id));
          if (id === null) return yield* notFound('You have not reviewed this article');
          return { data: { id } };
        }),
      );
  }),
);
