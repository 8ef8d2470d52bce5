// Deletions from the media store that must happen even when the store is down (issue 38): identity
// documents after a verifying review, a replaced side or the account's deletion (個人情報保護法 第22条,
// README "Identity documents and the law"), and a deleted account's icon. The decision's own
// transaction queues the file (queueDeletions → storage_deletions), so a committed decision never loses
// its deletion — not when the bucket is down, not when the process dies right after the commit. The
// request then tries at once (deleteQueued); a failure stays queued with a back-off doubling from
// 30 s up to 6 h, and the periodic job (startStorageDeletions: at start and on the reconciler's
// schedule, any API process; SKIP LOCKED keeps them apart) tries the due ones again until each succeeds.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { clockOf, type AppConfig } from '../config';
import type { AppServices } from '../context';
import type { Database } from '../db/open';
import { storageDeletions } from '../db/schema';
import { periodicStarter } from '../scheduler/periodic';
import { mediaStore } from './store';

export type DeletionArea = 'private' | 'public';
export interface QueuedDeletion {
  area: DeletionArea;
  /** private: the document's name; public: the image's stored URL. */
  name: string;
}

type Services = Pick<AppServices, 'db'> & {
  config: Pick<AppConfig, 'uploadsDir' | 'dataDir' | 'storage' | 'now'>;
};

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 6 * 3_600_000;
export const DELETION_BATCH = 100;
/** After this many failures each further one is logged as an ERROR (an operator should look). */
const LOUD_AFTER = 5;

/** The wait before the next try after `attempts` failures: 30 s, 1 min, 2 min … at most 6 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** In the deciding transaction (or after a write that replaced the file): the files to delete. */
export async function queueDeletions(
  db: Pick<Database, 'insert'>,
  items: readonly (QueuedDeletion | null)[],
): Promise<void> {
  const rows = items.filter((i): i is QueuedDeletion => Boolean(i?.name));
  if (rows.length === 0) return;
  await db
    .insert(storageDeletions)
    .values(rows.map((r) => ({ area: r.area, name: r.name })))
    .onConflictDoNothing();
}

async function remove(services: Services, item: QueuedDeletion) {
  const store = mediaStore(services.config);
  if (item.area === 'private') await store.removePrivate(item.name);
  else await store.removePublic(item.name);
}

/**
 * Tries the queued deletions that are due (all of `only` when given, due or not: the request that just
 * queued them); each success removes its row, each failure pushes its next try back. Never throws for a
 * failed delete (the decision is committed); answers how many files were deleted.
 */
export async function deleteQueued(services: Services, only?: readonly QueuedDeletion[]): Promise<number> {
  const now = clockOf(services.config)();
  let deleted = 0;
  await services.db.transaction(async (tx) => {
    const which = only
      ? only.length === 0
        ? sql`false`
        : sql`(${storageDeletions.area}, ${storageDeletions.name}) in (${sql.join(
            only.map((o) => sql`(${o.area}, ${o.name})`),
            sql`, `,
          )})`
      : lte(storageDeletions.nextAttemptAt, now);
    const due = await tx
      .select()
      .from(storageDeletions)
      .where(which)
      .orderBy(asc(storageDeletions.nextAttemptAt))
      .limit(DELETION_BATCH)
      .for('update', { skipLocked: true });
    const done: number[] = [];
    for (const row of due) {
      try {
        await remove(services, { area: row.area as DeletionArea, name: row.name });
        done.push(row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        const problem = `${(error as Error).name}: ${(error as Error).message}`.slice(0, 500);
        await tx
          .update(storageDeletions)
          .set({
            attempts,
            lastError: problem,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(storageDeletions.id, row.id));
        const what = row.area === 'private' ? 'an identity document' : 'a public image';
        const line = `[storage] could not delete ${what} (attempt ${attempts}, tried again in ${Math.round(retryDelayMs(attempts) / 1000)} s): ${problem}`;
        if (attempts > LOUD_AFTER)
          console.error(`${line} — ERROR: still failing, check the bucket (STORAGE_URL)`);
        else console.warn(line);
      }
    }
    if (done.length) await tx.delete(storageDeletions).where(and(inArray(storageDeletions.id, done)));
    deleted = done.length;
  });
  return deleted;
}

/** Queues `items` (outside a transaction: the write that made them obsolete is committed) and tries them. */
export async function discardFiles(services: Services, items: readonly (QueuedDeletion | null)[]) {
  const rows = items.filter((i): i is QueuedDeletion => Boolean(i?.name));
  await queueDeletions(services.db, rows);
  await deleteQueuedNow(services, rows);
}

/** After the deciding transaction committed: try its files now; what fails stays queued. Never throws. */
export async function deleteQueuedNow(services: Services, items: readonly (QueuedDeletion | null)[]) {
  const rows = items.filter((i): i is QueuedDeletion => Boolean(i?.name));
  if (rows.length === 0) return;
  await deleteQueued(services, rows).catch((error: unknown) =>
    console.error('[storage] deletion run failed (the files stay queued)', error),
  );
}

/** Every due deletion, batch after batch (the periodic job). */
export async function drainDeletions(services: Services, stopped: () => boolean = () => false) {
  let total = 0;
  for (;;) {
    const before = total;
    total += await deleteQueued(services);
    // A batch that deleted nothing (all failed, pushed back) or less than a full one: done for now.
    if (total - before < DELETION_BATCH || stopped()) return total;
  }
}

/** At start and every `intervalMs`: the deletions that failed before (the bucket was down) are due. */
export const startStorageDeletions = periodicStarter('storage deletions', (services: Services, stopped) =>
  drainDeletions(services, stopped).then(() => {}),
);
