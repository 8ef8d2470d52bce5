// Reader lists and search at a million articles, on PostgreSQL.
// Run: `npx tsx bench/lists-at-scale.mjs [--pg postgres://postgres@127.0.0.1:5433/postgres]
//        [--db shirube_bench] [--articles 1000000] [--requests 200] [--keep] [--reuse] [--only RE] [--write]`
//  (--only: the cases whose name matches the regular expression RE.)
//  (--reuse: keep and reuse an already filled --db from an earlier --keep run; the API's migrations
//   still run on it, so a new index is built there once.)
// (tsx: it runs the real API code in-process — migrations, seed, server, and SQL capture.)
// Method:
//  1. Creates the database --db (dropped first, dropped at the end unless --keep), applies the API's
//     migrations and the demo seed, then drops the articles indexes (definitions kept from pg_indexes).
//  2. Fills --articles published articles in ONE INSERT … SELECT over generate_series: title and two free
//     paragraphs recombined from the demo articles (their search columns normalised by shared/domain,
//     exactly as publishing writes them), one paid paragraph, 10,000 authors, 8 categories, publish
//     times one per minute back from now, ratings on ~70 %, おすすめ activity on ~5 %. Plus a reader who
//     follows 50 authors (whose articles are one block at the top of the list), a reader who follows 50
//     authors spread over the site (1 in 200 articles), a reader who follows 1,000 quiet authors (one
//     article each, spread over the whole list: issue 23's case beyond 200 followees), and one article
//     with 3,000 reviews. Then re-creates the indexes and ANALYZEs.
//  3. Starts the API server in this process on 127.0.0.1 (port 0), and for each case sends --requests
//     sequential keep-alive GETs (one client; client and server share this machine's cores), after 20
//     warm-up requests. Reports p50/p95/max in ms, this process's CPU per request (node: the API AND
//     the client, both here) and the load average, then EXPLAIN (ANALYZE, BUFFERS)
//     of the main SQL statement the API ran for that request (captured through Drizzle's logger).
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { normalizeForSearch } from '@shirube/domain';
import { openPostgres } from '../api/src/db/open.ts';
import { seedDemo } from '../api/src/seed/seed.ts';
import { demoArticles } from '../api/src/seed/demo-data.ts';
import { startServer } from '../api/src/server.ts';
import { createMailer } from '../api/src/mail/mailer.ts';
import { issueToken } from '../api/src/auth/tokens.ts';
import { adminQuery, arg, databaseUrl, flag, loadAverage } from './lib/cli.mjs';

const adminUrl = arg('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres');
const dbName = arg('db', 'shirube_bench');
const ARTICLES = Number(arg('articles', '1000000'));
const REQUESTS = Number(arg('requests', '200'));
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db: lower-case letters, digits, _');

const out = [];
const log = (line = '') => {
  out.push(line);
  console.log(line);
};
const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(1);
const load = () => loadAverage(' ');

const admin = (text) => adminQuery(adminUrl, text);

const dbUrl = databaseUrl(adminUrl, dbName);

/** The demo content as rows of plain text + its search form. */
function corpus() {
  const text = (html) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const titles = demoArticles.map((a) => a.title);
  const paragraphs = demoArticles.flatMap((a) => a.freeParagraphs.map(text)).filter((t) => t.length > 0);
  return { titles, paragraphs };
}

