// Retention of raw analytics (issue 36 items 5–6): raw view events older than VIEW_RETENTION_DAYS
// (default 90) are deleted in batches; the daily rollups stay. Referral clicks keep their counts but lose
// who clicked (user id, visitor) past the same period — never before the 30-day attribution window —
// in both click logs (article and magazine links).
import { ATTRIBUTION_WINDOW_MS, DAY_MS, DEFAULT_VIEW_RETENTION_DAYS, viewDay } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { periodicStarter } from '../scheduler/periodic';
import { ERASED_VIEW_KEY } from './visitor';

/** Rows per statement: one delete never holds many locks or a long transaction. */
export const RETENTION_BATCH = 10_000;

type Rows<T> = { rows: T[] };

/** Both click logs: article links' and magazine links' (the same columns for who clicked). */
const CLICK_TABLES = [sql.identifier('referral_clicks'), sql.identifier('magazine_referral_clicks')];

export interface RetentionResult {
  viewsDeleted: number;
  clicksUnlinked: number;
}

export async function applyViewRetention(
  db: Database,
  retentionDays = DEFAULT_VIEW_RETENTION_DAYS,
  now = new Date(),
  stopped: () => boolean = () => false,
): Promise<RetentionResult> {
  const cutoffDay = viewDay(new Date(now.getTime() - retentionDays * DAY_MS));
  const clickCutoff = new Date(now.getTime() - Math.max(retentionDays * DAY_MS, ATTRIBUTION_WINDOW_MS));
  const result = { viewsDeleted: 0, clicksUnlinked: 0 };
  for (;;) {
    const done = (await db.execute(sql`
      with gone as (delete from view_events where ctid = any(array(
        select ctid from view_events where day < ${cutoffDay}::date limit ${RETENTION_BATCH})) returning 1)
      select count(*)::int as n from gone`)) as unknown as Rows<{ n: number }>;
    const n = Number(done.rows[0]?.n ?? 0);
    result.viewsDeleted += n;
    if (n < RETENTION_BATCH || stopped()) break;
  }
  for (const clicks of CLICK_TABLES) {
    for (;;) {
      const done = (await db.execute(sql`
        with gone as (update ${clicks} set user_id = null, visitor = 'x:' || id where id in
          (select id from ${clicks} where created_at < ${clickCutoff.toISOString()}::timestamptz
             and visitor not like 'x:%' limit ${RETENTION_BATCH}) returning 1)
        select count(*)::int as n from gone`)) as unknown as Rows<{ n: number }>;
      const n = Number(done.rows[0]?.n ?? 0);
      result.clicksUnlinked += n;
      if (n < RETENTION_BATCH || stopped()) break;
    }
    if (stopped()) break;
  }
  return result;
}

/**
 * An account deleted (same transaction): its views and clicks (article and magazine links) stay counted
 * but no longer point at it. As an author, its own dashboard rollups go: view_daily_by_author and
 * view_sources_by_author are keyed by the account and read by its dashboard only, which nobody can
 * open any more; the per-article view_daily stays (the articles stay, as drafts buyers still read).
 */
export async function unlinkUserAnalytics(tx: Pick<Database, 'execute'>, userId: number): Promise<void> {
  await tx.execute(
    sql`update view_events set user_id = null,
      visitor_key = ${ERASED_VIEW_KEY.toString()}::int8 - nextval('view_events_erased') where user_id = ${userId}`,
  );
  for (const clicks of CLICK_TABLES)
    await tx.execute(
      sql`update ${clicks} set user_id = null, visitor = 'x:' || id where user_id = ${userId}`,
    );
  await tx.execute(sql`delete from view_daily_by_author where author_id = ${userId}`);
  await tx.execute(sql`delete from view_sources_by_author where author_id = ${userId}`);
}

/** The job: at start and every interval (main.ts), with the configured retention. */
export const startViewRetention = periodicStarter(
  'view retention',
  async (deps: { db: Database; retentionDays: number }, stopped, log) => {
    const done = await applyViewRetention(deps.db, deps.retentionDays, new Date(), stopped);
    if (done.viewsDeleted || done.clicksUnlinked)
      log(`view retention: ${done.viewsDeleted} raw views deleted, ${done.clicksUnlinked} clicks unlinked`);
  },
);
