// `npm run smoke:compiled` (CI, after `npm test`): the compiled servers under plain node, as production
// runs them — NODE_ENV=production, temp DATA_DIR (PGlite), the remotes published into a temp store.
// Checks: config errors are one line and exit 1; /healthz and /readyz on both; a page renders; a
// request id round-trips browser → shell → API; a port in use is refused; SIGTERM lets a slow request
// finish and exits 0. Prints one line per check and `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, remotes } from './lib/apps.mjs';
import { startChild, stopChild, waitForHttp } from './lib/procs.mjs';
import { deploy } from './lib/releases.mjs';
import { buildServers, serverOutputs } from './lib/servers.mjs';

const results = [];
async function check(name, fn) {
  try {
    await fn();
    results.push(true);
    console.log(`ok   ${name}`);
  } catch (e) {
    results.push(false);
    console.log(`FAIL ${name}: ${e.message}`);
  }
}
const assert = (cond, message) => {
  if (!cond) throw new Error(message);
};
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
/** Runs a server that must fail at start; resolves with its exit code and stderr. */
const failing = (file, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => resolve({ code, err: err.trim() }));
  });

await buildAll({ log: () => {} });
await buildServers({ log: () => {} });
const tmp = mkdtempSync(path.join(tmpdir(), 'shirube-smoke-'));
const [apiPort, shellPort, deadPort] = await Promise.all([freePort(), freePort(), freePort()]);
const releasesDir = path.join(tmp, 'releases');
for (const remote of remotes) deploy(releasesDir, ['publish', remote.dir]);
const env = {
  NODE_ENV: 'production',
  DATA_DIR: path.join(tmp, 'data'),
  RELEASES_DIR: releasesDir,
  API_PORT: String(apiPort),
  PORT: String(shellPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
  SESSION_SECRET: 'smoke-secret-0123456789abcdef0123456789abcdef',
  PAYOUT_SCHEDULE: '0',
};
const children = [];
try {
  await check('API: a bad environment is one line per problem, exit 1', async () => {
    const bad = { API_PORT: 'abc', PLATFORM_FEE_BP: 'x', TRUST_PROXY: 'loopback,nginx' };
    const { code, err } = await failing(serverOutputs.api, { ...env, ...bad });
    assert(code === 1, `exit ${code}`);
    assert(err.split('\n').includes('API_PORT must be 1–65535, got "abc"'), err);
    assert(err.includes('TRUST_PROXY: "nginx" is not an address, a CIDR range or one of'), err);
    assert(err.split('\n').length === 3, err);
  });
  await check('API: an unreachable DATABASE_URL is named with its cause', async () => {
    const { code, err } = await failing(serverOutputs.api, {
      ...env,
      DATABASE_URL: `postgres://x@127.0.0.1:${deadPort}/db`,
    });
    assert(
      code === 1 && err === `DATABASE_URL: could not connect to 127.0.0.1:${deadPort} (ECONNREFUSED)`,
      err,
    );
  });
  await check('shell: a bad PORT is one line, exit 1', async () => {
    const { code, err } = await failing(serverOutputs.shell, { ...env, PORT: 'abc' });
    assert(code === 1 && err === '[shell] PORT must be 1–65535, got "abc"', err);
  });
  await check('shell: a bad TRUST_PROXY entry is one line (the same rule as the API), exit 1', async () => {
    const { code, err } = await failing(serverOutputs.shell, { ...env, TRUST_PROXY: '10.0.0.0/33' });
    const line = '[shell] TRUST_PROXY: "10.0.0.0/33" is not an address, a CIDR range or one of';
    assert(code === 1 && err.startsWith(line) && !err.includes('\n'), err);
  });

  const apiLines = [];
  const api = startChild('api', process.execPath, [serverOutputs.api], {
    env,
    quiet: true,
    onLine: (l) => apiLines.push(l),
  });
  children.push(api);
  await waitForHttp(`${env.API_URL}/readyz`, { child: api, what: 'compiled API', timeoutMs: 120_000 });
  const shell = startChild('shell', process.execPath, [serverOutputs.shell], { env, quiet: true });
  children.push(shell);
  const site = `http://127.0.0.1:${shellPort}`;
  await waitForHttp(`${site}/healthz`, { child: shell, what: 'compiled shell server' });

  await check('/healthz and /readyz on both servers', async () => {
    for (const url of [
      `${env.API_URL}/healthz`,
      `${site}/healthz`,
      `${env.API_URL}/readyz`,
      `${site}/readyz`,
    ]) {
      const res = await fetch(url);
      const body = await res.json();
      assert(
        res.status === 200 && /^(ok|ready)$/.test(body.status),
        `${url}: ${res.status} ${JSON.stringify(body)}`,
      );
    }
  });
  await check('the top page renders on the server', async () => {
    const res = await fetch(`${site}/`);
    const html = await res.text();
    assert(res.status === 200 && html.includes('shirube-page'), `HTTP ${res.status}`);
  });
  await check('x-request-id: browser → shell → API and back, in the API log', async () => {
    const res = await fetch(`${site}/v1/categories`, { headers: { 'x-request-id': 'smoke-rid-1' } });
    assert(res.status === 200 && res.headers.get('x-request-id') === 'smoke-rid-1', `${res.status}`);
    await new Promise((r) => setTimeout(r, 100));
    assert(
      apiLines.some((l) => l.includes('"requestId":"smoke-rid-1"')),
      'not in the API log',
    );
  });
  await check('a second API on the same port says the port is in use', async () => {
    const { code, err } = await failing(serverOutputs.api, { ...env, DATA_DIR: path.join(tmp, 'data2') });
    assert(code === 1 && err.includes(`API_PORT ${apiPort} is already in use`), err);
  });
  await check('SIGTERM: the slow request in flight completes, then the API exits 0', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const answer = new Promise((resolve, reject) => {
      const req = request(`${env.API_URL}/v1/auth/sign_in`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => (res.resume(), res.on('end', () => resolve(res.statusCode))));
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1_000);
    });
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise((resolve) => api.once('exit', (code) => resolve(code)));
    api.kill('SIGTERM');
    const status = await answer;
    assert(status === 401, `answer ${status}`);
    assert((await exited) === 0, 'exit code not 0');
  });
} finally {
  await Promise.all(children.map((c) => stopChild(c)));
  rmSync(tmp, { recursive: true, force: true });
}
const failed = results.filter((r) => !r).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
