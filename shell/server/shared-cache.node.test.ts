// Issue 38 item 3: what a CDN may keep. A signed-out public page the server rendered is shared
// (s-maxage + stale-while-revalidate, Vary: Cookie) with a weak ETag that stays the same across renders
// of the same content (the CSP nonce left out) and answers 304; anything carrying the session cookie or
// setting a cookie is `private, no-store`. The shell's real renderer; the reader's pages are the test's.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { useParams } from 'react-router';
import type { ServerRenderablePage } from '@shirube/shell-contract';
import { metricsRegistry } from '@shirube/server';
import { renderPage } from '../src/ssr/render';
import { createShellServer } from './app';
import { encryptState, loadSessionKey, COOKIE_NAME } from './session-cookie';
import { listen, readerSite, shellConfig } from './testing';

let title = '確定申告の基本';
function page(): ServerRenderablePage {
  function Page() {
    const params = useParams();
    return createElement('h1', null, `${title} ${params.id ?? params.account ?? 'top'}`);
  }
  return Object.assign(Page, {
    loadServerData: async () => ({ status: 200, state: {} }),
  }) as unknown as ServerRenderablePage;
}
const pages = {
  ArticlePage: page(),
  UserPage: page(),
  TopPage: page(),
  SearchPage: page(),
  MagazinePage: page(),
};

/** GET with our own headers (fetch would add none we do not want, but it hides a 304's empty body). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

let dir: string;
let api: Server;
const shells: Server[] = [];
let base: string;
let apiUrl: string;

const startShell = async (sharedCacheS?: number) => {
  const shell = createShellServer(
    shellConfig(dir, apiUrl, {
      ssrBudgetMs: 10_000,
      sharedCacheS,
      renderer: Promise.resolve({
        renderPage: (r) => renderPage(r, async () => pages),
        warmUp: async () => undefined,
      }),
    }),
  );
  shells.push(shell);
  return listen(shell);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-shared-cache-'));
  readerSite(dir);
  api = createServer((req, res) => {
    // The shell resolves a referral link by recording its click (analytics, issue 36).
    if (req.method === 'POST' && req.url === '/v1/share_links/clicks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ articleId: 7, url: 'http://x/u/taro/a/7', affiliateUid: 'AFF0000001' }),
      );
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'not_found', message: 'Not found' }));
  });
  apiUrl = await listen(api);
  base = await startShell(30);
});

afterAll(async () => {
  for (const s of [...shells, api]) await new Promise((r) => s.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('a signed-out public page', () => {
  it.each(['/u/taro/a/7', '/u/taro', '/', '/search?q=税', '/u/taro/m/3'])(
    '%s: shared for 30 s, stale 30 s more while revalidating, Vary: Cookie, an ETag',
    async (url) => {
      const res = await get(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('keeps its ETag across renders (each with its own nonce) and answers a match with a bare 304', async () => {
    const first = await get(`${base}/u/taro/a/7`);
    const second = await get(`${base}/u/taro/a/7`);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get(`${base}/u/taro/a/7`, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    // The kept body's nonce is the old one: a 304 carrying a new CSP would block its scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('gets a new ETag when its content changes (an edit, a price change, a takedown)', async () => {
    const before = await get(`${base}/u/taro/a/7`);
    title = '確定申告の基本(改訂版)';
    try {
      const after = await get(`${base}/u/taro/a/7`, { 'if-none-match': before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.body).toContain('改訂版');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      title = '確定申告の基本';
    }
  });
});

describe('what depends on the visitor is private, no-store', () => {
  const key = loadSessionKey('test', '/nonexistent');

  it('a request with the session cookie — even one holding only referral memory — and no 304', async () => {
    const referralOnly = encryptState(
      { session: null, affiliates: { 7: { uid: 'AFF0000001', at: Date.now() } } },
      key,
    );
    for (const cookie of [`${COOKIE_NAME}=${referralOnly}`, `${COOKIE_NAME}=garbage`]) {
      const shared = await get(`${base}/u/taro/a/7`);
      const res = await get(`${base}/u/taro/a/7`, { cookie, 'if-none-match': shared.headers.etag! });
      expect([res.status, res.headers['cache-control'], res.headers.etag]).toEqual([
        200,
        'private, no-store',
        undefined,
      ]);
    }
  });

  it('a referral link: 302 setting the cookie, private, no-store', async () => {
    const res = await get(`${base}/u/taro/a/7?ref=AFF0000001`);
    expect(res.status).toBe(302);
    expect(res.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${COOKIE_NAME}=`));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('another cookie (not the session) does not make a page private', async () => {
    const res = await get(`${base}/u/taro/a/7`, { cookie: 'theme=dark' });
    expect(res.headers['cache-control']).toMatch(/^public, /);
  });
});

describe('what no shared cache keeps', () => {
  it('a guarded route, an unknown path: no-cache, no ETag', async () => {
    for (const url of ['/my_articles', '/no/such/page']) {
      const res = await get(`${base}${url}`);
      expect([url, res.headers['cache-control'], res.headers.etag]).toEqual([url, 'no-cache', undefined]);
    }
  });

  it('SHARED_CACHE_S=0: nothing is shared', async () => {
    const off = await startShell(0);
    const res = await get(`${off}/u/taro/a/7`);
    expect([res.status, res.headers['cache-control']]).toEqual([200, 'no-cache']);
  });
});

// Issue 38 item 4, from the same pages: the render outcomes by route template and the live versions.
describe('the metrics of these pages', () => {
  it('counts server renders by route template and names the live remote version', async () => {
    await get(`${base}/u/taro/a/7`);
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(
      /shirube_ssr_renders_total\{route="\/u\/:account\/a\/:id",outcome="rendered",reason=""\} [1-9]/,
    );
    expect(text).toContain('shirube_remote_live{remote="mf_reader",version="1.0.0"} 1');
    expect(text).toMatch(
      /shirube_http_requests_total\{method="GET",route="\/u\/:account\/a\/:id",status="200"\} [1-9]/,
    );
    expect(text).not.toContain('/u/taro/a/7');
  });
});
