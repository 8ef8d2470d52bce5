// Article analytics dashboards at scale (issue 36 item 6), on PostgreSQL. Ingestion: analytics-ingest.mjs.
// Run: `npx tsx bench/analytics.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres] [--db shirube_bench_analytics]
//        [--raw 10000000] [--rollups 1000000] [--requests 200] [--keep] [--reuse] [--write]`
// (tsx: it runs the real API code in-process — migrations, seed, server.)
// Method:
//  1. Creates the database --db (dropped first and at the end unless --keep), applies the API's migrations
//     and the demo seed, and starts the API in this process (127.0.0.1, port 0). `--reuse`: a database a
//     `--keep` run left is used as it is (the fill takes ~10 min on this loaded machine; fill once, measure
//     many times), only the migrations are applied.
//  2. Scale: --raw raw events (one INSERT … SELECT over generate_series, 2,000 articles × days × visitors)
//     and --rollups rollup rows (articles × 100 days × 5 sources), ANALYZE; then --requests sequential
//     GET /v1/current/analytics (7d, 30d, 12m, all; one author with 55 articles; one article) and
//     GET /v1/current/referral_analytics, p50/p95/max, with EXPLAIN (ANALYZE, BUFFERS) of the views query.
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
import { adminQuery, arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench_analytics');
const RAW = Number(arg('raw', '10000000'));
const ROLLUPS = Number(arg('rollups', '1000000'));
const REQUESTS = Number(arg('requests', '200'));
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db: lower-case letters, digits, _');

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

const admin = (text) => adminQuery(adminUrl, text);

// node:http with keep-alive (undici's package needs Node 22; this machine runs 20).
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
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

/**
 * The per-author rollups (migration 0030) from view_daily, as ingestion would have written them; the
 * 1,945 bench-only article ids have no articles row, so they get 200 made-up authors (10 articles each)
 * and the author tables hold everyone's rows, not only the measured author's.
 */
async function fillAuthorRollups(pool) {
  const author = `coalesce(a.user_id, 1000000 + d.article_id % 200)`;
  await pool.query(`
    insert into view_daily_by_author (author_id, day, article_id, views)
    select ${author}, d.day, d.article_id, sum(d.views)::int
    from view_daily d left join articles a on a.id = d.article_id group by 1, 2, 3
    on conflict do nothing`);
  await pool.query(`
    insert into view_sources_by_author (author_id, day, source_kind, source_detail, views)
    select ${author}, d.day, d.source_kind, d.source_detail, sum(d.views)::int
    from view_daily d left join articles a on a.id = d.article_id group by 1, 2, 3, 4
    on conflict do nothing`);
}

/** 49 more articles of the author, --raw raw events and --rollups rollup rows. */
async function fill(pool, author) {
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
    insert into view_events (article_id, day, visitor_key, user_id, source_kind, source_detail, created_at)
    select (array[${ids.join(',')}])[1 + g % ${ids.length}] * (case when g % 40 = 0 then 1 else 0 end)
             + (case when g % 40 = 0 then 0 else ${maxId} + 1 + g % 2000 end),
           (current_date - (g / 27000)::int),
           ('x' || substr(md5(g::text), 1, 16))::bit(64)::bigint & 9223372036854775807, null,
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
  await fillAuthorRollups(pool);
  await pool.query('analyze');
  log(`- filled rollups in ${((performance.now() - r0) / 1000).toFixed(1)} s; load ${load()}`);
}

async function main() {
  const dbUrl = databaseUrl(adminUrl, dbName);
  const reuse = flag('reuse');
  if (!reuse) {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  }
  const handle = await openPostgres(dbUrl);
  const pool = handle.pool;
  const db = handle.db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-bench-analytics-'));
  let server;
  try {
    if (!reuse) await seedDemo(db);
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

    // 2. Scale: raw events and rollups, then the dashboard queries.
    const author = (await pool.query(`select * from users where id = $1`, [article.user_id])).rows[0];
    if (!reuse) await fill(pool, author);
    else if (
      Number((await pool.query('select count(*) as n from view_daily_by_author')).rows[0].n) < 100_000
    ) {
      // A database filled before migration 0030: its backfill took only real articles' rows.
      await fillAuthorRollups(pool);
      await pool.query('analyze');
    }
    const ids = (
      await pool.query(`select id from articles where user_id = $1 order by id`, [author.id])
    ).rows.map((r) => r.id);
    const counts = (
      await pool.query(
        `select (select count(*) from view_events) as raw, (select count(*) from view_daily) as rollups,
           (select count(*) from view_daily_by_author) as by_article, (select count(*) from view_sources_by_author) as by_source`,
      )
    ).rows[0];
    const n = (v) => Number(v).toLocaleString('en');
    log(
      `- data: view_events ${n(counts.raw)} rows, view_daily ${n(counts.rollups)} rows, view_daily_by_author ${n(counts.by_article)}, view_sources_by_author ${n(counts.by_source)}${reuse ? ' (reused)' : ''}; load ${load()}`,
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
    // The views queries of api/src/analytics/author.ts for 12 months, as the API sends them.
    const explain = (text, params) => pool.query(`explain (analyze, buffers) ${text}`, params);
    const plans = [
      await explain(
        `select v.day::text as day, v.article_id, null as kind, null as detail, sum(v.views) as views
         from view_daily_by_author v where v.author_id = $1 and v.day >= current_date - 364
         group by grouping sets ((v.day), (v.article_id))`,
        [author.id],
      ),
      await explain(
        `select null as day, null as article_id, s.source_kind as kind, s.source_detail as detail, sum(s.views) as views
         from view_sources_by_author s where s.author_id = $1 and s.day >= current_date - 364 group by 3, 4`,
        [author.id],
      ),
    ];
    log('');
    log('EXPLAIN (ANALYZE, BUFFERS) of the two 12-month views queries (api/src/analytics/author.ts):');
    for (const plan of plans) {
      log('```');
      for (const r of plan.rows) log(r['QUERY PLAN']);
      log('```');
    }
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
