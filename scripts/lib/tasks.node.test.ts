import { BATCH_NICE, run, timed } from './tasks.mjs';

// `nice` of the process itself, from /proc/self/stat (field 19), printed by the command.
const printNice = `const s = require('node:fs').readFileSync('/proc/self/stat', 'utf8');
  console.log('nice=' + s.slice(s.lastIndexOf(')') + 2).split(' ')[16]);`;

test('a batch command runs at BATCH_NICE (and what it starts inherits it); without `nice`, as this process', async () => {
  expect(BATCH_NICE).toBeGreaterThan(0);
  const own = (await run('plain', process.execPath, ['-e', printNice])).output;
  const batch = await run('batch', process.execPath, ['-e', printNice], { nice: BATCH_NICE });
  expect(batch.code).toBe(0);
  const base = Number(/nice=(-?\d+)/.exec(own)![1]);
  expect(batch.output).toContain(`nice=${Math.min(19, base + BATCH_NICE)}`);
});

test('timed stages run one at a time, in the order asked, and a failing one does not block the next', async () => {
  const log: string[] = [];
  const stage = (name: string, ms: number, fail = false) =>
    timed(async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name} end`);
      if (fail) throw new Error(`${name} failed`);
      return name;
    });
  const results = await Promise.allSettled([stage('a', 30, true), stage('b', 10), stage('c', 1)]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
});
