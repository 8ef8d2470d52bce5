// Sales figures of the signed-in user as seller and as affiliate. Every figure is a sum of the
// ledger (ledger_entries, accounts `seller` / `affiliate`); months are Asia/Tokyo calendar months.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ListMeta, MonthListQuery, pageOf } from '../entities';
import { PurchaseHistoryItem } from './purchases';
import { Access, SessionErrors } from '../access';

export const SalesSummary = Schema.Struct({
  /** Earnings (seller shares + commissions) booked this Tokyo month. */
  salesOfThisMonth: Schema.Int,
  /** Earnings not yet paid out and not yet requested: pending + payable. */
  unpaidSalesOfAllPeriod: Schema.Int,
  /** Payable: earnings whose hold has ended, minus payouts (may be negative after a refund). */
  unpaidSalesOfPayoutable: Schema.Int,
  /** unpaidSalesOfPayoutable − payoutCommission, never below 0: what would reach the bank. */
  apparentUnpaidSalesOfPayoutable: Schema.Int,
  connectAccountBalance: Schema.Int,
  /** Bank account + verified identity + no admin hold (spec §6). */
  payoutsEnabled: Schema.Boolean,
  /** `bank_transfer` once a bank account is registered, else null. */
  payoutMethod: Schema.NullOr(Schema.String),
  /** The transfer fee in yen (config). */
  payoutCommission: Schema.Int,
  hasBankAccount: Schema.Boolean,
  verificationStatus: Schema.NullOr(Schema.String),
  /** Earnings still in their hold period. */
  pendingSales: Schema.Int,
  /** Payouts requested, not yet confirmed by the bank. */
  inTransitSales: Schema.Int,
  paidSales: Schema.Int,
  /** When the earliest pending yen becomes payable (ISO), null when nothing is pending. */
  nextPayableAt: Schema.NullOr(Schema.String),
  /** Held earnings by the (Tokyo) day they become payable, for @shirube/domain payoutOutlook. */
  payoutReleases: Schema.Array(Schema.Struct({ at: Schema.String, amount: Schema.Int })),
  /** Smallest amount a payout sends to the bank (after the fee). */
  minimumPayout: Schema.Int,
  holdDays: Schema.Int,
  /** The server's clock when this was read (ISO): the screens date payouts with @shirube/domain
   *  payout-schedule from it, so they agree with the API (and its test clock). */
  asOf: Schema.optional(Schema.String),
  /** Tokyo day of the month of the automatic payout run (config PAYOUT_RUN_DAY). */
  monthlyRunDay: Schema.optional(Schema.Int),
  /** Tokyo YYYY-MM-DD the money in transit is expected in the account (the latest of those payouts),
   *  null when nothing is in transit. */
  inTransitBankDate: Schema.optional(Schema.NullOr(Schema.String)),
  /** Why a payout is impossible now (@shirube/domain payoutBlockers); empty = possible. */
  payoutBlockers: Schema.Array(Schema.String),
  verificationRejectReason: Schema.NullOr(Schema.String),
  payoutHoldReason: Schema.NullOr(Schema.String),
});
export type SalesSummary = typeof SalesSummary.Type;

export const SalesHistoryKind = Schema.Literals(['sale', 'affiliate', 'tip']);
export type SalesHistoryKind = typeof SalesHistoryKind.Type;

/**
 * One ledger credit of the viewer. kind `sale`: the viewer sold the article (profit = seller share).
 * kind `affiliate`: the viewer referred the buyer (profit = affiliateCommission = the commission earned;
 * platformFee 0 as it is not the viewer's cost). kind `tip` (issue 37): a tip to the viewer (purchaseId 0,
 * tipId set; articleId 0 and articleTitle '' when tipped from the user page; commission always 0).
 */
