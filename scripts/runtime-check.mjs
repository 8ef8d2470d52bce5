// `node scripts/runtime-check.mjs` (.ci/run; issue 41): the Docker image tested the way it is used, without
// Docker. Builds the image's file set by the image's own steps — `npm prune --omit=dev` on a copy of the
// built tree, then deploy/runtime-tree.sh (the script the Dockerfile runs) — and runs the image's command
// (`node scripts/serve.mjs`, the Dockerfile's CMD and ENV) from that folder alone, on PostgreSQL
// (TEST_DATABASE_URL: a fresh database beside it), as a non-root user (the image's `node` user; here
// `nobody` when started as root), with a read-only code tree. Then: a page loads, the administrator made by
// the image's admin command signs in through the shell server, a remote is published by the image's deploy
// CLI (its browser smoke check in Chromium) and goes live, and SIGTERM stops serve with exit 0.
// Needs the apps built (done here when stale) and Chromium (/usr/bin/chromium). Prints one line per check.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildAll, repoRoot } from './lib/apps.mjs';
import { assert, checkRunner } from './lib/checks.mjs';
import { freePort } from './lib/free-port.mjs';
import { buildServers } from './lib/servers.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'runtime-check: TEST_DATABASE_URL must name a PostgreSQL server (the image runs on PostgreSQL)',
  );
  process.exit(2);
}
const step = (what) => console.log(`runtime-check: ${what}`);
const { check, failures } = checkRunner();

// The image's user: `node` (uid 1000) there; here whoever runs this, or `nobody` when that is root.
const asRoot = process.getuid?.() === 0;
const user = asRoot ? { uid: 65534, gid: 65534 } : {};
// That user must reach this Node: a folder of root's on its path (mktemp -d makes 0700) is EACCES at spawn.
if (asRoot) {
  for (let dir = path.dirname(process.execPath); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      console.error(
        `runtime-check: ${process.execPath} cannot be run by uid 65534: ${dir} is not searchable by others`,
      );
      process.exit(2);
    }
  }
}

step('building what is stale (apps, servers, deploy CLI)');
await buildAll({ log: () => {} });
await buildServers({ log: () => {} });
execFileSync(process.execPath, [path.join(repoRoot, 'deploy/build.mjs'), '--if-stale'], { stdio: 'inherit' });

