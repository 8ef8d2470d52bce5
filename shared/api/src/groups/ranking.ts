// The author's affiliate ranking per article and the extra commission per affiliator (spec §3
// "Affiliator in ranking", §4 "rate 0 removes", §7 "Affiliate"). Owner only (403 otherwise).
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ListQuery, pageOf } from '../entities';
import { Access, SessionErrors } from '../access';
import { errors } from '../errors';
import { MagazineAffiliatorRank } from './ranking-magazines';

export * from './ranking-magazines';

export const AffiliatorRank = Schema.Struct({
  affiliatorId: Schema.Int,
  account: Schema.String,
  name: Schema.String,
  /** Purchases through this affiliator's link (refunded ones excluded). */
  salesCount: Schema.Int,
  /** Yen paid by those buyers. */
  salesAmount: Schema.Int,
  /** Commission earned on them (ledger). */
  commission: Schema.Int,
  /** Clicks on this affiliator's link for the article (issue 36; bots and prefetches not counted). */
  clicks: Schema.optional(Schema.Int),
  /** salesCount ÷ clicks (0 without clicks). */
  conversion: Schema.optional(Schema.Number),
  /** Extra rate as a fraction (0.05 = 5 %), 0 when none. */
  additionalAffiliateRate: Schema.Number,
  /** The affiliator deleted their account (shown as 退会したユーザー; no extra rate can be set). */
  deleted: Schema.optional(Schema.Boolean),
});
export type AffiliatorRank = typeof AffiliatorRank.Type;

const RateAnswer = Schema.Struct({
  data: Schema.Struct({ affiliatorId: Schema.Int, additionalAffiliateRate: Schema.Number }),
});
/** One affiliator of one of the viewer's articles (403 not the owner, 404 none); answers the extra rate. */
const onRate = { params: { id: Int4, affiliatorId: Int4 }, success: RateAnswer, error: errors(403, 404) };

export class RankingGroup extends HttpApiGroup.make('ranking')
  .add(
    /** Affiliators of one of the viewer's articles by referred sales, highest first, 20 a page. */
    HttpApiEndpoint.get('affiliatorRanking', '/v1/current/articles/:id/affiliator_ranking', {
      params: { id: Int4 },
      query: ListQuery,
      success: pageOf(AffiliatorRank),
      error: errors(403, 404),
    }),
    /**
     * Affiliators of the viewer's magazines (issue 36 for magazines): one row per (magazine, affiliator)
     * with a click or a purchase, by referred sales then clicks, 20 a page. Added in issue 36; the article
     * ranking above is unchanged.
     */
    HttpApiEndpoint.get('magazineAffiliatorRanking', '/v1/current/magazine_affiliator_ranking', {
      query: ListQuery,
      success: pageOf(MagazineAffiliatorRank),
    }),
    /**
     * Sets the extra rate for the NEXT purchases through this affiliator (never earlier ones). Rate 0
     * removes it. 400 `rate` when the article's rate + extra + the platform fee would exceed 100 %.
     */
    HttpApiEndpoint.put(
      'setAdditionalRate',
      '/v1/current/articles/:id/affiliators/:affiliatorId/additional_rate',
      {
        ...onRate,
        payload: Schema.Struct({ additionalAffiliateRate: Schema.Struct({ rate: Schema.Number }) }),
      },
    ),
    HttpApiEndpoint.delete(
      'removeAdditionalRate',
      '/v1/current/articles/:id/affiliators/:affiliatorId/additional_rate',
      onRate,
    ),
  )
  // Every endpoint: a session (401; access.ts).
  .middleware(SessionErrors)
  .annotateEndpoints(Access, 'session') {}
