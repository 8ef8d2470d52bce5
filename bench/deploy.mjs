// `node bench/deploy.mjs [--runs 5]`: how long publish and rollback of a remote take, and how long
// until a running shell server shows the change (time-to-visible). Not part of `npm test`.
//
// Method: a temp release store; the real mf-editor build (npm run build first) is published once as a
// base. Then, `runs` times: `node deploy/dist/cli.js publish mf-editor` (the compiled CLI — the way ops
// run it; `npm run deploy` adds npm's own start-up, measured once at the end) of a copy of the build,
// timed from spawn to exit (smoke check included); while a loop polls the shell server's /remotes.json
// every 10 ms, from spawn until the new version's entry is served = time-to-visible; then rollback,
// timed the same way. Medians of `runs`. Shell server on 127.0.0.1:3600 (tsx shell/server/main.ts).
// Floors, timed the same way (spawn → exit of a `node` child, same machine, interleaved with the runs):
// `node -e` copying the same build into a fresh folder (what any publish must at least do: start node
// and store the files) and `node -e` replacing one small JSON file by tmp + rename (what a rollback must
// at least do). Each command is printed as a ratio to its floor.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { repoRoot } from '../scripts/lib/apps.mjs';
import { startChild, waitForHttp } from '../scripts/lib/procs.mjs';

const run = promisify(execFile);
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const port = Number(process.env.BENCH_PORT ?? 3600);
const cli = path.join(repoRoot, 'deploy/dist/cli.js');
const work = await mkdtemp(path.join(os.tmpdir(), 'shirube-bench-deploy-'));
const env = { ...process.env, RELEASES_DIR: path.join(work, 'releases') };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

async function deploy(argv) {
  const t0 = performance.now();
  const { stdout } = await run(process.execPath, [cli, ...argv, '--json'], { cwd: repoRoot, env });
  return { ms: performance.now() - t0, out: JSON.parse(stdout) };
}

const entry = async () => (await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()).mf_editor;

/** Resolves with the time (from `since`) when the shell's /remotes.json entry of mf_editor differs
 *  from `before`, and that entry. Bounded: 3,000 polls. */
async function changed(before, since) {
  for (let i = 0; i < 3000; i++) {
    const now = await entry();
    if (now !== before) return { ms: performance.now() - since, entry: now };
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the change never became visible');
}

/** Spawn → exit of `node -e script args…`: the floors the deploy commands are read against. */
async function floor(script, ...argv) {
  const t0 = performance.now();
  await run(process.execPath, ['-e', script, ...argv], { cwd: repoRoot });
  return performance.now() - t0;
}
const copyFloor = (from, to) =>
  floor(
    "const fs = require('node:fs'); fs.cpSync(process.argv[1], process.argv[2], { recursive: true });",
    from,
    to,
  );
const replaceFloor = (file) =>
  floor(
    "const fs = require('node:fs'); const f = process.argv[1]; fs.writeFileSync(f + '.tmp', JSON.stringify({ active: String(Date.now()), history: [] })); fs.renameSync(f + '.tmp', f);",
    file,
  );

/** Runs a deploy command while polling; returns its own time and the time until the shell showed it. */
async function timed(argv) {
  const before = await entry();
  const t0 = performance.now();
  const [command, seen] = await Promise.all([deploy(argv), changed(before, t0)]);
  const version = command.out.version ?? command.out.active;
  if (!seen.entry.includes(`/${encodeURIComponent(version)}/`))
    throw new Error(`the shell shows ${seen.entry}, not ${version}`);
  return { command: command.ms, visible: seen.ms };
}

let shell;
try {
  await run(process.execPath, [path.join(repoRoot, 'deploy/build.mjs'), '--if-stale']);
  const dist = path.join(work, 'dist');
  await cp(path.join(repoRoot, 'mf-editor/dist'), dist, { recursive: true });
  const listed = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = listed.length;
  let bytes = 0;
  for (const e of listed) bytes += (await stat(path.join(e.parentPath, e.name))).size;
  await deploy(['publish', 'mf-editor', '--dist', dist, '--label', 'base']);
  shell = startChild('shell', path.join(repoRoot, 'node_modules/.bin/tsx'), ['shell/server/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), API_URL: 'http://127.0.0.1:9' },
    quiet: true,
  });
  await waitForHttp(`http://127.0.0.1:${port}/remotes.json`, { child: shell, what: 'shell server' });

  const publish = [];
  const rollback = [];
  const copies = [];
  const replaces = [];
  for (let i = 0; i < runs; i++) {
    publish.push(await timed(['publish', 'mf-editor', '--dist', dist]));
    copies.push(await copyFloor(dist, path.join(work, `copy-${i}`)));
    rollback.push(await timed(['rollback', 'mf-editor']));
    replaces.push(await replaceFloor(path.join(work, 'floor-current.json')));
  }
  const npmStart = performance.now();
  await run('npm', ['run', '--silent', 'deploy', '--', 'status'], { cwd: repoRoot, env });
  const npmStatus = performance.now() - npmStart;

  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(`deploy bench — ${runs} runs, medians; ${os.cpus().length} cores, load average ${load}`);
  console.log(
    `build: mf-editor/dist, ${files} files, ${(bytes / 1e6).toFixed(1)} MB (the floors copy the same)`,
  );
  console.log(
    `method: see the head of bench/deploy.mjs (compiled CLI, temp store, shell polled every 10 ms; floors: node copying the build, node replacing one JSON)`,
  );
  const col = (xs, key) => median(xs.map((x) => x[key]));
  const ratio = (x, base) => `${ms(x)}  (${(x / base).toFixed(1)}× the floor)`;
  const [copy, replace] = [median(copies), median(replaces)];
  console.log(`floor: node copies the build    ${ms(copy)}`);
  console.log(`floor: node replaces one JSON   ${ms(replace)}`);
  console.log(`publish (incl. smoke check)     ${ratio(col(publish, 'command'), copy)}`);
  console.log(`publish → visible in the shell  ${ratio(col(publish, 'visible'), copy)}`);
  console.log(`rollback                        ${ratio(col(rollback, 'command'), replace)}`);
  console.log(`rollback → visible in the shell ${ratio(col(rollback, 'visible'), replace)}`);
  console.log(`npm run deploy -- status        ${ms(npmStatus)} (npm start-up included, once)`);
} finally {
  shell?.kill('SIGTERM');
  await rm(work, { recursive: true, force: true });
}
