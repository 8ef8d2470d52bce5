// Issue 23: /robots.txt, the sitemap index and its sitemaps (≤ 50,000 URLs each, read from the API by
// keyset and cached), and a meta description on every page. The real shell server; the API is a test
// double answering GET /v1/articles/sitemap as api/src/articles/sitemap.ts does (its own tests there).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { messages } from '@shirube/i18n';
import { createShellServer } from './app';
import { listen, rawGet, shellConfig } from './testing';

const SITE = 'https://shirube.test';
// Listable: every id up to 50,000 (sitemap 0 is full), then all but multiples of 7 up to 60,003.
const listable = (id: number) => id <= 50_000 || (id <= 60_003 && id % 7 !== 0);
const LAST_ID = 60_003;
const BATCH = 10_000;

let dir: string;
let shell: Server;
let api: Server;
let base: string;
const sitemapCalls: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-seo-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(
    path.join(dir, 'dist/index.html'),
    '<html><head><title>しるべ</title><!--shirube-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'dist/manifest.json'), JSON.stringify({ entries: {} }));
  mkdirSync(path.join(dir, 'releases'));
  api = createServer((req, res) => {
    const url = new URL(req.url!, 'http://api.invalid');
    if (url.pathname === '/v1/articles/sitemap') {
      sitemapCalls.push(url.search);
      const after = Number(url.searchParams.get('after') ?? 0);
      const upTo = Number(url.searchParams.get('upTo'));
      const rows: number[] = [];
      for (let id = after + 1; id <= Math.min(upTo, LAST_ID) && rows.length <= BATCH; id++) {
        if (listable(id)) rows.push(id);
      }
      const page = rows.slice(0, BATCH);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: page.map((id) => ({
            id,
            account: id === 1 ? 'a&b' : `author${id % 100}`,
            publishedAt: '2026-11-20T01:02:03.000Z',
          })),
          meta: { next: rows.length > BATCH ? page[page.length - 1] : null, lastId: LAST_ID },
        }),
      );
    }
    const found =
      url.pathname === '/v1/articles/18'
        ? { title: '副業の始め方', body: [], user: { account: 'tanaka', name: '田中' } }
        : url.pathname === '/v1/users/tanaka'
          ? { name: '田中', account: 'tanaka' }
          : null;
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { code: 'not_found' }));
  });
  shell = createShellServer(
    shellConfig(dir, await listen(api), {
      siteUrl: SITE,
      ssrBudgetMs: 1000,
      renderer: Promise.resolve(null),
    }),
  );
  base = await listen(shell);
});

afterAll(() => {
  shell.close();
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

it('robots.txt: text/plain, everything allowed but the signed-in and sign-in pages, the sitemap named', async () => {
  const res = await fetch(`${base}/robots.txt`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const lines = (await res.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const p of ['/a/', '/my_articles', '/admin/', '/settings', '/dashboard', '/sign_in', '/v1/']) {
    expect(lines).toContain(`Disallow: ${p}`);
  }
  // Readers' pages stay open: no rule starts with /u, /search or /help.
  expect(lines.filter((l) => /^Disallow: \/(u\/|search|help|terms)/.test(l))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

it('the sitemap index lists the pages sitemap and one sitemap per 50,000 article ids', async () => {
  const res = await fetch(`${base}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  expect(locs(xml)).toEqual([
    `${SITE}/sitemaps/pages.xml`,
    `${SITE}/sitemaps/articles-0.xml`,
    `${SITE}/sitemaps/articles-1.xml`,
  ]);
  const pages = await (await fetch(`${base}/sitemaps/pages.xml`)).text();
  expect(locs(pages)).toEqual([`${SITE}/`, `${SITE}/terms`, `${SITE}/specified`]);
});

it('an article sitemap: at most 50,000 URLs of its id range, read by keyset, then served from the cache', async () => {
  sitemapCalls.length = 0;
  const first = await fetch(`${base}/sitemaps/articles-0.xml`);
  expect(first.status).toBe(200);
  const xml = await first.text();
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const urls = locs(xml);
  expect(urls).toHaveLength(50_000);
  // The account is encoded in the path; every URL once, in id order.
  expect(urls[0]).toBe(`${SITE}/u/a%26b/a/1`);
  expect(xml).toContain('<lastmod>2026-11-20T01:02:03.000Z</lastmod>');
  expect(urls[49_999]).toBe(`${SITE}/u/author0/a/50000`);
  expect(new Set(urls).size).toBe(50_000);
  // 5 keyset calls of 10,000 (+ none for the cached second request).
  expect(sitemapCalls).toEqual(
    [0, 10_000, 20_000, 30_000, 40_000].map((after) => `?after=${after}&upTo=50000`),
  );
  await fetch(`${base}/sitemaps/articles-0.xml`);
  expect(sitemapCalls).toHaveLength(5);

  const second = locs(await (await fetch(`${base}/sitemaps/articles-1.xml`)).text());
  const expected: string[] = [];
  for (let id = 50_001; id <= LAST_ID; id++)
    if (listable(id)) expected.push(`${SITE}/u/author${id % 100}/a/${id}`);
  expect(second).toEqual(expected);
  // Past the newest article, and not a sitemap name: 404.
  expect((await fetch(`${base}/sitemaps/articles-2.xml`)).status).toBe(404);
  expect((await fetch(`${base}/sitemaps/articles-01.xml`)).status).toBe(404);
});

it('sent gzipped to clients that accept it, plain to the others', async () => {
  const gz = await rawGet(`${base}/sitemaps/articles-1.xml`, 'gzip, deflate, br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await rawGet(`${base}/sitemaps/articles-1.xml`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
});

it('every page has a meta description: the top page, search, a missing article', async () => {
  const description = messages.ja['common.siteDescription'];
  for (const pathname of ['/', '/search?q=%E6%8A%95%E8%B3%87', '/u/nobody/a/999', '/terms']) {
    const html = await (await fetch(base + pathname)).text();
    expect([pathname, html.includes(`<meta name="description" content="${description}" />`)]).toEqual([
      pathname,
      true,
    ]);
  }
});

it('a canonical link on the top page, articles (whatever query brought the reader) and profiles; none on search or a missing page', async () => {
  const canonical = async (pathname: string) =>
    /<link rel="canonical" href="([^"]*)" \/>/.exec(await (await fetch(base + pathname)).text())?.[1] ?? null;
  expect(await canonical('/')).toBe(`${SITE}/`);
  expect(await canonical('/u/tanaka/a/18?ref=abc&discount_code=SALE')).toBe(`${SITE}/u/tanaka/a/18`);
  expect(await canonical('/u/tanaka')).toBe(`${SITE}/u/tanaka`);
  expect(await canonical('/search?q=%E6%8A%95%E8%B3%87')).toBeNull();
  expect(await canonical('/u/nobody/a/999')).toBeNull();
});