export const SalesHistory = Schema.Struct({
  id: Schema.String,
  kind: SalesHistoryKind,
  purchaseId: Schema.Int,
  tipId: Schema.optional(Schema.NullOr(Schema.Int)),
  /** ISO time; the UI shows it as an Asia/Tokyo date. */
  purchasedAt: Schema.String,
  articleId: Schema.Int,
  articleTitle: Schema.String,
  authorAccount: Schema.String,
  price: Schema.Int,
  platformFee: Schema.Int,
  affiliateCommission: Schema.Int,
  profit: Schema.Int,
  /** pending: still in its hold period; payable: the hold has ended (it may since have been paid out). */
  state: Schema.Literals(['pending', 'payable']),
  /** When this yen became / becomes payable (ISO). */
  payableAt: Schema.String,
  /** The reversal of a refunded sale (negative amounts, dated at the refund). */
  isRefund: Schema.Boolean,
  /** The sale's latest chargeback: open (held), won (released) or lost (reversed); reason = the card
   *  network's code as Stripe names it (fraudulent, product_not_received, …). null: none. */
  dispute: Schema.NullOr(
    Schema.Struct({ status: Schema.Literals(['open', 'won', 'lost']), reason: Schema.String }),
  ),
});
export type SalesHistory = typeof SalesHistory.Type;

const Figures = {
  profit: Schema.Int,
  sales: Schema.Int,
  /** system = platform fees on the viewer's sales; affiliate = commissions paid on them. */
  feeDetail: Schema.Struct({ system: Schema.Int, affiliate: Schema.Int }),
  /** 紹介料 the viewer earned by referring others' articles (their own; part of profit). */
  commissionEarned: Schema.optional(Schema.Int),
};
export const SalesProfit = Schema.Struct({
  ...Figures,
  /** The last 12 Tokyo months, oldest first (the chart on sales management). */
  months: Schema.Array(Schema.Struct({ month: Schema.String, ...Figures })),
});
export type SalesProfit = typeof SalesProfit.Type;

export class SalesGroup extends HttpApiGroup.make('sales')
  .add(
    /** Tokyo months (YYYY-MM) in which the viewer bought something, newest first (spec §7). */
    HttpApiEndpoint.get('purchasedMonth', '/v1/sales/purchased_month', {
      success: Schema.Struct({ data: Schema.Struct({ months: Schema.Array(Schema.String) }) }),
    }),
    /** The viewer's purchases (of one Tokyo month when `month` is given), newest first, 20 a page. */
    HttpApiEndpoint.get('purchasedHistories', '/v1/sales/purchased_histories', {
      query: MonthListQuery,
      success: pageOf(PurchaseHistoryItem),
    }),
    /** Totals of the last 12 Tokyo months and each month (refunds count as their negative rows). */
    HttpApiEndpoint.get('salesProfit', '/v1/sales/sales_profit', {
      success: Schema.Struct({ data: SalesProfit }),
    }),
    HttpApiEndpoint.get('totalSales', '/v1/sales/total_sales', {
      success: Schema.Struct({ data: SalesSummary }),
    }),
    /** Tokyo months (YYYY-MM) with at least one earning, newest first. */
    HttpApiEndpoint.get('soldMonth', '/v1/sales/sold_month', {
      success: Schema.Struct({ data: Schema.Struct({ months: Schema.Array(Schema.String) }) }),
    }),
    /**
     * Rows of one month (default: this Tokyo month), newest first, 20 a page (`since` = meta.pager.next).
     * Totals cover the whole month: totalSales / totalPaymentFee / totalAffiliateCommission over `sale`
     * rows; totalProfit = everything the viewer earned (seller shares + commissions earned).
     */
    HttpApiEndpoint.get('salesHistories', '/v1/sales/sales_histories', {
      query: MonthListQuery,
      success: Schema.Struct({
        data: Schema.Array(SalesHistory),
        meta: ListMeta,
        totalSales: Schema.Int,
        totalPaymentFee: Schema.Int,
        totalAffiliateCommission: Schema.Int,
        /** 紹介料 the viewer earned this month (the `affiliate` rows' profit). */
        totalCommissionEarned: Schema.optional(Schema.Int),
        totalProfit: Schema.Int,
      }),
    }),
  )
  // Every endpoint: a session (401; access.ts).
  .middleware(SessionErrors)
  .annotateEndpoints(Access, 'session') {}
