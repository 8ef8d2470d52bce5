// `node cpu-time.mjs <cmd> [args…]` (cpu.mjs spawnMeasured): runs the command with this process's
// stdin/stdout/stderr, exits with its code, and writes {"cpu": seconds} to fd 3 — the user + system
// CPU of the command and of every descendant that was waited for (Linux: /proc/self/stat's cutime and
// cstime, counted by the kernel when a child is reaped; null elsewhere).
import { spawn } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';

// Clock ticks per second: 100 on every Linux build node runs on (USER_HZ; `getconf CLK_TCK`).
const CLK_TCK = 100;

function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): cutime is field 16, cstime field 17.
    return (Number(fields[13]) + Number(fields[14])) / CLK_TCK;
  } catch {
    return null;
  }
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
