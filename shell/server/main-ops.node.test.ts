// The shell server's /healthz and /readyz, the request id from the browser through the BFF to the
// real API — the compiled one, `node api/dist/main.js`, on a fresh PGlite — (same id in the answer and in
// both logs), and the drain on close (what SIGTERM runs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { buildServers, serverOutputs } from '../../scripts/lib/servers.mjs';
import { createShellServer } from './app';
import type { ShellServerConfig } from './config';
import { listen } from './testing';

jest.setTimeout(180_000);

let dir: string;
let api: ChildProcess;
let apiUrl: string;
let shell: Server;
let base: string;
const apiLines: string[] = [];
const shellLines: string[] = [];
let config: ShellServerConfig;

const parse = (lines: string[]) =>
  lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  // The test's dist has no node build: the renderer says so once per server.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  dir = mkdtempSync(path.join(tmpdir(), 'shirube-shell-ops-'));
  await buildServers({ log: () => {} });
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = startChild('api', process.execPath, [serverOutputs.api], {
    env: { API_PORT: String(port), DATA_DIR: path.join(dir, 'api'), SEED_DEMO: '0', PAYOUT_SCHEDULE: '0' },
    quiet: true,
    onLine: (l) => apiLines.push(l),
  });
  await waitForHttp(`${apiUrl}/readyz`, { child: api, timeoutMs: 150_000, what: 'compiled API' });
  const distDir = path.join(dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body></body></html>');
  config = {
    port: 0,
    apiUrl,
    dataDir: dir,
    releasesDir: path.join(dir, 'releases'),
    distDir,
    sessionSecret: 'test',
    ssrBudgetMs: 300,
    log: (l) => shellLines.push(l),
    // Every remote served from elsewhere: a live remote set without a release store.
    env: {
      REMOTE_MF_READER_URL: 'https://cdn.test/mf_reader/mf-manifest.json',
      REMOTE_MF_EDITOR_URL: 'https://cdn.test/mf_editor/mf-manifest.json',
      REMOTE_MF_COMMERCE_URL: 'https://cdn.test/mf_commerce/mf-manifest.json',
      REMOTE_MF_SELLER_URL: 'https://cdn.test/mf_seller/mf-manifest.json',
    },
  };
  shell = createShellServer(config);
  base = await listen(shell);
});

afterAll(async () => {
  shell.close();
  await stopChild(api);
  rmSync(dir, { recursive: true, force: true });
});

test('/healthz is JSON, never the SPA page', async () => {
  const res = await fetch(`${base}/healthz`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('/readyz: API ready (database, migrations), shell build present, every remote live', async () => {
  const res = await fetch(`${base}/readyz`);
  expect(await res.json()).toEqual({ status: 'ready', api: 'ok', build: 'ok', remotes: 'ok' });
  expect(res.status).toBe(200);
});

test('/readyz names the remotes without a live version', async () => {
  const bare = createShellServer({ ...config, env: {} });
  const url = await listen(bare);
  try {
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      api: 'ok',
      remotes: 'no live version: mf_reader, mf_editor, mf_commerce, mf_seller',
    });
  } finally {
    bare.close();
  }
});

test('a request id goes from the browser through the BFF to the API and back, logged on both sides', async () => {
  const res = await fetch(`${base}/v1/categories`, { headers: { 'x-request-id': 'browser-rid-7' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toBe('browser-rid-7');
  const made = await fetch(`${base}/v1/categories?session=secret-in-query`, {
    headers: { cookie: 'shirube=secret-cookie' },
  });
  const id = made.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await new Promise((r) => setTimeout(r, 50));
  for (const lines of [apiLines, shellLines]) {
    const logged = parse(lines);
    expect(logged.filter((l) => l.requestId === 'browser-rid-7')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v1/categories', status: 200, msg: 'request' }),
    ]);
    expect(logged.filter((l) => l.requestId === id)).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/secret/);
  }
});

test('close (SIGTERM) finishes a proxied request still sending its body', async () => {
  const other = createShellServer(config);
  const url = await listen(other);
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  const answer = new Promise<number>((resolve, reject) => {
    const req = request(`${url}/v1/auth/sign_in`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'sec-fetch-site': 'same-origin',
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 500);
  });
  await new Promise((r) => setTimeout(r, 100));
  const closed = new Promise((r) => other.close(r));
  expect(await answer).toBe(401);
  await closed;
});

test('/readyz answers 503 naming the API when it is gone; /healthz stays 200', async () => {
  await stopChild(api);
  const res = await fetch(`${base}/readyz`);
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({
    status: 'not ready',
    api: `unreachable: ${apiUrl} (ECONNREFUSED)`,
  });
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
});
