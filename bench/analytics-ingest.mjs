// View ingestion at a fixed offered rate beside the article read (issue 36 item 6), on PostgreSQL.
// Run: `node bench/analytics-ingest.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--db shirube_bench_ingest]
//        [--rate 2000] [--rounds 6] [--seconds 10] [--cpu-prof DIR] [--via-contract] [--keep] [--write]`
// Method:
//  1. Creates the database --db (dropped first, and at the end unless --keep) and starts the API as its own
//     process (`node --import tsx api/src/main.ts`, demo seed, request log off), so that the load generator
//     below never shares the server's event loop. `--cpu-prof DIR` runs it under `node --cpu-prof`.
//  2. Interleaved rounds, --rounds of four sides of --seconds each, the order rotating (views, floor, floor
//     again, quiet; floor, floor again, quiet, views; …) so that a drift in the machine's load falls on every
//     side alike:
//     - "views": POST /v1/articles/{id}/views sent OPEN-LOOP at --rate per second (a scheduler every 5 ms
//       sends what the clock says is due, never waiting for answers; at most 1,024 in flight, anything
//       beyond is counted as not offered), each view a different visitor (X-Forwarded-For from loopback,
//       which the API trusts) with Chrome's User-Agent, over the 10 demo articles (`--via-contract`: with a
//       query string, which sends them through the contract's Effect route instead of the plain one);
//     - "floor": the same requests at the same rate with a crawler's User-Agent (Googlebot), which the API
//       answers 204 and drops before any counting (record-view.ts) — receiving 2,000 requests/s without
//       recording them, the floor the views side is compared with;
//     - "floor again": the floor once more — the noise: what two sides doing exactly the same work differ by
//       on this machine in this run (an A/A comparison), beside which "views − floor" is read;
//     - "quiet": no views.
//     In both, one client reads GET /v1/articles/{id} in a loop (the data the article page's server render
//     waits for) and its latencies go to that side's p50/p95. 1.5 s settle after every round (not measured)
//     lets the last batch land, so a quiet round does not pay for the views round before it.
//  3. Written views per views round = the rows view_events gained (the API writes a batch every second or
//     500 views); checked equal to the views answered 204 and to the rollups' sum; a floor round writes 0.
//  4. CPU-seconds (user + system, from /proc: Linux) per round of the API process, of this database's
//     PostgreSQL client backends (pg_stat_activity at the round's start and end: the API's pool and this
//     script's; PostgreSQL's shared background processes — WAL writer, checkpointer, autovacuum — are not
//     in it) and of this load generator: on a loaded machine the latencies move with the neighbours, the
//     CPU a side spends much less. The reader is closed-loop (a slower side reads less), so each side's
//     CPU is also given less its reads at the quiet rounds' cost a read: floor − reads is what receiving
//     the requests costs, views − floor what counting them costs on top.
//  The load generator and the server share this machine's two cores; the load average is printed beside.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../scripts/lib/free-port.mjs';
import { arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench_ingest');
const RATE = Number(arg('rate', '2000'));
const ROUNDS = Number(arg('rounds', '6'));
const SECONDS = Number(arg('seconds', '10'));
const CPU_PROF = arg('cpu-prof', '');
// The views through the contract's Effect route instead of the plain one (api/src/analytics/plain-view.ts).
const VIA_CONTRACT = flag('via-contract');
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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ = 100
  } catch {
    return 0;
  }
}

/** This database's client backends' CPU seconds so far, by pid (one that appears later starts at 0). */
async function backendsCpu(pool) {
  const { rows } = await pool.query(
    'select pid from pg_stat_activity where datname = current_database() and backend_type = $1',
    ['client backend'],
  );
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}

