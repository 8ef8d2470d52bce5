// Admin-only review powers (ours to design; spec §6 leaves them open). Non-admins get 403 forbidden.
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ArticleUser, Category, listOf } from '../entities';
import { Access, AdminErrors } from '../access';
import { errors } from '../errors';

export const ReviewItem = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** The whole body (paid part too): the reviewer must read everything. */
  body: Schema.Array(Schema.String),
  payArticleLine: Schema.Int,
  price: Schema.Int,
  affiliateRate: Schema.Number,
  user: ArticleUser,
  category: Schema.NullOr(Category),
  tags: Schema.Array(Schema.String),
  /** When the author asked for review. */
  requestedAt: Schema.String,
  /** The reserved publication time when publishing was reserved: approving keeps it (hidden until then). */
  reservedAt: Schema.NullOr(Schema.String),
});
export type ReviewItem = typeof ReviewItem.Type;

const Decision = Schema.Struct({
  data: Schema.Struct({ id: Schema.Int, status: Schema.String, inspectStatus: Schema.String }),
});
/** A decision on one article: answers its new status (404 when gone, 409 when not waiting for review). */
const decide = { params: { id: Int4 }, success: Decision, error: errors(404, 409) };

export class AdminGroup extends HttpApiGroup.make('admin')
  .add(
    /** Articles waiting for review, oldest request first. */
    HttpApiEndpoint.get('reviews', '/v1/admin/reviews', { success: listOf(ReviewItem) }),
    HttpApiEndpoint.post('approve', '/v1/admin/articles/:id/approve', decide),
    HttpApiEndpoint.post('reject', '/v1/admin/articles/:id/reject', {
      ...decide,
      payload: Schema.Struct({ reason: Schema.String.check(Schema.isMaxLength(1000)) }),
    }),
  )
  // Every endpoint: an administrator’s session (401 / 403; access.ts).
  .middleware(AdminErrors)
  .annotateEndpoints(Access, 'admin') {}
