// The micro-cache of anonymous API answers (api-cache.ts, issue 23: list pages fell back to browser
// rendering under load). Real HTTP against a little API that counts what reaches it; the shell's own
// apiFetcher (and, below, the whole shell server with the real renderer) in front of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import type { ServerDataContext, ServerRenderablePage } from '@shirube/shell-contract';
import { renderPage } from '../src/ssr/render';
import { apiCache } from './api-cache';
import { apiFetcher } from './api-fetch';
import { createShellServer } from './app';
import { encryptState, loadSessionKey, COOKIE_NAME } from './session-cookie';
import { listen, readerSite, shellConfig } from './testing';

/** Requests that reached the API, as `path token` (token `-` when anonymous). */
const calls: string[] = [];
const count = (path: string, token = '-') => calls.filter((c) => c === `${path} ${token}`).length;
/** Answers of /v1/held wait until the test lets them go. */
let releaseHeld: () => void = () => undefined;
let held = Promise.resolve();
const holdNext = () => {
  held = new Promise((r) => (releaseHeld = r));
};

function answer(req: IncomingMessage) {
  const url = new URL(req.url!, 'http://api.invalid');
  const token = (req.headers['access-token'] as string | undefined) ?? '-';
  calls.push(`${url.pathname}${url.search} ${token}`);
  const n = calls.length;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (url.pathname === '/v1/users/current')
    return json(200, { data: { id: 7, account: 'taro', name: '太郎' } });
  if (url.pathname.startsWith('/v1/missing')) return json(404, { code: 'not_found' });
  if (url.pathname === '/v1/cookie') return json(200, { n }, { 'set-cookie': 'a=b' });
  if (url.pathname === '/v1/private') return json(200, { n }, { 'cache-control': 'private, no-cache' });
  if (url.pathname === '/v1/big')
    return json(200, { n, pad: 'x'.repeat(Number(url.searchParams.get('size'))) });
  // Who asked and the how-manieth request it was: a cached answer repeats an old `n`.
  return json(200, {
    n,
    viewer: token === '-' ? null : token,
    language: req.headers['accept-language'] ?? null,
  });
}

let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    const send = () => {
      const a = answer(req);
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    };
    if (req.url!.startsWith('/v1/held')) void held.then(send);
    else send();
  });
  apiUrl = await listen(api);
});

afterAll(() => {
  api.close();
});

beforeEach(() => {
  calls.length = 0;
});

/** A signed-out render's fetch through `cache`, to the answer's body. Its time limit is not what these
 *  tests are about: 30 s, not the renderer's 2 s, so a busy machine (CI's steps side by side) cannot
 *  abort a call the test holds on purpose. */
const anonymous = (cache: ReturnType<typeof apiCache>) => {
  const fetch = apiFetcher(apiUrl, null, { cache, timeoutMs: 30_000 });
  return async (p: string) => (await fetch(p)).json() as Promise<{ n: number; viewer: string | null }>;
};

