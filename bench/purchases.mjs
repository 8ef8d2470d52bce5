// Purchases of one hot article (issue 9 item 5). Prints its method and figures; never a pass/fail.
//
//   node bench/purchases.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--seconds 60]
//        [--connections 50] [--port 3520] [--buyers 40000] [--limited 100]
//
// Method: creates a throwaway database on the given PostgreSQL server and starts the real API on it
// (`node --import tsx api/src/main.ts`, DATABASE_URL, no demo seed; the API migrates it). Inserts with
// SQL one author, one published UNLIMITED article (1,000 yen, a free and a paid paragraph), one LIMITED
// article (--limited copies) and --buyers confirmed buyers, each with a session (auth_tokens holds the
// SHA-256 of the token, as the API does) and a stored sandbox card. Then --connections closed-loop
// HTTP/1.1 keep-alive clients (this process) buy the unlimited article for --seconds: each takes the
// next unused buyer and sends POST /v1/articles/{id}/purchase {cvv, expectedAmount} with a fresh
// Idempotency-Key, the next request when the answer is complete — the whole real purchase path:
// session, rules, order, sandbox charge, the purchase transaction with its ledger rows, mails to files.
// Figures: purchases/s (200s ÷ seconds), p50/p99/max latency of all requests, non-200 answers by status
// and code, then checks from the database: purchases = 200 answers, every sale's ledger sums to 0.
// Finally the race for the limited article: 5 × --limited buyers at once over --connections sockets;
// expected exactly --limited 200s, the rest 409 sold_out, sold_count = --limited. Client, API and
// PostgreSQL share the machine's cores: the load average is printed with the figures.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : argv[i + 1];
};
const adminUrl = arg('pg', process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5433/postgres');
const seconds = Number(arg('seconds', 60));
const connections = Number(arg('connections', 50));
const port = Number(arg('port', 3520));
const buyerCount = Number(arg('buyers', 40000));
const limitedCopies = Number(arg('limited', 100));
const host = '127.0.0.1';
const dbName = `shirube_bench_purchases_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const sha256 = (v) => createHash('sha256').update(v).digest('hex');

let api = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirube-bench-purchases-'));
async function cleanup() {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
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
          resolve({ status: res.statusCode, code, ms });
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
      `${buyers.length} buyers; ${cpus().length} cores; node ${process.version}; load before: ${load()}`,
  );

  // Warm-up (not counted): 200 purchases.
  let next = 0;
  const take = () => buyers[next++];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = 0; i < 200 / connections; i++) await purchase(hot, take());
    }),
  );
  const warm = next;

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
  const ok = results.filter((r) => r.status === 200).length;
  const s = summary(results);
  console.log(
    `unlimited: ${ok} purchases in ${elapsed.toFixed(1)} s = ${(ok / elapsed).toFixed(1)} purchases/s; ` +
      `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; ` +
      `non-200: ${JSON.stringify(s.others)}; load after: ${load()}`,
  );
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
    `check: purchases rows ${sold} = 200 answers ${ok + warm} ` +
      `(incl. ${warm} warm-up) → ${sold === ok + warm ? 'ok' : 'MISMATCH'}; unbalanced sales: ${unbalanced}`,
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
  await db.end();
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => cleanup().then(() => agent.destroy()));
