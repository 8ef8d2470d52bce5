// rate_limits keeps one row per throttled key (an address, an account, a session), so without this the
// table grows with every address that ever signed in or failed a re-check. A row may go once nothing
// it says can matter any more: every window is at most FAILURE_MEMORY_MS long (a hit after that starts
// a new window at 1, exactly as a missing row does) and its back-off block has ended.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { rateLimits } from '../db/schema';
import { periodicStarter } from '../scheduler/periodic';
import { FAILURE_MEMORY_MS } from './throttle';

export const SWEEP_BATCH = 5000;
export const THROTTLE_SWEEP_INTERVAL_MS = 3600_000;

/** Deletes the rows that no longer count, in batches; answers how many went. */
export async function sweepRateLimits(db: Database, now: Date, stopped: () => boolean = () => false) {
  const before = sql`${new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  let total = 0;
  for (;;) {
    // Small batches: a busy sign-in row is never locked for long, and SKIP LOCKED leaves it to the next run.
    const result = (await db.execute(sql`
      delete from ${rateLimits} where key in (
        select key from ${rateLimits}
        where window_started_at <= ${before} and (blocked_until is null or blocked_until <= ${at})
        limit ${SWEEP_BATCH} for update skip locked)
      returning 1 as gone`)) as unknown as { rows: unknown[] };
    const n = result.rows.length;
    total += n;
    if (n < SWEEP_BATCH || stopped()) return total;
  }
}

export const startThrottleSweep = periodicStarter('rate limit sweep', async (db: Database, stopped, log) => {
  const n = await sweepRateLimits(db, new Date(), stopped);
  if (n > 0) log(`rate limits: ${n} expired rows removed`);
});