/** CPU seconds this round: the API process, this database's backends, this load generator. */
function cpuSpent(start, end) {
  let pg = 0;
  for (const [pid, at] of end) pg += at - (start.pg.get(pid) ?? 0);
  const self = process.cpuUsage(start.self);
  return { api: cpuSeconds(start.apiPid) - start.api, pg, bench: (self.user + self.system) / 1e6 };
}
const cpuLine = (c) =>
  `CPU API ${c.api.toFixed(2)} s, PostgreSQL ${c.pg.toFixed(2)} s, bench ${c.bench.toFixed(2)} s`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// node:http with keep-alive: one agent for the views, one socket for the reader.
const viewAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const readAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
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

async function startApi(dbUrl, port, dataDir) {
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
    if (ok) return { child, url };
    await sleep(250);
  }
  throw new Error('API not ready in 150 s');
}

/** One round: the reader always; the views sender unless `side` is 'quiet' (as a crawler for 'floor'). */
async function round({ url, articleIds, side, pool, serial, apiPid }) {
  const views = side !== 'quiet';
  const userAgent = side === 'views' ? CHROME : GOOGLEBOT;
  const readUrl = `${url}/v1/articles/${articleIds[0]}`;
  const before = Number((await pool.query('select count(*) as n from view_events')).rows[0].n);
  const cpuStart = { apiPid, api: cpuSeconds(apiPid), pg: await backendsCpu(pool), self: process.cpuUsage() };
  const latencies = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const t0 = performance.now();
      const status = await request(readUrl, readAgent);
      latencies.push(performance.now() - t0);
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
  const after = Number((await pool.query('select count(*) as n from view_events')).rows[0].n);
  return { latencies, sent, answered, refused, skipped, written: after - before, cpu };
}

