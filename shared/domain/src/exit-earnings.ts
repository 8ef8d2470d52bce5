// What unpaid earnings mean for leaving (issue 25 item 1: 872円 unpaid could never be paid out, so the
// seller could never leave). Decided: earnings below the smallest payout (minimum + fee) may be given
// up — forfeited, with the seller's explicit consent to that exact amount, recorded in the ledger.
// From the smallest payout up the money is the seller's to take: leaving waits until it is paid out.
import { smallestPayout, type PayoutRules } from './payout-eligibility';
import { payoutOutlook, type PayoutRelease } from './payout-outlook';

export interface ExitBalances {
  /** Held earnings (hold period or open dispute). */
  pending: number;
  /** Payable balance (may be negative after a refund of paid-out money: nothing is owed then). */
  payable: number;
  /** Payouts on their way to the bank. */
  inTransit: number;
}

export type ExitEarnings =
  /** Nothing unpaid: the account may be deleted. */
  | { kind: 'none' }
  /** Below the smallest payout: deleting forfeits `amount` yen, only with consent to that amount. */
  | { kind: 'forfeit'; amount: number }
  /** A payout is on its way: wait until the bank confirms it. */
  | { kind: 'in_transit'; amount: number }
  /** `amount` yen can be paid out now: request the payout first. */
  | { kind: 'payout_first'; amount: number }
  /** Held earnings reach the smallest payout on `at`: pay them out then. */
  | { kind: 'wait'; amount: number; at: string }
  /** Part of it is held by an open dispute (chargeback) with no date: wait for the card company. */
  | { kind: 'disputed'; amount: number };

export function exitEarnings(
  b: ExitBalances,
  releases: readonly PayoutRelease[],
  rules: PayoutRules,
): ExitEarnings {
  if (b.inTransit > 0) return { kind: 'in_transit', amount: b.inTransit };
  const unpaid = b.pending + b.payable;
  if (unpaid <= 0) return { kind: 'none' };
  if (unpaid < smallestPayout(rules)) return { kind: 'forfeit', amount: unpaid };
  const outlook = payoutOutlook(b.payable, releases, rules);
  if (outlook.kind === 'now') return { kind: 'payout_first', amount: unpaid };
  if (outlook.kind === 'on') return { kind: 'wait', amount: unpaid, at: outlook.at };
  return { kind: 'disputed', amount: unpaid };
}
