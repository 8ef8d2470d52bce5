// The view queue's batching, against a recording stand-in for the database handle (what reaches
// PostgreSQL is views.test.ts's): which batches are written when.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open';
import { BATCH, enqueueView, flushViews, type QueuedView } from './ingest';
import { keyThreadIdle } from './key-thread';
import { visitorHash } from './visitor';

/** A handle whose statements record their batch's rows and size and answer after `release()` is called
 *  (the batch's statement is a named one: db/prepared.ts `executeNamed`). */
function recordingDb() {
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
          return new Promise((resolve) => waiting.push(() => resolve({ rows: [{ added: n }] })));
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
});
