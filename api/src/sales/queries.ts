// Sales figures = sums of the ledger (ledger_entries, written only by the purchase transaction).
// The viewer's credits are rows with user_id = viewer and account `seller` (their share as author) or
// `affiliate` (a commission they earned). Months are Tokyo months: Japan has no DST, so +9 h is exact.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

export const SALES_PAGE_SIZE = 20;
const TOKYO_OFFSET_MS = 9 * 3600_000;

/** 'YYYY-MM' of the Tokyo calendar month containing `at`. */
export function tokyoMonth(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 7);
}

/** [start, end) in UTC of a Tokyo month 'YYYY-MM'. */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1) - TOKYO_OFFSET_MS),
    to: new Date(Date.UTC(y, m, 1) - TOKYO_OFFSET_MS),
  };
}

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

export async function salesSummary(db: Database, userId: number, now = new Date()) {
  const { from } = tokyoMonthRange(tokyoMonth(now));
  const result = (await db.execute(sql`
    select
      coalesce(sum(amount), 0) as all_period,
      coalesce(sum(amount) filter (where created_at >= ${from.toISOString()}::timestamptz), 0) as this_month
    from ledger_entries
    where user_id = ${userId} and account in ('seller', 'affiliate')`)) as unknown as Rows<{
    all_period: unknown;
    this_month: unknown;
  }>;
  const row = result.rows[0];
  const allPeriod = num(row?.all_period);
  const thisMonth = num(row?.this_month);
  // No payouts exist yet: everything earned is unpaid; closed months are what a payout could take.
  const payoutable = allPeriod - thisMonth;
  const payoutCommission = 0;
  return {
    salesOfThisMonth: thisMonth,
    unpaidSalesOfAllPeriod: allPeriod,
    unpaidSalesOfPayoutable: payoutable,
    apparentUnpaidSalesOfPayoutable: Math.max(0, payoutable - payoutCommission),
    connectAccountBalance: 0,
    payoutsEnabled: false,
    payoutMethod: null,
    payoutCommission,
    hasBankAccount: false,
    verificationStatus: null,
  };
}

export async function soldMonths(db: Database, userId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct to_char((created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') as month
    from ledger_entries
    where user_id = ${userId} and account in ('seller', 'affiliate')
    order by month desc`)) as unknown as Rows<{ month: string }>;
  return result.rows.map((r) => r.month);
}

interface HistoryRow {
  ledger_id: unknown;
  account: 'seller' | 'affiliate';
  amount: unknown;
  created_at: unknown;
  purchase_id: unknown;
  price: unknown;
  article_id: unknown;
  title: string;
  author_account: string;
  fee: unknown;
  commission: unknown;
}

export async function salesHistories(db: Database, userId: number, month: string, offset: number) {
  const { from, to } = tokyoMonthRange(month);
  const where = sql`le.user_id = ${userId} and le.account in ('seller', 'affiliate')
    and le.created_at >= ${from.toISOString()}::timestamptz and le.created_at < ${to.toISOString()}::timestamptz`;
  const page = (await db.execute(sql`
    select le.id as ledger_id, le.account, le.amount, le.created_at, p.id as purchase_id,
      coalesce((select -sum(x.amount) from ledger_entries x
                where x.purchase_id = le.purchase_id and x.account = 'buyer_payment'), p.price) as price,
      a.id as article_id, a.title, u.account as author_account,
      coalesce((select sum(x.amount) from ledger_entries x
                where x.purchase_id = le.purchase_id and x.account = 'platform'), 0) as fee,
      coalesce((select sum(x.amount) from ledger_entries x
                where x.purchase_id = le.purchase_id and x.account = 'affiliate'), 0) as commission
    from ledger_entries le
    join purchases p on p.id = le.purchase_id
    join articles a on a.id = p.article_id
    join users u on u.id = a.user_id
    where ${where}
    order by le.created_at desc, le.purchase_id desc, le.account desc
    limit ${SALES_PAGE_SIZE + 1} offset ${offset}`)) as unknown as Rows<HistoryRow>;
  const totals = (await db.execute(sql`
    select
      coalesce(sum(le.amount), 0) as profit,
      coalesce(sum(-(select sum(x.amount) from ledger_entries x
        where x.purchase_id = le.purchase_id and x.account = 'buyer_payment'))
        filter (where le.account = 'seller'), 0) as sales,
      coalesce(sum((select sum(x.amount) from ledger_entries x
        where x.purchase_id = le.purchase_id and x.account = 'platform'))
        filter (where le.account = 'seller'), 0) as fee,
      coalesce(sum((select sum(x.amount) from ledger_entries x
        where x.purchase_id = le.purchase_id and x.account = 'affiliate'))
        filter (where le.account = 'seller'), 0) as commission
    from ledger_entries le
    where ${where}`)) as unknown as Rows<Record<'profit' | 'sales' | 'fee' | 'commission', unknown>>;
  const rows = page.rows.slice(0, SALES_PAGE_SIZE).map((r) => {
    const kind = r.account === 'seller' ? ('sale' as const) : ('affiliate' as const);
    const amount = num(r.amount);
    return {
      id: `${kind}-${String(r.ledger_id)}`,
      kind,
      purchaseId: num(r.purchase_id),
      purchasedAt: new Date(r.created_at as string).toISOString(),
      articleId: num(r.article_id),
      articleTitle: r.title,
      authorAccount: r.author_account,
      price: num(r.price),
      platformFee: kind === 'sale' ? num(r.fee) : 0,
      affiliateCommission: kind === 'sale' ? num(r.commission) : amount,
      profit: amount,
    };
  });
  const t = totals.rows[0];
  return {
    data: rows,
    meta: { pager: { next: page.rows.length > SALES_PAGE_SIZE ? String(offset + SALES_PAGE_SIZE) : null } },
    totalSales: num(t?.sales),
    totalPaymentFee: num(t?.fee),
    totalAffiliateCommission: num(t?.commission),
    totalProfit: num(t?.profit),
  };
}