async function fill(pool) {
  const { titles, paragraphs } = corpus();
  const q = (sql, params) => pool.query(sql, params);
  await q(`create temp table if not exists x(i int)`); // warms the connection
  await q(`drop table if exists bench_title, bench_para`);
  await q(`create table bench_title(i int primary key, t text, n text)`);
  await q(`create table bench_para(i int primary key, t text, n text)`);
  for (const [i, t] of titles.entries()) {
    await q(`insert into bench_title values ($1, $2, $3)`, [i, t, normalizeForSearch(t)]);
  }
  for (const [i, t] of paragraphs.entries()) {
    await q(`insert into bench_para values ($1, $2, $3)`, [i, t, normalizeForSearch(t)]);
  }
  const nt = titles.length;
  const np = paragraphs.length;
  log(`corpus: ${nt} demo titles, ${np} demo free paragraphs`);

  const defs = (
    await q(
      `select indexname, indexdef from pg_indexes where tablename = 'articles' and indexname <> 'articles_pkey'`,
    )
  ).rows;
  for (const d of defs) await q(`drop index ${d.indexname}`);

  let t0 = performance.now();
  await q(`insert into users (email, account, name, password_hash, confirmed_at)
    select 'bench' || g || '@example.com', 'bench' || g, '著者' || g, 'x', now()
    from generate_series(1, 10000) g`);
  const { rows: cats } = await q(`select id from categories order by id`);
  const firstUser = (await q(`select min(id) as id from users where account like 'bench%'`)).rows[0].id;
  // Title: a demo title plus a variant number; text: title + two demo paragraphs (free), one paid.
  await q(
    `insert into articles (user_id, category_id, title, body, pay_article_line, price, status,
        inspect_status, published_at, point_sum, reviews_count, average_point_centi, trend_score,
        search_title, search_text, created_at, updated_at)
     select $1::int + (g % 10000),
        ($2::int[])[1 + g % cardinality($2::int[])],
        t.t || '（その' || g || '）',
        jsonb_build_array('<p>' || p1.t || '</p>', '<p>' || p2.t || '</p>', '<p>有料部分の本文 ' || g || '</p>'),
        2, 100 * (1 + g % 30), 'published', 'none',
        date_trunc('milliseconds', now() - make_interval(mins => g)),
        r.n * r.avg, r.n, case when r.n = 0 then 0 else r.avg * 100 end,
        case when g % 20 = 0 then (g % 997) / 997.0 * 40 else null end,
        t.n || '(その' || g || ')',
        t.n || '(その' || g || ') ' || p1.n || ' ' || p2.n,
        now(), now()
     from generate_series(1, $3::int) g
     join bench_title t on t.i = g % ${nt}
     join bench_para p1 on p1.i = (g * 7) % ${np}
     join bench_para p2 on p2.i = (g * 13 + 5) % ${np}
     cross join lateral (select case when g % 10 < 3 then 0 else 1 + g % 9 end as n,
                                1 + (g / 7) % 5 as avg) r`,
    [firstUser, cats.map((c) => c.id), ARTICLES],
  );
  log(`filled ${ARTICLES.toLocaleString('en')} articles in ${seconds(t0)} s`);

  t0 = performance.now();
  await q(`set maintenance_work_mem = '512MB'`);
  for (const d of defs) await q(d.indexdef);
  log(`re-created ${defs.length} indexes (${defs.map((d) => d.indexname).join(', ')}) in ${seconds(t0)} s`);

  // A reader following 50 authors; a popular article with 3,000 reviews.
  const reader = (await q(`select * from users where account = 'bench1'`)).rows[0];
  await q(
    `insert into follows (follower_id, followee_id)
    select $1, $2::int + g from generate_series(2, 51) g`,
    [reader.id, firstUser],
  );
  const popular = (await q(`select id from articles where user_id = $1 order by id limit 1`, [firstUser + 7]))
    .rows[0].id;
  await q(
    `insert into purchases (article_id, user_id, price)
    select $1, $2::int + g, 100 from generate_series(100, 3099) g`,
    [popular, firstUser],
  );
  await q(
    `insert into reviews (article_id, user_id, point, body, created_at)
    select $1, $2::int + g, 1 + g % 5, '参考になりました ' || g, now() - make_interval(mins => g)
    from generate_series(100, 3099) g`,
    [popular, firstUser],
  );
  t0 = performance.now();
  await q(`vacuum analyze`);
  log(`vacuum analyze ${seconds(t0)} s`);
  const size = (
    await q(`select pg_size_pretty(pg_total_relation_size('articles')) as s,
      pg_size_pretty(pg_relation_size('articles_search_chars')) as g,
      pg_size_pretty(pg_relation_size('articles_search_pairs')) as p`)
  ).rows[0];
  log(`articles table + indexes: ${size.s}; search character index: ${size.g}, pair index: ${size.p}`);
  return context(pool);
}

