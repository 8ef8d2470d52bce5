// Child processes with prefixed logs and HTTP readiness checks (start.mjs and the e2e global setup).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import readline from 'node:readline';

/**
 * Starts `cmd args` with every output line prefixed, e.g. `[api] listening` (`prefix: false`: passed
 * through as written — `npm run serve`, where each line is already a JSON object). `onLine` sees each line.
 */
export function startChild(name, cmd, args, { env, cwd, onLine, quiet = false, prefix = true } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      // Some servers prefix their own lines already; do not print `[shell] [shell] …`.
      if (!quiet)
        process.stdout.write(!prefix || line.startsWith(`[${name}]`) ? `${line}\n` : `[${name}] ${line}\n`);
      onLine?.(line);
    });
  }
  return child;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 2xx; fails early when `child` exits, or after `timeoutMs`. */
export async function waitForHttp(url, { child, timeoutMs = 60_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await sleep(250);
  }
  throw new Error(`${what} not ready after ${timeoutMs / 1000} s (${url}: ${last})`);
}

/** Every process below `pid` (Linux /proc; none where there is no /proc), children before theirs. */
/** Clock ticks per second: 100 on every Linux build node runs on (USER_HZ; `getconf CLK_TCK`). */
export const CLK_TCK = 100;

/**
 * The fields of /proc/<pid>/stat — or of one of its threads' (`task`: /proc/<pid>/task/<task>/stat) —
 * after the parenthesised command name (which may itself hold spaces and parentheses): [0] is field 3
 * (state), [1] the parent pid, [11]–[14] utime, stime, cutime, cstime (fields 14–17), [16] nice
 * (field 19). Null when the process is gone or there is no /proc.
 */
export function procStat(pid, task = null) {
  try {
    const stat = readFileSync(task === null ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export function descendants(pid) {
  const parentOf = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const e of entries) {
    const fields = procStat(e);
    if (fields) parentOf.set(Number(e), Number(fields[1]));
  }
  const found = [];
  for (let i = -1; i < found.length; i++) {
    const parent = i < 0 ? pid : found[i];
    for (const [p, pp] of parentOf) if (pp === parent) found.push(p);
  }
  return found;
}

/** CPU-seconds (user + system) `pid` itself — or one of its threads (`task`) — has used so far; null when gone. */
export function cpuSeconds(pid, task = null) {
  const fields = procStat(pid, task);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLK_TCK : null;
}

/**
 * CPU-seconds (user + system) used so far by `pid` and everything below it: each live process's own
 * time plus what its reaped children used (their cutime/cstime), so nothing is counted twice. Null
 * without /proc. For measuring a server's share of a run (E2E_CPU=1, e2e/support/servers.ts).
 */
export function treeCpuSeconds(pid) {
  let ticks = 0;
  let seen = false;
  for (const p of [pid, ...descendants(pid)]) {
    const fields = procStat(p);
    if (!fields) continue; // gone between the listing and the read
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    seen = true;
  }
  return seen ? ticks / CLK_TCK : null;
}

/**
 * SIGTERM, then SIGKILL if it is still there after `graceMs` — to it and to every process below it, so
 * a wrapper's child (tsx runs the server in a node child of its own) is not left behind still serving on
 * its port. Resolves when it has exited, with its exit code (0: it drained and stopped cleanly; 1 for an
 * end by signal).
 */
export function stopChild(child, graceMs = 5_000) {
  if (!child) return Promise.resolve(0);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      for (const pid of descendants(child.pid)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
    child.kill('SIGTERM');
  });
}
