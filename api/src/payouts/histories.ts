// The seller's transfer history (spec §7 "Sales and transfers"): payouts by the Tokyo month they
// were requested in, newest first.
import type { Payout } from '@shirube/api-contract';
import { expectedBankDate } from '@shirube/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { bankAccounts, payouts, transferBatches } from '../db/schema';
import { inTokyoMonth, SALES_PAGE_SIZE, tokyoMonthsWith } from '../sales/queries';
import type { PayoutRow } from './request';

export async function presentPayout(db: Pick<Database, 'select'>, p: PayoutRow, now: Date): Promise<Payout> {
  // Names for display: the seller's current account when it is the same bank/branch, else the codes.
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, p.userId));
  const sameBranch = bank && bank.bankCode === p.bankCode && bank.branchCode === p.branchCode;
  const [batch] = p.batchId
    ? await db
        .select({ transferDate: transferBatches.transferDate })
        .from(transferBatches)
        .where(eq(transferBatches.id, p.batchId))
    : [];
  const transferDate = batch?.transferDate ?? null;
  const status = p.status as Payout['status'];
  return {
    id: p.id,
    kind: p.kind as Payout['kind'],
    status,
    amount: p.amount,
    fee: p.fee,
    net: p.net,
    bankName: sameBranch ? bank.bankName : p.bankCode,
    branchName: sameBranch ? bank.branchName : p.branchCode,
    accountNumberLast4: p.accountNumber.slice(-4),
    failureReason: p.failureReason,
    requestedAt: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
    transferDate,
    expectedBankDate: expectedBankDate({ status, requestedAt: p.createdAt.toISOString(), transferDate }, now),
  };
}

export const transferredMonths = (db: Database, userId: number): Promise<string[]> =>
  tokyoMonthsWith(db, payouts, eq(payouts.userId, userId));

export async function transferredHistories(
  db: Database,
  userId: number,
  month: string | undefined,
  offset: number,
  now: Date,
) {
  const rows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), inTokyoMonth(payouts.createdAt, month)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(SALES_PAGE_SIZE + 1)
    .offset(offset);
  const data = await Promise.all(rows.slice(0, SALES_PAGE_SIZE).map((p) => presentPayout(db, p, now)));
  return {
    data,
    meta: { pager: { next: rows.length > SALES_PAGE_SIZE ? String(offset + SALES_PAGE_SIZE) : null } },
  };
}
