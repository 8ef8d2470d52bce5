// The author's working copy of an article (spec §4 draft lifecycle, §7 draft calls). Owner only.
// The draft (title, body, paywall line) lives beside the live article: readers see the live columns,
// which publish copies from the draft (see api/CONTEXT.md "drafts").
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ArticleStatus, IdData, InspectStatus } from '../entities';
import { Access, SessionErrors } from '../access';
import { saleSettingsFields } from './sale-settings';
import { errors } from '../errors';

export const ArticleDraft = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** The article's eyecatch (set by POST /v1/articles/{id}/eyecatch); null = the generated cover. */
  eyecatchImageUrl: Schema.optional(Schema.NullOr(Schema.String)),
  /** Paragraph HTML strings, sanitised. */
  body: Schema.Array(Schema.String),
  /** Index of the first paid paragraph; -1 = all free. */
  payArticleLine: Schema.Int,
  price: Schema.Int,
  salesCount: Schema.Int,
  isSalesUnlimited: Schema.Boolean,
  /** Fraction (0.1 = 10 %). */
  affiliateRate: Schema.Number,
  affiliatableOnlyPurchaser: Schema.Boolean,
  categoryId: Schema.NullOr(Schema.Int),
  tags: Schema.Array(Schema.String),
  reservePublishType: Schema.NullOr(Schema.String),
  /** The publish time (a future one = reserved); null until published or while no date is set. */
  publishedAt: Schema.optional(Schema.NullOr(Schema.String)),
  status: ArticleStatus,
  inspectStatus: InspectStatus,
  /** Why the last review was rejected (shown to the author); null unless inspectStatus is rejected. */
  rejectReason: Schema.NullOr(Schema.String),
  /** A non-empty title and at least one paragraph with text: the preview may be opened. */
  publishable: Schema.Boolean,
  /** The draft differs from what readers see (only meaningful once published). */
  hasUnpublishedChanges: Schema.Boolean,
  timestamp: Schema.String,
});
export type ArticleDraft = typeof ArticleDraft.Type;

const DraftResponse = Schema.Struct({ data: ArticleDraft });

export const DraftPayload = Schema.Struct({
  article: Schema.Struct({
    title: Schema.String.check(Schema.isMaxLength(200)),
    body: Schema.Array(Schema.String.check(Schema.isMaxLength(200_000))).check(Schema.isMaxLength(2000)),
    payArticleLine: Schema.optional(Schema.Int),
  }),
});
export type DraftPayload = typeof DraftPayload.Type;

/** Publish settings (spec §7 publish). Ranges are checked by the handler so errors name the field. */
export const PublishPayload = Schema.Struct({
  ...saleSettingsFields,
  reservePublishType: Schema.optional(Schema.NullOr(Schema.String)),
  /** With reservePublishType 'reserve': when the article goes public (ISO with zone; future, ≤ 1 year). Omitted = set later with set_published_at. */
  publishedAt: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(40)))),
  tags: Schema.optional(Schema.Array(Schema.String)),
  payArticleLine: Schema.Int,
});
export type PublishPayload = typeof PublishPayload.Type;

/** Limits of the publish form: the one rule lives in @shirube/domain (publish.ts). */
export { PRICE_MAX, PRICE_MIN, SALES_COUNT_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '@shirube/domain/core';

/** One article's draft: the owner's only (403), 404 once deleted; answers the draft. */
const draftOf = { params: { id: Int4 }, success: DraftResponse, error: errors(403, 404) };

export class DraftsGroup extends HttpApiGroup.make('drafts')
  .add(
    HttpApiEndpoint.post('create', '/v1/articles/draft', { success: IdData }),
    HttpApiEndpoint.get('get', '/v1/articles/:id/draft', draftOf),
    HttpApiEndpoint.patch('save', '/v1/articles/:id/draft', { ...draftOf, payload: DraftPayload }),
    /** Drops unpublished edits of a published article: the draft becomes the live version again. */
    HttpApiEndpoint.patch('reset', '/v1/articles/:id/reset_draft', draftOf),
    /**
     * The reserved publish time (spec §7 set_published_at): owner only, while the article is not yet
     * public; future and ≤ 1 year ahead (400 field publishedAt), 409 `already_public` once it is visible.
     */
    HttpApiEndpoint.patch('setPublishedAt', '/v1/articles/:id/set_published_at', {
      ...draftOf,
      payload: Schema.Struct({ publishedAt: Schema.String.check(Schema.isMaxLength(40)) }),
      error: errors(403, 404, 409),
    }),
    /** Copies the draft to the article with these settings and asks for review (inspectStatus review). */
    HttpApiEndpoint.post('publish', '/v1/articles/:id/publish', { ...draftOf, payload: PublishPayload }),
  )
  // Every endpoint: a session (401; access.ts).
  .middleware(SessionErrors)
  .annotateEndpoints(Access, 'session') {}
