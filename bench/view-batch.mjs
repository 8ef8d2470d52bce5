// What a view batch's statement costs PostgreSQL, beside floors that write the same rows more simply
// (issue 36 items 1 and 6: where the CPU of counting 2,000 views/s goes). The page-side figures are
// analytics-ingest.mjs's; this one isolates the database's share.
// Run: `npx tsx bench/view-batch.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--db shirube_bench_view_batch]
//        [--batch 1000] [--batches 20] [--rounds 6] [--keep] [--write]`
// (tsx: it runs the API's own batch code in-process: migrations, seed, ingest.ts, the key thread.)
// Method:
//  1. Creates the database --db (dropped first, and at the end unless --keep), applies the migrations and
//     the demo seed, and two copies of view_events' columns: `bench_heap` with no index, `bench_dedup` with
//     view_events' own indexes (`like … including all`: the unique key `(day, article_id, visitor_key)` and
//     the partial account index).
//  2. Three sides, each on its own connection (its backend's CPU from /proc: Linux), in --rounds rounds of
//     --batches batches of --batch views, the sides' order rotated every round so that drift falls on each
//     alike; every view a new signed-out visitor (an address of its own, Chrome's User-Agent) over the demo's
//     published articles, so every row goes in:
//     - "batch": the API's own `writeViews` (analytics/ingest.ts) through the background connection, as the
//       API writes a batch: the key thread's keyed rows, then the one statement — dedup on view_events' key,
//       the referral lookup, the articles join, the three rollups;
//     - "dedup floor": the same keyed rows (the key thread's JSON, read by ingest.ts `batchRows`) inserted into
//       `bench_dedup` with `on conflict (day, article_id, visitor_key) do nothing`: the raw events and their
//       dedup alone;
//     - "heap floor": the same rows into `bench_heap`: reading the JSON and writing the rows, no index.
//     Both floors are named statements with `synchronous_commit` off, as the batch's is.
//  3. Per side: the backend's CPU a view (user + system; /proc counts in 10 ms ticks, so a side's total over
//     all rounds is what is compared) and the wall time of a batch (the key thread's keying, in every side
//     alike, and the statement); the differences in backend CPU say what the
//     unique index costs (dedup − heap) and what the lookup, join and rollups add (batch − dedup), and what
//     2,000 views/s cost a core at each.
//  The client and the database share this machine's two cores; the load average is printed beside.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { viewDayAt } from '@shirube/domain';
import { openPostgres } from '../api/src/db/open.ts';
import { executeNamed } from '../api/src/db/prepared.ts';
import { BACKGROUND_APPLICATION_NAME } from '../api/src/db/background.ts';
import { batchRows, writeViews } from '../api/src/analytics/ingest.ts';
import { keyViews } from '../api/src/analytics/key-thread.ts';
import { seedDemo } from '../api/src/seed/seed.ts';
import { cpuSeconds } from '../scripts/lib/procs.mjs';
import { adminQuery, arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';

// drizzle-orm is the API workspace's dependency (api/node_modules), not the root's.
const fromApi = createRequire(new URL('../api/package.json', import.meta.url));
const { sql } = fromApi('drizzle-orm');
const { drizzle } = fromApi('drizzle-orm/node-postgres');

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench_view_batch');
const BATCH = Number(arg('batch', '1000'));
const BATCHES = Number(arg('batches', '20'));
const ROUNDS = Number(arg('rounds', '6'));
const RATE = 2000; // issue 36 item 6's ingestion rate, for the "a core at 2,000 views/s" lines
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db: lower-case letters, digits, _');
for (const [name, n] of [
  ['batch', BATCH],
  ['batches', BATCHES],
  ['rounds', ROUNDS],
]) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: a whole number ≥ 1, not ${arg(name)}`);
}
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FLOORS_CONNECTION = 'shirube bench floors';

const out = [];
const log = (line = '') => {
  out.push(line);
  console.log(line);
};

/** A backend's CPU seconds so far (user + system), from /proc (Linux). */
function backendCpuSeconds(pid) {
  const seconds = cpuSeconds(pid);
  if (seconds === null) throw new Error(`backend ${pid} is gone`);
  return seconds;
}

const admin = (text) => adminQuery(adminUrl, text);

let visitorsMade = 0;
/** `n` views by new signed-out visitors, now, over the given articles. */
function freshViews(n, articles, salt) {
  const at = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const v = visitorsMade++;
    return {
      articleId: articles[i % articles.length],
      at,
      userId: null,
      salt,
      address: `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`,
      userAgent: CHROME,
      referrer: null,
      siteHost: '127.0.0.1',
    };
  });
}

async function main() {
  const dbUrl = databaseUrl(adminUrl, dbName);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  const handle = await openPostgres(dbUrl);
  const floorPool = new pg.Pool({
    connectionString: dbUrl,
    max: 1,
    idleTimeoutMillis: 0,
    application_name: FLOORS_CONNECTION,
    options: '-c synchronous_commit=off',
  });
  const floorDb = drizzle(floorPool);
  try {
    await seedDemo(handle.db);
    const { pool } = handle;
    await pool.query('create table bench_heap (like view_events including defaults)');
    await pool.query('create table bench_dedup (like view_events including all)');
    const articles = (
      await pool.query(
        `select id from articles where status = 'published' and deleted_at is null order by id limit 10`,
      )
    ).rows.map((r) => r.id);
    const saltText = randomBytes(32).toString('hex');
    const salt = Promise.resolve(saltText);
    const columns = sql`(article_id, day, visitor_key, user_id, source_kind, source_detail, created_at)`;
    const picked = (json) =>
      sql`select article_id, day, visitor_key, user_id, kind, detail, at from (${batchRows(json)}) input`;
    /** The floors get the key thread's rows for the same kind of views (fresh visitors, as the batch's). */
    const keyed = (views) =>
      keyViews(
        [saltText],
        views.map((v) => [v.articleId, viewDayAt(v.at), 0, v.address, v.userAgent, null, 'direct', '', v.at]),
      );
    /** A floor: the key thread's rows for the views, then `statement` on the floors' connection (named). */
    const floor = (name, short, statement) => ({
      name,
      short,
      run: async (views) => {
        const { json } = await keyed(views);
        await executeNamed(floorDb, `bench_${short.replace(' ', '_')}`, statement(json));
      },
    });
    const sides = [
      {
        name: 'batch (writeViews: dedup, referral lookup, articles join, rollups)',
        short: 'batch',
        run: (views) => writeViews(handle.background, views),
      },
      floor(
        'dedup floor (the same rows into view_events’ indexes, on conflict do nothing)',
        'dedup floor',
        (json) =>
          sql`insert into bench_dedup ${columns} ${picked(json)} on conflict (day, article_id, visitor_key) do nothing`,
      ),
      floor(
        'heap floor (the same rows, no index)',
        'heap floor',
        (json) => sql`insert into bench_heap ${columns} ${picked(json)}`,
      ),
    ];
    // Warm-up: each side's statement planned and its connection open before any figure.
    for (const side of sides) await side.run(freshViews(BATCH, articles, salt));
    const pids = (
      await pool.query(
        `select pid, application_name from pg_stat_activity where datname = current_database() and application_name = any($1)`,
        [[BACKGROUND_APPLICATION_NAME, FLOORS_CONNECTION]],
      )
    ).rows;
    const pidOf = (name) => pids.find((r) => r.application_name === name).pid;
    sides[0].pid = pidOf(BACKGROUND_APPLICATION_NAME);
    sides[1].pid = sides[2].pid = pidOf(FLOORS_CONNECTION);
    for (const side of sides) Object.assign(side, { cpu: 0, views: 0, ms: [] });

    log(`# View batch statement bench — ${new Date().toISOString()}`);
    log('');
    log(
      `PostgreSQL: ${(await pool.query('select version()')).rows[0].version.split(',')[0]}; ${os.cpus().length} cores, node ${process.version}; ${ROUNDS} rounds × ${BATCHES} batches × ${BATCH} views a side, over ${articles.length} published articles; load ${loadAverage()}`,
    );
    log('');
    for (let round = 0; round < ROUNDS; round++) {
      const order = sides.map((_, i) => sides[(i + round) % sides.length]);
      for (const side of order) {
        // The views are made before the clock starts: what is timed is the database's work (and, in each
        // side alike, the key thread's keying of the batch).
        const batches = Array.from({ length: BATCHES }, () => freshViews(BATCH, articles, salt));
        const cpu0 = backendCpuSeconds(side.pid);
        for (const views of batches) {
          const t0 = performance.now();
          await side.run(views);
          side.ms.push(performance.now() - t0);
        }
        side.cpu += backendCpuSeconds(side.pid) - cpu0;
        side.views += BATCHES * BATCH;
      }
      log(`- round ${round + 1}: ${order.map((s) => s.short).join(', ')}; load ${loadAverage()}`);
    }
    const [batchSide, dedup, heap] = sides;
    const written = Number((await pool.query('select count(*) from view_events')).rows[0].count);
    const expected = (ROUNDS * BATCHES + 1) * BATCH;
    log(`- rows: view_events ${written} (expected ${expected}: every view a new visitor)`);
    log('');
    const perView = (side) => (side.cpu / side.views) * 1e6;
    const median = (ms) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
    for (const side of sides) {
      log(
        `- ${side.name}: backend CPU ${perView(side).toFixed(2)} µs a view (${side.cpu.toFixed(2)} s for ${side.views} views), a batch's wall time median ${median(side.ms).toFixed(2)} ms; at ${RATE} views/s ${((perView(side) * RATE) / 1000).toFixed(1)} ms of CPU a second`,
      );
    }
    log(
      `- the unique key and ON CONFLICT (dedup − heap floor): ${(perView(dedup) - perView(heap)).toFixed(2)} µs a view; the referral lookup, articles join and rollups (batch − dedup floor): ${(perView(batchSide) - perView(dedup)).toFixed(2)} µs a view; batch ÷ dedup floor ${(perView(batchSide) / perView(dedup)).toFixed(2)}`,
    );
    log(`- load at the end ${loadAverage()}`);
    if (written !== expected) throw new Error(`view_events has ${written} rows, not ${expected}`);
    if (flag('write')) {
      const dir = path.join(import.meta.dirname, 'results');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `view-batch-${new Date().toISOString().slice(0, 10)}.md`);
      writeFileSync(file, `${out.join('\n')}\n`);
      console.log(`written ${file}`);
    }
  } finally {
    await floorPool.end();
    await handle.close();
    if (!flag('keep')) await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
process.exit(0);
