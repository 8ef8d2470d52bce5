// `npm run smoke:compiled` (CI, after `npm test`): the compiled servers under plain node, as production
// runs them — NODE_ENV=production, temp DATA_DIR (PGlite), the remotes published into a temp store.
// Checks: config errors are one line and exit 1, and each unsafe production default is refused with one
// line naming its variable (issue 22); every line the servers write is a JSON object; admin:create and
// payouts:monthly run compiled; /healthz and /readyz on both; a page renders; a request id round-trips
// browser → shell → API; a port in use is refused; SIGTERM lets a slow request finish and exits 0.
// Prints one line per check and `N passed, N failed`.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, remotes } from './lib/apps.mjs';
import { assert, checkRunner } from './lib/checks.mjs';
import { freePort } from './lib/free-port.mjs';
import { startChild, stopChild, waitForHttp } from './lib/procs.mjs';
import { deployAsync } from './lib/releases.mjs';
import { buildServers, serverOutputs } from './lib/servers.mjs';

const { check, failures, passed } = checkRunner();
/** A production line: one JSON object; throws naming the line when it is not. */
const parsed = (line) => {
  try {
    const object = JSON.parse(line);
    if (object && typeof object === 'object' && typeof object.msg === 'string') return object;
  } catch {
    // reported below
  }
  throw new Error(`not a JSON log line: ${line}`);
};
/**
 * Runs a node program that must end (a server failing at start, a command); resolves with its exit code,
 * its output lines and — production servers write JSON — `err`: the messages, one per line.
 */
const failing = (file, env, args = [], input = '') =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end(input);
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      const lines = out.trim().split('\n').filter(Boolean);
      let err;
      try {
        err = lines.map((l) => parsed(l).msg).join('\n');
      } catch (e) {
        err = e.message;
      }
      resolve({ code, lines, err });
    });
  });

