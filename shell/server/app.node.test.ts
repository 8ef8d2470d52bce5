import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellServer } from './app';

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

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

let dir: string;
let shell: Server;
let upstream: ReturnType<typeof fakeApi>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-shell-'));
  const releases = path.join(dir, 'releases');
  mkdirSync(path.join(releases, 'mf_editor/versions/1.0.0/static'), { recursive: true });
  writeFileSync(path.join(releases, 'mf_editor/versions/1.0.0/mf-manifest.json'), '{"name":"mf_editor"}');
  writeFileSync(
    path.join(releases, 'mf_editor/current.json'),
    JSON.stringify({ active: '1.0.0', history: [] }),
  );
  mkdirSync(path.join(releases, 'mf_seller'), { recursive: true });
  writeFileSync(
    path.join(releases, 'mf_seller/current.json'),
    JSON.stringify({ active: '2.0.0+e2e', history: ['1.0.0'] }),
  );
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'static'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><title>しるべ</title><!--shirube-head--></head><body></body></html>',
  );
  upstream = fakeApi();
  const apiUrl = await listen(upstream.server);
  shell = createShellServer({
    port: 0,
    apiUrl,
    dataDir: dir,
    releasesDir: releases,
    distDir,
    sessionSecret: 'test',
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
      mf_editor: '/remotes/mf_editor/1.0.0/mf-manifest.json',
      mf_commerce: 'http://127.0.0.1:4999/mf-manifest.json',
      mf_seller: '/remotes/mf_seller/2.0.0%2Be2e/mf-manifest.json',
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

  it('turns the API auth headers into the encrypted cookie, strips them, and sends them back upstream', async () => {
    const res = await fetch(`${base}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    for (const h of ['access-token', 'client', 'uid', 'expiry']) expect(res.headers.get(h)).toBeNull();
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^shirube_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1209600$/);
    expect(setCookie).not.toContain('AT1');
    const cookie = setCookie.split(';')[0];

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

  it('puts the article title and its free part (never the paid part) into the page head', async () => {
    const html = await (await fetch(`${base}/u/hanako/a/7`)).text();
    expect(html).toContain('<title>確定申告の基本 | しるべ</title>');
    expect(html).toContain('<meta property="og:description" content="はじめに 無料の段落" />');
    expect(html).not.toContain('有料の段落');
    expect(html).toContain('<link rel="preload" href="/remotes.json" as="fetch"');
  });

  it('answers unknown app paths with the SPA page', async () => {
    const res = await fetch(`${base}/settings/account`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>しるべ</title>');
  });
});