/** --reuse: the database exists and holds the articles of an earlier fill. */
async function filledBefore() {
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await client.connect();
    const { rows } = await client.query(`select count(*)::int as n from users where account like 'bench%'`);
    return rows[0].n === 10000;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The readers, popular article and author of a fill (this run's or, with --reuse, an earlier one's). */
async function context(pool) {
  const q = (sql, params) => pool.query(sql, params);
  const firstUser = (await q(`select min(id) as id from users where account like 'bench%'`)).rows[0].id;
  const reader = (await q(`select id from users where account = 'bench1'`)).rows[0];
  const popular = (await q(`select id from articles where user_id = $1 order by id limit 1`, [firstUser + 7]))
    .rows[0].id;
  return {
    readerId: reader.id,
    spreadReaderId: await spreadReader(pool, firstUser),
    quietReaderId: await quietReader(pool),
    popular,
    author: `bench${8}`,
  };
}

/** bench3 follows 1,000 quiet authors (quiet1…quiet1000), each with one article at a random point of
 *  the whole list: far more followees than one page, and their articles rare among the rest. */
async function quietReader(pool) {
  const q = (sql, params) => pool.query(sql, params);
  await q(`insert into users (email, account, name, password_hash, confirmed_at)
    select 'quiet' || g || '@example.com', 'quiet' || g, '寡作な著者' || g, 'x', now()
    from generate_series(1, 1000) g on conflict do nothing`);
  const { rows } = await q(`select count(*)::int as n from articles a join users u on u.id = a.user_id
    where u.account like 'quiet%'`);
  if (rows[0].n === 0) {
    await q(
      `insert into articles (user_id, title, body, pay_article_line, price, status, published_at,
          search_title, search_text, created_at, updated_at)
       select u.id, '寡作な著者の記事' || u.id, '["<p>本文</p>"]'::jsonb, -1, 0, 'published',
          date_trunc('milliseconds', now() - make_interval(mins => (hashint4(u.id) & 2147483647) % $1::int)),
          'かさくなちょしゃのきじ', 'かさくなちょしゃのきじ', now(), now()
       from users u where u.account like 'quiet%'`,
      [ARTICLES],
    );
  }
  const reader = (await q(`select id from users where account = 'bench3'`)).rows[0];
  await q(
    `insert into follows (follower_id, followee_id)
    select $1, u.id from users u where u.account like 'quiet%' on conflict do nothing`,
    [reader.id],
  );
  return reader.id;
}

/** bench2 follows 50 authors spread over the site (every 199th): their articles are 1 in 200 rows
 *  of the newest-first list, not one block at its top as bench1's. */
async function spreadReader(pool, firstUser) {
  const reader = (await pool.query(`select id from users where account = 'bench2'`)).rows[0];
  await pool.query(
    `insert into follows (follower_id, followee_id)
    select $1, $2::int + 199 * g from generate_series(1, 50) g on conflict do nothing`,
    [reader.id, firstUser],
  );
  return reader.id;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  log(`# lists-at-scale — ${new Date().toISOString()}`);
  log(`machine: ${os.cpus().length} cores, load average at start ${load()}; node ${process.version}`);
  const reuse = flag('reuse') && (await filledBefore());
  if (!reuse) {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName} template template0 encoding 'UTF8'`);
  }
  const captured = [];
  let capturing = false;
  const handle = await openPostgres(dbUrl, {
    logQuery: (query, params) => capturing && captured.push({ query, params }),
  });
  const pool = handle.pool;
  const plain = handle.db;
  let server;
  try {
    let ctx;
    if (reuse) {
      ctx = await context(pool);
      log(`reused database ${dbName} (filled by an earlier run); ANALYZE`);
      await pool.query('analyze');
    } else {
      await seedDemo(plain);
      ctx = await fill(pool);
    }
    log(`PostgreSQL: ${(await pool.query('select version()')).rows[0].version.split(',')[0]}`);

    const db = plain;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-bench-'));
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
    const reader = (await pool.query(`select * from users where id = $1`, [ctx.readerId])).rows[0];
    const sessionOf = async (user) => {
      const token = await issueToken(plain, { ...user, id: user.id }, 'session');
      return { 'access-token': token['access-token'], client: token.client, uid: token.uid };
    };
    const auth = await sessionOf(reader);
    const spreadReader = (await pool.query(`select * from users where id = $1`, [ctx.spreadReaderId]))
      .rows[0];
    const spreadAuth = await sessionOf(spreadReader);
    const quietReader = (await pool.query(`select * from users where id = $1`, [ctx.quietReaderId])).rows[0];
    const quietAuth = await sessionOf(quietReader);

    const get = async (url, headers) => {
      const res = await fetch(server.url + url, { headers });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    // Deep page of high_rated: follow the cursor 500 pages (10,000 articles) down.
    const only = arg('only', null);
    let deep = '';
    const deepWanted = !only || new RegExp(only).test('high_rated page 501');
    for (let i = 0; deepWanted && i < 500; i++)
      deep = (await get(`/v1/articles/high_rated${deep ? `?since=${deep}` : ''}`)).meta.pager.next;
    const enc = encodeURIComponent;
    const cases = [
      ['search 1 char (株)', `/v1/articles/search?q=${enc('株')}`],
      ['search 2 chars (副業)', `/v1/articles/search?q=${enc('副業')}`],
      ['search 3 chars (ブログ)', `/v1/articles/search?q=${enc('ブログ')}`],
      ['search 6 chars (最初の1万円)', `/v1/articles/search?q=${enc('最初の1万円')}`],
      ['search 2 words (副業 確定申告)', `/v1/articles/search?q=${enc('副業 確定申告')}`],
      // Every character common, the word nowhere: the walk finds nothing, the character index is
      // the way — once for page and count (issue 23).
      ['search no match, common characters (のしかた投資)', `/v1/articles/search?q=${enc('のしかた投資')}`],
      ['search fav order (副業)', `/v1/articles/search?q=${enc('副業')}&order=fav`],
      ['search_by_category', `/v1/articles/search_by_category?q=side-job`],
      ['new (/v1/articles)', `/v1/articles`],
      ['high_rated first page', `/v1/articles/high_rated`],
      ['high_rated page 501', `/v1/articles/high_rated?since=${deep}`],
      ['recommended', `/v1/articles/recommended`],
      ['followings (50 authors)', `/v1/current/articles/followings`, auth],
      ['followings (50 authors spread out)', `/v1/current/articles/followings`, spreadAuth],
      ['followings (1,000 quiet authors)', `/v1/current/articles/followings`, quietAuth],
      ["a user's articles", `/v1/users/${ctx.author}/articles`],
      ["a user's high_rated", `/v1/users/${ctx.author}/articles/high_rated`],
      ['reviews of a popular article (3,000)', `/v1/articles/${ctx.popular}/reviews`],
    ];
    log('');
    log(`| case | requests | p50 ms | p95 ms | max ms | node CPU ms/req | results | load avg after |`);
    log(`|---|---|---|---|---|---|---|---|`);
    const plans = [];
    for (const [name, url, headers] of cases) {
      if (only && !new RegExp(only).test(name)) continue;
      for (let i = 0; i < 20; i++) await get(url, headers);
      const times = [];
      let results = 0;
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const body = await get(url, headers);
        times.push(performance.now() - t0);
        results = body.data.length;
      }
      const cpu = process.cpuUsage(cpu0);
      times.sort((a, b) => a - b);
      const f = (n) => n.toFixed(1);
      const cpuPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
      log(
        `| ${name} | ${REQUESTS} | ${f(pct(times, 50))} | ${f(pct(times, 95))} | ${f(times.at(-1))} | ${f(cpuPerRequest)} | ${results} | ${load()} |`,
      );
      captured.length = 0;
      capturing = true;
      await get(url, headers);
      capturing = false;
      // Every statement that reads the list (search: title tier, text tier, count); not the
      // session and purchase look-ups.
      const reads = captured.filter((c) => /from "(articles|reviews)"/.test(c.query));
      const explained = [];
      for (const read of reads) {
        const plan = await pool.query(`explain (analyze, buffers) ${read.query}`, read.params);
        explained.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      const shown = url.replace(/since=[^&]+/, 'since=…');
      plans.push(`### ${name}\n\n\`GET ${shown}\`\n\n\`\`\`\n${explained.join('\n\n')}\n\`\`\``);
    }
    log('');
    log('## EXPLAIN (ANALYZE, BUFFERS) of the list statement of each case');
    for (const p of plans) log(`\n${p}`);
    rmSync(dataDir, { recursive: true, force: true });
  } finally {
    await server?.close();
    await handle.close();
    if (!flag('keep')) await admin(`drop database if exists ${dbName} with (force)`);
  }
  if (flag('write')) {
    const dir = new URL('./results/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lists-at-scale-${new Date().toISOString().slice(0, 10)}.md`);
    writeFileSync(file, out.join('\n') + '\n');
    console.log(`written ${file}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