const tmp = mkdtempSync(path.join(tmpdir(), 'shirube-runtime-'));
chmodSync(tmp, 0o755);
const built = path.join(tmp, 'built');
const app = path.join(tmp, 'app');
const dataDir = path.join(tmp, 'data');
const home = path.join(tmp, 'home');
const dbName = `shirube_runtime_${process.pid}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
let serve = null;
let dbCreated = false;
try {
  // 1. The build stage's tree after `npm run build`: a hard-linked copy (no bytes copied), whose own
  //    manifests are real copies so the prune below rewrites nothing of the checkout.
  step(`pruned copy of the built tree in ${built}`);
  mkdirSync(built);
  const entries = readdirSync(repoRoot).filter((f) => !['.git', '.data', 'test-results'].includes(f));
  execFileSync('cp', ['-al', ...entries.map((f) => path.join(repoRoot, f)), built]);
  for (const f of ['package.json', 'package-lock.json', 'node_modules/.package-lock.json'])
    execFileSync('cp', ['--remove-destination', path.join(repoRoot, f), path.join(built, f)]);
  execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--offline'], {
    cwd: built,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // 2. The runtime stage's files: exactly what the Dockerfile copies (`COPY --from=build /runtime /app`).
  step(`deploy/runtime-tree.sh ${built} ${app}`);
  execFileSync('sh', [path.join(built, 'deploy/runtime-tree.sh'), built, app], { stdio: 'inherit' });
  rmSync(built, { recursive: true, force: true });
  // The image's code is root's and read-only to the app user, who writes /data only.
  for (const dir of [dataDir, home]) {
    mkdirSync(dir);
    if (asRoot) chownSync(dir, user.uid, user.gid);
  }
  if (!asRoot) execFileSync('chmod', ['-R', 'a-w', app]);

  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE template0 ENCODING 'UTF8'`);
  dbCreated = true;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const [port, apiPort] = [await freePort(), await freePort()];
  // The Dockerfile's ENV (loopback here, not 0.0.0.0) and what an operator must give in production.
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SITE_URL: 'https://shirube.example.jp',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
    MAIL_TRANSPORT: 'files',
    ZENGIN_SENDER_CODE: '1234567890',
    ZENGIN_SENDER_NAME: 'ｶ)ｼﾙﾍﾞ',
    ZENGIN_BANK_CODE: '0001',
    ZENGIN_BRANCH_CODE: '001',
    ZENGIN_ACCOUNT_NUMBER: '7654321',
    PAYOUT_SCHEDULE: '0',
    ALLOW_SANDBOX_PAYMENTS: '1',
    ...(process.env.SHIRUBE_SMOKE_CHROMIUM
      ? { SHIRUBE_SMOKE_CHROMIUM: process.env.SHIRUBE_SMOKE_CHROMIUM }
      : {}),
  };
  // Asynchronous, so this process keeps reading its sockets meanwhile (a blocked event loop missed the
  // server closing an idle keep-alive connection, and the next fetch on it failed).
  const run = (args, input = '') =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: app, env, ...user });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stderr += c));
      child.stdin.end(input);
      child.on('error', (error) => resolve({ status: -1, stdout, stderr: `${stderr}${error.message}` }));
      child.on('exit', (status) => resolve({ status, stdout, stderr }));
    });

  // 3. The image's command.
  step(
    `node scripts/serve.mjs in ${app} as ${asRoot ? 'nobody' : `uid ${process.getuid?.()}`} on PostgreSQL`,
  );
  let output = '';
  serve = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  serve.stdout.on('data', (c) => (output += c));
  serve.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => {
    serve.once('error', (error) => resolve(error.message));
    serve.once('exit', (code, signal) => resolve(code ?? signal));
  });
  const ready = await Promise.race([
    new Promise((resolve) => {
      const timer = setInterval(() => {
        if (output.includes(`serve: http://localhost:${port}`)) resolve(clearInterval(timer) ?? true);
      }, 200);
    }),
    exited.then((code) => `exited ${code}`),
    new Promise((resolve) => setTimeout(() => resolve('not ready in 10 min'), 600_000)),
  ]);
  await check('the image command (node scripts/serve.mjs) starts from the runtime files', () =>
    assert(ready === true, `${ready}:\n${output}`),
  );
  if (ready !== true) throw new Error('serve did not start');
  const site = `http://127.0.0.1:${port}`;

  await check('a page loads (server-rendered top page, the staging banner)', async () => {
    const res = await fetch(`${site}/`);
    const html = await res.text();
    assert(res.status === 200 && html.includes('id="shirube-page"'), `HTTP ${res.status}`);
    assert(html.includes('実際のお金は動きません'), 'no sandbox banner');
  });

  await check('the administrator made by the image admin command signs in through the shell', async () => {
    const password = randomBytes(12).toString('hex');
    const made = await run(
      ['api/dist/main-admin.js', '--email', 'ops@shirube.example.jp', '--account', 'ops_admin'],
      password,
    );
    assert(made.status === 0, `admin: exit ${made.status}: ${made.stdout}${made.stderr}`);
    const signIn = await fetch(`${site}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ email: 'ops@shirube.example.jp', password }),
    });
    assert(signIn.status === 200, `sign in: HTTP ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await fetch(`${site}/v1/users/current`, { headers: { cookie } });
    const body = await me.json();
    assert(me.status === 200 && body.data.email === 'ops@shirube.example.jp', `current user: ${me.status}`);
  });

  await check(
    'the image deploy CLI publishes a remote (browser smoke check in Chromium) and it goes live',
    async () => {
      const published = await run([
        'deploy/dist/cli.js',
        'publish',
        'mf-seller',
        '--label',
        'runtime-check',
        '--json',
      ]);
      assert(published.status === 0, `publish: exit ${published.status}: ${published.stderr}`);
      assert(published.stderr.includes('smoke-run in headless Chromium'), published.stderr);
      const { version } = JSON.parse(published.stdout);
      const live = await (await fetch(`${site}/remotes.json`)).json();
      assert(String(live.mf_seller).includes(`/${version}/`), `remotes.json: ${JSON.stringify(live)}`);
    },
  );

  await check('SIGTERM: serve drains both servers and exits 0', async () => {
    serve.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('still running after 30 s'), 30_000)),
    ]);
    assert(code === 0, `exit ${code}:\n${output.split('\n').slice(-15).join('\n')}`);
  });
} catch (error) {
  failures.push(error.message);
  console.log(`FAIL ${error.message}`);
} finally {
  if (serve && serve.exitCode === null && serve.signalCode === null) serve.kill('SIGKILL');
  if (dbCreated) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  execFileSync('chmod', ['-R', 'u+w', tmp]);
  rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(
  1,
  failures.length ? `runtime-check: ${failures.length} failed\n` : 'runtime-check: all passed\n',
);
process.exit(failures.length ? 1 : 0);
