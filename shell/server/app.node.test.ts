import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { createShellServer } from './app';
import { listen, rawGet } from './testing';

/** GET with an explicit Accept-Encoding (fetch would decode for us and hide what was sent). */
/** The sign-in device token the fake API issues (43 base64url characters, as the API's). */
const DEVICE = 'd'.repeat(43);

/** A tiny fake upstream API (test double for api/), recording what it received. */
function fakeApi() {
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (req.url === '/v1/auth/sign_in') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-token': 'AT1',
        client: 'C1',
        uid: 'taro@example.jp',
        expiry: '999',
        'device-token': DEVICE,
      });
      return res.end(JSON.stringify({ data: { account: 'taro' } }));
    }
    if (req.url === '/v1/users/current') {
      const ok =
        req.headers['access-token'] === 'AT1' &&
        req.headers.client === 'C1' &&
        req.headers.uid === 'taro@example.jp';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(ok ? { data: { account: 'taro' } } : { code: 'unauthorized' }));
    }
    if (req.url === '/v1/users/hanako') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: { account: 'hanako', name: '花子', description: '' } }));
    }
    if (req.url === '/v1/categories') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const data = Array.from({ length: 60 }, (_, i) => ({ id: i, name: `カテゴリ${i}`, slug: `c${i}` }));
      return res.end(JSON.stringify({ data }));
    }
    if (req.url === '/v1/articles/7') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: {
            title: '確定申告の基本',
            introBody: '<p>はじめに</p>',
            body: ['<p>無料の段落</p>', '<p>有料の段落</p>'],
            payArticleLine: 1,
            eyecatchImageUrl: null,
          },
        }),
      );
    }
    res.writeHead(204);
    res.end();
  });
  return { server, seen };
}

let dir: string;
let shell: Server;
let upstream: ReturnType<typeof fakeApi>;
let base: string;
let apiUrlOfTest: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-shell-'));
  const releases = path.join(dir, 'releases');
  mkdirSync(path.join(releases, 'mf_editor/versions/1.0.0/static'), { recursive: true });
  writeFileSync(
    path.join(releases, 'mf_editor/versions/1.0.0/mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'static/js/mf_editor.js', path: '' } } }),
  );
  writeFileSync(
    path.join(releases, 'mf_editor/current.json'),
    JSON.stringify({ active: '1.0.0', history: [] }),
  );
  mkdirSync(path.join(releases, 'mf_seller'), { recursive: true });
  writeFileSync(
    path.join(releases, 'mf_seller/current.json'),
    JSON.stringify({ active: '2.0.0+e2e', history: ['1.0.0'] }),
  );
  // A reader release whose manifests name its entry and ./pages files (browser and node builds).
  const reader = path.join(releases, 'mf_reader/versions/1.2.0-test');
  mkdirSync(path.join(reader, 'static/js/async'), { recursive: true });
  mkdirSync(path.join(reader, 'static/css/async'), { recursive: true });
  mkdirSync(path.join(reader, 'ssr'), { recursive: true });
  writeFileSync(
    path.join(reader, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'static/js/mf_reader.abc.js', path: '' } },
      exposes: [
        {
          name: 'pages',
          assets: {
            js: { sync: ['static/js/async/__federation_expose_pages.abc.js'] },
            css: { sync: ['static/css/async/pages.abc.css'] },
          },
        },
      ],
    }),
  );
  writeFileSync(
    path.join(reader, 'ssr/mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'mf_reader.js', path: '' } } }),
  );
  const entrySource = `var mf_reader = {}; /* ${'x'.repeat(2000)} */`;
  writeFileSync(path.join(reader, 'static/js/mf_reader.abc.js'), entrySource);
  writeFileSync(path.join(reader, 'static/js/mf_reader.abc.js.gz'), gzipSync(entrySource));
  writeFileSync(path.join(reader, 'static/js/mf_reader.abc.js.br'), brotliCompressSync(entrySource));
  writeFileSync(path.join(reader, 'static/js/async/__federation_expose_pages.abc.js'), '1');
  writeFileSync(path.join(reader, 'static/css/async/pages.abc.css'), 'a{}');
  writeFileSync(path.join(reader, 'ssr/mf_reader.js'), 'module.exports = {}');
  writeFileSync(
    path.join(releases, 'mf_reader/current.json'),
    JSON.stringify({ active: '1.2.0-test', history: [] }),
  );
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'static'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><title>しるべ</title><!--shirube-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(distDir, 'manifest.json'),
    JSON.stringify({
      entries: {
        index: { initial: { js: ['/static/js/index.js'] }, async: { css: ['/static/css/async/h.css'] } },
      },
    }),
  );
  upstream = fakeApi();
  const apiUrl = await listen(upstream.server);
  apiUrlOfTest = apiUrl;
  shell = createShellServer({
    port: 0,
    apiUrl,
    dataDir: dir,
    releasesDir: releases,
    distDir,
    sessionSecret: 'test',
    ssrBudgetMs: 300,
    env: { REMOTE_MF_COMMERCE_URL: 'http://127.0.0.1:4999/mf-manifest.json' },
  });
  base = await listen(shell);
});

