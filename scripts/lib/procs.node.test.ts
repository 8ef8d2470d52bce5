import { readFileSync } from 'node:fs';
import { descendants, startChild, stopChild, treeCpuSeconds } from './procs.mjs';

/** Running (a zombie waiting for its reaper does not count: it serves nothing). */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

// A wrapper that ignores SIGTERM and runs a child that ignores it too (a hung server under tsx).
const wrapper = `
  process.on('SIGTERM', () => {});
  const c = require('node:child_process').spawn(process.execPath,
    ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('up')"],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  c.stdout.once('data', () => console.log('grandchild ' + c.pid));
  setInterval(() => {}, 1000);
`;

test('a child that will not stop is killed after the grace, and so is every process below it', async () => {
  let child!: ReturnType<typeof startChild>;
  const grandchild = await new Promise<number>((resolve) => {
    child = startChild('wrapper', process.execPath, ['-e', wrapper], {
      quiet: true,
      onLine: (line) => {
        const m = /^grandchild (\d+)$/.exec(line);
        if (m) resolve(Number(m[1]));
      },
    });
  });
  expect(descendants(child.pid!)).toEqual([grandchild]);
  expect(await stopChild(child, 300)).toBe(1);
  expect(running(child.pid!)).toBe(false);
  // SIGKILL went out before stopChild resolved; the kernel ends the process right after.
  for (let i = 0; i < 50 && running(grandchild); i++) await new Promise((r) => setTimeout(r, 100));
  expect(running(grandchild)).toBe(false);
}, 30_000);

test("a server's CPU-seconds count the processes below it too (E2E_CPU's reading)", async () => {
  // The child spins a grandchild that burns 0.5 s of CPU (its own count, whatever the machine's load)
  // and stays, and then waits.
  const burner = `
    const c = require('node:child_process').spawn(process.execPath,
      ['-e', "const used = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (used() < 500000); console.log('burnt'); setInterval(() => {}, 1000)"],
      { stdio: ['ignore', 'pipe', 'inherit'] });
    c.stdout.once('data', () => console.log('ready'));
    setInterval(() => {}, 1000);
  `;
  let child!: ReturnType<typeof startChild>;
  await new Promise<void>((resolve) => {
    child = startChild('burner', process.execPath, ['-e', burner], {
      quiet: true,
      onLine: (line) => line === 'ready' && resolve(),
    });
  });
  const own = Number(
    readFileSync(`/proc/${child.pid}/stat`, 'utf8')
      .slice(readFileSync(`/proc/${child.pid}/stat`, 'utf8').lastIndexOf(')') + 2)
      .split(' ')[11],
  );
  const total = treeCpuSeconds(child.pid!);
  const below = descendants(child.pid!);
  await stopChild(child, 300);
  // The child went at SIGTERM; its grandchild (which holds the child's stderr) goes too.
  for (const pid of below) process.kill(pid, 'SIGKILL');
  // The grandchild's 0.5 s is in the total, beside the child's own time.
  expect(total!).toBeGreaterThanOrEqual(own / 100 + 0.49);
  expect(treeCpuSeconds(child.pid!)).toBeNull();
}, 30_000);
