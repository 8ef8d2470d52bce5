// The small task runner behind `npm test` (scripts/test.mjs): tasks with dependencies, at most `jobs` of
// them at a time (a lint or a one-worker jest run keeps one core busy; the e2e journeys mostly wait on
// the browser), every output line prefixed with its task's name, and each task's seconds and
// CPU-seconds (cpu.mjs) kept for the table printed at the end.
import { repoRoot } from './apps.mjs';
import { cpuText, spawnMeasured, taskCpu } from './cpu.mjs';

/** Runs one command, its lines prefixed `[label] `; resolves with {code, output, cpu} (cpu: its
 *  CPU-seconds, also added to the running task's). `nice`: the command and everything it starts run at
 *  that CPU priority (`nice -n`; 0 or absent: as this process). */
export function run(label, cmd, cmdArgs, { env = {}, unset = [], nice = 0 } = {}) {
  const childEnv = { ...process.env, FORCE_COLOR: '0', ...env };
  for (const name of unset) delete childEnv[name];
  // `nice` execs the command: same process, so its CPU is still the measured child's.
  const [command, commandArgs] = nice ? ['nice', ['-n', String(nice), cmd, ...cmdArgs]] : [cmd, cmdArgs];
  return new Promise((resolve) => {
    const { child, cpu } = spawnMeasured(command, commandArgs, {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    child.on('error', (e) => resolve({ code: 127, output: String(e), cpu: null }));
    child.on('close', async (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, cpu: await cpu }),
    );
  });
}

/**
 * Steps side by side on 2 cores share them by priority, not by luck. Work that waits against time
 * limits of its own — the e2e journeys (a remote's load time-out, the browser's), the suites that start
 * processes and wait for them (the nice +19 mail worker, the cluster, the scheduler), the smoke — runs
 * at normal priority and one at a time (`timed`); the CPU-bound rest (eslint, tsc, the jest suites
 * that run in-process on two workers) runs at BATCH_NICE and takes mostly what the timed step leaves:
 * the core the e2e idles on. 10, not 19: a contended core still gives a batch process about a tenth
 * (CFS weights 110 : 1024), so the unit suites' 5-second waits and jest's per-test limits are never
 * starved outright, and the nice +19 mail worker (weight 15) is not left behind every batch process
 * for its whole timed stage. One step at a time (jobs = 1) needs neither.
 */
export const BATCH_NICE = 10;
let timedQueue = Promise.resolve();
/** Runs `fn` once no other timed stage is running (a FIFO lock); resolves with its result. */
export function timed(fn) {
  const result = timedQueue.then(fn);
  timedQueue = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/**
 * Runs `tasks` ({name, after: [names], run: async () => void}) in the order given, each once every task
 * it comes after has finished, at most `jobs` at once. A task's own failures are its to record; a task
 * that throws is reported (`threw`) and the run goes on. Resolves with [{name, start, seconds, cpu, threw}]
 * (start: seconds after the first task began; cpu: CPU-seconds of the commands it ran, null if unknown).
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
        const account = { seconds: 0, unknown: false };
        taskCpu
          .run(account, () => Promise.resolve().then(task.run))
          .catch((e) => {
            threw = true;
            console.error(`[${task.name}] ${e?.stack ?? e}`);
          })
          .finally(() => {
            const seconds = (Date.now() - start) / 1000;
            const cpu = account.unknown ? null : account.seconds;
            console.log(`\n━━ ${task.name}: ${seconds.toFixed(1)} s, ${cpuText(cpu)} CPU-s ━━`);
            times.push({ name: task.name, start: (start - t0) / 1000, seconds, cpu, threw });
            running -= 1;
            done.add(task.name);
            next();
          });
      }
    };
    next();
  });
}

/** The step table: one row a task, in the order they started, with its CPU-seconds (user + system of
 *  every process it ran: comparable between runs on a busy machine, where seconds are not) and a total. */
export function timeTable(times) {
  const width = Math.max(5, ...times.map((t) => t.name.length));
  const row = (name, from, seconds, cpu) =>
    `${name.padEnd(width)}  ${from.padStart(6)}  ${seconds.padStart(8)}  ${cpu.padStart(8)}`;
  const sorted = times.slice().sort((a, b) => a.start - b.start);
  const end = Math.max(0, ...times.map((t) => t.start + t.seconds));
  const known = times.filter((t) => t.cpu !== null && t.cpu !== undefined);
  const cpuTotal = known.length === times.length ? known.reduce((sum, t) => sum + t.cpu, 0) : null;
  return [
    row('step', 'from s', 'seconds', 'CPU-s'),
    ...sorted.map((t) => row(t.name, t.start.toFixed(0), t.seconds.toFixed(1), cpuText(t.cpu))),
    row('total', '', end.toFixed(1), cpuText(cpuTotal)),
  ].join('\n');
}
