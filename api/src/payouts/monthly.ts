// The monthly automatic payout run. From the configured Tokyo day of each month, every seller whose
// payable balance reaches the minimum (after the fee) and who may be paid gets one payout of the whole
// balance. Never twice: each payout's Idempotency-Key is `monthly-YYYY-MM` (unique per seller), and the
// run's row in payout_runs (finished_at) makes a finished month a no-op. With several API processes
// one of them runs it: the process that inserts the month's row (or takes over a row whose lease ran
// out) claims the run; the others skip it. A run that crashed half-way is taken over after RUN_LEASE_MS
// and run again: sellers already paid answer from their key.
import { payoutRunsCounted, payoutsPaid } from '../metrics';
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

/** How long a claimed, unfinished run belongs to its process (renewed before each seller). */
export const RUN_LEASE_MS = 15 * 60_000;

/** True when this process runs the month: it inserted the row, or the last claim's lease ran out.
 *  `started_at` is the claim's last renewal (database time, so the processes' clocks do not matter). */
async function claimRun(db: Database, month: string): Promise<boolean> {
  const inserted = await db
    .insert(payoutRuns)
    .values({ month })
    .onConflictDoNothing()
    .returning({ month: payoutRuns.month });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(payoutRuns)
    .set({ startedAt: sql`now()` })
    .where(
      sql`${payoutRuns.month} = ${month} and ${payoutRuns.finishedAt} is null
        and ${payoutRuns.startedAt} < now() - make_interval(secs => ${RUN_LEASE_MS / 1000})`,
    )
    .returning({ month: payoutRuns.month });
  return taken.length > 0;
}

const renewLease = (db: Database, month: string) =>
  db
    .update(payoutRuns)
    .set({ startedAt: sql`now()` })
    .where(sql`${payoutRuns.month} = ${month}`);

export async function runMonthlyPayouts(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
): Promise<MonthlyRunResult> {
  const now = clockOf(config)();
  const month = tokyoMonth(now);
  if (tokyoDay(now) < payoutConfig(config).monthlyRunDay) return { month, ran: false, paid: 0, skipped: 0 };
  if (!(await claimRun(db, month))) return { month, ran: false, paid: 0, skipped: 0 };

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
    await renewLease(db, month);
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
      .then((r) => {
        if (!r.ran) return;
        // Metrics: the run this process carried out (another process's claim is not counted here).
        payoutRunsCounted.inc({ result: 'finished' });
        payoutsPaid.inc({ result: 'paid' }, r.paid);
        payoutsPaid.inc({ result: 'skipped' }, r.skipped);
        log(`monthly payouts ${r.month}: ${r.paid} paid, ${r.skipped} skipped`);
      })
      .catch((error: unknown) => {
        payoutRunsCounted.inc({ result: 'error' });
        log(`monthly payouts failed: ${String(error)}`);
      });
  };
  const timer = setInterval(tick, 3600_000);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return () => clearInterval(timer);
}
