// View recording off the response path: the handler only queues what the request alone knows
// (answering at once); a batch is written as soon as BATCH views wait, and what is left FLUSH_MS after
// it was queued, in one statement — dedup by the events' unique key, the source upgraded to a referral
// link when this visitor clicked one for the article that day, and the rollups (view_daily; per author:
// view_daily_by_author, view_sources_by_author) raised by exactly the events that went in, each in key
// order (two API processes' batches never lock the same rows crosswise).
// The per-view work is done for the whole batch, not in each request (an HMAC between two requests'
// handling ran with its code and tables cold: ≈ 29 µs measured with the caches flushed, ≈ 6 µs in a
// loop): here the day and the source (each distinct referrer once); the visitor's keyed hash, the dedup
// and the statement's JSON on the key thread (key-thread.ts), off the event loop that serves the pages.
// A failed batch is logged and dropped: counting never fails or slows a page. What became of each queued
// view — counted, not counted, or lost — is counted for Prometheus (metrics.ts `shirube_views_total`).
import { classifySource, viewDayAt, type ViewSource } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { executeNamed } from '../db/prepared';
import { viewQueue, views as viewOutcomes } from '../metrics';
import { keyViews, type KeyInput } from './key-thread';

export const FLUSH_MS = 1000;
/**
 * Each statement costs PostgreSQL ≈ 1.9 ms of CPU besides its rows (≈ 15 µs a view): 100-view batches
 * cost 33–38 µs a view, 500 19–29, 2,000 16 (bench/results/analytics-ingest-2026-11-29.md). Beside the
 * article read at 2,000 views/s (2026-11-30, its p95 above the floor's): 250-view batches 1.81 ms, 1,000
 * 0.86–1.37, 2,000 0.51 and 1.64, 4,000 (every 2 s) 0.91 — only 250 apart from the run-to-run spread; a
 * batch's own statement measured alone costs PostgreSQL 21–30 µs a view at 1,000 and at 2,000 alike.
 * Named (below), 2026-11-30: a statement costs ≈ 0.47 ms besides its rows (100- and 1,000-view batches
 * measured), so 250-view batches cost ≈ 17 % more a view, and the article page's p95 above its floor was
 * no lower with them (+0.60 ± 0.43 ms against +0.35 ± 0.48, bench/analytics-ingest.mjs in place).
 */
export const BATCH = 1000;
/** Beyond this many waiting views (the database is down or slow) new ones are dropped, not hoarded. */
export const MAX_QUEUED = 50_000;

export interface QueuedView {
  articleId: number;
  /** When it was viewed, ms since the epoch. */
  at: number;
  userId: number | null;
  /** The salt of the view's day, for a signed-out reader (visitor.ts `daySalt`); null when signed in. */
  salt: Promise<string> | null;
  /** A signed-out reader's address and User-Agent: only hashed (visitor.ts), never written. */
  address: string;
  userAgent: string;
  referrer: string | null;
  /** This site's host name: a referrer on it is an internal page. */
  siteHost: string;
}

