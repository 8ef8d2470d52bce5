// Article analytics at scale (issue 36 item 6), on PostgreSQL.
// Run: `npx tsx bench/analytics.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--db shirube_bench_analytics]
//        [--views 20000] [--concurrency 32] [--raw 10000000] [--rollups 1000000] [--requests 200] [--keep] [--write]`
// (tsx: it runs the real API code in-process — migrations, seed, server.)
// Method:
//  1. Creates the database --db (dropped first and at the end unless --keep), applies the API's migrations
//     and the demo seed, and starts the API in this process (127.0.0.1, port 0).
//  2. Article read alone: --requests sequential keep-alive GET /v1/articles/{id} (the data the article
//     page's server render waits for), p50/p95.
//  3. Ingestion: --views POST /v1/articles/{id}/views from --concurrency keep-alive clients, each view a
//     different visitor (address), Chrome's User-Agent; meanwhile the same article reads run again on one
//     more client (side by side with step 2). Reports accepted views/s (answers), and written views/s
//     (first request → last batch in the table, `flushViews`), checks view_events = view_daily = --views.
//  4. Scale: --raw raw events (one INSERT … SELECT over generate_series, 2,000 articles × days × visitors)
//     and --rollups rollup rows (articles × days × 5 sources), ANALYZE; then --requests sequential
//     GET /v1/current/analytics (7d, 30d, 12m, all; one author with 50 articles) and
//     GET /v1/current/referral_analytics, p50/p95/max, with EXPLAIN (ANALYZE) of the views query.
//  Client and server share this machine's two cores; the load average is printed beside every figure.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { openPostgres } from '../api/src/db/open.ts';
import { seedDemo } from '../api/src/seed/seed.ts';
import { startServer } from '../api/src/server.ts';
import { createMailer } from '../api/src/mail/mailer.ts';
import { issueToken } from '../api/src/auth/tokens.ts';
import { flushViews } from '../api/src/analytics/ingest.ts';
import { arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';
import pg from 'pg';

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench_analytics');
const VIEWS = Number(arg('views', '20000'));
const CONCURRENCY = Number(arg('concurrency', '32'));
const RAW = Number(arg('raw', '10000000'));
const ROLLUPS = Number(arg('rollups', '1000000'));
const REQUESTS = Number(arg('requests', '200'));
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db: lower-case letters, digits, _');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const out = [];
const log = (line = '') => {
  out.push(line);
  console.log(line);
};
const load = () => loadAverage(' ');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms, max ${s.at(-1).toFixed(2)} ms (n=${s.length})`;
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// node:http with keep-alive (undici's package needs Node 22; this machine runs 20).
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
function request(url, { method = 'GET', headers = {}, body } = {}) {
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
const get = (url, headers = {}) => request(url, { headers });

async function timedGets(url, n, headers) {
  const ms = [];
  for (let i = 0; i < 20; i++) await get(url, headers); // warm-up
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const status = await get(url, headers);
    ms.push(performance.now() - t0);
    if (status !== 200) throw new Error(`${url}: ${status}`);
  }
  return ms;
}

async function main() {
  const dbUrl = databaseUrl(adminUrl, dbName);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  const handle = await openPostgres(dbUrl);
  const pool = handle.pool;
  const db = handle.db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-bench-analytics-'));
  let server;
  try {
    await seedDemo(db);
    log(`# Article analytics bench — ${new Date().toISOString()}`);
    log('');
    log(
      `PostgreSQL: ${(await pool.query('select version()')).rows[0].version.split(',')[0]}; ${os.cpus().length} cores, node ${process.version}`,
    );
    const config = {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      siteUrl: 'http://127.0.0.1',
      mailDir: path.join(dataDir, 'mail'),
      uploadsDir: path.join(dataDir, 'uploads'),
      seedDemo: false,
      inquiryTo: 'bench@example.com',
    };
    server = await startServer({ db, config, mailer: createMailer({ mailDir: config.mailDir }) });
    const article = (
      await pool.query(
        `select id, user_id from articles where status = 'published' and deleted_at is null order by id limit 1`,
      )
    ).rows[0];
    const articleUrl = `${server.url}/v1/articles/${article.id}`;

    // 2. The article read alone.
    const alone = await timedGets(articleUrl, REQUESTS);
    log(`- article read alone: ${summary(alone)}; load ${load()}`);

    // 3. Ingestion, with the article read beside it.
    let sent = 0;
    const t0 = performance.now();
    const accepted = [];
    const sender = async () => {
      while (sent < VIEWS) {
        const i = sent++;
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const status = await request(`${articleUrl}/views`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': CHROME, 'x-forwarded-for': address },
          body: '{"referrer":"https://t.co/x"}',
        });
        if (status !== 204) throw new Error(`view ${status}`);
      }
      accepted.push(performance.now() - t0);
    };
    let reading = true;
    const beside = [];
    const reader = (async () => {
      while (reading) {
        const r0 = performance.now();
        await get(articleUrl);
        beside.push(performance.now() - r0);
      }
    })();
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    const answeredMs = Math.max(...accepted);
    reading = false;
    await reader;
    await flushViews(db);
    const writtenMs = performance.now() - t0;
    const raw = Number((await pool.query(`select count(*) from view_events`)).rows[0].count);
    const rolled = Number(
      (await pool.query(`select coalesce(sum(views), 0) as n from view_daily`)).rows[0].n,
    );
    log(
      `- ingestion: ${VIEWS} views from ${CONCURRENCY} clients: answered at ${Math.round((VIEWS / answeredMs) * 1000)} views/s, ` +
        `written at ${Math.round((VIEWS / writtenMs) * 1000)} views/s (first request → last batch committed); ` +
        `view_events ${raw}, view_daily sum ${rolled} (${raw === VIEWS && rolled === VIEWS ? 'equal' : 'NOT EQUAL'}); load ${load()}`,
    );
    log(`- article read during ingestion (one more client, side by side): ${summary(beside)}`);

    // 4. Scale: raw events and rollups, then the dashboard queries.
    const author = (await pool.query(`select * from users where id = $1`, [article.user_id])).rows[0];
    const f0 = performance.now();
    // 50 extra articles of this author, so "all articles" sums over many.
    await pool.query(
      `insert into articles (user_id, title, status, published_at, price)
       select $1, 'bench ' || g, 'published', now(), 500 from generate_series(1, 49) g`,
      [author.id],
    );
    const ids = (
      await pool.query(`select id from articles where user_id = $1 order by id`, [author.id])
    ).rows.map((r) => r.id);
    const maxId = Number((await pool.query(`select max(id) as m from articles`)).rows[0].m);
    // Raw: 2,000 article ids (the author's among them), 365 days back, distinct visitors.
    await pool.query(`
      insert into view_events (article_id, day, visitor, user_id, source_kind, source_detail, created_at)
      select (array[${ids.join(',')}])[1 + g % ${ids.length}] * (case when g % 40 = 0 then 1 else 0 end)
               + (case when g % 40 = 0 then 0 else ${maxId} + 1 + g % 2000 end),
             (current_date - (g / 27000)::int),
             'h:' || md5(g::text), null,
             (array['direct','external','internal','referral','internal'])[1 + g % 5],
             (array['','t.co','top','AbCdE12345','search:tech'])[1 + g % 5],
             now() - make_interval(days => (g / 27000)::int)
      from generate_series(1, ${RAW}) g
      on conflict do nothing`);
    log(
      `- filled ${RAW.toLocaleString('en')} raw view events in ${((performance.now() - f0) / 1000).toFixed(1)} s; load ${load()}`,
    );
    const r0 = performance.now();
    // Rollups: articles × days × 5 sources, the author's 50 articles among 2,000.
    const perArticle = Math.ceil(ROLLUPS / 2000 / 5);
    await pool.query(`
      insert into view_daily (article_id, day, source_kind, source_detail, views)
      select case when a <= ${ids.length} then (array[${ids.join(',')}])[a] else ${maxId} + a end,
             current_date - d, (array['direct','external','internal','referral','internal'])[s],
             (array['','t.co','top','AbCdE12345','search:tech'])[s], 1 + (a * d * s) % 17
      from generate_series(1, 2000) a, generate_series(0, ${perArticle - 1}) d, generate_series(1, 5) s
      on conflict do nothing`);
    await pool.query('analyze');
    const counts = (
      await pool.query(
        `select (select count(*) from view_events) as raw, (select count(*) from view_daily) as rollups`,
      )
    ).rows[0];
    log(
      `- filled rollups in ${((performance.now() - r0) / 1000).toFixed(1)} s: view_events ${Number(counts.raw).toLocaleString('en')} rows, view_daily ${Number(counts.rollups).toLocaleString('en')} rows; load ${load()}`,
    );

    const token = await issueToken(db, author, 'session');
    const auth = { 'access-token': token['access-token'], client: token.client, uid: token.uid };
    for (const period of ['7d', '30d', '12m', 'all']) {
      const ms = await timedGets(`${server.url}/v1/current/analytics?period=${period}`, REQUESTS, auth);
      log(
        `- GET /v1/current/analytics?period=${period} (author of ${ids.length} articles): ${summary(ms)}; load ${load()}`,
      );
    }
    const one = await timedGets(
      `${server.url}/v1/current/analytics?period=12m&articleId=${ids[0]}`,
      REQUESTS,
      auth,
    );
    log(`- GET /v1/current/analytics?period=12m&articleId=… (one article): ${summary(one)}; load ${load()}`);
    const refs = await timedGets(`${server.url}/v1/current/referral_analytics?period=all`, REQUESTS, auth);
    log(`- GET /v1/current/referral_analytics?period=all: ${summary(refs)}; load ${load()}`);
    const plan = await pool.query(
      `explain (analyze, buffers) select d.day, d.article_id, sum(d.views) from view_daily d join articles a on a.id = d.article_id
       where a.user_id = $1 and d.day >= current_date - 364 group by 1, 2`,
      [author.id],
    );
    log('');
    log('EXPLAIN (ANALYZE, BUFFERS) of the 12-month views query:');
    log('```');
    for (const r of plan.rows) log(r['QUERY PLAN']);
    log('```');
  } finally {
    await server?.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!flag('keep')) await admin(`drop database if exists ${dbName} with (force)`);
    agent.destroy();
  }
  if (flag('write')) {
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/analytics-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, out.join('\n') + '\n');
    console.log(`written ${file}`);
  }
}

await main();
