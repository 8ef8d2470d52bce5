// When a seller can really request a payout (issue 25 item 3): the hold period AND the minimum together.
// The payout panel and the bell's notice say the same sentence from this one rule; the other reasons a
// payout is impossible (bank account, verification, admin hold) are payoutBlockers' (payout-eligibility.ts).
import { smallestPayout, type PayoutRules } from './payout-eligibility';

/** Held earnings that become payable at `at` (ISO): one entry per day, summed. Disputed sales have no date. */
export interface PayoutRelease {
  at: string;
  amount: number;
}

export type PayoutOutlook =
  /** The payable balance already reaches the smallest payout. */
  | { kind: 'now' }
  /** It will once the held earnings released on that day are payable. */
  | { kind: 'on'; at: string }
  /** Even with every held yen released it stays `amount` yen short: only more sales help. */
  | { kind: 'short'; amount: number };

export function payoutOutlook(
  payable: number,
  releases: readonly PayoutRelease[],
  rules: PayoutRules,
): PayoutOutlook {
  const needed = smallestPayout(rules);
  if (payable >= needed) return { kind: 'now' };
  let balance = payable;
  for (const release of [...releases].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    balance += release.amount;
    if (balance >= needed) return { kind: 'on', at: release.at };
  }
  return { kind: 'short', amount: needed - balance };
}
