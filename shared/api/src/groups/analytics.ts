// First-party article analytics (issue 36): the article page reports a view; authors and affiliates read
// the daily rollups. No cookie, no third party: the view is counted from the session or a daily hash.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { readsSession, signedIn } from '../access';
import { errors } from '../errors';
import { Int4 } from '../rules';
import { ShareLinkOrigin } from './affiliates';

export const AnalyticsPeriod = Schema.Literals(['7d', '30d', '12m', 'all']);
export type AnalyticsPeriod = typeof AnalyticsPeriod.Type;

/** Figures of one article or of all: views from the rollups; purchases, buyers and take-home from the
 *  purchases and the ledger the sales pages sum (refunded sales net out, as there). */
export const AnalyticsFigures = Schema.Struct({
  views: Schema.Int,
  uniqueBuyers: Schema.Int,
  purchases: Schema.Int,
  /** purchases ÷ views (0 without views). */
  conversion: Schema.Number,
  /** The author's take-home in yen: their `seller` ledger rows. */
  revenue: Schema.Int,
});
export const AnalyticsArticleRow = Schema.Struct({
  articleId: Schema.Int,
  title: Schema.String,
  ...AnalyticsFigures.fields,
});
export const AnalyticsDay = Schema.Struct({
  /** Tokyo day YYYY-MM-DD. */
  day: Schema.String,
  views: Schema.Int,
  purchases: Schema.Int,
  revenue: Schema.Int,
});
export const AnalyticsSource = Schema.Struct({
  /** referral | internal | external | direct */
  kind: Schema.String,
  /** link code, page kind (top, search:<category>, user, article, other), or host. */
  detail: Schema.String,
  views: Schema.Int,
});
export const AnalyticsReferralLink = Schema.Struct({
  code: Schema.String,
  articleId: Schema.Int,
  affiliateAccount: Schema.String,
  affiliateName: Schema.String,
  clicks: Schema.Int,
  purchases: Schema.Int,
  conversion: Schema.Number,
});
export const AuthorAnalytics = Schema.Struct({
  period: AnalyticsPeriod,
  /** First Tokyo day counted (null: all time) and the last (today). */
  from: Schema.NullOr(Schema.String),
  to: Schema.String,
  totals: AnalyticsFigures,
  daily: Schema.Array(AnalyticsDay),
  articles: Schema.Array(AnalyticsArticleRow),
  sources: Schema.Array(AnalyticsSource),
  referralLinks: Schema.Array(AnalyticsReferralLink),
  /** Take-home from the author's magazines and tips (issue 37), already in `totals.revenue` and `daily`
   *  (so the totals agree with the sales pages) but in no article's row. Absent for one article. */
  otherRevenue: Schema.optional(Schema.Struct({ magazines: Schema.Int, tips: Schema.Int })),
});
export type AuthorAnalytics = typeof AuthorAnalytics.Type;

/** Commission in yen by the ledger's state: held (hold or open dispute), payable (hold over, not yet paid
 *  out), paid (covered by confirmed payouts, oldest earnings first), reversed (taken back by refunds). */
export const CommissionByState = Schema.Struct({
  pending: Schema.Int,
  payable: Schema.Int,
  paid: Schema.Int,
  reversed: Schema.Int,
});
export const ReferralLinkAnalytics = Schema.Struct({
  code: Schema.String,
  articleId: Schema.Int,
  articleTitle: Schema.String,
  clicks: Schema.Int,
  /** Distinct visitors among the clicks (a visitor = an account, or one address + browser on one day). */
  uniqueVisitors: Schema.Int,
  purchases: Schema.Int,
  /** purchases ÷ clicks (0 without clicks). */
  conversion: Schema.Number,
  commission: CommissionByState,
});
/** A magazine's referral link (issue 37's `/u/<a>/m/<id>?ref=`): the same figures as an article link's. */
export const MagazineReferralLinkAnalytics = Schema.Struct({
  code: Schema.String,
  magazineId: Schema.Int,
  magazineTitle: Schema.String,
  clicks: Schema.Int,
  uniqueVisitors: Schema.Int,
  purchases: Schema.Int,
  conversion: Schema.Number,
  commission: CommissionByState,
});
export const ReferralAnalytics = Schema.Struct({
  period: AnalyticsPeriod,
  from: Schema.NullOr(Schema.String),
  to: Schema.String,
  links: Schema.Array(ReferralLinkAnalytics),
  /** The affiliate's magazine links (added after `links`: optional, so older readers of the contract
   *  still decode; this server always sends it). */
  magazineLinks: Schema.optional(Schema.Array(MagazineReferralLinkAnalytics)),
  /** Where the clicks (article and magazine links) came from: the linking page's host ('' = unknown / typed / app). */
  referringHosts: Schema.Array(Schema.Struct({ host: Schema.String, clicks: Schema.Int })),
});
export type ReferralAnalytics = typeof ReferralAnalytics.Type;

export class AnalyticsGroup extends HttpApiGroup.make('analytics').add(
  /** The signed-in affiliate's own referral links over a period. */
  signedIn(
    HttpApiEndpoint.get('referralAnalytics', '/v1/current/referral_analytics', {
      query: { period: Schema.optional(AnalyticsPeriod) },
      success: Schema.Struct({ data: ReferralAnalytics }),
    }),
  ),
  /** The signed-in author's analytics over a period, for all their articles or one (`articleId`). */
  signedIn(
    HttpApiEndpoint.get('authorAnalytics', '/v1/current/analytics', {
      query: { period: Schema.optional(AnalyticsPeriod), articleId: Schema.optional(Int4) },
      success: Schema.Struct({ data: AuthorAnalytics }),
      error: errors(404),
    }),
  ),
  /**
   * The article page was shown. Answers 204 at once: the view is counted later in a batch, once per
   * visitor per article per Tokyo day, never for bots, prefetches or the author. `referrer`: the page
   * the reader came from (the previous page of this site, or document.referrer); only its host is kept
   * when it is another site's.
   */
  readsSession(
    HttpApiEndpoint.post('recordArticleView', '/v1/articles/:id/views', {
      params: { id: Int4 },
      payload: Schema.Struct({
        referrer: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048)))),
      }),
      success: HttpApiSchema.NoContent,
    }),
  ),
  /**
   * A referral link was followed (the shell server, resolving `/s/<code>` or `?ref=`): answers the link's
   * article like shareLinkOrigin and records the click — the affiliate's click count, and the
   * server-side attribution memory (this visit; the account when signed in). Bots and prefetches are
   * answered but not recorded. `referrer`: the page the link was on (only its host is kept).
   */
  readsSession(
    HttpApiEndpoint.post('recordReferralClick', '/v1/share_links/clicks', {
      payload: Schema.Struct({
        url: Schema.String.check(Schema.isMaxLength(2048)),
        referrer: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048)))),
      }),
      success: ShareLinkOrigin,
      error: errors(404),
    }),
  ),
  /**
   * A magazine's referral link was followed (the shell server, resolving `/u/<a>/m/<id>?ref=<code>`):
   * records the click as recordReferralClick does (same bot / prefetch rules, visitor, referring host)
   * and answers the magazine and the code. 404 when the code is unknown or another magazine's.
   */
  readsSession(
    HttpApiEndpoint.post('recordMagazineReferralClick', '/v1/magazine_share_links/clicks', {
      payload: Schema.Struct({
        url: Schema.String.check(Schema.isMaxLength(2048)),
        referrer: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048)))),
      }),
      success: Schema.Struct({ magazineId: Schema.Int, affiliateUid: Schema.String }),
      error: errors(404),
    }),
  ),
) {}
