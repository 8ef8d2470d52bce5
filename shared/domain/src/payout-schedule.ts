// When paid-out money reaches the seller's bank (issue 40 item 1). One rule for the admin's 全銀 file
// (its default 取組日, the day the bank is asked to transfer) and for every screen that tells a seller
// when to expect the money: the transfer history's rows and the sales summary.
//   - A file made on a Tokyo day asks for the NEXT Tokyo day (the earliest date a bank accepts for a
//     file sent today); a payout waiting for its file expects the file to be made the day it is read.
//   - The monthly run pays from 00:00 Tokyo of its run day, so money released by then goes with it.
// Bank holidays are not modelled: the admin may pick a later 取組日, and the row then shows that date.
import { formatYen } from './money';
import { smallestPayout, type PayoutRules } from './payout-eligibility';
import { DAY_MS, TOKYO_OFFSET_MS, tokyoDateKey } from './tokyo-time';

/** The payout rules' documented defaults: the API's config starts from them and help pages quote them. */
export const DEFAULT_PAYOUT_RULES = {
  /** Days a sale's earnings stay held before they are settled (返金・不正利用に備える). */
  holdDays: 7,
  /** Transfer fee in yen, taken from each payout. */
  transferFee: 250,
  /** Smallest amount that reaches the bank, after the fee. */
  minimumPayout: 1000,
  /** Tokyo day of the month of the automatic payout run (1–28). */
  monthlyRunDay: 1,
} as const;

/** The 取組日 a transfer file made at `at` asks for by default: the next Tokyo day ('YYYY-MM-DD'). */
export const transferDateFor = (at: Date | string): string =>
  tokyoDateKey(new Date(new Date(at).getTime() + DAY_MS));

/** The instant (ISO) of the first monthly run at or after `at`: 00:00 Tokyo of the run day. */
export function nextMonthlyRun(at: Date | string, runDay: number): string {
  const tokyo = new Date(new Date(at).getTime() + TOKYO_OFFSET_MS);
  const y = tokyo.getUTCFullYear();
  const m = tokyo.getUTCMonth();
  const thisMonth = Date.UTC(y, m, runDay) - TOKYO_OFFSET_MS;
  const run = new Date(at).getTime() <= thisMonth ? thisMonth : Date.UTC(y, m + 1, runDay) - TOKYO_OFFSET_MS;
  return new Date(run).toISOString();
}

export type PayoutProgress = 'requested' | 'exported' | 'transferred' | 'failed';

export interface ScheduledPayout {
  status: PayoutProgress;
  /** ISO time the payout was requested (by the seller or the monthly run). */
  requestedAt: string;
  /** The 取組日 of its transfer file once it is in one, else null. */
  transferDate: string | null;
}

/**
 * The Tokyo day ('YYYY-MM-DD') the money is expected in (or reached) the bank account; null for a failed
 * payout (its money went back to the balance). In a file: that file's 取組日. Waiting for its file: the
 * default 取組日 of a file made now, never earlier than one made the day it was requested.
 */
export function expectedBankDate(payout: ScheduledPayout, now: Date): string | null {
  if (payout.status === 'failed') return null;
  if (payout.transferDate) return payout.transferDate;
  const onRequest = transferDateFor(payout.requestedAt);
  const today = transferDateFor(now);
  return onRequest > today ? onRequest : today;
}

/** The bank day of the monthly run that pays money settled at `settledAt` (or now, if already settled). */
export function monthlyBankDate(settledAt: Date | string, now: Date, runDay: number): string {
  const from = new Date(settledAt).getTime() > now.getTime() ? settledAt : now;
  return transferDateFor(nextMonthlyRun(from, runDay));
}

export interface PayoutRuleSet extends PayoutRules {
  holdDays: number;
  monthlyRunDay: number;
}

/** The rules as the values every rule sentence takes (panel, deletion page, help): one wording of the
 *  figures, so a screen cannot say 1,000円 where another says 1,250円 for the same limit. */
export const payoutRuleValues = (rules: PayoutRuleSet) => ({
  days: String(rules.holdDays),
  fee: formatYen(rules.transferFee),
  minimum: formatYen(rules.minimumPayout),
  smallest: formatYen(smallestPayout(rules)),
  day: String(rules.monthlyRunDay),
});
