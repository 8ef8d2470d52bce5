// The monthly automatic payout run. From the configured Tokyo day of each month, every seller whose
// payable balance reaches the minimum (after the fee) and who may be paid gets one payout of the whole
// balance. Never twice: each payout's Idempotency-Key is `monthly-YYYY-MM` (unique per seller), and the
// run's row in payout_runs (finished_at) makes a finished month a no-op. A run that crashed half-way is
// simply run again: sellers already paid answer from their key. Safe with several API processes.
import { sql } from 'drizzle-orm';
import { clockOf, payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { payoutRuns } from '../db/schema';
import { tokyoMonth } from '../sales/queries';
import { requestPayout } from './request';
import { payoutStanding } from './state';

export interface MonthlyRunResult {
  month: string;
  ran: boolean;
  paid: number;
  skipped: number;
}

const tokyoDay = (at: Date) => new Date(at.getTime() + 9 * 3600_000).getUTCDate();

export async function runMonthlyPayouts(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
): Promise<MonthlyRunResult> {
  const now = clockOf(config)();
  const month = tokyoMonth(now);
  if (tokyoDay(now) < payoutConfig(config).monthlyRunDay) return { month, ran: false, paid: 0, skipped: 0 };
  await db.insert(payoutRuns).values({ month }).onConflictDoNothing();
  const [run] = await db
    .select()
    .from(payoutRuns)
    .where(sql`${payoutRuns.month} = ${month}`);
  if (run?.finishedAt) return { month, ran: false, paid: 0, skipped: 0 };

  const sellers = (await db.execute(sql`
    select distinct user_id from ledger_entries
    where user_id is not null and account in ('seller', 'affiliate') order by user_id`)) as unknown as {
    rows: Array<{ user_id: number }>;
  };
  let paid = 0;
  let skipped = 0;
  for (const { user_id } of sellers.rows) {
    const userId = Number(user_id);
    const standing = await payoutStanding(db, config, userId);
    if (standing.blockers.length > 0) {
      skipped++;
      continue;
    }
    try {
      await requestPayout(db, config, { userId, idempotencyKey: `monthly-${month}`, kind: 'monthly' });
      paid++;
    } catch (error) {
      // The balance or standing changed between the check and the payout: next month.
      if (error instanceof Error && 'code' in error) skipped++;
      else throw error;
    }
  }
  await db
    .update(payoutRuns)
    .set({ finishedAt: new Date(), payoutCount: paid })
    .where(sql`${payoutRuns.month} = ${month}`);
  return { month, ran: true, paid, skipped };
}

/** Checks once an hour whether this month's run is due; the state is in the database, so a restart loses nothing. */
export function scheduleMonthlyPayouts(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  log: (message: string) => void,
): () => void {
  const tick = () => {
    runMonthlyPayouts(db, config)
      .then((r) => r.ran && log(`monthly payouts ${r.month}: ${r.paid} paid, ${r.skipped} skipped`))
      .catch((error: unknown) => log(`monthly payouts failed: ${String(error)}`));
  };
  const timer = setInterval(tick, 3600_000);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return () => clearInterval(timer);
}
