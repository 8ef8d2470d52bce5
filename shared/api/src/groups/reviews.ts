// Reviews of an article by its buyers (spec §4, §7). One review per buyer; the author cannot review.
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { IdData, ListMeta, ListQuery, Review } from '../entities';
import { readsSession, signedIn } from '../access';
import { errors } from '../errors';

/**
 * Stars 1–5 and text. The text is made plain on the server (tags dropped, see shared/domain
 * review.ts) and must then hold 1–1,000 characters; the raw input may not exceed 4,000.
 */
export const ReviewInput = Schema.Struct({
  point: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 })),
  body: Schema.String.check(Schema.isMaxLength(4000)),
});

const params = { id: Int4 };
const ReviewData = Schema.Struct({ data: Review });

export class ReviewsGroup extends HttpApiGroup.make('reviews').add(
  /** Newest first; the first page also carries the viewer's own review in `meta.mine`. */
  readsSession(
    HttpApiEndpoint.get('list', '/v1/articles/:id/reviews', {
      params,
      query: ListQuery,
      success: Schema.Struct({
        data: Schema.Array(Review),
        meta: Schema.Struct({ pager: ListMeta.fields.pager, mine: Schema.optional(Schema.NullOr(Review)) }),
      }),
      error: errors(404),
    }),
  ),
  /** Buyers only (403 otherwise, also for the author); a second review is 409. */
  signedIn(
    HttpApiEndpoint.post('create', '/v1/articles/:id/reviews', {
      params,
      payload: ReviewInput,
      success: ReviewData,
      error: errors(403, 404, 409),
    }),
  ),
  /** Replaces the viewer's own review (404 when there is none). */
  signedIn(
    HttpApiEndpoint.patch('update', '/v1/articles/:id/reviews', {
      params,
      payload: ReviewInput,
      success: ReviewData,
      error: errors(404),
    }),
  ),
  /** Removes the viewer's own review; answers its id. */
  signedIn(
    HttpApiEndpoint.delete('remove', '/v1/articles/:id/reviews', {
      params,
      success: IdData,
      error: errors(404),
    }),
  ),
) {}
