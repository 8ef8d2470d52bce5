// Purchases of one hot article (issue 9 item 5). Prints its method and figures; never a pass/fail.
//
//   node bench/purchases.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--seconds 60]
//        [--connections 50] [--port 3520] [--buyers 40000] [--limited 100] [--profile] [--layers] [--compiled]
//
// Method: creates a throwaway database on the given PostgreSQL server and starts the real API on it
// (`node --import tsx api/src/main.ts`, or with --compiled `node --enable-source-maps api/dist/main.js` as
// `npm start` runs it, compiled first when stale; DATABASE_URL, no demo seed; the API migrates it). Inserts with
// SQL one author, one published UNLIMITED article (1,000 yen, a free and a paid paragraph), one LIMITED
// article (--limited copies) and --buyers confirmed buyers, each with a session (auth_tokens holds the
// SHA-256 of the token, as the API does) and a stored sandbox card; VACUUM ANALYZE of those tables; 5 s of warm-up
// purchases (not counted). Then --connections closed-loop
// HTTP/1.1 keep-alive clients (this process) buy the unlimited article for --seconds: each takes the
// next unused buyer and sends POST /v1/articles/{id}/purchase {cvv, expectedAmount} with a fresh
// Idempotency-Key, the next request when the answer is complete — the whole real purchase path:
// session, rules, order, sandbox charge, the purchase transaction with its ledger rows, mails to files.
// Figures: purchases/s (200s ÷ seconds), p50/p99/max latency of all requests, non-200 answers by status
// and code, then checks from the database: purchases = 200 answers, every sale's ledger sums to 0.
// Finally the race for the limited article: 5 × --limited buyers at once over --connections sockets;
// expected exactly --limited 200s, the rest 409 sold_out, sold_count = --limited. Client, API and
// PostgreSQL share the machine's cores: the load average is printed with the figures.
// Database work per purchase: pg_stat_database deltas of the bench database over the timed run
// (transactions committed — each statement outside a transaction is one —, rows fetched/inserted/updated)
// divided by the 200 answers. CPU per purchase: the API process's user+system CPU over the timed run
// and of the bench database's PostgreSQL backends (from /proc/<pid>/stat) ÷ purchases. --profile runs the API with --cpu-prof and prints the top 25
// functions by self time of the whole run (setup included) from the written .cpuprofile. Where the code
// sends purchase mails from an outbox after the response, the bench waits until it is empty and prints
// the rate and API CPU per purchase including that time (the mails are part of the purchase's cost;
// where a worker process sends them, its CPU is printed beside the API's). Floor rows at the end: the
// same clients against GET /healthz, and five prepared one-row statements per loop from this process —
// what HTTP and five round trips to PostgreSQL cost on this machine without any purchase work.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { arg, databaseUrl, flag, loadAverage as load } from './lib/cli.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = arg('pg', process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5433/postgres');
const seconds = Number(arg('seconds', 60));
const connections = Number(arg('connections', 50));
const port = Number(arg('port', 3520));
const buyerCount = Number(arg('buyers', flag('layers') ? 60000 : 40000));
const limitedCopies = Number(arg('limited', 100));
const profile = flag('profile');
const layersRow = flag('layers');
const compiled = flag('compiled');
const host = '127.0.0.1';
const dbName = `shirube_bench_purchases_${process.pid}`;
const dbUrl = databaseUrl(adminUrl, dbName);
const sha256 = (v) => createHash('sha256').update(v).digest('hex');

