// The view queue's batching, against a recording stand-in for the database handle (what reaches
// PostgreSQL is views.test.ts's): which batches are written when.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open';
import { BATCH, enqueueView, flushViews, type QueuedView } from './ingest';

/** A handle whose statements record their batch's size and answer after `release()` is called. */
function recordingDb() {
  const dialect = new PgDialect();
  const sizes: number[] = [];
  const waiting: Array<() => void> = [];
  const db = {
    execute: (query: SQL) => {
      const [rows] = dialect.sqlToQuery(query).params as [string];
      const n = (JSON.parse(rows) as unknown[]).length;
      sizes.push(n);
      return new Promise((resolve) => waiting.push(() => resolve({ rows: [{ added: n }] })));
    },
  } as unknown as Database;
  const release = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
  };
  return { db, sizes, release };
}

let serial = 0;
const view = (): QueuedView => ({
  articleId: 1,
  at: new Date(),
  visitor: `h:${(serial++).toString(16).padStart(32, '0')}`,
  userId: null,
  referrer: null,
  siteHost: 'example.test',
});

describe('view queue', () => {
  it('writes full batches as they fill; the views that come in meanwhile wait for the next one or the timer', async () => {
    const { db, sizes, release } = recordingDb();
    for (let i = 0; i < BATCH; i++) enqueueView(db, view());
    expect(sizes).toEqual([BATCH]); // at once: a full batch
    // Views keep coming while that batch is written: they are not written the moment it is done.
    for (let i = 0; i < 30; i++) enqueueView(db, view());
    await release();
    await release();
    expect(sizes).toEqual([BATCH]);
    for (let i = 0; i < BATCH; i++) enqueueView(db, view());
    await release();
    expect(sizes).toEqual([BATCH, BATCH]);
    // The rest (the timer's job, FLUSH_MS after it was queued; here flushed): one batch — and only
    // what was queued when the flush began: views that come in during its write wait for the next one
    // (else under steady traffic a flush goes on writing a few views a statement).
    const flushed = flushViews(db);
    for (let i = 0; i < 5; i++) enqueueView(db, view());
    await release();
    await release();
    await flushed;
    expect(sizes).toEqual([BATCH, BATCH, 30]);
    const next = flushViews(db);
    await release();
    await next;
    expect(sizes).toEqual([BATCH, BATCH, 30, 5]);
  });
});
