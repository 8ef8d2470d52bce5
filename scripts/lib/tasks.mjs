// The small task runner behind `npm test` (scripts/test.mjs): tasks with dependencies, at most `jobs` of
// them at a time (a lint or a one-worker jest run keeps one core busy; the e2e journeys mostly wait on
// the browser), every output line prefixed with its task's name, and each task's seconds kept for the
// table printed at the end.
import { spawn } from 'node:child_process';
import { repoRoot } from './apps.mjs';

/** Runs one command, its lines prefixed `[label] `; resolves with {code, output}. */
export function run(label, cmd, cmdArgs, { env = {}, unset = [] } = {}) {
  const childEnv = { ...process.env, FORCE_COLOR: '0', ...env };
  for (const name of unset) delete childEnv[name];
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const relay = (out) => {
      let partial = '';
      return (d) => {
        output += d;
        const lines = (partial + d).split('\n');
        partial = lines.pop();
        if (lines.length) out.write(lines.map((l) => `[${label}] ${l}\n`).join(''));
      };
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('error', (e) => resolve({ code: 127, output: String(e) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Runs `tasks` ({name, after: [names], run: async () => void}) in the order given, each once every task
 * it comes after has finished, at most `jobs` at once. A task's own failures are its to record; a task
 * that throws is reported (`threw`) and the run goes on. Resolves with [{name, start, seconds, threw}]
 * (start: seconds after the first task began).
 */
export async function runTasks(tasks, { jobs }) {
  const t0 = Date.now();
  const done = new Set();
  const started = new Set();
  const times = [];
  const names = new Set(tasks.map((t) => t.name));
  const ready = (t) => !started.has(t.name) && (t.after ?? []).every((n) => done.has(n) || !names.has(n));
  return new Promise((resolve) => {
    let running = 0;
    const next = () => {
      if (done.size === tasks.length) return resolve(times);
      for (const task of tasks) {
        if (running >= jobs) break;
        if (!ready(task)) continue;
        started.add(task.name);
        running += 1;
        const start = Date.now();
        console.log(`\n━━ ${task.name}: started (${((start - t0) / 1000).toFixed(0)} s) ━━`);
        let threw = false;
        Promise.resolve()
          .then(task.run)
          .catch((e) => {
            threw = true;
            console.error(`[${task.name}] ${e?.stack ?? e}`);
          })
          .finally(() => {
            const seconds = (Date.now() - start) / 1000;
            console.log(`\n━━ ${task.name}: ${seconds.toFixed(1)} s ━━`);
            times.push({ name: task.name, start: (start - t0) / 1000, seconds, threw });
            running -= 1;
            done.add(task.name);
            next();
          });
      }
    };
    next();
  });
}

/** The step table: one row a task, in the order they started. */
export function timeTable(times) {
  const width = Math.max(4, ...times.map((t) => t.name.length));
  const rows = times
    .slice()
    .sort((a, b) => a.start - b.start)
    .map(
      (t) =>
        `${t.name.padEnd(width)}  ${t.start.toFixed(0).padStart(6)}  ${t.seconds.toFixed(1).padStart(8)}`,
    );
  return [`${'step'.padEnd(width)}  ${'from s'.padStart(6)}  ${'seconds'.padStart(8)}`, ...rows].join('\n');
}
