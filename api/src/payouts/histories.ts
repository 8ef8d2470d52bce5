// The seller's transfer history (spec §7 "Sales and transfers"): payouts by the Tokyo month they
// were requested in, newest first.
import type { Payout } from '@shirube/api-contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { bankAccounts, payouts } from '../db/schema';
import { SALES_PAGE_SIZE, tokyoMonthRange } from '../sales/queries';
import type { PayoutRow } from './request';

export async function presentPayout(db: Pick<Database, 'select'>, p: PayoutRow): Promise<Payout> {
  // Names for display: the seller's current account when it is the same bank/branch, else the codes.
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, p.userId));
  const sameBranch = bank && bank.bankCode === p.bankCode && bank.branchCode === p.branchCode;
  return {
    id: p.id,
    kind: p.kind as Payout['kind'],
    status: p.status as Payout['status'],
    amount: p.amount,
    fee: p.fee,
    net: p.net,
    bankName: sameBranch ? bank.bankName : p.bankCode,
    branchName: sameBranch ? bank.branchName : p.branchCode,
    accountNumberLast4: p.accountNumber.slice(-4),
    failureReason: p.failureReason,
    requestedAt: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

export async function transferredMonths(db: Database, userId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct to_char((created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') as month
    from payouts where user_id = ${userId} order by month desc`)) as unknown as {
    rows: Array<{ month: string }>;
  };
  return result.rows.map((r) => r.month);
}

export async function transferredHistories(
  db: Database,
  userId: number,
  month: string | undefined,
  offset: number,
) {
  const range = month ? tokyoMonthRange(month) : null;
  const where = range
    ? and(eq(payouts.userId, userId), gte(payouts.createdAt, range.from), lt(payouts.createdAt, range.to))
    : eq(payouts.userId, userId);
  const rows = await db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(SALES_PAGE_SIZE + 1)
    .offset(offset);
  const data = await Promise.all(rows.slice(0, SALES_PAGE_SIZE).map((p) => presentPayout(db, p)));
  return {
    data,
    meta: { pager: { next: rows.length > SALES_PAGE_SIZE ? String(offset + SALES_PAGE_SIZE) : null } },
  };
}
