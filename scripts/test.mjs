// `npm test`: lint, jest (unit; node + the API suites on PGlite and — when TEST_DATABASE_URL is set —
// also on PostgreSQL, see below), then the e2e journeys in Chromium (after building what is stale).
// Steps run side by side where a core idles (scripts/lib/tasks.mjs; `--jobs=N`, default cores + 1),
// each output line prefixed with its step; prints a table of each step's seconds and ends with one line
// `N passed, N failed` over all runners; exits non-zero if anything failed.
// Options: --skip-e2e, --only=lint,unit,node,jest,api,e2e,api-compiled,smoke,runtime (jest = unit,node),
// --times=<file> (append the step table there too).
// `api-compiled` (`npm run test:api:compiled`): the API suites against the esbuild output
// (api/dist/server.cjs, built if stale) on PostgreSQL. `smoke` = `npm run smoke:compiled`.
// `--ci` (.ci/run): every step, each suite once per database — the API suites from source on PGlite and
// against the compiled server on PostgreSQL (the cluster, worker and scheduler processes included) —
// and with `--node=<node binary>` (Node 24) the compiled-server steps and the node suites (only) on that node.
// `--quick` [--since=<ref>] (before each commit): lint, the unit suites and the API suites the change
// touches (scripts/lib/changes.mjs: files changed since HEAD left main, committed or not) on PGlite;
// eslint and prettier on the changed files only, tsc incremental (its state under node_modules/.cache).
// Every step's seconds and CPU-seconds (user + system of its processes, scripts/lib/cpu.mjs) are printed.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, repoRoot } from './lib/apps.mjs';
import { changeBase, changedFiles, touchedApiSuites } from './lib/changes.mjs';
import { suitesUnder, writeSuiteGroups } from './jest/suite-groups.mjs';
import { failedNames, parseJest, parsePlaywright } from './lib/summary.mjs';
import { busyTable, sampleBusy } from './lib/busy.mjs';
import { BATCH_NICE, run, runTasks, timed, timeTable } from './lib/tasks.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ci = args.includes('--ci');
const quick = args.includes('--quick');
if (quick && ci) throw new Error('--quick and --ci: one or the other');
const only =
  option('only')
    ?.split(',')
    .flatMap((s) => (s === 'jest' ? ['unit', 'node'] : [s])) ?? (quick ? ['lint', 'unit', 'api'] : null);
const want = (step) =>
  only
    ? only.includes(step)
    : ci ||
      !(
        ['api-compiled', 'smoke', 'runtime'].includes(step) ||
        (step === 'e2e' && args.includes('--skip-e2e'))
      );
