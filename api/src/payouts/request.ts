// THE payout transaction (issue 11). One database transaction per payout:
//   1. lock the seller's users row — concurrent requests of one seller queue here, so the balance read
//      in step 3 already includes the other request's rows (PostgreSQL READ COMMITTED re-reads);
//   2. the idempotency record: a payout with this (user, key) answers the retry (never pays twice);
//   3. standing: bank account, verification, hold (403 with the reason), then the amount (400);
//   4. the payout row with a snapshot of the bank account;
//   5. ledger rows: payout −amount, in_transit +net, transfer_fee +fee (sum 0).
// Use only `tx` inside (PGlite would wait on `db`).
import { payoutNet, smallestPayout } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, invalid } from '../auth/errors';
import { payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { payouts } from '../db/schema';
import { appendLedger, balanced } from '../ledger/entries';
import { balanceBelowMinimum, payoutRefused } from './errors';
import { payoutStanding } from './state';

export type PayoutRow = typeof payouts.$inferSelect;

export interface PayoutRequest {
  userId: number;
  idempotencyKey: string;
  kind: 'request' | 'monthly';
  /** Yen taken from the payable balance; undefined = all of it. */
  amount?: number;
}

/** Test seam for the crash between writing the payout row and its ledger rows. */
export interface PayoutFaults {
  afterPayoutRow?: () => void;
}

export async function requestPayout(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  input: PayoutRequest,
  faults: PayoutFaults = {},
): Promise<{ payout: PayoutRow; replayed: boolean }> {
  const rules = payoutConfig(config);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${input.userId} for update`);
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, input.userId), eq(payouts.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (input.amount !== undefined && input.amount !== existing.amount)
        throw conflict('amount', 'This Idempotency-Key was used for another amount');
      return { payout: existing, replayed: true };
    }
    const standing = await payoutStanding(tx, config, input.userId);
    const setup = standing.blockers.find((b) => b !== 'below_minimum');
    if (setup) {
      const detail =
        setup === 'verification_rejected'
          ? standing.rejectReason
          : setup === 'payout_held'
            ? standing.holdReason
            : null;
      throw payoutRefused(setup, detail ?? undefined);
    }
    const payable = standing.balances.payable;
    // The whole balance: under the smallest payout — or negative after a refund of paid-out sales — is
    // below_minimum (never positive_integer, which is about an amount the seller typed).
    if (input.amount === undefined && payable < smallestPayout(rules))
      throw balanceBelowMinimum(payable, smallestPayout(rules));
    const amount = input.amount ?? payable;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('amount', 'positive_integer');
    if (amount > payable) throw invalid('amount', 'exceeds_balance');
    if (amount < smallestPayout(rules)) throw invalid('amount', 'below_minimum');
    const bank = standing.bankAccount!;
    const net = payoutNet(amount, rules);
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: input.userId,
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        amount,
        fee: rules.transferFee,
        net,
        bankCode: bank.bankCode,
        bankKana: bank.bankKana,
        branchCode: bank.branchCode,
        branchKana: bank.branchKana,
        accountType: bank.accountType,
        accountNumber: bank.accountNumber,
        holderName: bank.holderName,
      })
      .returning();
    faults.afterPayoutRow?.();
    await appendLedger(
      tx,
      balanced(
        [
          { payoutId: payout!.id, userId: input.userId, account: 'payout', amount: -amount },
          { payoutId: payout!.id, userId: input.userId, account: 'in_transit', amount: net },
          { payoutId: payout!.id, userId: null, account: 'transfer_fee', amount: rules.transferFee },
        ],
        `payout ${payout!.id}`,
      ),
    );
    return { payout: payout!, replayed: false };
  });
}
