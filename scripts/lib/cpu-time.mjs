// `node cpu-time.mjs <cmd> [args…]` (cpu.mjs spawnMeasured): runs the command with this process's
// stdin/stdout/stderr, exits with its code, and writes {"cpu": seconds} to fd 3 — the user + system
// CPU of the command and of every descendant that was waited for (Linux: /proc/self/stat's cutime and
// cstime, counted by the kernel when a child is reaped; null elsewhere).
import { spawn } from 'node:child_process';
import { writeSync } from 'node:fs';
import { CLK_TCK, procStat } from './procs.mjs';

function childrenCpuSeconds() {
  const fields = procStat('self');
  // cutime and cstime (fields 16 and 17).
  return fields ? (Number(fields[13]) + Number(fields[14])) / CLK_TCK : null;
}

const [cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
const report = () => {
  try {
    writeSync(3, JSON.stringify({ cpu: childrenCpuSeconds() }));
  } catch {
    // fd 3 not open: run by hand
  }
};
child.on('error', (e) => {
  console.error(String(e));
  report();
  process.exit(127);
});
child.on('exit', (code) => {
  report();
  process.exit(code ?? 1);
});