let api = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirube-bench-purchases-'));
async function cleanup() {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  if (profile) printProfile(path.join(dataDir, 'prof'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

function startApi() {
  const profiling = profile ? ['--cpu-prof', '--cpu-prof-dir', path.join(dataDir, 'prof')] : [];
  // --compiled: the esbuild output as `npm start` runs it (scripts/lib/site.mjs); main() builds it when stale.
  const entry = compiled
    ? ['--enable-source-maps', 'api/dist/main.js']
    : ['--import', 'tsx', 'api/src/main.ts'];
  api = spawn(process.execPath, [...profiling, ...entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      API_HOST: host,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_DIR: path.join(dataDir, 'mail'),
      SITE_URL: 'http://bench.test',
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      PAYOUT_SCHEDULE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('API listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    api.stdout.on('data', onData);
    api.stderr.on('data', (c) => (output += c));
    api.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}):\n${output}`));
    });
  });
}

async function setup(db) {
  const [author] = (
    await db.query(
      `insert into users (email, account, name, password_hash, confirmed_at)
       values ('author@bench.test', 'bench_author', '著者', 'x', now()) returning id`,
    )
  ).rows;
  const article = async (unlimited) =>
    (
      await db.query(
        `insert into articles (user_id, title, body, pay_article_line, price, sales_count, is_sales_unlimited,
           affiliate_rate_bp, status, inspect_status, published_at)
         values ($1, $2, $3, 1, 1000, $4, $5, 1000, 'published', 'approved', now() - interval '1 minute')
         returning id`,
        [
          author.id,
          unlimited ? '無制限の記事' : '限定の記事',
          JSON.stringify(['<p>無料</p>', '<p>有料</p>']),
          unlimited ? 0 : limitedCopies,
          unlimited,
        ],
      )
    ).rows[0].id;
  const hot = await article(true);
  const limited = await article(false);
  const ids = (
    await db.query(
      `insert into users (email, account, name, password_hash, confirmed_at, purchase_mail_notification)
       select 'buyer' || i || '@bench.test', 'bench_buyer' || i, '購入者' || i, 'x', now(), true
       from generate_series(1, $1) i returning id, email`,
      [buyerCount],
    )
  ).rows;
  const buyers = ids.map((u) => ({ ...u, token: randomBytes(24).toString('base64url'), client: 'bench' }));
  for (let i = 0; i < buyers.length; i += 5000) {
    const part = buyers.slice(i, i + 5000);
    await db.query(
      `insert into auth_tokens (user_id, client, token_hash, kind, expires_at)
       select unnest($1::int[]), 'bench', unnest($2::text[]), 'session', now() + interval '1 day'`,
      [part.map((b) => b.id), part.map((b) => sha256(b.token))],
    );
    await db.query(
      `insert into sandbox_card_tokens (token, brand, last4, exp_month, exp_year, outcome, user_id, consumed_at)
       select 'tok_bench_' || u, 'visa', '4242', 12, 2030, 'succeed', u, now() from unnest($1::int[]) u`,
      [part.map((b) => b.id)],
    );
    await db.query(
      `insert into payment_cards (user_id, provider, token, brand, last4, exp_month, exp_year)
       select u, 'sandbox', 'tok_bench_' || u, 'visa', '4242', 12, 2030 from unnest($1::int[]) u`,
      [part.map((b) => b.id)],
    );
  }
  return { hot, limited, buyers };
}

/** Top functions by self time (samples × their time deltas) of the API's .cpuprofile. */
function printProfile(dir) {
  // The API process's own profile (node names it CPU.<date>.<time>.<pid>.…).
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && f.includes(`.${api.pid}.`));
  if (!file) return console.log('profile: no .cpuprofile written');
  const prof = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    const f = byId.get(id).callFrame;
    const where = f.url
      ? `${f.url.replace(/^.*node_modules\//, '').replace(repoRoot, '')}:${f.lineNumber + 1}`
      : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  console.log(`profile (API, whole run, ${(total / 1e6).toFixed(1)} s sampled): top self time`);
  const line = (us, key) =>
    `  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`;
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(line(us, key));
  // Self time by the nearest library or source file on the stack (native calls such as writev are
  // charged to whoever made them: pg, node:http, the mailer…).
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at).callFrame.url;
      if (!url) continue;
      const lib = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      if (lib) return lib[1];
      if (url.startsWith('node:')) continue;
      return url
        .replace(/^file:\/\//, '')
        .replace(repoRoot, '')
        .replace(/^\//, '');
    }
    return '(native / idle / gc)';
  };
  const byOwner = new Map();
  prof.samples.forEach((id, i) => {
    const key = owner(id);
    byOwner.set(key, (byOwner.get(key) ?? 0) + (prof.timeDeltas[i] ?? 0));
  });
  console.log('profile by nearest library or source file on the stack:');
  for (const [key, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(line(us, key));
}

/** user+system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid) {
  const { user, system } = cpuSplit(pid);
  return user + system;
}

/** The processes the API forked (its purchase mail worker, where it runs one). */
function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** A process's nice value (Linux /proc stat field 19). */
const niceOf = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

/** CPU seconds of the API's forked processes so far. */
const workersCpu = (pid) => childrenOf(pid).reduce((sum, child) => sum + cpuSeconds(child), 0);

/** user and system CPU seconds of a process so far (Linux /proc): system time is mostly the kernel's
 *  loopback TCP work of each round trip. */
function cpuSplit(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** CPU seconds of the bench database's PostgreSQL backends (the API's pooled connections). */
async function pgCpu(db) {
  const pids = (await db.query('select pid from pg_stat_activity where datname = $1', [dbName])).rows;
  let sum = 0;
  const seen = new Map();
  for (const { pid } of pids) {
    try {
      seen.set(pid, cpuSeconds(pid));
      sum += seen.get(pid);
    } catch {
      // not readable (another user's process) or gone
    }
  }
  return { sum, seen };
}

/** Per table: sequential scans and the rows they read (pg_stat_user_tables). */
const scanStats = async (db) =>
  new Map(
    (
      await db.query(
        'select relname, seq_scan::float8 scans, seq_tup_read::float8 read, idx_scan::float8 idx from pg_stat_user_tables',
      )
    ).rows.map((r) => [r.relname, r]),
  );

const dbStats = async (db) =>
  (
    await db.query(
      `select xact_commit::float8 commits, tup_fetched::float8 fetched, tup_returned::float8 returned,
         tup_inserted::float8 inserted, tup_updated::float8 updated from pg_stat_database where datname = $1`,
      [dbName],
    )
  ).rows[0];

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function purchase(articleId, buyer) {
  const body = JSON.stringify({ cvv: '123', expectedAmount: 1000 });
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host,
        port,
        method: 'POST',
        path: `/v1/articles/${articleId}/purchase`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'access-token': buyer.token,
          client: buyer.client,
          uid: buyer.email,
          'idempotency-key': `bench-${articleId}-${buyer.id}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          let code = '';
          if (res.statusCode !== 200) {
            try {
              code = JSON.parse(text).code;
            } catch {
              code = text.slice(0, 40);
            }
          }
          resolve({ status: res.statusCode, code, ms, at: Date.now() });
        });
      },
    );
    req.on('error', (e) => resolve({ status: 0, code: e.code ?? 'error', ms: 0 }));
    req.end(body);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
function summary(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const others = new Map();
  for (const r of results.filter((r) => r.status !== 200)) {
    const k = `${r.status} ${r.code}`;
    others.set(k, (others.get(k) ?? 0) + 1);
  }
  return { p50: pct(ms, 50), p99: pct(ms, 99), max: ms.at(-1) ?? 0, others: Object.fromEntries(others) };
}

async function main() {
  if (compiled) await (await import('../scripts/lib/servers.mjs')).buildServers();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  await startApi();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { hot, limited, buyers } = await setup(db);
  console.log(
    `bench/purchases: ${connections} closed-loop clients, ${seconds} s on one unlimited article; ` +
      `${buyers.length} buyers; ${cpus().length} cores; node ${process.version}; ` +
      `API ${compiled ? 'compiled (api/dist/main.js)' : 'from source (tsx)'}; load before: ${load()}`,
  );

  // The fixture's bulk inserts settled first (else autovacuum analyses the new buyers during the timed
  // run), then a warm-up of 5 s of purchases, not counted (JIT, each pooled connection's statements).
  // Only the fixture's tables: statistics taken of the still empty purchase tables would plan their
  // lookups as scans of an empty table (they are autovacuum's as the run fills them, as in service).
  await db.query('vacuum analyze users, auth_tokens, payment_cards, sandbox_card_tokens, articles');
  let next = 0;
  const take = () => buyers[next++];
  const warmUntil = Date.now() + 5000;
  let warmOk = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < warmUntil) if ((await purchase(hot, take())).status === 200) warmOk++;
    }),
  );

  await new Promise((r) => setTimeout(r, 1500)); // pg_stat_database is flushed about once a second
  const statsBefore = await dbStats(db);
  const scansBefore = await scanStats(db);
  const cpuBefore = cpuSeconds(api.pid);
  const workersBefore = workersCpu(api.pid);
  const splitBefore = cpuSplit(api.pid);
  const clientBefore = process.cpuUsage();
  const pgBefore = await pgCpu(db);
  const results = [];
  const until = Date.now() + seconds * 1000;
  const began = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const buyer = take();
        if (!buyer) throw new Error('ran out of buyers: raise --buyers');
        results.push(await purchase(hot, buyer));
      }
    }),
  );
  const elapsed = (Date.now() - began) / 1000;
  const apiCpu = cpuSeconds(api.pid) - cpuBefore;
  const workersDuring = workersCpu(api.pid) - workersBefore;
  const splitAfter = cpuSplit(api.pid);
  const client = process.cpuUsage(clientBefore);
  const pgAfter = await pgCpu(db);
  let pgSpent = 0;
  for (const [pid, after] of pgAfter.seen) pgSpent += after - (pgBefore.seen.get(pid) ?? 0);
  const ok = results.filter((r) => r.status === 200).length;
  const s = summary(results);
  console.log(
    `unlimited: ${ok} purchases in ${elapsed.toFixed(1)} s = ${(ok / elapsed).toFixed(1)} purchases/s; ` +
      `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; ` +
      `non-200: ${JSON.stringify(s.others)}; load after: ${load()}`,
  );
  // Whether the tail is spread evenly or comes in bursts (a pause, a batch job): p99 per 5 s window.
  const windows = [];
  for (let t = began; t < began + elapsed * 1000; t += 5000) {
    const inWindow = results.filter((r) => r.at >= t && r.at < t + 5000);
    if (inWindow.length) windows.push(summary(inWindow).p99.toFixed(0));
  }
  console.log(`p99 by 5 s window (ms): ${windows.join(' ')}`);
  await new Promise((r) => setTimeout(r, 1500));
  const statsAfter = await dbStats(db);
  const scansAfter = await scanStats(db);
  const scans = [...scansAfter]
    .map(([name, a]) => {
      const b = scansBefore.get(name) ?? { scans: 0, read: 0, idx: 0 };
      const f = (k) => (a[k] - b[k]) / Math.max(ok, 1);
      return { name, scans: f('scans'), read: f('read'), idx: f('idx') };
    })
    .filter((t) => t.scans > 0 || t.idx > 0)
    .map((t) => `${t.name} ${t.idx.toFixed(1)} index/${t.scans.toFixed(1)} seq (${t.read.toFixed(0)} rows)`);
  const per = (k) => ((statsAfter[k] - statsBefore[k]) / Math.max(ok, 1)).toFixed(1);
  console.log(
    `per purchase: API CPU ${((1000 * apiCpu) / Math.max(ok, 1)).toFixed(2)} ms, PostgreSQL backends CPU ` +
      `${((1000 * pgSpent) / Math.max(ok, 1)).toFixed(2)} ms; database: ` +
      `${per('commits')} transactions committed, rows ${per('fetched')} fetched / ${per('returned')} returned / ` +
      `${per('inserted')} inserted / ${per('updated')} updated`,
  );
  const ms = (seconds) => ((1000 * seconds) / Math.max(ok, 1)).toFixed(2);
  console.log(
    `CPU split per purchase: API user ${ms(splitAfter.user - splitBefore.user)} ms / system ` +
      `${ms(splitAfter.system - splitBefore.system)} ms; this client (load generator) user ` +
      `${ms(client.user / 1e6)} ms / system ${ms(client.system / 1e6)} ms; the API's worker processes ` +
      `(purchase mails; nice ${childrenOf(api.pid).map(niceOf).join(', ') || 'none running'}) ${ms(workersDuring)} ms`,
  );
  console.log(`scans per purchase: ${scans.join('; ')}`);
  // Purchase mails sent outside the request (an outbox, where the code has one): the run is not over
  // until they are sent. Wait for the outbox to empty and count that time and the API's CPU in it too.
  const hasOutbox = (await db.query(`select to_regclass('purchase_mail_outbox') is not null ok`)).rows[0].ok;
  if (hasOutbox) {
    const waitStart = Date.now();
    let left = 0;
    for (;;) {
      left = (await db.query('select count(*)::int n from purchase_mail_outbox')).rows[0].n;
      if (left === 0 || Date.now() - waitStart > 180_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const drained = (Date.now() - waitStart) / 1000;
    const cpuAll = cpuSeconds(api.pid) - cpuBefore + workersCpu(api.pid) - workersBefore;
    console.log(
      `mail outbox: empty ${drained.toFixed(1)} s after the run (${left} left); with the mails: ` +
        `${(ok / (elapsed + drained)).toFixed(1)} purchases/s over ${(elapsed + drained).toFixed(1)} s, ` +
        `API CPU (its worker processes included) ${((1000 * cpuAll) / Math.max(ok, 1)).toFixed(2)} ms per purchase`,
    );
  }
  const sold = (await db.query('select count(*)::int n from purchases where article_id = $1', [hot])).rows[0]
    .n;
  const unbalanced = (
    await db.query(
      `select count(*)::int n from (select purchase_id from ledger_entries where purchase_id in
         (select id from purchases where article_id = $1) group by purchase_id having sum(amount) <> 0) x`,
      [hot],
    )
  ).rows[0].n;
  console.log(
    `check: purchases rows ${sold} = 200 answers ${ok + warmOk} ` +
      `(incl. ${warmOk} warm-up) → ${sold === ok + warmOk ? 'ok' : 'MISMATCH'}; unbalanced sales: ${unbalanced}`,
  );

  const racers = buyers.slice(next, next + limitedCopies * 5);
  next += racers.length;
  const raceResults = [];
  let r = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (r < racers.length) raceResults.push(await purchase(limited, racers[r++]));
    }),
  );
  const won = raceResults.filter((x) => x.status === 200).length;
  const soldOut = raceResults.filter((x) => x.status === 409 && x.code === 'sold_out').length;
  const row = (await db.query('select sold_count from articles where id = $1', [limited])).rows[0];
  const rows = (await db.query('select count(*)::int n from purchases where article_id = $1', [limited]))
    .rows[0].n;
  console.log(
    `limited (${limitedCopies} copies, ${racers.length} buyers at once): ${won} bought, ${soldOut} sold_out, ` +
      `sold_count ${row.sold_count}, purchases ${rows} → ${won === limitedCopies && rows === limitedCopies && row.sold_count === limitedCopies ? 'exactly N' : 'NOT exactly N'}`,
  );
  await floors(db);
  if (layersRow) await layers(db, hot, take);
  await db.end();
}

/** `once` run by `connections` closed-loop clients for 10 s: one printed row (rate, latency, CPU). */
async function closedLoop(db, label, once) {
  const before = { api: cpuSeconds(api.pid), me: process.cpuUsage(), pg: await pgCpu(db) };
  const latencies = [];
  const until = Date.now() + 10_000;
  const began = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t = process.hrtime.bigint();
        await once();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const secs = (Date.now() - began) / 1000;
  const pgAfter = await pgCpu(db);
  let pgSpent = 0;
  for (const [pid, after] of pgAfter.seen) pgSpent += after - (before.pg.seen.get(pid) ?? 0);
  const me = process.cpuUsage(before.me);
  const n = latencies.length;
  latencies.sort((a, b) => a - b);
  const per = (x) => ((1000 * x) / n).toFixed(2);
  console.log(
    `${label}: ${(n / secs).toFixed(0)}/s; p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ` +
      `${pct(latencies, 99).toFixed(1)} ms; CPU per request: API ${per(cpuSeconds(api.pid) - before.api)} ms, ` +
      `PostgreSQL ${per(pgSpent)} ms, this process ${per((me.user + me.system) / 1e6)} ms; load ${load()}`,
  );
}

/**
 * Floor rows (what the purchase costs at least on this machine, whatever the purchase code does):
 * the same closed-loop clients for 10 s against GET /healthz (HTTP and the API framework, no
 * database), then 50 loops each running 5 sequential prepared one-row statements over a pool of 10
 * connections from this process (what five round trips to PostgreSQL cost: node-pg + a backend).
 */
async function floors(db) {
  await closedLoop(db, `floor, GET /healthz, ${connections} clients`, () => get('/healthz'));
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  const statement = { name: 'floor_one_row', text: 'select id, email from users where id = $1' };
  await closedLoop(
    db,
    `floor, 5 prepared one-row statements, ${connections} loops over 10 connections`,
    async () => {
      for (let i = 0; i < 5; i++) await pool.query({ ...statement, values: [1 + i] });
    },
  );
  await pool.end();
}

/**
 * --layers (run as `node --import tsx bench/purchases.mjs --layers`: it imports the API's TypeScript):
 * the same purchase without HTTP and the Effect handler — the route's steps (session, the one read,
 * checkout, the article answered) called in this process with the API's own functions over its own
 * pool of 10 connections, by the same closed-loop clients for 10 s. Its mails stay in the outbox (not
 * sent). Beside the HTTP run it tells what the HTTP + Effect layer costs and what SQL, Drizzle and the
 * purchase code cost.
 */
async function layers(db, hot, take) {
  const from = (file) =>
    import(new URL(`../api/src/${file}`, import.meta.url).href).catch((error) => {
      throw new Error(
        `--layers imports the API's TypeScript: run \`node --import tsx bench/purchases.mjs --layers\` (${error.message})`,
      );
    });
  const [
    { openPostgres },
    { configFromEnv },
    { createMailer },
    { findViewer },
    { readPurchaseView },
    { checkout },
    { presentArticle },
    { delegatePurchaseMails },
  ] = await Promise.all(
    [
      'db/open.ts',
      'config.ts',
      'mail/mailer.ts',
      'auth/tokens.ts',
      'payments/buyable.ts',
      'payments/checkout.ts',
      'articles/visibility.ts',
      'purchases/mail-outbox.ts',
    ].map(from),
  );
  const handle = await openPostgres(dbUrl);
  const config = configFromEnv({
    DATABASE_URL: dbUrl,
    SITE_URL: 'http://bench.test',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
  });
  const services = {
    db: handle.db,
    config,
    mailer: createMailer({ mailDir: config.mailDir, from: 'bench@bench.test' }),
  };
  delegatePurchaseMails(handle.db, () => true);
  let bought = 0;
  await closedLoop(
    db,
    `layers, the purchase in this process without HTTP and Effect, ${connections} loops over 10 connections`,
    async () => {
      const buyer = take();
      if (!buyer) throw new Error('ran out of buyers: raise --buyers');
      const viewer = await findViewer(handle.db, {
        'access-token': buyer.token,
        client: buyer.client,
        uid: buyer.email,
      });
      const key = `layers-${buyer.id}`;
      const view = await readPurchaseView(handle.db, viewer.user.id, hot, key);
      const result = await checkout(services, {
        buyer: viewer.user,
        articleId: hot,
        idempotencyKey: key,
        affiliateUid: undefined,
        token: view.card.token,
        saveCard: false,
        kind: 'stored_card',
        code: undefined,
        expectedAmount: 1000,
        view,
      });
      presentArticle(result.bought.record, { user: viewer.user, purchasedAt: result.bought.purchasedAt });
      if (result.status === 'purchased') bought++;
    },
  );
  console.log(`layers: ${bought} purchased (their mails left in the outbox)`);
  await handle.close();
}

function get(urlPath) {
  return new Promise((resolve) => {
    const req = http.request({ host, port, method: 'GET', path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', resolve);
    req.end();
  });
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => cleanup().then(() => agent.destroy()));
