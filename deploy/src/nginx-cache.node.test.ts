// The one-machine nginx config (deploy/nginx/shirube.conf, README "Running in production") keeps pages as
// several-processes.conf does (issue 38): run for real (Debian's nginx) in front of a stand-in shell
// server, it keeps what the origin marks shareable (s-maxage), and never keeps or serves a kept page to a
// request with the session cookie, nor a private answer.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startNginx, writeNginxConfig } from '../../scripts/lib/nginx.mjs';
import { stopChild } from '../../scripts/lib/procs.mjs';

jest.setTimeout(60_000);

const asked: string[] = [];
let origin: http.Server;
let nginx: ChildProcess;
let prefix: string;
let site: string;
const lines: string[] = [];

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    asked.push(`${req.url} ${req.headers.cookie ?? ''}`.trim());
    const shared = req.url!.startsWith('/page') && !req.headers.cookie;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': shared
        ? 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
        : 'private, no-store',
      ...(shared ? { etag: 'W/"page"' } : {}),
    });
    res.end(`<p>${req.headers.cookie ? 'yours' : 'everyone'}s ${req.url}</p>`);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  prefix = mkdtempSync(path.join(os.tmpdir(), 'shirube-nginx-cache-'));
  // nginx's workers (not root) write the cache under it.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  const conf = writeNginxConfig({
    prefix,
    port,
    releasesDir: prefix,
    shellPort: (origin.address() as AddressInfo).port,
  });
  nginx = startNginx(conf, { onLine: (l: string) => lines.push(l) });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (
      await fetch(`${site}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (nginx) await stopChild(nginx);
  origin?.close();
  rmSync(prefix, { recursive: true, force: true });
  expect(lines.join('\n')).not.toMatch(/\[(emerg|crit|alert)\]/);
});

const get = async (url: string, cookie?: string) => {
  const res = await fetch(`${site}${url}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, cache: res.headers.get('x-cache-status'), body: await res.text() };
};

test('a shareable page is kept and served from the cache; the session cookie bypasses it', async () => {
  asked.length = 0;
  expect(await get('/page/1')).toEqual({ status: 200, cache: 'MISS', body: '<p>everyones /page/1</p>' });
  expect(await get('/page/1')).toEqual({ status: 200, cache: 'HIT', body: '<p>everyones /page/1</p>' });
  expect(asked).toEqual(['/page/1']);
  // A signed-in reader: never the kept page, and their own page is never kept for anyone else.
  const mine = await get('/page/1', 'shirube_session=abc');
  expect([mine.cache, mine.body]).toEqual(['BYPASS', '<p>yourss /page/1</p>']);
  expect(await get('/page/1')).toMatchObject({ cache: 'HIT', body: '<p>everyones /page/1</p>' });
  const cold = await get('/page/2', 'shirube_session=abc');
  expect([cold.cache, cold.body]).toEqual(['BYPASS', '<p>yourss /page/2</p>']);
  expect(await get('/page/2')).toMatchObject({ cache: 'MISS', body: '<p>everyones /page/2</p>' });
  expect(asked).toEqual(['/page/1', '/page/1 shirube_session=abc', '/page/2 shirube_session=abc', '/page/2']);
});

test('a private answer is never kept', async () => {
  asked.length = 0;
  expect((await get('/private')).cache).toBe('MISS');
  expect((await get('/private')).cache).toBe('MISS');
  expect(asked).toEqual(['/private', '/private']);
});
