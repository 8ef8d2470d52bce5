import { readFileSync } from 'node:fs';
import { descendants, startChild, stopChild } from './procs.mjs';

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