describe('apiCache through the shell’s apiFetcher', () => {
  it('concurrent identical anonymous GETs share one API call, and later ones reuse its answer', async () => {
    // A TTL no run outlasts: expiry is the next test's, on its own clock; on the real one a starved
    // process took more than 3 s between two calls and the second one missed.
    const get = anonymous(apiCache({ ttlMs: 60_000 }));
    holdNext();
    const answers = [get('/v1/held'), get('/v1/held'), get('/v1/held'), get('/v1/held')];
    releaseHeld();
    const bodies = await Promise.all(answers);
    expect(count('/v1/held')).toBe(1);
    expect(new Set(bodies.map((b) => b.n))).toEqual(new Set([bodies[0]!.n]));
    expect((await get('/v1/held')).n).toBe(bodies[0]!.n);
    expect(count('/v1/held')).toBe(1);
    // Another URL is another entry.
    await get('/v1/held?page=2');
    expect(count('/v1/held?page=2')).toBe(1);
  });

  it('expires after its TTL: one more TTL answered at once while ONE call refreshes it, then a miss', async () => {
    let now = 1_000_000;
    const get = anonymous(apiCache({ ttlMs: 3000, now: () => now }));
    const first = await get('/v1/list');
    now += 2999;
    expect((await get('/v1/list')).n).toBe(first.n);
    expect(count('/v1/list')).toBe(1);
    now += 1;
    // Past the TTL: the old answer still, and its successor on the way.
    expect((await get('/v1/list')).n).toBe(first.n);
    let next = first;
    while (next.n === first.n) {
      // A turn of the event loop, so the refresh's answer can arrive.
      await new Promise((r) => setImmediate(r));
      next = await get('/v1/list');
    }
    expect(count('/v1/list')).toBe(2);
    // Nothing asked for two TTLs: no answer that old is given, the API is asked while the page waits.
    now += 6000;
    expect((await get('/v1/list')).n).not.toBe(next.n);
    expect(count('/v1/list')).toBe(3);
  });

  it('never serves, nor keeps, a request that carries a session', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    const get = anonymous(cache);
    const anon = await get('/v1/list');
    const tokens = { accessToken: 'tok-taro', client: 'c', uid: 'taro@example.com' };
    const signedIn = apiFetcher(apiUrl, tokens, { cache });
    const own = (await (await signedIn('/v1/list')).json()) as { n: number; viewer: string };
    expect(own.viewer).toBe('tok-taro');
    expect(own.n).not.toBe(anon.n);
    await signedIn('/v1/list');
    expect(count('/v1/list', 'tok-taro')).toBe(2);
    // …and the signed-in answers did not replace the anonymous one.
    expect(await get('/v1/list')).toEqual(anon);
    expect(cache.size().entries).toBe(1);
    // A cookie or Authorization header makes a request someone's own too.
    let loads = 0;
    const load = async () => (loads++, new Response('{}', { status: 200 }));
    for (const headers of [{ Cookie: 'x=1' }, { authorization: 'Bearer t' }] as Record<string, string>[]) {
      await cache.get(`${apiUrl}/v1/other`, headers, load);
      await cache.get(`${apiUrl}/v1/other`, headers, load);
    }
    expect(loads).toBe(4);
  });

  it('keeps only 200 answers without Set-Cookie or private/no-store', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    const fetch = apiFetcher(apiUrl, null, { cache });
    for (const p of ['/v1/missing', '/v1/cookie', '/v1/private']) {
      const statuses = [(await fetch(p)).status, (await fetch(p)).status];
      expect({ p, statuses, calls: count(p) }).toEqual({
        p,
        statuses: [p === '/v1/missing' ? 404 : 200, p === '/v1/missing' ? 404 : 200],
        calls: 2,
      });
    }
    expect(cache.size().entries).toBe(0);
  });

  it('keys by the Accept-Language the request carries', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    let loads = 0;
    const load = async () => new Response(JSON.stringify({ load: ++loads }), { status: 200 });
    const url = `${apiUrl}/v1/list`;
    const ja = await (await cache.get(url, { 'accept-language': 'ja' }, load)).json();
    const en = await (await cache.get(url, { 'accept-language': 'en' }, load)).json();
    expect([ja, en]).toEqual([{ load: 1 }, { load: 2 }]);
    expect(await (await cache.get(url, { 'accept-language': 'ja' }, load)).json()).toEqual({ load: 1 });
  });

  it('is bounded in entries and bytes, least recently used out first', async () => {
    const byCount = apiCache({ ttlMs: 3000, maxEntries: 2 });
    const get = anonymous(byCount);
    const a = await get('/v1/list?a');
    await get('/v1/list?b');
    expect((await get('/v1/list?a')).n).toBe(a.n); // a used last: b goes first
    await get('/v1/list?c');
    expect(byCount.size().entries).toBe(2);
    expect((await get('/v1/list?a')).n).toBe(a.n);
    await get('/v1/list?b');
    expect(count('/v1/list?b')).toBe(2);

    const byBytes = apiCache({ ttlMs: 3000, maxBytes: 5000 });
    const fetch = apiFetcher(apiUrl, null, { cache: byBytes });
    for (const size of [2000, 2001, 2002]) await fetch(`/v1/big?size=${size}`);
    expect(byBytes.size().bytes).toBeLessThanOrEqual(5000);
    expect(byBytes.size().entries).toBe(2);
    await fetch('/v1/big?size=9000'); // larger than the whole cache: answered, not kept
    expect(byBytes.size().entries).toBe(2);
  });
});

// The whole shell server (real renderer from src/ssr; the test's own reader page, loading as the
// reader's do through the request's fetch): concurrent signed-out renders share one call.
describe('signed-out server renders', () => {
  let dir: string;
  let shell: Server;
  let base: string;
  let entered = 0;
  let enteredAll: () => void = () => undefined;
  const SECRET = 'api-cache-test-secret';

  const TopPage = Object.assign(() => createElement('h1', null, 'top'), {
    loadServerData: async ({ fetch }: ServerDataContext) => {
      const pending = fetch('/v1/held');
      if (++entered === 4) enteredAll();
      return { status: 200, state: await (await pending).json() };
    },
  }) as unknown as ServerRenderablePage;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shirube-api-cache-'));
    readerSite(dir);
    shell = createShellServer(
      shellConfig(dir, apiUrl, {
        sessionSecret: SECRET,
        ssrBudgetMs: 10_000,
        // Longer than the test can take on a busy machine: it is about sharing, not expiry.
        ssrDataCacheMs: 60_000,
        renderer: Promise.resolve({
          renderPage: (request) => renderPage(request, async () => ({ TopPage })),
          warmUp: async () => undefined,
        }),
      }),
    );
    base = await listen(shell);
  });

  afterAll(() => {
    shell.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The page's server state (the API answer its render used), from the payload. */
  async function topState(headers: Record<string, string> = {}) {
    const html = await (await fetch(`${base}/`, { headers })).text();
    const json = /<script id="shirube-page" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    return (JSON.parse(json) as { serverState: { mf_reader: { n: number; viewer: string | null } } })
      .serverState.mf_reader;
  }

  it('four concurrent signed-out top pages cost one API call; a signed-in one gets its own', async () => {
    holdNext();
    const all = new Promise<void>((r) => (enteredAll = r));
    const pages = [topState(), topState(), topState(), topState()];
    // Every render is waiting on the call before the API answers it.
    await all;
    releaseHeld();
    const states = await Promise.all(pages);
    expect(count('/v1/held')).toBe(1);
    expect(states.map((s) => s.n)).toEqual(states.map(() => states[0]!.n));

    const key = loadSessionKey(SECRET, dir);
    const tokens = { accessToken: 'tok-taro', client: 'c', uid: 'taro@example.com' };
    const cookie = `${COOKIE_NAME}=${encryptState({ session: tokens, affiliates: {} }, key)}`;
    const own = await topState({ cookie });
    expect(own.viewer).toBe('tok-taro');
    expect(count('/v1/held', 'tok-taro')).toBe(1);
    expect((await topState()).n).toBe(states[0]!.n);
    expect(count('/v1/held')).toBe(1);
  });
});