/** At most `limit` of the calls run at once, the rest queued in call order. */
function limited(limit) {
  let running = 0;
  const queue = [];
  const next = () => {
    if (running >= limit || queue.length === 0) return;
    running += 1;
    const { fn, resolve } = queue.shift();
    fn()
      .then(resolve)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  return (fn) =>
    new Promise((resolve) => {
      queue.push({ fn, resolve });
      next();
    });
}

await buildAll({ log: () => {} });
await buildServers({ log: () => {} });
const tmp = mkdtempSync(path.join(tmpdir(), 'shirube-smoke-'));
const [apiPort, shellPort, deadPort] = await Promise.all([freePort(), freePort(), freePort()]);
const releasesDir = path.join(tmp, 'releases');
const env = {
  NODE_ENV: 'production',
  DATA_DIR: path.join(tmp, 'data'),
  RELEASES_DIR: releasesDir,
  API_PORT: String(apiPort),
  PORT: String(shellPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
  SESSION_SECRET: 'smoke-secret-0123456789abcdef0123456789abcdef',
  PAYOUT_SCHEDULE: '0',
  // What production requires (issue 22); the refusal checks below take one away each.
  SITE_URL: 'https://shirube.example.jp',
  INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
  MAIL_TRANSPORT: 'files',
  ZENGIN_SENDER_CODE: '1234567890',
  ZENGIN_SENDER_NAME: 'ｶ)ｼﾙﾍﾞ',
  ZENGIN_BANK_CODE: '0001',
  ZENGIN_BRANCH_CODE: '001',
  ZENGIN_ACCOUNT_NUMBER: '7654321',
  // A staging site (issue 41): the sandbox takes the test cards, allowed explicitly; pages say so.
  ALLOW_SANDBOX_PAYMENTS: '1',
};
// The start-up checks below are node processes that end at once (a refusal, a command): started side by
// side, as many at a time as there are cores (one after the other they were 30 of the step's 70 s, each
// loading the compiled server for ≈ 1.4 CPU-s), and checked and printed in this order.
const pool = limited(availableParallelism());
/** Starts `file` with the production environment changed by `change`; resolves as `failing` does. */
const startUp = (file, change = {}) => pool(() => failing(file, { ...env, ...change }));
// admin:create twice, then payouts:monthly: one after the other (each opens the one PGlite folder),
// first in the queue (the longest of the runs).
const operatorCommands = pool(async () => {
  const first = await failing(serverOutputs.admin, env, [
    '--email',
    'ops@shirube.example.jp',
    '--account',
    'ops_admin',
  ]);
  const again = await failing(serverOutputs.admin, env, [
    '--email',
    'OPS@shirube.example.jp',
    '--account',
    'other',
  ]);
  const payouts = await failing(serverOutputs.payouts, env);
  // A copy of the closed database for the second API below (the port check comes after the database
  // opens: on an empty folder PGlite's initdb and every migration first, ≈ 8 s).
  cpSync(env.DATA_DIR, path.join(tmp, 'data2'), { recursive: true });
  return { first, again, payouts };
});
const badEnvironment = startUp(serverOutputs.api, {
  API_PORT: 'abc',
  PLATFORM_FEE_BP: 'x',
  TRUST_PROXY: 'loopback,nginx',
});
/** Each production refusal: the server exits 1 with exactly this one line, as a JSON `error` object. */
const refusals = [
  [
    'api',
    { SITE_URL: '' },
    'SITE_URL must be set in production: the public URL of the site, e.g. https://shirube.example.jp',
  ],
  [
    'api',
    { SITE_URL: 'http://localhost:3000' },
    'SITE_URL must be the site\'s public URL in production, not a loopback address (got "http://localhost:3000")',
  ],
  [
    'api',
    { INVOICE_REGISTRATION_NUMBER: 'T0000000000000' },
    'INVOICE_REGISTRATION_NUMBER T0000000000000 is the sample: refused in production',
  ],
  [
    'api',
    { INVOICE_REGISTRATION_NUMBER: '' },
    'INVOICE_REGISTRATION_NUMBER must be set in production (your 適格請求書発行事業者登録番号, T + 13 digits)',
  ],
  [
    'api',
    { MAIL_TRANSPORT: '' },
    'SMTP_URL must be set in production (or MAIL_TRANSPORT=files to keep mail as .eml files in MAIL_DIR)',
  ],
  ['api', { SEED_DEMO: '1' }, 'SEED_DEMO=1 is refused in production (demo users have published passwords)'],
  [
    'api',
    { MAIL_TRANSPORT: '', SMTP_URL: 'garbage' },
    'SMTP_URL must be an smtp:// or smtps:// URL with a host (and the user and password the server needs), got "garbage"',
  ],
  [
    'api',
    { MAIL_FROM: 'notanaddress' },
    'MAIL_FROM must be one address, optionally with a name ("しるべ" <no-reply@your-domain>), got "notanaddress"',
  ],
  [
    'api',
    { ZENGIN_SENDER_CODE: '0000000001' },
    'ZENGIN_SENDER_CODE 0000000001 is the demo 依頼人コード: refused in production',
  ],
  [
    'api',
    { ZENGIN_ACCOUNT_NUMBER: '' },
    'ZENGIN_ACCOUNT_NUMBER must be set in production (the account number, 7 digits; the demo 全銀 sender is refused)',
  ],
  [
    'shell',
    { SESSION_SECRET: '' },
    'SESSION_SECRET must be set in production (≥ 32 bytes, e.g. `openssl rand -hex 32`)',
  ],
  [
    'shell',
    { SESSION_SECRET: 'x'.repeat(31) },
    'SESSION_SECRET must be at least 32 bytes in production, got 31 (e.g. `openssl rand -hex 32`)',
  ],
  [
    'shell',
    { SITE_URL: 'http://127.0.0.1:3000' },
    'SITE_URL must be the site\'s public URL in production, not a loopback address (got "http://127.0.0.1:3000")',
  ],
  ...['api', 'shell'].map((server) => [
    server,
    { ALLOW_SANDBOX_PAYMENTS: '' },
    'PAYMENT_PROVIDER unset (the sandbox) is refused in production: set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1 for a staging site (every page then says no real money moves)',
  ]),
].map(([server, change, line]) => ({ server, change, line, run: startUp(serverOutputs[server], change) }));
const malformedDatabaseUrl = startUp(serverOutputs.api, { DATABASE_URL: 'mysql://app:hunter2@db/x' });
const unreachableDatabase = startUp(serverOutputs.api, {
  DATABASE_URL: `postgres://x@127.0.0.1:${deadPort}/db`,
});
const badShellPort = startUp(serverOutputs.shell, { PORT: 'abc' });
const badShellProxy = startUp(serverOutputs.shell, { TRUST_PROXY: '10.0.0.0/33' });
// Meanwhile the four remotes are published (one after the other: the store's lock), for the servers below.
const published = (async () => {
  for (const remote of remotes) await deployAsync(releasesDir, ['publish', remote.dir]);
})();

const children = [];
let adminPassword = '';
try {
  await check('API: a bad environment is one line per problem, exit 1', async () => {
    const { code, err } = await badEnvironment;
    assert(code === 1, `exit ${code}`);
    assert(err.split('\n').includes('API_PORT must be 1–65535, got "abc"'), err);
    assert(err.includes('TRUST_PROXY: "nginx" is not an address, a CIDR range or one of'), err);
    assert(err.split('\n').length === 3, err);
  });
  for (const { server, change, line, run } of refusals)
    await check(`${server}: ${JSON.stringify(change)} is refused in production`, async () => {
      const { code, lines, err } = await run;
      assert(code === 1, `exit ${code}: ${err}`);
      assert(err === line && lines.length === 1, err);
      assert(parsed(lines[0]).level === 'error', lines[0]);
    });
  await check('a malformed DATABASE_URL is one line without its password', async () => {
    const { code, err } = await malformedDatabaseUrl;
    assert(code === 1 && err.includes('mysql://app:***@db/x') && !err.includes('hunter2'), err);
  });
  const { first, again, payouts } = await operatorCommands;
  await check(
    'admin:create (compiled) makes the administrator, prints a generated password once, refuses a taken email',
    async () => {
      assert(first.code === 0, first.lines.join('\n'));
      const shown = first.lines.join('\n').match(/password (\S{24}) /);
      assert(shown, first.lines.join('\n'));
      adminPassword = shown[1];
      assert(
        again.code === 1 && again.lines.join('\n').includes('ops@shirube.example.jp already has an account'),
        again.lines.join('\n'),
      );
    },
  );
  await check('payouts:monthly (compiled, the cron command) runs with node alone', async () => {
    const { code, lines } = payouts;
    assert(code === 0 && /^monthly payouts \d{4}-\d{2}: /.test(lines.at(-1) ?? ''), lines.join('\n'));
  });
  await check('API: an unreachable DATABASE_URL is named with its cause', async () => {
    const { code, err } = await unreachableDatabase;
    assert(
      code === 1 && err === `DATABASE_URL: could not connect to 127.0.0.1:${deadPort} (ECONNREFUSED)`,
      err,
    );
  });
  await check('shell: a bad PORT is one line, exit 1', async () => {
    const { code, err } = await badShellPort;
    assert(code === 1 && err === 'PORT must be 1–65535, got "abc"', err);
  });
  await check('shell: a bad TRUST_PROXY entry is one line (the same rule as the API), exit 1', async () => {
    const { code, err } = await badShellProxy;
    const line = 'TRUST_PROXY: "10.0.0.0/33" is not an address, a CIDR range or one of';
    assert(code === 1 && err.startsWith(line) && !err.includes('\n'), err);
  });

  await published;
  /** A compiled server under plain node, its output lines kept for the log checks below. */
  const startServer = (name) => {
    const lines = [];
    const child = startChild(name, process.execPath, [serverOutputs[name]], {
      env,
      quiet: true,
      onLine: (l) => lines.push(l),
    });
    children.push(child);
    return { child, lines };
  };
  const { child: api, lines: apiLines } = startServer('api');
  await waitForHttp(`${env.API_URL}/readyz`, { child: api, what: 'compiled API', timeoutMs: 120_000 });
  const { child: shell, lines: shellLines } = startServer('shell');
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
    // ALLOW_SANDBOX_PAYMENTS=1: the staging banner is on the page.
    assert(html.includes('実際のお金は動きません'), 'no sandbox banner on a staging site');
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
  await check('the administrator made by admin:create signs in', async () => {
    const res = await fetch(`${env.API_URL}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@shirube.example.jp', password: adminPassword }),
    });
    assert(res.status === 200, `HTTP ${res.status}`);
  });
  await check('every line both servers wrote is one JSON object; no email in them', async () => {
    await new Promise((r) => setTimeout(r, 200));
    const lines = [...apiLines, ...shellLines];
    assert(lines.length >= 4, `${lines.length} lines`);
    lines.forEach(parsed);
    assert(
      apiLines.some((l) => parsed(l).msg.startsWith('API listening on')),
      'no start-up line',
    );
    assert(!lines.some((l) => l.includes('ops@shirube.example.jp')), 'an email in the log');
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
const failed = failures.length;
console.log(`${passed()} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