const wantNode = want('node');
// TEST_JOBS=1: one step at a time (a loaded machine; steps side by side slow each other's time-outs).
const jobs = Number(option('jobs') ?? process.env.TEST_JOBS ?? availableParallelism() + 1);
// Side by side, the steps with no clock of their own run at a low CPU priority and the timed ones one
// at a time (scripts/lib/tasks.mjs, `timed`): the e2e's and the process suites' waits are not starved.
// Other packings tried and measured on fresh clones (CI runs 14–16, 18, 19 on 2026-11-29/30) were all
// slower or failed: every step at once (starved the mail worker's start, since fixed); a second timed
// lane beside the e2e (1,175 s); timed steps not counted in `jobs`, so three batch steps ran beside the
// e2e (1,117 s). Against this packing's 1,075 s, each made every step take 13–20 % more CPU-seconds
// (1,733–1,748 against 1,526): on 2 cores, more processes side by side cost more than they fill.
// Tried again with the API suites in groups (CI run 28, jobs = cores + 2): the three batch lanes beside
// the e2e all ended 100–120 s after it (886 s against run 27's 925, but on a machine ≈ 20 % faster by
// the build's CPU-seconds, 48.3 against 60.3), their serial stages still in the tail.
const batch = jobs > 1 ? { nice: BATCH_NICE } : {};
/** The second runtime (.ci/run: Node 24 from the npm registry); absent: this one. */
const otherNode = option('node');
const otherNodeEnv = otherNode
  ? { PATH: `${path.dirname(otherNode)}${path.delimiter}${process.env.PATH}` }
  : {};
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
// eslint, prettier, the jsdom unit suites and the API suites from source do the same work on any
// runtime, and with --ci and a second node (Node 24, what package.json's engines and the image name)
// they run on it: measured here, the same eslint run took 28 % fewer CPU-seconds on Node 24.21 than on
// this machine's Node 20.20 (57.6–63.0 → 41.6–44.0), 78 unit tests 20 % fewer (36.5–39.1 → 29.4–31.5),
// the API suites on PGlite in their groups 20 % fewer (186 → 148; PGlite's wasm gains most). The site's
// servers in the e2e stay on this node: `npm start` runs on it.
const toolNode = ci ? otherNode : undefined;
/** `[command, args]` for a tool of node_modules/.bin, on toolNode when set (its workers inherit it). */
const tool = (name, args) => (toolNode ? [toolNode, [bin(name), ...args]] : [bin(name), args]);
const toolEnv = toolNode ? otherNodeEnv : {};
// The type check runs on TypeScript 7 (the native compiler: the whole repo in ≈ 15 CPU-seconds on one
// thread against ≈ 67 for TypeScript 6's tsc, same files and same errors on this code). TypeScript 6
// stays the `typescript` package for the tools that load its JavaScript API (typescript-eslint, Module
// Federation's type plugin, editors). One thread: in CI the other core is busy with other steps.
const tsc7 = path.join(repoRoot, 'node_modules/typescript7/bin/tsc');
const jestArgs = ['--ci'];
// The node and API suites run on two jest workers (jest's default on 2 cores is one: a 14-minute step
// used one core). Suites that start processes and wait for them against time limits of their own — the
// deploy tool's Chromium smoke, the mail worker, the cluster, the compiled entry points, the scheduler's
// and the supervisor's children — run after them as a timed stage at normal priority, also on two
// workers: one at a time they left a core idle for 245 s at the end of a CI run, and a second worker
// no longer starves the mail worker's start (it starts at normal priority and lowers itself to +19
// once connected).
const serialSuites = [
  'deploy/src/checks\\.node\\.test',
  'deploy/src/cli\\.node\\.test',
  'shell/server/main-ops\\.node\\.test',
  'scripts/lib/supervise\\.node\\.test',
  'api/src/main-db\\.test',
  'api/src/purchases/mail-worker\\.test',
  'api/src/scheduler/reserved-publish\\.test',
  'api/src/cluster/',
];
const serialPattern = new RegExp(serialSuites.join('|'));
const JEST_WORKERS = '2';
// The full runs' API suites (not the serial ones) run as this many group files (scripts/jest/
// suite-groups.mjs: one module registry per group, not per suite), spread over the two workers.
const API_GROUPS = 10;
/** Two jest runs of `projects`: the rest on two workers, and the serial suites as a timed stage beside
 *  them once it is their turn (one after the other with --jobs=1); summed.
 *  `suites` (absolute paths; --quick): only these, each in its run (a run with none is left out). */
async function jestInTwo(label, projects, runOptions = {}, cmd = bin('jest'), pre = [], suites = null) {
  const base = [...pre, '--selectProjects', ...projects, ...jestArgs];
  // The full run: the API suites from their groups (a root of the api project, SHIRUBE_API_GROUPS), the
  // files themselves left out; the serial ones stay files of their own.
  const groupDir =
    !suites && projects.includes('api') ? mkdtempSync(path.join(tmpdir(), 'shirube-api-groups-')) : null;
  if (groupDir)
    writeSuiteGroups({
      suites: suitesUnder(path.join(repoRoot, 'api/src')).filter((f) => !serialPattern.test(f)),
      dir: groupDir,
      count: API_GROUPS,
      root: repoRoot,
    });
  const rest = suites
    ? ['--runTestsByPath', ...suites.filter((f) => !serialPattern.test(f))]
    : [
        '--testPathIgnorePatterns',
        '/node_modules/',
        '/dist/',
        ...serialSuites,
        ...(groupDir ? [`^${path.join(repoRoot, 'api/src/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`] : []),
      ];
  const serialOnes = suites
    ? ['--runTestsByPath', ...suites.filter((f) => serialPattern.test(f))]
    : ['--passWithNoTests', '--', ...serialSuites];
  const skipped = { code: 0, output: '' };
  const parallelPart = () =>
    rest.length > 1
      ? run(label, cmd, [...base, `--maxWorkers=${JEST_WORKERS}`, ...rest], {
          ...runOptions,
          env: { ...runOptions.env, ...(groupDir ? { SHIRUBE_API_GROUPS: groupDir } : {}) },
          ...batch,
        }).finally(() => groupDir && rmSync(groupDir, { recursive: true, force: true }))
      : skipped;
  const serialPart = () =>
    serialOnes.length > 1
      ? timed(() => run(label, cmd, [...base, `--maxWorkers=${JEST_WORKERS}`, ...serialOnes], runOptions))
      : skipped;
  // Side by side, the serial suites wait for their turn at the timed stage while the rest run, not for
  // the rest to end: in CI run 27 the compiled lane's serial stage (123 s, about one core) began only
  // when its batch part ended, with nothing left beside it, then the runtime check: ≈ 150 core-seconds
  // idle at the end. The e2e asks for the timed stage first (its task starts before the lanes', and
  // each asks as it starts), so the lanes' serial suites still come after it.
  const [parallel, serial] =
    jobs > 1 ? await Promise.all([parallelPart(), serialPart()]) : [await parallelPart(), await serialPart()];
  const a = parseJest(parallel.output);
  const b = parseJest(serial.output);
  const summary =
    a && b
      ? { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }
      : (a ?? b);
  return {
    code: parallel.code || serial.code,
    summary,
    failures: [...failedNames(parallel.output), ...failedNames(serial.output)],
  };
}
const pgUrl = process.env.TEST_DATABASE_URL;