async function main() {
  const dbUrl = databaseUrl(adminUrl, dbName);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-bench-ingest-'));
  let api;
  try {
    api = await startApi(dbUrl, await freePort(), dataDir);
    log(`# View ingestion bench — ${new Date().toISOString()}`);
    log('');
    log(
      `PostgreSQL: ${(await pool.query('select version()')).rows[0].version.split(',')[0]}; ${os.cpus().length} cores, node ${process.version}; ` +
        `offered ${RATE} views/s, ${ROUNDS} × (${SECONDS} s each of views, floor, floor again, quiet), rotating; views via the ${VIA_CONTRACT ? 'contract (Effect) route' : 'plain route'}${CPU_PROF ? '; API under --cpu-prof' : ''}`,
    );
    log(''); // markdown: the rounds' list is its own paragraph (prettier's format, checked by CI)
    const articleIds = (
      await pool.query(
        `select id from articles where status = 'published' and deleted_at is null order by id limit 10`,
      )
    ).rows.map((r) => r.id);
    // Warm-up: JIT, the day's salt, prepared statements.
    const apiPid = api.child.pid;
    await round({ url: api.url, articleIds, side: 'views', pool, serial: { next: 1 << 24 }, apiPid });
    const serial = { next: 0 };
    const sides = { views: [], floor: [], floorAgain: [], quiet: [] };
    const roundP95 = { views: [], floor: [], floorAgain: [], quiet: [] };
    const cpu = Object.fromEntries(Object.keys(sides).map((k) => [k, { api: 0, pg: 0, bench: 0 }]));
    let floorOffered = 0;
    const totals = { sent: 0, answered: 0, refused: 0, skipped: 0, written: 0 };
    let floorWritten = 0;
    const rotation = ['views', 'floor', 'floorAgain', 'quiet'];
    for (let r = 0; r < ROUNDS; r++) {
      const order = [...rotation.slice(r % 4), ...rotation.slice(0, r % 4)];
      for (const side of order) {
        const res = await round({ url: api.url, articleIds, side, pool, serial, apiPid });
        sides[side].push(...res.latencies);
        roundP95[side].push(p95Of(res.latencies));
        for (const k of Object.keys(res.cpu)) cpu[side][k] += res.cpu[k];
        const sentLine = `offered ${res.sent + res.skipped} (${res.skipped} not offered: ${MAX_IN_FLIGHT} in flight), answered 204 ${res.answered}, refused ${res.refused}, written ${res.written}`;
        const line =
          side === 'views'
            ? `views: ${sentLine} = ${Math.round(res.written / SECONDS)} views/s`
            : side === 'floor' || side === 'floorAgain'
              ? `${side === 'floor' ? 'floor' : 'floor again'} (crawler, not counted): ${sentLine}`
              : 'quiet';
        log(
          `- round ${r + 1} ${line}; article read ${summary(res.latencies)}; ${cpuLine(res.cpu)}; load ${loadAverage(' ')}`,
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
    log(`- article read, views rounds: ${summary(sides.views)}`);
    log(`- article read, floor rounds (same requests, not counted): ${summary(sides.floor)}`);
    log(`- article read, floor again rounds (the same as floor): ${summary(sides.floorAgain)}`);
    log(`- article read, quiet rounds: ${summary(sides.quiet)}; load ${loadAverage(' ')}`);
    // The verdict's figures: p95 differences against the A/A one (two sides doing the same work).
    const perRound = (side) => roundP95[side].map((v) => v.toFixed(2)).join(', ');
    log(
      `- p95 per round: views ${perRound('views')}; floor ${perRound('floor')}; floor again ${perRound('floorAgain')}; quiet ${perRound('quiet')} ms`,
    );
    const aa = p95Of(sides.floorAgain) - p95Of(sides.floor);
    const gap = p95Of(sides.views) - p95Of(sides.floor);
    const pairs = roundP95.floor.map((f, i) => Math.abs(roundP95.floorAgain[i] - f));
    const signed = (side) => roundP95[side].map((v, i) => (v - roundP95.floor[i]).toFixed(2)).join(', ');
    log(`- p95 − floor's per round: views ${signed('views')}; floor again ${signed('floorAgain')} ms`);
    log(
      `- p95 views − floor ${gap.toFixed(2)} ms; the noise: floor again − floor ${aa.toFixed(2)} ms over all rounds, ` +
        `up to ${Math.max(...pairs).toFixed(2)} ms within one round; views − floor is ${gap <= Math.max(Math.abs(aa), ...pairs) ? 'within' : 'beyond'} that`,
    );
    const named = { views: 'views', floor: 'floor', floorAgain: 'floor again', quiet: 'quiet' };
    for (const side of Object.keys(sides))
      log(`- ${named[side]} rounds' ${cpuLine(cpu[side])} (with ${sides[side].length} article reads)`);
    // Each side's CPU less its reads at the quiet rounds' cost a read (the header, 4.).
    const us = (n) => (n * 1e6).toFixed(1);
    const perRead = (k) => cpu.quiet[k] / Math.max(1, sides.quiet.length);
    const net = (side, k) => cpu[side][k] - sides[side].length * perRead(k);
    const each = (f) => `API ${us(f('api'))} µs, PostgreSQL ${us(f('pg'))} µs`;
    log(`- CPU a read costs (quiet rounds ÷ their reads): ${each(perRead)}`);
    log(
      `- receiving a request (floor rounds less their reads ÷ requests answered): ${each((k) => net('floor', k) / Math.max(1, floorOffered))}`,
    );
    log(
      `- counting a view on top (views − floor rounds, both less their reads, ÷ views written): ${each((k) => (net('views', k) - net('floor', k)) / Math.max(1, totals.written))}`,
    );
  } finally {
    if (api) {
      api.child.kill('SIGTERM');
      await new Promise((r) => (api.child.exitCode !== null ? r() : api.child.once('exit', r)));
    }
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (!flag('keep')) await admin(`drop database if exists ${dbName} with (force)`);
    viewAgent.destroy();
    readAgent.destroy();
  }
  if (flag('write')) {
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/analytics-ingest-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, out.join('\n') + '\n');
    console.log(`written ${file}`);
  }
}

await main();
