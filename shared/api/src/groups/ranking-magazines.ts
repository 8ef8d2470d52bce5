// The author's magazine referrers (issue 36 item 4 for magazines, issue 37): who sells the viewer's
// magazines through their magazine links. A sibling of AffiliatorRank, not extra optional fields on it:
// a magazine row names a magazine and has no extra rate (a magazine has none; magazines/record.ts).
import * as Schema from 'effect/Schema';

export const MagazineAffiliatorRank = Schema.Struct({
  magazineId: Schema.Int,
  magazineTitle: Schema.String,
  /** The author stopped selling the magazine; its past figures still count. */
  magazineDeleted: Schema.Boolean,
  affiliatorId: Schema.Int,
  account: Schema.String,
  name: Schema.String,
  /** Clicks on this affiliator's link for the magazine (magazine_referral_clicks). */
  clicks: Schema.Int,
  /** Purchases of the magazine through this affiliator (refunded ones excluded). */
  salesCount: Schema.Int,
  /** salesCount ÷ clicks (0 without clicks). */
  conversion: Schema.Number,
  /** Yen paid by those buyers. */
  salesAmount: Schema.Int,
  /** Commission on them: the sum of the affiliator's ledger rows (a refund's reversal nets it out). */
  commission: Schema.Int,
  /** The affiliator deleted their account (shown as 退会したユーザー). */
  deleted: Schema.Boolean,
});
export type MagazineAffiliatorRank = typeof MagazineAffiliatorRank.Type;
