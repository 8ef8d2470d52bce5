/** The sales calls (GET /v1/sales/...) through @shirube/api-contract's client. */
import { createApiClient, type SalesHistory, type SalesSummary } from '@shirube/api-contract';

export interface SalesHistoryPage {
  data: readonly SalesHistory[];
  meta: { pager: { next: string | null } };
  totalSales: number;
  totalPaymentFee: number;
  totalAffiliateCommission: number;
  /** 紹介料 the viewer earned (optional: an older API does not send it). */
  totalCommissionEarned?: number;
  totalProfit: number;
}

export interface SalesApi {
  totalSales(): Promise<SalesSummary>;
  soldMonths(): Promise<readonly string[]>;
  salesHistories(month: string, since?: string): Promise<SalesHistoryPage>;
}

export function createSalesApi(onUnauthorized: () => void): SalesApi {
  const client = createApiClient({ onUnauthorized });
  return {
    totalSales: async () => ((await client.sales.totalSales()) as { data: SalesSummary }).data,
    soldMonths: async () =>
      ((await client.sales.soldMonth()) as { data: { months: readonly string[] } }).data.months,
    salesHistories: async (month, since) =>
      (await client.sales.salesHistories({
        query: since ? { month, since } : { month },
      })) as SalesHistoryPage,
  };
}
