import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellServer } from './app';
import { ATTRIBUTION_MS, MAX_REMEMBERED, remember, rememberedUid } from './referral';
import { decryptState, loadSessionKey, readCookie } from './session-cookie';
import { listen, shellConfig } from './testing';

const CODE = 'AbCdE12345';

/** Fake API: resolves one referral code, signs in, and records the purchase bodies it receives. */
function fakeApi() {
  const bodies: Array<{ url: string; body: string; length?: string }> = [];
  const clicks: Array<{
    url: string;
    referrer: string | null;
    agent?: string;
    forwardedFor?: string | string[];
  }> = [];
  const magazineClicks: Array<{ url: string; referrer: string | null; agent?: string }> = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://api.invalid');
    if (url.pathname === '/v1/magazine_share_links/clicks' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const payload = JSON.parse(raw) as { url: string; referrer: string | null };
        magazineClicks.push({ ...payload, agent: req.headers['user-agent'] });
        const known = payload.url === `/u/hanako/m/3?ref=${CODE}`;
        res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(known ? { magazineId: 3, affiliateUid: CODE } : { code: 'not_found' }));
      });
      return;
    }
    if (url.pathname === '/v1/share_links/clicks' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const payload = JSON.parse(raw) as { url: string; referrer: string | null };
        clicks.push({
          ...payload,
          agent: req.headers['user-agent'],
          forwardedFor: req.headers['x-forwarded-for'],
        });
        const target = payload.url;
        const known =
          target === `/s/${CODE}` || (target.startsWith(`/u/hanako/a/7?`) && target.includes(`ref=${CODE}`));
        res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            known
              ? { articleId: 7, url: 'http://site.test/u/hanako/a/7', affiliateUid: CODE }
              : { code: 'not_found', message: 'x' },
          ),
        );
      });
      return;
    }
    if (url.pathname === '/v1/auth/sign_in') {
      res.writeHead(200, { 'access-token': 'AT1', client: 'C1', uid: 'taro@example.jp' });
      return res.end('{}');
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      bodies.push({ url: req.url!, body, length: req.headers['content-length'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return { server, bodies, clicks, magazineClicks };
}

let dir: string;
let shell: Server;
let api: ReturnType<typeof fakeApi>;
let base: string;
const key = loadSessionKey('test', '/nonexistent');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-ref-'));
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/index.html'), '<html><head><!--shirube-head--></head></html>');
  api = fakeApi();
  shell = createShellServer(shellConfig(dir, await listen(api.server)));
  base = await listen(shell);
});

afterAll(() => {
  shell.close();
  api.server.close();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
const post = (url: string, json: unknown, cookie?: string) =>
  fetch(base + url, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  });

describe('referral links in the shell server', () => {
  it('resolves a short link, remembers the affiliate in a 30-day cookie (guests too), redirects clean', async () => {
    const res = await fetch(`${base}/s/${CODE}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/u/hanako/a/7');
    expect(res.headers.get('set-cookie')).toMatch(
      /^shirube_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    expect(res.headers.get('set-cookie')).not.toContain(CODE);
    const state = decryptState(readCookie(cookieOf(res)), key);
    expect(state.session).toBeNull();
    expect(state.affiliates['7']).toMatchObject({ uid: CODE });
  });

  it("records the click at the API with the reader's agent, address and the linking page", async () => {
    api.clicks.length = 0;
    const res = await fetch(`${base}/s/${CODE}`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 Test', referer: 'https://blog.example/post/1' },
    });
    expect(res.status).toBe(302);
    expect(api.clicks).toEqual([
      {
        url: `/s/${CODE}`,
        referrer: 'https://blog.example/post/1',
        agent: 'Mozilla/5.0 Test',
        forwardedFor: expect.stringContaining('127.0.0.1'),
      },
    ]);
  });

  it('drops ?ref from an article URL, keeping other query, and ignores an unknown code', async () => {
    const res = await fetch(`${base}/u/hanako/a/7?discount_code=X&ref=${CODE}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/u/hanako/a/7?discount_code=X');
    expect(decryptState(readCookie(cookieOf(res)), key).affiliates['7']?.uid).toBe(CODE);
    const bad = await fetch(`${base}/u/hanako/a/7?ref=ZZZZZZZZZZ`, { redirect: 'manual' });
    expect(bad.headers.get('location')).toBe('/u/hanako/a/7');
    expect(bad.headers.get('set-cookie')).toBeNull();
    // An unknown short link is a missing page: the app's 404 page, with a real 404 status.
    expect((await fetch(`${base}/s/ZZZZZZZZZZ`, { redirect: 'manual' })).status).toBe(404);
  });

  it('fills affiliateUid into both purchase calls when absent, and keeps the memory across sign-in', async () => {
    const guest = cookieOf(await fetch(`${base}/s/${CODE}`, { redirect: 'manual' }));
    await post('/v1/articles/7/purchase', { cvv: '123' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ cvv: '123', affiliateUid: CODE });
    expect(Number(api.bodies.at(-1)!.length)).toBe(Buffer.byteLength(api.bodies.at(-1)!.body));
    await post('/v1/payment/veritrans/charge', { articleId: 7, code: 'tok' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ articleId: 7, code: 'tok', affiliateUid: CODE });
    // An explicit uid wins; another article gets nothing; no cookie → body untouched.
    await post('/v1/articles/7/purchase', { affiliateUid: 'OTHER12345' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body).affiliateUid).toBe('OTHER12345');
    await post('/v1/articles/8/purchase', { cvv: '1' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ cvv: '1' });
    await post('/v1/articles/7/purchase', { cvv: '1' });
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ cvv: '1' });

    // Signing in rewrites the cookie with the session AND the remembered referral.
    const signedIn = cookieOf(await post('/v1/auth/sign_in', {}, guest));
    const state = decryptState(readCookie(signedIn), key);
    expect(state.session).toMatchObject({ accessToken: 'AT1' });
    expect(state.affiliates['7']?.uid).toBe(CODE);
    await post('/v1/articles/7/purchase', {}, signedIn);
    expect(JSON.parse(api.bodies.at(-1)!.body).affiliateUid).toBe(CODE);

    // Signing out drops the session but keeps the referral (still a 30-day cookie).
    const out = await fetch(`${base}/v1/auth/sign_out`, {
      method: 'DELETE',
      headers: { cookie: signedIn, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=2592000$/);
    const kept = decryptState(readCookie(cookieOf(out)), key);
    expect(kept.session).toBeNull();
    expect(kept.affiliates['7']?.uid).toBe(CODE);
  });

  it("remembers a magazine page's ?ref= as m<id>, redirects clean and fills the magazine's charge", async () => {
    const res = await fetch(`${base}/u/hanako/m/3?ref=${CODE}`, {
      redirect: 'manual',
      headers: { referer: 'https://blog.example/post', 'user-agent': 'MagReader/1.0' },
    });
    expect(res.status).toBe(302);
    // The click went to the API (its server-side memory, issue 36), with the reader's agent and referrer.
    expect(api.magazineClicks.at(-1)).toEqual({
      url: `/u/hanako/m/3?ref=${CODE}`,
      referrer: 'https://blog.example/post',
      agent: 'MagReader/1.0',
    });
    expect(res.headers.get('location')).toBe('/u/hanako/m/3');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const guest = cookieOf(res);
    const state = decryptState(readCookie(guest), key);
    expect(state.affiliates).toEqual({ m3: expect.objectContaining({ uid: CODE }) });
    await post('/v1/magazines/3/charge', { token: 'tok', expectedAmount: 800 }, guest);
    expect(api.bodies.at(-1)).toMatchObject({ url: '/v1/magazines/3/charge' });
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({
      token: 'tok',
      expectedAmount: 800,
      affiliateUid: CODE,
    });
    // Only that magazine: not another magazine, not the article with the same number.
    await post('/v1/magazines/4/charge', { token: 'tok' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ token: 'tok' });
    await post('/v1/articles/3/purchase', { cvv: '1' }, guest);
    expect(JSON.parse(api.bodies.at(-1)!.body)).toEqual({ cvv: '1' });
    // A code that cannot be one is dropped from the address and remembers nothing.
    const bad = await fetch(`${base}/u/hanako/m/3?ref=%3Cscript%3E`, { redirect: 'manual' });
    expect(bad.headers.get('location')).toBe('/u/hanako/m/3');
    expect(bad.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the newest 20 articles and forgets a referral after 30 days', () => {
    const now = Date.now();
    let memory = {};
    for (let id = 1; id <= 25; id++) memory = remember(memory, id, `code${id}`, now - (25 - id) * 1000);
    expect(Object.keys(memory)).toHaveLength(MAX_REMEMBERED);
    expect(rememberedUid(memory, 5, now)).toBeNull();
    expect(rememberedUid(memory, 25, now)).toBe('code25');
    expect(rememberedUid(memory, 25, now + ATTRIBUTION_MS)).toBeNull();
    // Last click wins for the same article.
    expect(rememberedUid(remember(memory, 25, 'newer', now), 25, now)).toBe('newer');
  });
});
