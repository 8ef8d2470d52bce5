// Sales figures = sums of the ledger (ledger_entries, written only by the purchase transaction).
// The viewer's credits are rows with user_id = viewer and account `seller` (their share as author) or
// `affiliate` (a commission they earned). Months are Tokyo months: Japan has no DST, so +9 h is exact.
import { and, eq, gte, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SalesSummary } from '@shirube/api-contract';
import { clockOf, payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { ledgerEntries } from '../db/schema';
import { availableAtSql, pendingReleases } from '../payouts/balances';
import { inTransitBankDate } from '../payouts/bank-date';
import { payoutStanding } from '../payouts/state';

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

/** `column` within the Tokyo month 'YYYY-MM'; undefined (no condition: `and` drops it) without one. */
export function inTokyoMonth(column: Column, month: string | undefined): SQL | undefined {
  if (!month) return undefined;
  const { from, to } = tokyoMonthRange(month);
  return and(gte(column, from), lt(column, to));
}

/** The Tokyo months (YYYY-MM) in which `table` has rows (`created_at`) matching `where`, newest
 *  first: the month pickers of the purchase, sales and transfer histories. */
export async function tokyoMonthsWith(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct to_char((created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') as month
    from ${table} where ${where} order by month desc`)) as unknown as Rows<{ month: string }>;
  return result.rows.map((r) => r.month);
}
const num = (v: unknown) => Number(v ?? 0);

export async function salesSummary(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
): Promise<SalesSummary> {
  const now = clockOf(config)();
  const rules = payoutConfig(config);
  const { from } = tokyoMonthRange(tokyoMonth(now));
  const result = (await db.execute(sql`
    select coalesce(sum(amount), 0) as this_month
    from ledger_entries
    where user_id = ${userId} and account in ('seller', 'affiliate')
      and created_at >= ${from.toISOString()}::timestamptz`)) as unknown as Rows<{ this_month: unknown }>;
  const standing = await payoutStanding(db, config, userId);
  const releases = await pendingReleases(db, userId, { now, holdDays: rules.holdDays });
  const { pending, payable, inTransit, paid, nextAvailableAt } = standing.balances;
  return {
    salesOfThisMonth: num(result.rows[0]?.this_month),
    unpaidSalesOfAllPeriod: pending + payable,
    unpaidSalesOfPayoutable: payable,
    apparentUnpaidSalesOfPayoutable: Math.max(0, payable - rules.transferFee),
    connectAccountBalance: 0,
    payoutsEnabled: standing.payoutsEnabled,
    payoutMethod: standing.bankAccount ? 'bank_transfer' : null,
    payoutCommission: rules.transferFee,
    hasBankAccount: standing.bankAccount !== null,
    verificationStatus: standing.verificationStatus,
    pendingSales: pending,
    inTransitSales: inTransit,
    paidSales: paid,
    nextPayableAt: nextAvailableAt,
    payoutReleases: releases,
    minimumPayout: rules.minimumPayout,
    holdDays: rules.holdDays,
    asOf: now.toISOString(),
    monthlyRunDay: rules.monthlyRunDay,
    inTransitBankDate: await inTransitBankDate(db, userId, now),
    payoutBlockers: standing.blockers,
    verificationRejectReason: standing.rejectReason,
    payoutHoldReason: standing.holdReason,
  };
}

export const soldMonths = (db: Database, userId: number): Promise<string[]> =>
  tokyoMonthsWith(
    db,
    ledgerEntries,
    and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.account, ['seller', 'affiliate'])),
  );

/**
 * The sum of one account's rows of the sale (or tip, issue 37) that ledger row `le` belongs to, in the
 * same event (the sale, or its refund): by purchase first (its index), else by tip; null when none.
 */
export const partOf = (account: string) =>
  sql.raw(`coalesce(
  (select sum(x.amount) from ledger_entries x where x.purchase_id = le.purchase_id
    and x.refund_id is not distinct from le.refund_id and x.account = '${account}'),
  (select sum(x.amount) from ledger_entries x where x.tip_id = le.tip_id
    and x.refund_id is not distinct from le.refund_id and x.account = '${account}'))`);

interface HistoryRow {
  ledger_id: unknown;
  account: 'seller' | 'affiliate';
  amount: unknown;
  created_at: unknown;
  purchase_id: unknown;
  tip_id: unknown;
  price: unknown;
  article_id: unknown;
  title: string;
  author_account: string;
  fee: unknown;
  commission: unknown;
  payable_at: unknown;
  refund_id: unknown;
  dispute_status: 'open' | 'won' | 'lost' | null;
  dispute_reason: string | null;
}

export async function salesHistories(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
  month: string,
  offset: number,
) {
  const { from, to } = tokyoMonthRange(month);
  const now = clockOf(config)();
  const payableAt = availableAtSql(payoutConfig(config).holdDays, 'le');
  const where = sql`le.user_id = ${userId} and le.account in ('seller', 'affiliate')
    and le.created_at >= ${from.toISOString()}::timestamptz and le.created_at < ${to.toISOString()}::timestamptz`;
  const page = (await db.execute(sql`
    select le.id as ledger_id, le.account, le.amount, le.created_at, p.id as purchase_id, le.tip_id,
      ${payableAt} as payable_at, le.refund_id,
      d.status as dispute_status, d.reason as dispute_reason,
      coalesce(-${partOf('buyer_payment')}, p.price) as price,
      a.id as article_id, coalesce(a.title, '') as title, coalesce(u.account, me.account) as author_account,
      coalesce(${partOf('platform')}, 0) as fee,
      coalesce(${partOf('affiliate')}, 0) as commission
    from ledger_entries le
    left join purchases p on p.id = le.purchase_id
    -- A tip (issue 37) is its own kind: its article is the one tipped from (none from the user page).
    left join tips t on t.id = le.tip_id
    left join articles a on a.id = coalesce(p.article_id, t.article_id)
    left join users u on u.id = a.user_id
    join users me on me.id = le.user_id
    left join lateral (select status, reason from disputes
      where disputes.purchase_id = le.purchase_id or disputes.tip_id = le.tip_id
      order by created_at desc, id desc limit 1) d on le.refund_id is null
    where ${where} and (le.purchase_id is not null or le.tip_id is not null)
    order by le.created_at desc, le.purchase_id desc nulls last, le.tip_id desc, le.account desc
    limit ${SALES_PAGE_SIZE + 1} offset ${offset}`)) as unknown as Rows<HistoryRow>;
  const totals = (await db.execute(sql`
    select
      coalesce(sum(le.amount), 0) as profit,
      coalesce(sum(-${partOf('buyer_payment')}) filter (where le.account = 'seller'), 0) as sales,
      coalesce(sum(${partOf('platform')}) filter (where le.account = 'seller'), 0) as fee,
      coalesce(sum(${partOf('affiliate')}) filter (where le.account = 'seller'), 0) as commission,
      coalesce(sum(le.amount) filter (where le.account = 'affiliate'), 0) as earned
    from ledger_entries le
    where ${where}`)) as unknown as Rows<
    Record<'profit' | 'sales' | 'fee' | 'commission' | 'earned', unknown>
  >;
  const rows = page.rows.slice(0, SALES_PAGE_SIZE).map((r) => {
    const kind =
      r.account === 'affiliate'
        ? ('affiliate' as const)
        : r.tip_id !== null
          ? ('tip' as const)
          : ('sale' as const);
    const amount = num(r.amount);
    return {
      id: `${kind}-${String(r.ledger_id)}`,
      kind,
      purchaseId: num(r.purchase_id),
      tipId: r.tip_id === null ? null : num(r.tip_id),
      purchasedAt: new Date(r.created_at as string).toISOString(),
      articleId: num(r.article_id),
      articleTitle: r.title,
      authorAccount: r.author_account,
      price: num(r.price),
      platformFee: kind === 'affiliate' ? 0 : num(r.fee),
      affiliateCommission: kind === 'affiliate' ? amount : num(r.commission),
      profit: amount,
      // An open dispute holds the sale whatever its date (payouts/balances.ts HELD_BY_DISPUTE).
      state:
        new Date(r.payable_at as string) > now || r.dispute_status === 'open'
          ? ('pending' as const)
          : ('payable' as const),
      payableAt: new Date(r.payable_at as string).toISOString(),
      isRefund: r.refund_id !== null,
      // The sale's latest chargeback (disputes/disputes.ts), shown with its reason in Japanese.
      dispute:
        r.dispute_status !== null
          ? { status: r.dispute_status, reason: r.dispute_reason ?? 'general' }
          : null,
    };
  });
  const t = totals.rows[0];
  return {
    data: rows,
    meta: { pager: { next: page.rows.length > SALES_PAGE_SIZE ? String(offset + SALES_PAGE_SIZE) : null } },
    totalSales: num(t?.sales),
    totalPaymentFee: num(t?.fee),
    totalAffiliateCommission: num(t?.commission),
    totalCommissionEarned: num(t?.earned),
    totalProfit: num(t?.profit),
  };
}
