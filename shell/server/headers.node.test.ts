// Security headers of the shell server (issue 9): CSP with a per-response nonce on every inline
// script, nosniff / Referrer-Policy / HSTS, and forged Host / X-Forwarded-* headers ignored.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@shirube/i18n';
import { createShellServer } from './app';
import type { ShellServerConfig } from './config';
import { listen, shellConfig } from './testing';

let dir: string;
let api: Server;
const seen: IncomingHttpHeaders[] = [];
const servers: Server[] = [];

/** A GET with any headers (fetch would not send a forged Host). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });

let apiUrl: string;
async function shell(extra: Partial<ShellServerConfig>): Promise<string> {
  const server = createShellServer(
    shellConfig(dir, apiUrl, {
      env: { REMOTE_MF_COMMERCE_URL: 'http://cdn.example:8080/mf-manifest.json' },
      ...extra,
    }),
  );
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-headers-'));
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'releases'), { recursive: true });
  writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<html><head><title>しるべ</title><script>window.x=1</script><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'dist', 'manifest.json'), JSON.stringify({ entries: {} }));
  api = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/v1/articles/7')
      return res.end(JSON.stringify({ data: { title: '記事', body: [], user: { account: 'hanako' } } }));
    res.end(JSON.stringify({ data: null }));
  });
  apiUrl = await listen(api);
});

afterAll(() => {
  for (const s of servers) s.close();
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('shell server security headers', () => {
  it('answers 431 (cookies over the header limit) with a readable Japanese page, not a bare status', async () => {
    const res = await get(await shell({}), { cookie: `big=${'x'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain(messages.ja['errors.request_header_too_large']);
    expect(res.body).toContain('<html lang="ja">');
  });

  it('answers the same 431 under /v1 as the contract JSON error the API client reads (issue 39)', async () => {
    const base = await shell({});
    for (const path of ['/v1/users/current', '/v1/articles?page=2', '/v1']) {
      const res = await get(`${base}${path}`, { cookie: `big=${'x'.repeat(20_000)}` });
      expect([path, res.status, res.headers['content-type']]).toEqual([path, 431, 'application/json']);
      expect(JSON.parse(res.body)).toEqual({
        code: 'request_header_too_large',
        message: 'Request header fields too large',
      });
    }
    // /v1 itself is the API's too (it was the site's HTML 404 page).
    const root = await get(`${base}/v1`);
    expect([root.status, root.headers['content-type']]).toEqual([200, 'application/json']);
    // A path that only starts with the letters stays a page.
    const page = await get(`${base}/v1x`, { cookie: `big=${'x'.repeat(20_000)}` });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends a CSP whose fresh nonce is on every inline script, plus nosniff and Referrer-Policy', async () => {
    const base = await shell({});
    const first = await get(`${base}/`);
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain(`script-src 'self' http://cdn.example:8080 'nonce-${nonce}'`);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(csp).toContain(directive);
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/platform\.twitter\.com/,
    );
    const scripts = first.body.match(/<script\b[^>]*>/g)!;
    // The inline one and the file carry the nonce; the page payload is data (application/json).
    expect(scripts.filter((tag) => tag.includes(`nonce="${nonce}"`))).toHaveLength(2);
    expect(scripts.filter((tag) => !tag.includes('nonce='))).toEqual([
      '<script id="shirube-page" type="application/json">',
    ]);
    const second = await get(`${base}/`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores a forged Host / X-Forwarded-* from a client: og:url from SITE_URL, no HSTS, its own address upstream', async () => {
    // The test's requests come from loopback, which TRUST_PROXY's default believes: trust nobody here.
    const base = await shell({ siteUrl: 'https://shirube.example', trustProxy: ['none'] });
    const forged = { host: 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6' };
    const page = await get(`${base}/u/hanako/a/7`, forged);
    expect(page.body).toContain('<meta property="og:url" content="https://shirube.example/u/hanako/a/7" />');
    expect(page.body).not.toContain('evil.example');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    seen.length = 0;
    await get(`${base}/v1/categories`, forged);
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
  });

  it('believes X-Forwarded-Proto / -For from a TRUST_PROXY peer: HSTS on https', async () => {
    const base = await shell({ trustProxy: ['127.0.0.1'] });
    const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    expect((await get(`${base}/`, viaProxy)).headers['strict-transport-security']).toBe('max-age=31536000');
    seen.length = 0;
    await get(`${base}/v1/categories`, viaProxy);
    // The API is told the one address the proxy added (the right-most), not the chain.
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    seen.length = 0;
    await get(`${base}/v1/categories`, { 'x-forwarded-for': '6.6.6.6, 198.51.100.8' });
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '198.51.100.8' });
  });

  it('gives uploads a policy under which nothing runs', async () => {
    const base = await shell({});
    const upload = await get(`${base}/uploads/users/1/icon.webp`);
    expect(upload.headers['content-security-policy']).toContain("default-src 'none'");
    expect(upload.headers['content-security-policy']).toContain('sandbox');
  });
});
