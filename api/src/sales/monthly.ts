// The last 12 Tokyo months of the viewer's earnings (GET /v1/sales/sales_profit, spec §7: profit,
// sales, feeDetail.system, feeDetail.affiliate) and the sales history as CSV. Sums of the ledger,
// refunds included as their negative rows; a tip (issue 37) counts as a sale of its own (partOf).
import { moneyWords as W } from '@shirube/i18n';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { partOf, tokyoMonth, tokyoMonthRange } from './queries';
import { csvDocument } from '@shirube/domain';

export interface MonthFigures {
  month: string;
  /** What the viewer earned: seller shares + commissions earned. */
  profit: number;
  /** Prices of the viewer's own articles sold. */
  sales: number;
  feeDetail: { system: number; affiliate: number };
  /** 紹介料 the viewer earned by referring (their own, part of profit). */
  commissionEarned: number;
}

/** 'YYYY-MM' of the 12 months ending with `now`'s, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const [y, m] = tokyoMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function salesProfit(db: Database, userId: number, now: Date) {
  const months = lastTwelveMonths(now);
  const from = tokyoMonthRange(months[0]!).from;
  const result = (await db.execute(sql`
    select to_char((le.created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') as month,
      coalesce(sum(le.amount), 0) as profit,
      coalesce(sum(-${partOf('buyer_payment')}) filter (where le.account = 'seller'), 0) as sales,
      coalesce(sum(${partOf('platform')}) filter (where le.account = 'seller'), 0) as system_fee,
      coalesce(sum(${partOf('affiliate')}) filter (where le.account = 'seller'), 0) as affiliate_fee,
      coalesce(sum(le.amount) filter (where le.account = 'affiliate'), 0) as commission_earned
    from ledger_entries le
    where le.user_id = ${userId} and le.account in ('seller', 'affiliate')
      and le.created_at >= ${from.toISOString()}::timestamptz
    group by 1`)) as unknown as { rows: Array<Record<string, unknown>> };
  const byMonth = new Map(result.rows.map((r) => [String(r.month), r]));
  const data: MonthFigures[] = months.map((month) => {
    const r = byMonth.get(month);
    return {
      month,
      profit: Number(r?.profit ?? 0),
      sales: Number(r?.sales ?? 0),
      feeDetail: { system: Number(r?.system_fee ?? 0), affiliate: Number(r?.affiliate_fee ?? 0) },
      commissionEarned: Number(r?.commission_earned ?? 0),
    };
  });
  const total = data.reduce(
    (t, m) => ({
      profit: t.profit + m.profit,
      sales: t.sales + m.sales,
      feeDetail: {
        system: t.feeDetail.system + m.feeDetail.system,
        affiliate: t.feeDetail.affiliate + m.feeDetail.affiliate,
      },
      commissionEarned: t.commissionEarned + m.commissionEarned,
    }),
    { profit: 0, sales: 0, feeDetail: { system: 0, affiliate: 0 }, commissionEarned: 0 },
  );
  return { ...total, months: data };
}

/** One row per history line; UTF-8 with a BOM so Excel opens the Japanese correctly. */
export function salesCsv(
  rows: ReadonlyArray<{
    purchasedAt: string;
    kind: string;
    isRefund: boolean;
    articleTitle: string;
    price: number;
    platformFee: number;
    affiliateCommission: number;
    profit: number;
    state: string;
    payableAt: string;
  }>,
): string {
  const date = (iso: string) =>
    new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '/');
  // The money glossary's words (@shirube/i18n moneyWords), as on the sales history screen.
  const header = ['購入日', '種別', '記事', '売上', '手数料', W.commission, W.earnings, '状態', '確定日'];
  const lines = rows.map((r) => [
    date(r.purchasedAt),
    r.isRefund ? '返金' : r.kind === 'sale' ? '販売' : r.kind === 'tip' ? 'チップ' : '紹介',
    r.articleTitle,
    r.price,
    r.platformFee,
    r.affiliateCommission,
    r.profit,
    r.state === 'pending' ? W.held : W.settled,
    date(r.payableAt),
  ]);
  return csvDocument(header, lines);
}
