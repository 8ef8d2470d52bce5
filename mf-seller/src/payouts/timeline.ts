/**
 * What a seller's money will do next, in sentences (issue 40 items 1 and 3): when the money in transit
 * is expected in the bank, from which day a payout becomes possible (and, if steps are missing, that
 * they come first), and when a payout requested now or the monthly run would reach the bank.
 * The dates are @shirube/domain payout-schedule's (the admin's 取組日 rule) on the server's clock.
 */
import type { SalesSummary } from '@shirube/api-contract';
import {
  DEFAULT_PAYOUT_RULES,
  monthlyBankDate,
  nextMonthlyRun,
  payoutOutlook,
  payoutRuleValues,
  transferDateFor,
} from '@shirube/domain/core';
import { plainDate, tokyoDate } from '../lib/format';

export interface TimelineLine {
  testId: string;
  id: string;
  values: Record<string, string>;
}

/** The summary's rules as @shirube/domain takes them (the configured figures, not the defaults). */
export const summaryRules = (summary: SalesSummary) => ({
  transferFee: summary.payoutCommission,
  minimumPayout: summary.minimumPayout,
  holdDays: summary.holdDays,
  monthlyRunDay: summary.monthlyRunDay ?? DEFAULT_PAYOUT_RULES.monthlyRunDay,
});

/** The rule sentences' values ({days} {fee} {minimum} {smallest} {day}) for this summary. */
export const summaryRuleValues = (summary: SalesSummary) => payoutRuleValues(summaryRules(summary));

export function payoutTimeline(summary: SalesSummary, yen: (amount: number) => string): TimelineLine[] {
  const rules = summaryRules(summary);
  const asOf = summary.asOf ? new Date(summary.asOf) : new Date();
  const outlook = payoutOutlook(summary.unpaidSalesOfPayoutable, summary.payoutReleases, rules);
  // Steps other than the balance (bank account, verification, a hold): they come before any date.
  const steps = summary.payoutBlockers.filter((b) => b !== 'below_minimum');
  const lines: TimelineLine[] = [];
  if (summary.inTransitSales > 0)
    lines.push({
      testId: 'bank-date-in-transit',
      id: 'seller.payout.bankDate.inTransit',
      values: {
        amount: yen(summary.inTransitSales),
        date: plainDate(summary.inTransitBankDate ?? transferDateFor(asOf)),
      },
    });
  const smallest = summaryRuleValues(summary).smallest;
  if (outlook.kind === 'on')
    lines.push({
      testId: 'next-payable',
      id: steps.length > 0 ? 'seller.payout.outlook.onAfterSteps' : 'seller.payout.outlook.on',
      values: { date: tokyoDate(outlook.at), smallest },
    });
  if (outlook.kind === 'short')
    lines.push({
      testId: 'payout-short',
      id: 'seller.payout.outlook.short',
      values: { amount: yen(outlook.amount), smallest },
    });
  if (summary.payoutBlockers.length === 0)
    lines.push({
      testId: 'bank-date-request',
      id: 'seller.payout.bankDate.request',
      values: { net: yen(summary.apparentUnpaidSalesOfPayoutable), date: plainDate(transferDateFor(asOf)) },
    });
  // The monthly run pays only a seller with nothing missing but (until then) the balance.
  const settledAt = outlook.kind === 'now' ? asOf : outlook.kind === 'on' ? outlook.at : null;
  if (steps.length === 0 && settledAt !== null) {
    const from = Math.max(new Date(settledAt).getTime(), asOf.getTime());
    lines.push({
      testId: 'bank-date-monthly',
      id: 'seller.payout.bankDate.monthly',
      values: {
        run: tokyoDate(nextMonthlyRun(new Date(from), rules.monthlyRunDay)),
        date: plainDate(monthlyBankDate(settledAt, asOf, rules.monthlyRunDay)),
      },
    });
  }
  return lines;
}
