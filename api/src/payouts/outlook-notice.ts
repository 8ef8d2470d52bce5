// The bell's sentence when identity verification completes (issue 25 item 3): it says a payout can be
// requested only when one really can — else from which day, or how many yen are missing — by the same
// rule as the payout panel (@shirube/domain payoutOutlook).
import { formatTokyoDate, formatYen, payoutOutlook } from '@shirube/domain';
import { messages } from '@shirube/i18n';
import { clockOf, payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { pendingReleases } from './balances';
import { payoutStanding } from './state';

const text = (id: string, values: Record<string, string> = {}) =>
  (messages.ja[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** Read in the transaction that marks the seller verified (so the standing already counts it). */
export async function verifiedNotice(
  db: Pick<Database, 'select' | 'execute'>,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
): Promise<string> {
  const standing = await payoutStanding(db, config, userId);
  if (!standing.bankAccount) return text('seller.notice.verified.bank');
  // An admin hold has its own notice and reason; the panel shows it.
  if (standing.blockers.includes('payout_held')) return text('seller.notice.verified');
  const rules = payoutConfig(config);
  const releases = await pendingReleases(db, userId, { now: clockOf(config)(), holdDays: rules.holdDays });
  const outlook = payoutOutlook(standing.balances.payable, releases, rules);
  if (outlook.kind === 'now') return text('seller.notice.verified.now');
  if (outlook.kind === 'on')
    return text('seller.notice.verified.on', { date: formatTokyoDate(outlook.at) ?? '' });
  return text('seller.notice.verified.short', { amount: formatYen(outlook.amount) });
}