afterAll(() => {
  shell.close();
  upstream.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('shell server', () => {
  it('/remotes.json lists the live version of each remote, honours REMOTE_<NAME>_URL, and is no-store', async () => {
    const res = await fetch(`${base}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      mf_editor: '/remotes/mf_editor/1.0.0/static/js/mf_editor.js',
      mf_reader: '/remotes/mf_reader/1.2.0-test/static/js/mf_reader.abc.js',
      mf_commerce: 'http://127.0.0.1:4999/mf-manifest.json',
      // mf_seller's current.json names a version whose files are missing: nothing to load, not listed.
    });
  });

  it('serves remote files immutable and answers a real 404 for missing ones', async () => {
    const ok = await fetch(`${base}/remotes/mf_editor/1.0.0/mf-manifest.json`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/mf_editor/1.0.0/static/js/gone.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf_editor/9.9.9/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf_editor/1.0.0/..%2F..%2Fcurrent.json`)).status).toBe(404);
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('refuses a cross-site mutating /v1 call with 403 csrf, without reaching the API', async () => {
    const before = upstream.seen.length;
    const res = await fetch(`${base}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'csrf' });
    const noOrigin = await fetch(`${base}/v1/auth/sign_in`, { method: 'POST', body: '{}' });
    expect(noOrigin.status).toBe(403);
    expect(upstream.seen.length).toBe(before);
  });

  it("forwards Stripe's webhook as Stripe sends it (no Origin), body unchanged and without the caller's session", async () => {
    const signIn = await fetch(`${base}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const before = upstream.seen.length;
    const payload = '{"id":"evt_1","object":"event"}';
    const res = await fetch(`${base}/v1/payment/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=ab', cookie },
      body: payload,
    });
    expect(res.status).toBe(204);
    const seen = upstream.seen.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/payment/stripe/webhook' });
    expect(seen[0]!.headers['stripe-signature']).toBe('t=1,v1=ab');
    expect(seen[0]!.headers['access-token']).toBeUndefined();
    expect(seen[0]!.headers.uid).toBeUndefined();
    // Its neighbours are still refused without an Origin.
    for (const path of ['/v1/payment/stripe/webhook/', '/v1/payment/stripe/webhooks'])
      expect((await fetch(`${base}${path}`, { method: 'POST', body: payload })).status).toBe(403);
    expect((await fetch(`${base}/v1/payment/stripe/webhook`, { method: 'PUT', body: payload })).status).toBe(
      403,
    );
  });

  it('turns the API auth headers into the encrypted cookie, strips them, and sends them back upstream', async () => {
    const res = await fetch(`${base}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    for (const h of ['access-token', 'client', 'uid', 'expiry']) expect(res.headers.get(h)).toBeNull();
    const setCookie = res.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^shirube_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1209600$/);
    expect(setCookie).not.toContain('AT1');
    const cookie = setCookie.split(';')[0];

    // A page for the signed-in visitor names them in its payload and is never stored by shared caches.
    const page = await fetch(`${base}/settings/account`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('"session":{"status":"signedIn","user":{');

    // The browser cannot smuggle its own tokens: they are dropped, the cookie's are used.
    const me = await fetch(`${base}/v1/users/current`, { headers: { cookie, 'access-token': 'forged' } });
    expect(me.status).toBe(200);
    const last = upstream.seen.at(-1)!;
    expect(last.headers['access-token']).toBe('AT1');
    expect(last.headers.cookie).toBeUndefined();

    const anon = await fetch(`${base}/v1/users/current`, {
      headers: { 'access-token': 'AT1', client: 'C1', uid: 'taro@example.jp' },
    });
    expect(anon.status).toBe(401);

    const out = await fetch(`${base}/v1/auth/sign_out`, {
      method: 'DELETE',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.headers.get('set-cookie')).toMatch(/^shirube_session=; .*Max-Age=0/);
  });

  it('keeps the sign-in device token in its own year-long cookie, sent back only to /v1/auth (issue 20)', async () => {
    const signIn = (headers: Record<string, string>) =>
      fetch(`${base}/v1/auth/sign_in`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    // The browser cannot name a device itself: a device-token header of its own is dropped.
    const first = await signIn({ 'device-token': 'e'.repeat(43) });
    expect(upstream.seen.at(-1)!.headers['device-token']).toBeUndefined();
    expect(first.headers.get('device-token')).toBeNull();
    const device = first.headers.getSetCookie().find((c) => c.startsWith('shirube_device='))!;
    expect(device).toBe(
      `shirube_device=${DEVICE}; Path=/v1/auth; HttpOnly; SameSite=Lax; Max-Age=${365 * 24 * 3600}`,
    );
    const cookie = device.split(';')[0]!;
    await signIn({ cookie });
    expect(upstream.seen.at(-1)!.headers['device-token']).toBe(DEVICE);
    // Elsewhere it is not sent (and a cookie a browser would not send there changes nothing).
    await fetch(`${base}/v1/categories`, { headers: { cookie } });
    expect(upstream.seen.at(-1)!.headers['device-token']).toBeUndefined();
  });

  it('puts the article title and its free part (never the paid part) into the page head', async () => {
    const html = await (await fetch(`${base}/u/hanako/a/7`)).text();
    expect(html).toContain('<title>確定申告の基本 | しるべ</title>');
    expect(html).toContain('<meta property="og:description" content="はじめに 無料の段落" />');
    expect(html).not.toContain('有料の段落');
    // schema.org Article for crawlers (a free article: no paid part to point at).
    expect(html).toContain('"@type":"Article","headline":"確定申告の基本"');
    // No eyecatch: the server-made cover PNG, absolute, keyed by title + category.
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/v1\/og_covers\/7\/[0-9a-z]+\.png" \/>/,
    );
  });

  it('inlines the live remotes into the page instead of sending the browser to /remotes.json', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const payload = JSON.parse(
      /<script id="shirube-page" type="application\/json">(.*?)<\/script>/.exec(html)![1],
    );
    expect(payload.session).toEqual({ status: 'signedOut' });
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
    expect(payload.remotes.mf_reader).toEqual({
      entry: '/remotes/mf_reader/1.2.0-test/static/js/mf_reader.abc.js',
      version: '1.2.0-test',
    });
    expect(payload.remotes.mf_commerce.entry).toBe('http://127.0.0.1:4999/mf-manifest.json');
    expect(html).not.toContain('/remotes.json');
    // The shell's own styles are in the head, not left for its JavaScript to load after first paint.
    expect(html).toContain('<link rel="stylesheet" href="/static/css/async/h.css" /></head>');
  });

  it("preloads the route's remote entry, page chunks and styles, all of them files of the live release", async () => {
    const html = await (await fetch(`${base}/u/hanako/a/7`)).text();
    const links = [...html.matchAll(/<link rel="(preload|stylesheet)"[^>]* href="(\/remotes\/[^"]+)"/g)].map(
      (m) => m[2],
    );
    expect(links).toEqual([
      '/remotes/mf_reader/1.2.0-test/static/css/async/pages.abc.css',
      '/remotes/mf_reader/1.2.0-test/static/js/mf_reader.abc.js',
      '/remotes/mf_reader/1.2.0-test/static/js/async/__federation_expose_pages.abc.js',
    ]);
    for (const href of links) expect((await fetch(base + href)).status).toBe(200);
    // Pages of other areas preload their own remote, nothing of the reader.
    const editor = await (await fetch(`${base}/my_articles`)).text();
    expect(editor).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_editor/1.0.0/static/js/mf_editor.js" />',
    );
    expect(editor).not.toMatch(/<link[^>]+mf_reader/);
  });

  it('titles a person’s follower, following and 特商法 pages with whose they are (issue 39 item 13)', async () => {
    const title = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(base + path)).text())?.[1];
    expect(await title('/u/hanako/followers')).toBe('花子さんのフォロワー｜しるべ');
    expect(await title('/u/hanako/following')).toBe('花子さんがフォロー中のユーザー｜しるべ');
    expect(await title('/u/hanako/specified')).toBe('花子さんの特定商取引法に基づく表記｜しるべ');
  });

  it('answers app paths with the page, and paths no route knows with a real 404', async () => {
    const res = await fetch(`${base}/settings/account`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>しるべ</title>');
    for (const unknown of ['/no/such/page', '/u/hanako/a/7/extra', '/a/draft/x']) {
      const missing = await fetch(base + unknown);
      expect(missing.status).toBe(404);
      // Still the app (it shows the 404 page), never a bare error; titled as missing (issue 39 item 13).
      const html = await missing.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<title>ページが見つかりません｜しるべ</title>');
    }
  });

  it('serves static files precompressed by negotiation: br, gzip, identity', async () => {
    const url = `${base}/remotes/mf_reader/1.2.0-test/static/js/mf_reader.abc.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('var mf_reader');
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('var mf_reader');
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('var mf_reader');
  });

  it("compresses HTML pages and the API's JSON on the fly", async () => {
    const page = await rawGet(`${base}/u/hanako/a/7`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('確定申告の基本');
    const json = await rawGet(`${base}/v1/categories`, 'gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString()).data).toHaveLength(60);
    const plain = await rawGet(`${base}/v1/categories`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a site allowed the sandbox (ALLOW_SANDBOX_PAYMENTS=1) says on every page that no real money moves', async () => {
    const plain = await (await fetch(`${base}/`)).text();
    expect(plain).not.toContain('data-sandbox-banner');
    const staging = createShellServer({
      port: 0,
      apiUrl: apiUrlOfTest,
      dataDir: dir,
      releasesDir: path.join(dir, 'releases'),
      distDir: path.join(dir, 'dist'),
      sessionSecret: 'test',
      ssrBudgetMs: 300,
      sandboxBanner: true,
      env: {},
    });
    const stagingBase = await listen(staging);
    try {
      for (const page of ['/', '/u/hanako/a/7', '/settings/account', '/no/such/page']) {
        const html = await (await fetch(stagingBase + page)).text();
        // Before the app's root: shown before any script runs, never part of what React hydrates.
        expect(html).toMatch(
          /<p role="note" data-sandbox-banner[^>]*>テスト運用中のサイトです。[^<]*実際のお金は動きません。<\/p><div id="root">/,
        );
      }
    } finally {
      staging.close();
    }
  });
});