interface Queue {
  items: QueuedView[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The batch being written: one at a time per process and database handle. */
  running: Promise<void> | null;
  /** Full batches are being written (a view queued meanwhile does not start another writer). */
  filling: boolean;
  /** How many views have been taken from the queue for writing, ever. */
  taken: number;
}

const queues = new WeakMap<Database, Queue>();

function queueOf(db: Database): Queue {
  let q = queues.get(db);
  if (!q) queues.set(db, (q = { items: [], timer: null, running: null, filling: false, taken: 0 }));
  return q;
}

/** Queue one view (never throws, never waits). */
export function enqueueView(db: Database, view: QueuedView): void {
  const q = queueOf(db);
  if (q.items.length >= MAX_QUEUED) {
    viewOutcomes.inc({ outcome: 'queue_full' });
    return;
  }
  q.items.push(view);
  viewQueue.depth++;
  if (q.items.length >= BATCH && !q.filling) void writeFullBatches(db, q);
  if (!q.timer) {
    q.timer = setTimeout(() => void flushViews(db), FLUSH_MS);
    q.timer.unref();
  }
}

/**
 * Only full batches: the views queued while one is written wait for the next BATCH or the timer. (Writing
 * whatever had come in as soon as a batch was done made batches of the views of one write's duration —
 * under load about a hundred, at the statement's cost each.)
 */
async function writeFullBatches(db: Database, q: Queue): Promise<void> {
  q.filling = true;
  try {
    while (q.items.length >= BATCH) await writeNext(db, q, BATCH);
  } finally {
    q.filling = false;
  }
}

/** Write up to `size` of the oldest queued views, after the batch being written (if any). */
async function writeNext(db: Database, q: Queue, size: number): Promise<void> {
  while (q.running) await q.running;
  const batch = q.items.splice(0, size);
  q.taken += batch.length;
  viewQueue.depth -= batch.length;
  if (batch.length === 0) return;
  q.running = writeViews(db, batch).then(
    () => {},
    (error: unknown) => console.error(`[analytics] ${batch.length} views not recorded`, error),
  );
  await q.running;
  q.running = null;
}

/**
 * Write everything queued so far (the timer, tests, shutdown); resolves when it is written or dropped.
 * Only so far: views queued while it writes wait for the next timer or BATCH (as above).
 */
export async function flushViews(db: Database): Promise<void> {
  const q = queues.get(db);
  if (!q) return;
  if (q.timer) clearTimeout(q.timer);
  q.timer = null;
  const until = q.taken + q.items.length;
  while (q.taken < until) await writeNext(db, q, Math.min(BATCH, until - q.taken));
  while (q.running) await q.running;
}

/** The salts the batch's signed-out views were given, by index; -1 where one could not be read. */
async function saltsOf(
  views: QueuedView[],
): Promise<{ salts: string[]; index: Map<Promise<string>, number> }> {
  const salts: string[] = [];
  const index = new Map<Promise<string>, number>();
  for (const v of views) {
    if (!v.salt || index.has(v.salt)) continue;
    const salt = await v.salt.catch(() => null);
    index.set(v.salt, salt === null ? -1 : salts.push(salt) - 1);
  }
  return { salts, index };
}

/** One batch in one statement (see the head comment). Returns how many views were new. */
export async function writeViews(db: Database, views: QueuedView[]): Promise<number> {
  const { salts, index } = await saltsOf(views);
  const sources = new Map<string, ViewSource>();
  const input: KeyInput[] = [];
  let unsalted = 0;
  for (const v of views) {
    // A signed-out reader is keyed by the salted hash (recordView gave them the salt); a signed-in one by
    // the account, so their address and agent are not handed on.
    const signedOut = v.userId === null;
    const salt = v.salt ? index.get(v.salt)! : -1;
    if (signedOut && salt < 0) {
      unsalted++; // no salt (the database was down): not counted
      continue;
    }
    // Referrers repeat (the same few sites and pages): each is read once a batch.
    const from = `${v.siteHost} ${v.referrer ?? ''}`;
    let source = sources.get(from);
    if (!source) sources.set(from, (source = classifySource({ referrer: v.referrer, siteHost: v.siteHost })));
    input.push([
      v.articleId,
      viewDayAt(v.at),
      signedOut ? salt : -1,
      signedOut ? v.address : '',
      signedOut ? v.userAgent : '',
      v.userId,
      source.kind,
      source.detail,
      v.at,
    ]);
  }
  if (unsalted > 0) viewOutcomes.inc({ outcome: 'no_salt' }, unsalted);
  if (input.length === 0) return 0;
  const added = await writeKeyed(db, salts, input).catch((error: unknown) => {
    viewOutcomes.inc({ outcome: 'failed' }, input.length);
    throw error;
  });
  viewOutcomes.inc({ outcome: 'counted' }, added);
  if (input.length > added) viewOutcomes.inc({ outcome: 'not_counted' }, input.length - added);
  return added;
}

/**
 * The batch's rows as PostgreSQL reads them from the key thread's JSON (key-thread.ts `Keyed`): article_id,
 * day, visitor (the text key: the referral lookup's), visitor_key, user_id, kind, detail, at. Also what
 * bench/view-batch.mjs inserts into its floor tables.
 */
export const batchRows = (json: string) => sql`
  select (r->>0)::int as article_id, (r->>1)::date as day, r->>2 as visitor, (r->>3)::int8 as visitor_key,
    (r->>4)::int as user_id, r->>5 as kind, r->>6 as detail, to_timestamp((r->>7)::float8 / 1000) as at
  from jsonb_array_elements(${json}::jsonb) r`;

async function writeKeyed(db: Database, salts: string[], input: KeyInput[]): Promise<number> {
  // One JSON parameter, not 7 per view: building and sending 3,500 placeholders a batch blocked the API's
  // event loop for milliseconds beside the pages it serves (bench/analytics-ingest.mjs), and PostgreSQL
  // parsed a new statement text each time. Named, so that PostgreSQL plans it once per connection: the
  // plan took 1.1 ms of each 1,000-view batch (backend CPU 11.8–12.5 µs a view unnamed, 10.8 named).
  const rows = await keyViews(salts, input);
  const result = (await executeNamed(
    db,
    'analytics_write_views',
    sql`
    with input as (${batchRows(rows.json)}),
    picked as (
      select i.article_id, i.day, i.visitor_key, i.user_id,
        case when c.code is null then i.kind else 'referral' end as source_kind,
        coalesce(c.code, i.detail) as source_detail, i.at
      from input i
      join articles a on a.id = i.article_id and a.status = 'published' and a.deleted_at is null
        and a.user_id is distinct from i.user_id
      left join lateral (
        select sl.code from referral_clicks rc join share_links sl on sl.id = rc.share_link_id
        where rc.article_id = i.article_id and rc.visitor = i.visitor
          and rc.created_at > i.at - interval '1 day' and rc.created_at <= i.at + interval '1 minute'
        order by rc.created_at desc limit 1
      ) c on true
    ),
    inserted as (
      insert into view_events (article_id, day, visitor_key, user_id, source_kind, source_detail, created_at)
      select * from picked
      on conflict (day, article_id, visitor_key) do nothing
      returning article_id, day, source_kind, source_detail
    ),
    -- Counted once per (article, day, source) — a handful of rows a batch — before the rollups; only
    -- those look their article's author up (not each of the batch's hundreds of events).
    grouped as (
      select article_id, day, source_kind, source_detail, count(*)::int as views from inserted
      group by 1, 2, 3, 4
    ),
    by_author as (
      select g.*, a.user_id as author_id from grouped g join articles a on a.id = g.article_id
    ),
    rolled as (
      insert into view_daily (article_id, day, source_kind, source_detail, views)
      select * from grouped order by 1, 2, 3, 4
      on conflict (article_id, day, source_kind, source_detail) do update set views = view_daily.views + excluded.views
      returning views
    ),
    rolled_articles as (
      insert into view_daily_by_author (author_id, day, article_id, views)
      select author_id, day, article_id, sum(views)::int from by_author group by 1, 2, 3 order by 1, 2, 3
      on conflict (author_id, day, article_id) do update set views = view_daily_by_author.views + excluded.views
      returning views
    ),
    rolled_sources as (
      insert into view_sources_by_author (author_id, day, source_kind, source_detail, views)
      select author_id, day, source_kind, source_detail, sum(views)::int from by_author
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (author_id, day, source_kind, source_detail)
        do update set views = view_sources_by_author.views + excluded.views
      returning views
    )
    -- This statement's own transaction only: its commit does not wait for the WAL flush (a view is not
    -- money). A PostgreSQL crash can lose the batches of its last ~0.6 s (3 × wal_writer_delay), never
    -- half of one: fewer than the views an API process holds in its queue (up to FLUSH_MS) anyway.
    select (select count(*) from inserted)::int as added,
      set_config('synchronous_commit', 'off', true) as commit_mode`,
  )) as unknown as {
    rows: Array<{ added: number }>;
  };
  return Number(result.rows[0]?.added ?? 0);
}
