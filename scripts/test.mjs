// `npm test`: lint, jest (unit + node), the API suites on PGlite and — when TEST_DATABASE_URL is set —
// also on PostgreSQL (same run, see below), then the e2e journeys in Chromium (after building what is stale).
// Prints every runner's own summary and ends with one line `N passed, N failed` over all of them;
// exits non-zero if anything failed. Options: --skip-e2e, --only=lint,jest,api,e2e,api-compiled.
// `api-compiled` (only when named; `npm run test:api:compiled`, CI after `npm test`): the API suites
// against the esbuild output (api/dist/server.cjs, built here if stale) on PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, repoRoot } from './lib/apps.mjs';
import { buildServers } from './lib/servers.mjs';
import { parseJest, parsePlaywright } from './lib/summary.mjs';

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;
const want = (step) =>
  only ? only.includes(step) : step !== 'api-compiled' && !(step === 'e2e' && args.includes('--skip-e2e'));
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

/** Runs one command, streaming its output, and resolves with {code, output}. */
function run(cmd, cmdArgs, { env = {}, unset = [] } = {}) {
  const childEnv = { ...process.env, FORCE_COLOR: '0', ...env };
  for (const name of unset) delete childEnv[name];
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => ((output += d), process.stdout.write(d)));
    child.stderr.on('data', (d) => ((output += d), process.stderr.write(d)));
    child.on('error', (e) => resolve({ code: 127, output: String(e) }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** A runner that exits non-zero without a summary (crash, config error) still counts as one failure;
 *  a lint check (summary 'check') counts as one passed or one failed. */
function record(label, code, summary) {
  const s =
    summary === 'check'
      ? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }
      : (summary ?? { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  if (code !== 0 && s.failed === 0) s.failed = 1;
  for (const k of Object.keys(totals)) totals[k] += s[k];
  results.push(
    `${label}: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`,
  );
}

async function step(label, fn) {
  console.log(`\n━━ ${label} ━━`);
  const t0 = Date.now();
  await fn();
  console.log(`━━ ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const hasEslintConfig = [
  'eslint.config.js',
  'eslint.config.mjs',
  'eslint.config.cjs',
  'eslint.config.ts',
].some((f) => existsSync(path.join(repoRoot, f)));
const jestArgs = ['--ci'];

if (want('lint')) {
  if (!hasEslintConfig) console.log('\n━━ lint skipped: no eslint.config.* at the root ━━');
  else
    await step('lint', async () => {
      const eslint = await run(bin('eslint'), ['.', '--max-warnings=0']);
      record('eslint', eslint.code, 'check');
      const prettier = await run(bin('prettier'), ['--check', '.', '--no-color']);
      record('prettier', prettier.code, 'check');
      const typecheck = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
      record('tsc', typecheck.code, 'check');
      // The API's /openapi.json, written without a server, linted with redocly's recommended rules.
      const doc = path.join(mkdtempSync(path.join(tmpdir(), 'shirube-openapi-')), 'openapi.json');
      const written = await run(process.execPath, ['scripts/openapi.mjs', doc]);
      const redocly =
        written.code === 0
          ? await run(bin('redocly'), ['lint', doc, '--format=summary'], {
              // No network here: no usage report, no update check.
              env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
            })
          : written;
      record('redocly lint /openapi.json', redocly.code, 'check');
    });
}
if (want('jest')) {
  await step('jest: unit + node', async () => {
    const r = await run(bin('jest'), ['--selectProjects', 'unit', 'node', ...jestArgs]);
    record('jest unit+node', r.code, parseJest(r.output));
  });
}
if (want('api')) {
  // The API harness (api/src/testing) runs every suite on PGlite, and again on PostgreSQL when
  // TEST_DATABASE_URL is set (describe names end in [pglite] / [postgres]): one jest run covers both.
  const pg = Boolean(process.env.TEST_DATABASE_URL);
  const label = pg ? 'jest: api on PGlite and PostgreSQL' : 'jest: api on PGlite';
  await step(label, async () => {
    const r = await run(bin('jest'), ['--selectProjects', 'api', ...jestArgs]);
    record(pg ? 'jest api (PGlite + PostgreSQL)' : 'jest api (PGlite)', r.code, parseJest(r.output));
  });
  if (!pg) console.log('\n(TEST_DATABASE_URL not set: the API suites ran on PGlite only)');
}
if (want('api-compiled')) {
  await step('jest: api against the compiled server (PostgreSQL)', async () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.error('TEST_DATABASE_URL is not set: the compiled server runs on PostgreSQL');
      return record('jest api (compiled)', 1, null);
    }
    try {
      await buildServers();
    } catch (e) {
      console.error(e.message);
      return record('jest api (compiled) build', 1, null);
    }
    const r = await run(bin('jest'), ['--selectProjects', 'api', ...jestArgs], {
      env: { API_TEST_SERVER: 'compiled' },
    });
    record('jest api (compiled, PostgreSQL)', r.code, parseJest(r.output));
  });
}
if (want('e2e')) {
  await step('e2e (Playwright, Chromium)', async () => {
    try {
      await buildAll();
    } catch (e) {
      console.error(e.message);
      record('e2e build', 1, null);
      return;
    }
    const r = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
    record('e2e', r.code, parsePlaywright(r.output));
  });
}

console.log(`\n━━ summary ━━\n${results.join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || results.length === 0 ? 1 : 0);
