import { run, runTasks, timeTable } from './tasks.mjs';

// A process that burns a fixed amount of CPU (not of time): 0.3 CPU-seconds, by its own clock.
const burn = (cpuSeconds: number) =>
  `const u = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };
   while (u() < ${cpuSeconds}) {}`;
// ...run by a child of the command: the grandchild's CPU counts towards the command's.
const parentOfBurner = `
  require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(burn(0.3))}], { stdio: 'inherit' });
  console.log('burnt');
  process.exitCode = 3;`;

test("a step's CPU-seconds include its command's children, and the command's code and output come through", async () => {
  const [task] = await runTasks(
    [
      {
        name: 'burner',
        run: async () => {
          const r = await run('burner', process.execPath, ['-e', parentOfBurner]);
          expect(r.code).toBe(3);
          expect(r.output).toContain('burnt');
          expect(r.cpu).toBeGreaterThanOrEqual(0.3);
        },
      },
    ],
    { jobs: 1 },
  );
  expect(task.threw).toBe(false);
  expect(task.cpu).toBeGreaterThanOrEqual(0.3);
  expect(timeTable([task])).toMatch(/^burner\s+0\s+\d+\.\d\s+\d+\.\d$/m);
});

test('a command that cannot start is exit code 127 with the reason, and its step still gets a table row', async () => {
  const [task] = await runTasks(
    [
      {
        name: 'missing',
        run: async () => {
          const r = await run('missing', '/no/such/command', []);
          expect(r.code).toBe(127);
          expect(r.output).toContain('ENOENT');
        },
      },
    ],
    { jobs: 1 },
  );
  expect(task.threw).toBe(false);
  expect(timeTable([task]).split('\n').at(-1)).toMatch(/^total\s+\d+\.\d\s+\d+\.\d$/);
});
