// Referral (affiliate) links. The link's `code` IS the affiliateUid the purchase calls carry.
// Wire rule: camelCase, so the spec's `short_url` is `shortUrl` here.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { signedIn } from '../access';
import { errors } from '../errors';

export const ShareLink = Schema.Struct({
  /** `${SITE_URL}/s/<code>` */
  shortUrl: Schema.String,
  /** `${SITE_URL}/u/<author>/a/<id>?ref=<code>` */
  url: Schema.String,
  /** The code (nanoid, 10 chars) = affiliateUid. */
  affiliateUid: Schema.String,
});
export type ShareLink = typeof ShareLink.Type;

export const ShareLinkOrigin = Schema.Struct({
  articleId: Schema.Int,
  /** The clean article URL (no ref). */
  url: Schema.String,
  affiliateUid: Schema.String,
});
export type ShareLinkOrigin = typeof ShareLinkOrigin.Type;

export class AffiliatesGroup extends HttpApiGroup.make('affiliates').add(
  /**
   * Signed in; userAccount must be the viewer. One link per (article, user): issuing again answers the
   * same link. 403 `affiliate_purchaser_only` when only buyers may promote it; 404 when not published.
   */
  signedIn(
    HttpApiEndpoint.post('issueShareLink', '/v1/share_links', {
      payload: Schema.Struct({ articleId: Schema.Int, userAccount: Schema.String }),
      success: ShareLink,
      error: errors(403, 404),
    }),
  ),
  /** Short (/s/<code>) or long (?ref=<code>) URL → article + code; 404 when it names no live link. */
  HttpApiEndpoint.get('shareLinkOrigin', '/v1/share_links/origin', {
    query: { url: Schema.String },
    success: ShareLinkOrigin,
    error: errors(404),
  }),
) {}
