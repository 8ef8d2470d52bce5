// The view queue's batching, against a recording stand-in for the database handle (what reaches
// PostgreSQL is views.test.ts's): which batches are written when.
import { PgDialect } from 'drizzle-orm/pg-core';
import { metricsRegistry } from '@shirube/server';
import type { Database } from '../db/open';
import { metricValue } from '../testing/metrics';
import { BATCH, MAX_QUEUED, enqueueView, flushViews, type QueuedView } from './ingest';
import { keyThreadIdle } from './key-thread';
import { visitorHash } from './visitor';

/** A handle whose statements record their batch's rows and size and answer after `release()` is called
 *  (the batch's statement is a named one: db/prepared.ts `executeNamed`): that all of a batch's rows
 *  were new, or `added` of them, or (`fail`) an error. */
function recordingDb({ added = (n: number) => n, fail = false } = {}) {
  const sizes: number[] = [];
  const batches: unknown[][][] = [];
  const waiting: Array<() => void> = [];
  const db = {
    dialect: new PgDialect(),
    session: {
      prepareQuery: (query: { params: unknown[] }) => ({
        execute: () => {
          const [json] = query.params as [string];
          const rows = JSON.parse(json) as unknown[][];
          const n = rows.length;
          batches.push(rows);
          sizes.push(n);
          return new Promise((resolve, reject) =>
            waiting.push(() =>
              fail ? reject(new Error('connection lost')) : resolve({ rows: [{ added: added(n) }] }),
            ),
          );
        },
      }),
    },
  } as unknown as Database;
  const release = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await turns();
    }
  };
  return { db, sizes, batches, release };
}

/** Until the queue is still: a few turns of the event loop, and every batch back from the key thread. */
async function turns() {
  const spin = async () => {
    for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  await spin();
  await keyThreadIdle();
  await spin();
}

let serial = 0;
const salt = Promise.resolve('salt-of-the-day');
const view = (): QueuedView => ({
  articleId: 1,
  at: Date.now(),
  userId: null,
  salt,
  address: `192.0.2.${serial++ % 256}`,
  userAgent: `Mozilla/5.0 (${serial})`,
  referrer: null,
  siteHost: 'example.test',
});

describe('view queue', () => {
  it('writes full batches as they fill; the views that come in meanwhile wait for the next one or the timer', async () => {
    const { db, sizes, release } = recordingDb();
    for (let i = 0; i < BATCH; i++) enqueueView(db, view());
    await turns();
    expect(sizes).toEqual([BATCH]); // at once: a full batch
    // Views keep coming while that batch is written: they are not written the moment it is done.
    for (let i = 0; i < 30; i++) enqueueView(db, view());
    await release();
    await release();
    expect(sizes).toEqual([BATCH]);
    for (let i = 0; i < BATCH; i++) enqueueView(db, view());
    await turns();
    await release();
    expect(sizes).toEqual([BATCH, BATCH]);
    // The rest (the timer's job, FLUSH_MS after it was queued; here flushed): one batch — and only
    // what was queued when the flush began: views that come in during its write wait for the next one
    // (else under steady traffic a flush goes on writing a few views a statement).
    const flushed = flushViews(db);
    for (let i = 0; i < 5; i++) enqueueView(db, view());
    await turns();
    await release();
    await release();
    await flushed;
    expect(sizes).toEqual([BATCH, BATCH, 30]);
    const next = flushViews(db);
    await turns();
    await release();
    await next;
    expect(sizes).toEqual([BATCH, BATCH, 30, 5]);
  });

  it('keys each signed-out view under the salt it was given; a view whose salt could not be read is dropped', async () => {
    const { db, batches, release } = recordingDb();
    const failed = Promise.reject(new Error('database down'));
    failed.catch(() => {}); // as daySalt does
    const base = { ...view(), address: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };
    enqueueView(db, base);
    enqueueView(db, { ...base, salt: Promise.resolve('another-salt') });
    enqueueView(db, { ...base, salt: failed });
    enqueueView(db, { ...base, salt: null, userId: 42 });
    const flushed = flushViews(db);
    await turns();
    await release();
    await flushed;
    expect(batches.map((rows) => rows.map((r) => String(r[2])))).toEqual([
      [
        visitorHash('salt-of-the-day', '203.0.113.7', 'Mozilla/5.0 (test)'),
        visitorHash('another-salt', '203.0.113.7', 'Mozilla/5.0 (test)'),
        'u:42',
      ],
    ]);
  });

  it('counts what became of each queued view for Prometheus: counted, not counted, or lost (no salt, a failed write, a full queue)', async () => {
    const before = await outcomes();
    const grown = async () => {
      const now = await outcomes();
      return Object.fromEntries(
        Object.entries(now)
          .map(([outcome, n]) => [outcome, n - (before[outcome] ?? 0)])
          .filter(([, n]) => n !== 0),
      );
    };
    // Three keyed views, of which the database took two as new; one whose salt could not be read.
    const some = recordingDb({ added: (n) => n - 1 });
    const failed = Promise.reject(new Error('database down'));
    failed.catch(() => {});
    for (let i = 0; i < 3; i++) enqueueView(some.db, view());
    enqueueView(some.db, { ...view(), salt: failed });
    expect(await depth()).toBe(4);
    const flushed = flushViews(some.db);
    await turns();
    await some.release();
    await flushed;
    expect(await grown()).toEqual({ counted: 2, not_counted: 1, no_salt: 1 });
    expect(await depth()).toBe(0);
    // A write that fails: its views are lost, logged, and counted as such.
    const broken = recordingDb({ fail: true });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      enqueueView(broken.db, view());
      enqueueView(broken.db, view());
      const attempt = flushViews(broken.db);
      await turns();
      await broken.release();
      await attempt;
      expect(logged).toHaveBeenCalledWith('[analytics] 2 views not recorded', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect(await grown()).toEqual({ counted: 2, not_counted: 1, no_salt: 1, failed: 2 });
    // The database hangs: one batch is taken, then MAX_QUEUED wait, and the next ones are lost.
    const hung = recordingDb();
    const signedIn = { ...view(), salt: null, userId: 7 };
    for (let i = 0; i < BATCH + MAX_QUEUED + 5; i++) enqueueView(hung.db, signedIn);
    expect(await depth()).toBe(MAX_QUEUED);
    expect(await grown()).toEqual({ counted: 2, not_counted: 1, no_salt: 1, failed: 2, queue_full: 5 });
    const drained = flushViews(hung.db);
    while (hung.sizes.length < 1 + MAX_QUEUED / BATCH) {
      await turns();
      await hung.release();
    }
    await drained;
    expect(await depth()).toBe(0);
    // Each batch of one signed-in reader's views is one row (the key thread's dedup), taken as new.
    expect(await grown()).toEqual({
      counted: 2 + 1 + MAX_QUEUED / BATCH,
      not_counted: 1 + (BATCH - 1) * (1 + MAX_QUEUED / BATCH),
      no_salt: 1,
      failed: 2,
      queue_full: 5,
    });
  });
});

const OUTCOMES = ['counted', 'not_counted', 'no_salt', 'failed', 'queue_full'];
/** shirube_views_total by outcome, as a scrape reads it now (this file's copy of the code). */
const outcomes = async () =>
  Object.fromEntries(
    await Promise.all(
      OUTCOMES.map(
        async (outcome) =>
          [outcome, await metricValue('shirube_views_total', { outcome }, metricsRegistry)] as const,
      ),
    ),
  );

/** shirube_view_queue_depth as a scrape reads it now. */
const depth = () => metricValue('shirube_view_queue_depth', {}, metricsRegistry);
