// View ingestion at a fixed offered rate beside the article read (issue 36 item 6), on PostgreSQL.
// Run: `node bench/analytics-ingest.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--db shirube_bench_ingest]
//        [--rate 2000] [--rounds 8] [--seconds 10] [--cpu-prof DIR] [--via-contract] [--api-only] [--usual-priority] [--keep] [--write]`
//      (after `npm run build`: the shell server below serves the built remotes)
// Method:
//  1. Creates the database --db (dropped first, and at the end unless --keep) and starts the API as its own
//     process (`node --import tsx api/src/main.ts`, demo seed, request log off), so that the load generator
//     below never shares the server's event loop. `--cpu-prof DIR` runs it under `node --cpu-prof`. Then a
//     shell server on that API (bench/lib/start-site.mjs: the built remotes published to a temp release
//     store), its data cache off (SSR_DATA_CACHE_MS=0), so that every page it renders asks the API.
//  2. Interleaved rounds, --rounds of four sides of --seconds each, in the orders of a Williams square (views,
//     floor, quiet, floor again; floor, floor again, views, quiet; floor again, quiet, floor, views; quiet,
//     views, floor again, floor; again from the first), so that a drift in the machine's load falls on every
//     side alike and, over four rounds, every side follows every other once (a plain rotation put the floor
//     after the views in three rounds of four: whatever a views round leaves behind fell on the floor):
//     - "views": POST /v1/articles/{id}/views sent OPEN-LOOP at --rate per second (a scheduler every 5 ms
//       sends what the clock says is due, never waiting for answers; at most 1,024 in flight, anything
//       beyond is counted as not offered), each view a different visitor (X-Forwarded-For from loopback,
//       which the API trusts) with Chrome's User-Agent, over the 10 demo articles (`--via-contract`: with a
//       query string, which sends them through the contract's Effect route instead of the plain one);
//     - "floor": the same requests at the same rate with a crawler's User-Agent (Googlebot), which the API
//       answers 204 and drops before any counting (record-view.ts) — receiving 2,000 requests/s without
//       recording them, the floor the views side is compared with;
//     - "floor again": the floor once more — the noise: what two sides doing exactly the same work differ by
//       on this machine in this run (an A/A comparison): the noise the views side is judged against
//       (`verdict` below: per round, views less the floors' mean, within two standard errors of the A/A);
//     - "quiet": no views.
//     In every side one client reads in a loop, one turn after the other: the article page as the shell
//     renders it for a signed-out reader (`/u/{account}/a/{id}`: what issue 36 item 1 holds unchanged
//     within noise), then GET /v1/articles/{id} (the data that render waits for, alone). Each read's
//     latencies go to that side's p50/p95, and the verdict is given for each; every page is checked to have
//     come server-rendered (not the shell's browser-rendering fallback), counted per side. `--api-only`: no shell, the
//     API read back to back (the method before 2026-11-30; a read every millisecond or so, the stricter
//     figure). 1.5 s settle after every round (not measured)
//     lets the last batch land, so a quiet round does not pay for the views round before it.
//  3. Written views per views round = the rows view_events gained (the API writes a batch every second or
//     1,000 views); checked equal to the views answered 204 and to the rollups' sum; a floor round writes 0.
//  4. CPU-seconds (user + system, from /proc: Linux) per round of the API process, of the shell server, of this database's
//     PostgreSQL client backends (pg_stat_activity at the round's start and end: the API's pool and this
//     script's; PostgreSQL's shared background processes — WAL writer, checkpointer, autovacuum — are not
//     in it) and of this load generator: on a loaded machine the latencies move with the neighbours, the
//     CPU a side spends much less. The reader is closed-loop (a slower side reads less), so each side's
//     CPU is also given less its reads at the quiet rounds' cost a read: floor − reads is what receiving
//     the requests costs, views − floor what counting them costs on top. Split out beside: the API's main
//     thread (the event loop every request waits for; the rest is the key thread, GC helpers and libuv's)
//     and the view batches' backend (its connection's name), so that "PostgreSQL a turn, less the
//     batches' backend" shows whether a read costs the database more while batches are written beside it.
//  5. The API's garbage collection per round (its pauses, by kind, from the API's Prometheus listener,
//     API_METRICS_PORT: prom-client's nodejs_gc_duration_seconds): whether the views' queue, held up to a
//     second, makes the event loop pause more than the floor's requests do.
//  The load generator and the server share this machine's two cores; the load average is printed beside.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../scripts/lib/free-port.mjs';
import { cpuSeconds as procCpuSeconds, procStat, treeCpuSeconds } from '../scripts/lib/procs.mjs';
import { adminQuery, arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';
import { startSite } from './lib/start-site.mjs';

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench_ingest');
const RATE = Number(arg('rate', '2000'));
const ROUNDS = Number(arg('rounds', '8'));
const SECONDS = Number(arg('seconds', '10'));
const CPU_PROF = arg('cpu-prof', '');
// The views through the contract's Effect route instead of the plain one (api/src/analytics/plain-view.ts).
const VIA_CONTRACT = flag('via-contract');
// Only the API's read, back to back, no shell server: this bench's method before 2026-11-30 (a read every
// ~1 ms instead of one beside each page render: a stricter figure than the page's).
const API_ONLY = flag('api-only');
// The view batches' backend at the usual priority: migration 0037's lower_background_priority dropped
// before the API's first batch (api/src/db/background.ts then leaves it as it is), to compare with.
const USUAL_PRIORITY = flag('usual-priority');
const MAX_IN_FLIGHT = 1024;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db: lower-case letters, digits, _');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const out = [];
const log = (line = '') => {
  out.push(line);
  console.log(line);
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const p95Of = (ms) =>
  pct(
    [...ms].sort((a, b) => a - b),
    95,
  );
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms, max ${s.at(-1).toFixed(2)} ms (n=${s.length})`;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) a process — or one of its threads (`task`) — has used so far; 0 when it is gone. */
const cpuSeconds = (pid, task = null) => procCpuSeconds(pid, task) ?? 0;

/** The view batches' connection's name (api/src/db/background.ts BACKGROUND_APPLICATION_NAME). */
const BATCHES_CONNECTION = 'shirube background';

/**
 * This database's client backends' CPU seconds so far, by pid (one that appears later starts at 0), and
 * which of them is the view batches'.
 */
async function backendsCpu(pool) {
  const { rows } = await pool.query(
    'select pid, application_name from pg_stat_activity where datname = current_database() and backend_type = $1',
    ['client backend'],
  );
  return {
    byPid: new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)])),
    batches: new Set(rows.filter((r) => r.application_name === BATCHES_CONNECTION).map((r) => r.pid)),
  };
}

/**
 * CPU seconds this round: the API process (and of it its main thread, the event loop that answers every
 * request), the shell server, this database's backends (and of them the view batches'), this load generator.
 */
function cpuSpent(start, end) {
  let pg = 0;
  let pgBatches = 0;
  for (const [pid, at] of end.byPid) {
    const spent = at - (start.pg.byPid.get(pid) ?? 0);
    pg += spent;
    if (end.batches.has(pid)) pgBatches += spent;
  }
  const self = process.cpuUsage(start.self);
  return {
    api: cpuSeconds(start.apiPid) - start.api,
    apiMain: cpuSeconds(start.apiPid, start.apiPid) - start.apiMain,
    shell: start.shellPid ? treeCpuSeconds(start.shellPid) - start.shell : 0,
    pg,
    pgBatches,
    bench: (self.user + self.system) / 1e6,
  };
}
const cpuLine = (c) =>
  `CPU API ${c.api.toFixed(2)} s (main thread ${c.apiMain.toFixed(2)} s), ${API_ONLY ? '' : `shell ${c.shell.toFixed(2)} s, `}` +
  `PostgreSQL ${c.pg.toFixed(2)} s (the batches' backend ${c.pgBatches.toFixed(2)} s), bench ${c.bench.toFixed(2)} s`;

/** The view batches' backend (api/src/db/background.ts) as the kernel schedules it, after the warm-up. */
async function batchesPriority(pool) {
  const { rows } = await pool.query(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [BATCHES_CONNECTION],
  );
  if (rows.length !== 1)
    return `The view batches' backend: ${rows.length} connections named "${BATCHES_CONNECTION}".`;
  const pid = rows[0].pid;
  const autogroup = (() => {
    try {
      return readFileSync(`/proc/${pid}/autogroup`, 'utf8');
    } catch {
      return '';
    }
  })();
  const nice = procStat(pid)?.[16] ?? '?';
  const group = /nice (-?\d+)/.exec(autogroup)?.[1] ?? '? (no autogroup)';
  return `The view batches' backend (pid ${pid}): its scheduling group (/proc/${pid}/autogroup) at nice ${group}, the backend at nice ${nice}; the API, the shell server and this load generator share one group at nice ${/nice (-?\d+)/.exec(readFileSync('/proc/self/autogroup', 'utf8'))?.[1] ?? '?'}.`;
}

const admin = (text) => adminQuery(adminUrl, text);

// node:http with keep-alive: one agent for the views, one socket each for the reader's two reads.
const viewAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const readAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function request(url, agent, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A page's status and whether the shell server-rendered it (not its empty browser-rendering fallback). */
function requestPage(url, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, rendered: !html.includes('<div id="root"></div>') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The API's garbage collection so far, from its Prometheus listener (prom-client's default
 * nodejs_gc_duration_seconds: each pause of the main thread by kind): seconds and pauses per kind.
 */
async function apiGc(metricsUrl) {
  const text = await fetch(metricsUrl).then((r) => r.text());
  const gc = {};
  for (const m of text.matchAll(
    /^(?:shirube_)?nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} (\S+)$/gm,
  )) {
    gc[m[2]] ??= { seconds: 0, count: 0 };
    gc[m[2]][m[1] === 'sum' ? 'seconds' : 'count'] = Number(m[3]);
  }
  return gc;
}
const gcSpent = (start, end) =>
  Object.fromEntries(
    Object.entries(end).map(([kind, e]) => [
      kind,
      { seconds: e.seconds - (start[kind]?.seconds ?? 0), count: e.count - (start[kind]?.count ?? 0) },
    ]),
  );
const gcLine = (gc) =>
  `GC API ${(Object.values(gc).reduce((a, g) => a + g.seconds, 0) * 1000).toFixed(0)} ms (` +
  Object.entries(gc)
    .filter(([, g]) => g.count > 0)
    .map(([kind, g]) => `${kind} ${(g.seconds * 1000).toFixed(0)} ms in ${g.count}`)
    .join(', ') +
  ')';

async function startApi(dbUrl, port, dataDir) {
  const metricsPort = await freePort();
  const args = [...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : []), '--import', 'tsx'];
  const child = spawn(process.execPath, [...args, 'api/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: 'http://127.0.0.1',
      SEED_DEMO: '1',
      LOG_REQUESTS: '0',
      API_METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited ${child.exitCode}`);
    const ok = await request(`${url}/readyz`, readAgent).then(
      (s) => s === 200,
      () => false,
    );
    if (ok) return { child, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
    await sleep(250);
  }
  throw new Error('API not ready in 150 s');
}

/** Each side's index in SIDES, per round: each side follows every other once in four rounds. */
const WILLIAMS = [
  [0, 1, 3, 2],
  [1, 2, 0, 3],
  [2, 3, 1, 0],
  [3, 0, 2, 1],
];

/**
 * Is the views side's p95 within the noise of the floors'? The floors are two sides doing the same work
 * (an A/A pair), so their per-round difference d = floor again − floor measures the noise: one side's p95
 * varies between rounds by σ² ≈ mean(d²)/2. Per round, e = views − (floor + floor again)/2 (pairing by
 * round cancels the machine's drift); its mean over R rounds varies by σ²·1.5/R. Within noise: |mean e| is
 * at most twice that standard error. The pooled p95s (all rounds' latencies together) are given beside.
 */
function verdict(sides, roundP95, read) {
  const [v, f, fa] = ['views', 'floor', 'floorAgain'].map((side) => roundP95[side][read]);
  const e = v.map((x, i) => x - (f[i] + fa[i]) / 2);
  const d = f.map((x, i) => fa[i] - x);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const band = 2 * Math.sqrt((1.5 * (mean(d.map((x) => x * x)) / 2)) / e.length);
  const p95 = (side) => p95Of(sides[side][read]);
  const floors = p95Of([...sides.floor[read], ...sides.floorAgain[read]]);
  const ms = (x) => x.toFixed(2);
  return (
    `per round views − the floors' mean ${e.map(ms).join(', ')}, floor again − floor ${d.map(ms).join(', ')} ms; ` +
    `views − floors ${ms(mean(e))} ms a round, the noise (2 standard errors from the A/A rounds) ±${ms(band)} ms: ` +
    `${Math.abs(mean(e)) <= band ? 'WITHIN' : 'BEYOND'} noise; pooled p95 views − both floors ${ms(p95('views') - floors)}, ` +
    `− floor ${ms(p95('views') - p95('floor'))}, − floor again ${ms(p95('views') - p95('floorAgain'))}, floor again − floor ${ms(p95('floorAgain') - p95('floor'))} ms`
  );
}

/**
 * The article page as a shell server renders it for a signed-out reader, every time: its data cache
 * (shell/server/api-cache.ts) off, so that each render asks the API, as the read beside it does.
 */
async function startPage(apiUrl, pool, articleId) {
  const site = await startSite({
    portBase: (await freePort()) - 1,
    apiUrl,
    shells: [{ SSR_DATA_CACHE_MS: '0' }],
  });
  const { rows } = await pool.query(
    'select u.account from articles a join users u on u.id = a.user_id where a.id = $1',
    [articleId],
  );
  const shell = site.shells[0];
  const pageUrl = `${shell.url}/u/${encodeURIComponent(rows[0].account)}/a/${articleId}`;
  const html = await fetch(pageUrl).then((r) => r.text());
  if (html.includes('<div id="root"></div>')) throw new Error(`${pageUrl} is not server-rendered`);
  return { site, pageUrl, shellPid: shell.pid };
}

/** One round: the reader always; the views sender unless `side` is 'quiet' (as a crawler for 'floor'). */
async function round({ url, metricsUrl, pageUrl, articleIds, side, pool, serial, apiPid, shellPid }) {
  const views = side !== 'quiet';
  const userAgent = side === 'views' ? CHROME : GOOGLEBOT;
  const readUrl = `${url}/v1/articles/${articleIds[0]}`;
  const before = Number((await pool.query('select count(*) as n from view_events')).rows[0].n);
  const cpuStart = {
    apiPid,
    api: cpuSeconds(apiPid),
    apiMain: cpuSeconds(apiPid, apiPid),
    shellPid,
    shell: shellPid ? treeCpuSeconds(shellPid) : 0,
    pg: await backendsCpu(pool),
    self: process.cpuUsage(),
  };
  const gcStart = await apiGc(metricsUrl);
  const latencies = { page: [], api: [] };
  let reading = true;
  let rendered = 0;
  const reader = (async () => {
    while (reading) {
      if (pageUrl) {
        const t0 = performance.now();
        const page = await requestPage(pageUrl, pageAgent);
        latencies.page.push(performance.now() - t0);
        if (page.status !== 200) throw new Error(`article page ${page.status}`);
        if (page.rendered) rendered++;
      }
      const t0 = performance.now();
      const status = await request(readUrl, readAgent);
      latencies.api.push(performance.now() - t0);
      if (status !== 200) throw new Error(`article read ${status}`);
    }
  })();
  let sent = 0;
  let answered = 0;
  let refused = 0;
  let skipped = 0;
  let inFlight = 0;
  if (views) {
    const t0 = performance.now();
    const due = () => Math.min(RATE * SECONDS, Math.floor(((performance.now() - t0) / 1000) * RATE));
    while (performance.now() - t0 < SECONDS * 1000) {
      for (let n = due() - sent - skipped; n > 0; n--) {
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const i = serial.next++;
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        sent++;
        inFlight++;
        request(
          `${url}/v1/articles/${articleIds[i % articleIds.length]}/views${VIA_CONTRACT ? '?via=contract' : ''}`,
          viewAgent,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'user-agent': userAgent,
              'x-forwarded-for': address,
            },
            body: '{"referrer":"https://t.co/x"}',
          },
        ).then(
          (status) => {
            inFlight--;
            if (status === 204) answered++;
            else refused++;
          },
          () => {
            inFlight--;
            refused++;
          },
        );
      }
      await sleep(5);
    }
    while (inFlight > 0) await sleep(5);
  } else {
    await sleep(SECONDS * 1000);
  }
  reading = false;
  await reader;
  await sleep(1500); // settle: the last batch is written before the next round
  const cpu = cpuSpent(cpuStart, await backendsCpu(pool));
  const gc = gcSpent(gcStart, await apiGc(metricsUrl));
  const after = Number((await pool.query('select count(*) as n from view_events')).rows[0].n);
  return { latencies, rendered, sent, answered, refused, skipped, written: after - before, cpu, gc };
}

async function main() {
  const dbUrl = databaseUrl(adminUrl, dbName);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-bench-ingest-'));
  let api;
  let site;
  try {
    api = await startApi(dbUrl, await freePort(), dataDir);
    if (USUAL_PRIORITY) await pool.query('drop function lower_background_priority(integer)');
    log(`# View ingestion bench — ${new Date().toISOString()}`);
    log('');
    log(
      `PostgreSQL: ${(await pool.query('select version()')).rows[0].version.split(',')[0]}; ${os.cpus().length} cores, node ${process.version}; ` +
        `offered ${RATE} views/s, ${ROUNDS} × (${SECONDS} s each of views, floor, floor again, quiet), in a Williams square's orders; views via the ${VIA_CONTRACT ? 'contract (Effect) route' : 'plain route'}${CPU_PROF ? '; API under --cpu-prof' : ''}`,
    );
    log(''); // markdown: the rounds' list is its own paragraph (prettier's format, checked by CI)
    const articleIds = (
      await pool.query(
        `select id from articles where status = 'published' and deleted_at is null order by id limit 10`,
      )
    ).rows.map((r) => r.id);
    let pageUrl = null;
    let shellPid = null;
    if (!API_ONLY) ({ site, pageUrl, shellPid } = await startPage(api.url, pool, articleIds[0]));
    const at = {
      url: api.url,
      metricsUrl: api.metricsUrl,
      pageUrl,
      articleIds,
      pool,
      apiPid: api.child.pid,
      shellPid,
    };
    // Warm-up, not measured: JIT, the day's salt, prepared statements, the reader's remote, and every
    // process's heap sizing — one whole round of the four sides. (With one views side only, the first
    // measured side, always the views, stood out in all five runs of 2026-11-30: the article page's p95
    // 1.8–7.1 ms above its floors, against −0.8…+1.5 in 26 of the 27 later rounds; and in four of the
    // runs the load generator, whose work is the same on the views and the floor sides, spent 5–20 %
    // more CPU there than in the later views rounds: a transient of the run's start, not a cost of
    // counting.)
    const SIDES = ['views', 'floor', 'floorAgain', 'quiet'];
    const warm = { next: 1 << 24 };
    for (const i of WILLIAMS[0]) await round({ ...at, side: SIDES[i], serial: warm });
    log(await batchesPriority(pool));
    log('');
    const serial = { next: 0 };
    const READS = API_ONLY
      ? { api: 'article read (API)' }
      : { page: 'article page (server render)', api: 'article read (API)' };
    const bySide = (f) => Object.fromEntries(SIDES.map((side) => [side, f(side)]));
    const sides = bySide(() => ({ page: [], api: [] }));
    const roundP95 = bySide(() => ({ page: [], api: [] }));
    const cpu = bySide(() => ({ api: 0, apiMain: 0, shell: 0, pg: 0, pgBatches: 0, bench: 0 }));
    const gc = bySide(() => ({}));
    let floorOffered = 0;
    const totals = { sent: 0, answered: 0, refused: 0, skipped: 0, written: 0 };
    let floorWritten = 0;
    const rendered = bySide(() => 0);
    const named = { views: 'views', floor: 'floor', floorAgain: 'floor again', quiet: 'quiet' };
    const readsLine = (latencies) =>
      Object.entries(READS)
        .map(([read, title]) => `${title} ${summary(latencies[read])}`)
        .join('; ');
    for (let r = 0; r < ROUNDS; r++) {
      const order = WILLIAMS[r % 4].map((i) => SIDES[i]);
      for (const side of order) {
        const res = await round({ ...at, side, serial });
        for (const read of Object.keys(READS)) {
          sides[side][read].push(...res.latencies[read]);
          roundP95[side][read].push(p95Of(res.latencies[read]));
        }
        for (const k of Object.keys(res.cpu)) cpu[side][k] += res.cpu[k];
        for (const [kind, g] of Object.entries(res.gc)) {
          gc[side][kind] ??= { seconds: 0, count: 0 };
          gc[side][kind].seconds += g.seconds;
          gc[side][kind].count += g.count;
        }
        rendered[side] += res.rendered;
        const sentLine = `offered ${res.sent + res.skipped} (${res.skipped} not offered: ${MAX_IN_FLIGHT} in flight), answered 204 ${res.answered}, refused ${res.refused}, written ${res.written}`;
        const line =
          side === 'views'
            ? `views: ${sentLine} = ${Math.round(res.written / SECONDS)} views/s`
            : side === 'quiet'
              ? 'quiet'
              : `${named[side]} (crawler, not counted): ${sentLine}`;
        log(
          `- round ${r + 1} ${line}; ${readsLine(res.latencies)}; ${cpuLine(res.cpu)}; ${gcLine(res.gc)}; load ${loadAverage(' ')}`,
        );
        if (side === 'views') for (const k of Object.keys(totals)) totals[k] += res[k];
        if (side === 'floor' || side === 'floorAgain') floorWritten += res.written;
        if (side === 'floor') floorOffered += res.answered;
      }
    }
    const rolled = Number(
      (await pool.query('select coalesce(sum(views), 0) as n from view_daily')).rows[0].n,
    );
    const raw = Number((await pool.query('select count(*) as n from view_events')).rows[0].n);
    log('');
    log(
      `- written: ${totals.written} views in ${ROUNDS * SECONDS} s of views rounds = ${Math.round(totals.written / (ROUNDS * SECONDS))} views/s ` +
        `(offered ${RATE}/s; answered 204 ${totals.answered}, refused ${totals.refused}, not offered ${totals.skipped}); ` +
        `all rounds incl. warm-up: view_events ${raw}, view_daily sum ${rolled} (${raw === rolled ? 'equal' : 'NOT EQUAL'})`,
    );
    log(`- floor rounds wrote ${floorWritten} views (crawler requests are answered and dropped)`);
    // Per read: each side's figures, then the verdict's — p95 differences against the A/A one (two sides
    // doing the same work).
    for (const [read, title] of Object.entries(READS)) {
      const all = sides.views[read];
      log(`- ${title}, views rounds: ${summary(all)}`);
      log(`- ${title}, floor rounds (same requests, not counted): ${summary(sides.floor[read])}`);
      log(`- ${title}, floor again rounds (the same as floor): ${summary(sides.floorAgain[read])}`);
      log(`- ${title}, quiet rounds: ${summary(sides.quiet[read])}; load ${loadAverage(' ')}`);
      const perRound = (side) => roundP95[side][read].map((v) => v.toFixed(2)).join(', ');
      log(
        `- ${title}, p95 per round: views ${perRound('views')}; floor ${perRound('floor')}; floor again ${perRound('floorAgain')}; quiet ${perRound('quiet')} ms`,
      );
      log(`- ${title}: ${verdict(sides, roundP95, read)}`);
    }
    if (!API_ONLY) {
      const of = (side) => `${named[side]} ${rendered[side]} of ${sides[side].page.length}`;
      log(
        `- article pages server-rendered (not the browser-rendering fallback): ${SIDES.map(of).join(', ')}`,
      );
    }
    // A reader's turn is one page and one read (--api-only: one read); CPU per side less its turns at
    // the quiet rounds' cost.
    const turns = (side) => sides[side].api.length;
    const turnsOf = API_ONLY ? 'article reads' : 'page renders and as many article reads';
    for (const side of SIDES)
      log(
        `- ${named[side]} rounds' ${cpuLine(cpu[side])}; ${gcLine(gc[side])} (with ${turns(side)} ${turnsOf})`,
      );
    const us = (n) => (n * 1e6).toFixed(1);
    const perTurn = (k) => cpu.quiet[k] / Math.max(1, turns('quiet'));
    const net = (side, k) => cpu[side][k] - turns(side) * perTurn(k);
    const each = (f) =>
      `API ${us(f('api'))} µs (main thread ${us(f('apiMain'))}), ${API_ONLY ? '' : `shell ${us(f('shell'))} µs, `}` +
      `PostgreSQL ${us(f('pg'))} µs (less the batches' backend ${us(f('pg') - f('pgBatches'))})`;
    log(`- CPU a reader's turn costs (quiet rounds ÷ their turns): ${each(perTurn)}`);
    // The reads' own backends (every backend but the batches'; the floor's crawler views never reach the
    // database): does a read cost PostgreSQL more while the batches are written beside it?
    const readsPg = (side) => us((cpu[side].pg - cpu[side].pgBatches) / Math.max(1, turns(side)));
    log(
      `- PostgreSQL a turn, less the batches' backend: ${SIDES.map((side) => `${named[side]} ${readsPg(side)} µs`).join(', ')}`,
    );
    log(
      `- receiving a request (floor rounds less their turns ÷ requests answered): ${each((k) => net('floor', k) / Math.max(1, floorOffered))}`,
    );
    log(
      `- counting a view on top (views − floor rounds, both less their turns, ÷ views written): ${each((k) => (net('views', k) - net('floor', k)) / Math.max(1, totals.written))}`,
    );
  } finally {
    await site?.stop();
    if (api) {
      api.child.kill('SIGTERM');
      await new Promise((r) => (api.child.exitCode !== null ? r() : api.child.once('exit', r)));
    }
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (!flag('keep')) await admin(`drop database if exists ${dbName} with (force)`);
    viewAgent.destroy();
    readAgent.destroy();
    pageAgent.destroy();
  }
  if (flag('write')) {
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/analytics-ingest-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, out.join('\n') + '\n');
    console.log(`written ${file}`);
  }
}

await main();
