// CPU-seconds per step of `npm test` (scripts/test.mjs): the machine is shared, so wall seconds say how
// busy it was as much as what a step costs; user + system CPU of a step's processes does not.
// A command runs under `cpu-time.mjs`, a small node process that waits for it and then reads its own
// children's CPU from /proc/self/stat (cutime + cstime: the command and every process it waited for —
// jest's workers, Playwright's browsers, the servers a suite starts), and hands the figure back on fd 3.
// Linux only; elsewhere the figure is null and the table shows "–".
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const wrapper = fileURLToPath(new URL('./cpu-time.mjs', import.meta.url));

/** The running task's CPU account (runTasks in tasks.mjs opens one per task). */
export const taskCpu = new AsyncLocalStorage();

/** Adds `seconds` to the running task's account (a null figure marks the account unknown). */
export function addCpu(seconds, account = taskCpu.getStore()) {
  if (!account) return;
  if (seconds === null) account.unknown = true;
  else account.seconds += seconds;
}

/**
 * spawn(cmd, args, options) through the CPU wrapper. `options.stdio` is the child's [0, 1, 2] as for
 * spawn; the child is the wrapper (its pid, streams and exit code are the command's, a signal becomes
 * exit code 1). Resolves `cpu` with the command's CPU-seconds (null when unknown) once it has exited,
 * and adds them to the running task's account.
 */
export function spawnMeasured(cmd, args, options = {}) {
  const [stdin = 'pipe', stdout = 'pipe', stderr = 'pipe'] =
    typeof options.stdio === 'string' ? [options.stdio, options.stdio, options.stdio] : (options.stdio ?? []);
  const child = spawn(process.execPath, [wrapper, cmd, ...args], {
    ...options,
    stdio: [stdin, stdout, stderr, 'pipe'],
  });
  const account = taskCpu.getStore();
  let report = '';
  child.stdio[3].on('data', (d) => (report += d));
  const cpu = new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', () => {
      let seconds = null;
      try {
        seconds = JSON.parse(report).cpu ?? null;
      } catch {
        // no report: the wrapper died (killed) before it could write one
      }
      addCpu(seconds, account);
      resolve(seconds);
    });
  });
  return { child, cpu };
}

/** Formats CPU-seconds for the step table. */
export const cpuText = (seconds) => (seconds === null || seconds === undefined ? '–' : seconds.toFixed(1));
