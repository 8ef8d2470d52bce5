// Sales figures of the signed-in user as seller and as affiliate. Every figure is a sum of the
// ledger (ledger_entries, accounts `seller` / `affiliate`); months are Asia/Tokyo calendar months.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ListMeta } from '../entities';

export const SalesSummary = Schema.Struct({
  /** Earnings (seller shares + commissions) booked this Tokyo month. */
  salesOfThisMonth: Schema.Int,
  /** Earnings not yet paid out, all time (no payouts exist yet, so: all earnings). */
  unpaidSalesOfAllPeriod: Schema.Int,
  /** Unpaid earnings of closed months (before this Tokyo month) — what a payout could take. */
  unpaidSalesOfPayoutable: Schema.Int,
  /** unpaidSalesOfPayoutable − payoutCommission, never below 0. */
  apparentUnpaidSalesOfPayoutable: Schema.Int,
  connectAccountBalance: Schema.Int,
  /** Always false until payouts are built. */
  payoutsEnabled: Schema.Boolean,
  payoutMethod: Schema.NullOr(Schema.String),
  payoutCommission: Schema.Int,
  /** Always false until bank accounts are built. */
  hasBankAccount: Schema.Boolean,
  verificationStatus: Schema.NullOr(Schema.String),
});
export type SalesSummary = typeof SalesSummary.Type;

export const SalesHistoryKind = Schema.Literals(['sale', 'affiliate']);
export type SalesHistoryKind = typeof SalesHistoryKind.Type;

/**
 * One ledger credit of the viewer. kind `sale`: the viewer sold the article (profit = seller share).
 * kind `affiliate`: the viewer referred the buyer (profit = affiliateCommission = the commission earned;
 * platformFee 0 as it is not the viewer's cost).
 */
export const SalesHistory = Schema.Struct({
  id: Schema.String,
  kind: SalesHistoryKind,
  purchaseId: Schema.Int,
  /** ISO time; the UI shows it as an Asia/Tokyo date. */
  purchasedAt: Schema.String,
  articleId: Schema.Int,
  articleTitle: Schema.String,
  authorAccount: Schema.String,
  price: Schema.Int,
  platformFee: Schema.Int,
  affiliateCommission: Schema.Int,
  profit: Schema.Int,
});
export type SalesHistory = typeof SalesHistory.Type;

const Month = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/));

export class SalesGroup extends HttpApiGroup.make('sales').add(
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
    query: { month: Schema.optional(Month), since: Schema.optional(Schema.String) },
    success: Schema.Struct({
      data: Schema.Array(SalesHistory),
      meta: ListMeta,
      totalSales: Schema.Int,
      totalPaymentFee: Schema.Int,
      totalAffiliateCommission: Schema.Int,
      totalProfit: Schema.Int,
    }),
  }),
) {}