/** --quick: what changed, and what of it each step looks at. */
const change = quick ? quickChange() : null;
function quickChange() {
  const { ref, base } = changeBase(option('since'));
  const files = changedFiles(base);
  const apiSuites = touchedApiSuites(files);
  const lintable = files.filter((f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f));
  console.log(
    `━━ --quick: ${files.length} file(s) changed since ${ref} (${base.slice(0, 10)}), committed or not; ` +
      `${apiSuites.length} API suite(s) touched ━━`,
  );
  for (const suite of apiSuites) console.log(`  ${path.relative(repoRoot, suite)}`);
  return {
    files,
    lintable,
    apiSuites,
    // The contract's OpenAPI document comes from shared/api (scripts/openapi.mjs writes it).
    contract: files.some((f) => f.startsWith('shared/api/') || f === 'scripts/openapi.mjs'),
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = new Map();

/** A runner that exits non-zero without a summary (crash, config error) still counts as one failure;
 *  a lint check (summary 'check') counts as one passed or one failed. `failures`: what failed, by name,
 *  listed under the step's line in the summary (a CI log may keep only the end of the run). */
function record(label, code, summary, failures = []) {
  const s =
    summary === 'check'
      ? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }
      : (summary ?? { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  if (code !== 0 && s.failed === 0) s.failed = 1;
  for (const k of Object.keys(totals)) totals[k] += s[k];
  const shown = failures.slice(0, 40).map((name) => `\n    ✕ ${name}`);
  if (failures.length > shown.length) shown.push(`\n    … and ${failures.length - shown.length} more`);
  results.set(
    label,
    `${label}: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}${shown.join('')}`,
  );
}
const lines = (output, pattern) => {
  const m = [...output.matchAll(pattern)].at(-1);
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: 0 } : null;
};

const hasEslintConfig = [
  'eslint.config.js',
  'eslint.config.mjs',
  'eslint.config.cjs',
  'eslint.config.ts',
].some((f) => existsSync(path.join(repoRoot, f)));
const tasks = [];
let buildFailed = null;
const built = (label) => {
  if (buildFailed) record(label, 1, null);
  return !buildFailed;
};

// Builds first, once: the node suites (deploy, main-ops), the API's process suites, the e2e and the smoke
// all read these outputs; two of them building at the same time would write one dist/ twice.
// Which browser apps: all for the e2e and the smoke, the shell and mf-editor for the deploy suites.
const apps = want('e2e') || want('smoke') ? [] : wantNode ? ['shell', 'mf-editor'] : null;
// --quick: only the serial API suites start the compiled servers (main-db, mail worker, cluster,
// scheduler); without one of them touched nothing is built.
const serversWanted = quick
  ? change.apiSuites.some((f) => serialPattern.test(f))
  : want('api') || want('api-compiled');
if (apps || serversWanted)
  tasks.push({
    name: 'build',
    run: async () => {
      try {
        if (apps) await buildAll({ only: apps, log: (m) => console.log(`[build] ${m}`) });
        // In a process of its own so that esbuild's CPU-seconds count towards this step.
        const servers = await run('build', process.execPath, [
          '--input-type=module',
          '-e',
          "await (await import('./scripts/lib/servers.mjs')).buildServers(); await (await import('esbuild')).stop()",
        ]);
        if (servers.code !== 0) throw new Error(`compiling the servers failed (exit ${servers.code})`);
      } catch (e) {
        buildFailed = e;
        console.error(`[build] ${e.message}`);
        record('build', 1, null);
      }
    },
  });
// With lint wanted the unit suites run inside its step, in the lane tsc frees (below).
// --quick: eslint and tsc are short there, so the unit suites run as a step of their own on two workers.
const unitBesideLint = want('lint') && hasEslintConfig && want('unit') && !quick;
if (want('lint')) {
  if (!hasEslintConfig) console.log('\n━━ lint skipped: no eslint.config.* at the root ━━');
  else
    tasks.push({
      name: unitBesideLint ? 'lint + jest unit' : 'lint',
      run: async () => {
        // Two lanes, one core each, none with a time limit: eslint (the longest, about 200 CPU-seconds)
        // alone; tsc (TypeScript 7: about 15), prettier, redocly — and with them wanted, the jest unit suites on
        // one worker — in the other, so the core tsc frees is not left idle while eslint goes on.
        // --quick: eslint and prettier on the changed files; tsc whole (a change breaks types elsewhere)
        // but incremental, from the state its last run left.
        await Promise.all([
          eslint(),
          (async () => {
            record(
              'tsc',
              (
                await run(
                  'tsc',
                  tsc7,
                  ['--noEmit', '-p', 'tsconfig.json', '--singleThreaded', ...tscQuick()],
                  batch,
                )
              ).code,
              'check',
            );
            await lintFormatAndContract();
            if (unitBesideLint) await unitSuites('1');
          })(),
        ]);
      },
    });
}
async function eslint() {
  if (quick && change.lintable.length === 0) return console.log('[eslint] no changed file to lint');
  const on = quick ? ['--no-warn-ignored', ...change.lintable] : ['.'];
  const r = await run('eslint', ...tool('eslint', [...on, '--max-warnings=0']), { ...batch, env: toolEnv });
  record('eslint', r.code, 'check');
}
/** --quick: tsc keeps what it learnt (.tsbuildinfo) and checks again only what a change can affect. */
function tscQuick() {
  if (!quick) return [];
  const dir = path.join(repoRoot, 'node_modules/.cache/shirube');
  mkdirSync(dir, { recursive: true });
  return ['--incremental', '--tsBuildInfoFile', path.join(dir, 'tsc7.tsbuildinfo')];
}
/** prettier, then the API's /openapi.json (written without a server) through redocly's recommended rules. */
async function lintFormatAndContract() {
  const prettierOn = quick ? ['--ignore-unknown', ...change.files] : ['.'];
  if (!quick || change.files.length > 0)
    record(
      'prettier',
      (
        await run('lint', ...tool('prettier', ['--check', '--no-color', ...prettierOn]), {
          ...batch,
          env: toolEnv,
        })
      ).code,
      'check',
    );
  if (quick && !change.contract) return console.log('[lint] redocly: the contract (shared/api) is unchanged');
  const doc = path.join(mkdtempSync(path.join(tmpdir(), 'shirube-openapi-')), 'openapi.json');
  const written = await run('lint', process.execPath, ['scripts/openapi.mjs', doc], batch);
  const redocly =
    written.code === 0
      ? await run('lint', bin('redocly'), ['lint', doc, '--format=summary'], {
          // No network here: no usage report, no update check.
          env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          ...batch,
        })
      : written;
  record('redocly lint /openapi.json', redocly.code, 'check');
}
async function unitSuites(workers) {
  const r = await run(
    'unit',
    ...tool('jest', ['--selectProjects', 'unit', ...jestArgs, `--maxWorkers=${workers}`]),
    { ...batch, env: toolEnv },
  );
  record('jest unit', r.code, parseJest(r.output), failedNames(r.output));
}
if (want('e2e'))
  tasks.push({
    name: 'e2e',
    after: ['build'],
    run: async () => {
      if (!built('e2e')) return;
      const r = await timed(() => run('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']));
      record('e2e', r.code, parsePlaywright(r.output), failedNames(r.output));
    },
  });
if (want('unit') && !unitBesideLint) tasks.push({ name: 'jest unit', run: () => unitSuites(JEST_WORKERS) });
// The API harness (api/src/testing) runs every suite on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (describe names end in [pglite] / [postgres]). With --ci PostgreSQL is the
// compiled server's below: from source the suites run on PGlite only.
const apiPg = Boolean(pgUrl) && !ci && !quick;
// The node suites (the shell server, SSR, the deploy CLI, these scripts) run once, on the runtime that
// runs that code in production: with --ci and a second node (.ci/run: Node 24, the Docker image's) on
// that one, beside the compiled API, not again on this one. This one is the CI machine's Node 20, which
// package.json's engines (^22.12 || ^24) do not support and @effect/platform-node, undici and others
// (engines >= 22.19) do not either: a second run there tested a runtime nothing ships on, and cost its
// serial suites (the deploy checks, cli, main-ops: ~150 s of timed stage) twice.
const nodeOnOther = ci && Boolean(otherNode) && wantNode && want('api-compiled');
const projects = [...(wantNode && !nodeOnOther ? ['node'] : []), ...(want('api') ? ['api'] : [])];
if (quick && change.apiSuites.length === 0) console.log('\n━━ --quick: no API suite touched ━━');
else if (projects.length)
  tasks.push({
    name: `jest ${projects.join('+')}`,
    after: ['build'],
    run: async () => {
      const label = `jest ${projects.join('+')}${want('api') ? (apiPg ? ' (PGlite + PostgreSQL)' : ' (PGlite)') : ''}`;
      if (!built(label)) return;
      const [cmd, pre] = tool('jest', []);
      const r = await jestInTwo(
        projects.join('+'),
        projects,
        { unset: apiPg ? [] : ['TEST_DATABASE_URL'], env: toolEnv },
        cmd,
        pre,
        change?.apiSuites,
      );
      record(label, r.code, r.summary, r.failures);
      if (want('api') && !pgUrl)
        console.log('\n(TEST_DATABASE_URL not set: the API suites ran on PGlite only)');
    },
  });
// The runtime-dependent half on the second node (.ci/run: Node 24, what the Docker image runs): the
// compiled API on PostgreSQL, plus the node suites (servers, SSR, deploy), which then run only here.
const otherProjects = ['api', ...(nodeOnOther ? ['node'] : [])];
if (want('api-compiled'))
  tasks.push({
    name: `jest ${otherProjects.join('+')} compiled`,
    after: ['build'],
    run: async () => {
      const label = `jest ${otherProjects.join('+')} (compiled API, PostgreSQL${otherNode ? ', other node' : ''})`;
      if (!pgUrl) {
        console.error('TEST_DATABASE_URL is not set: the compiled server runs on PostgreSQL');
        return record(label, 1, null);
      }
      if (!built(label)) return;
      const r = await jestInTwo(
        'compiled',
        otherProjects,
        { env: { API_TEST_SERVER: 'compiled', ...otherNodeEnv } },
        otherNode ?? process.execPath,
        [bin('jest')],
      );
      record(label, r.code, r.summary, r.failures);
    },
  });
if (want('smoke'))
  tasks.push({
    name: 'smoke compiled',
    after: ['build'],
    run: async () => {
      if (!built('smoke:compiled')) return;
      const r = await timed(() =>
        run('smoke', otherNode ?? process.execPath, ['scripts/smoke-compiled.mjs'], {
          env: otherNodeEnv,
        }),
      );
      record(
        'smoke:compiled',
        r.code,
        lines(r.output, /^(\d+) passed, (\d+) failed$/gm),
        failedNames(r.output),
      );
    },
  });

// --ci (or --only=runtime): the image's files and command without Docker (scripts/runtime-check.mjs) on
// the second node, after every other step, as .ci/run ran it. Beside the batch steps its SIGTERM check
// failed: the image's API waits for its mail worker to stop, whose start at nice +19 (before it lowered
// itself only once connected) a machine full of nice +10 steps starved past serve's 25 s (load 8–16).
if (want('runtime'))
  tasks.push({
    name: 'runtime check',
    after: tasks.map((t) => t.name),
    run: async () => {
      if (!built('runtime check')) return;
      const r = await timed(() =>
        run('runtime', otherNode ?? process.execPath, ['scripts/runtime-check.mjs'], { env: otherNodeEnv }),
      );
      const count = (re) => [...r.output.matchAll(re)].length;
      const failures = [...r.output.matchAll(/^FAIL (.*)$/gm)].map((m) => m[1].split('\n')[0]);
      record(
        'runtime check (image files, no Docker)',
        r.code,
        { passed: count(/^ok {3}/gm), failed: count(/^FAIL /gm), skipped: 0 },
        failures,
      );
    },
  });

if (otherNode) console.log(`other node: ${otherNode}`);
const busy = sampleBusy();
const times = await runTasks(tasks, { jobs });
const busyLines = busyTable(busy.stop(), availableParallelism());
// A task that crashed (a bug here, not a test) fails the run too.
for (const t of times) if (t.threw) record(`${t.name} (crashed)`, 1, null);
const table = timeTable(times);
console.log(`\n━━ seconds per step ━━\n${table}`);
if (busyLines)
  console.log(`\n━━ the machine's cores, busy per minute (every process on it) ━━\n${busyLines}`);
const timesFile = option('times');
if (timesFile) appendFileSync(timesFile, `${table}\n`);
const order = [...results.keys()];
console.log(`\n━━ summary ━━\n${order.map((k) => results.get(k)).join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || results.size === 0 ? 1 : 0);
