import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suitesUnder, writeSuiteGroups } from './suite-groups.mjs';

type Group = { file: string; suites: string[] };

describe('the API suites in group files', () => {
  let root: string;
  const write = (relative: string, bytes: number) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x'.repeat(bytes));
    return file;
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'suite-groups-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds every suite but those in dist and node_modules, sorted', () => {
    const b = write('src/b/b.test.ts', 1);
    const a = write('src/a.test.ts', 1);
    write('src/a.ts', 1);
    write('src/a.test.tsx', 1);
    write('src/dist/c.test.ts', 1);
    write('src/node_modules/d/d.test.ts', 1);
    expect(suitesUnder(path.join(root, 'src'))).toEqual([a, b].sort());
  });

  it('puts each suite in exactly one group, balanced by size, the heaviest group first', () => {
    const sizes = [900, 500, 400, 300, 300, 200, 100, 100];
    const suites = sizes.map((bytes, i) => write(`src/s${i}.test.ts`, bytes));
    const dir = path.join(root, 'groups');
    const groups: Group[] = writeSuiteGroups({ suites, dir, count: 3, root });
    expect(groups).toHaveLength(3);
    expect(groups.flatMap((g) => g.suites).sort()).toEqual([...suites].sort());
    const weight = (g: Group) => g.suites.reduce((sum, s) => sum + sizes[suites.indexOf(s)], 0);
    // Greedy, biggest first into the lightest: 900 | 500+300+100 | 400+300+200+100.
    expect(groups.map(weight)).toEqual([1000, 900, 900]);
    expect(groups.map((g) => path.basename(g.file))).toEqual([
      'group-01.test.ts',
      'group-02.test.ts',
      'group-03.test.ts',
    ]);
  });

  it('requires each suite inside a describe named by its path from the root', () => {
    const one = write('api/src/one.test.ts', 10);
    const two = write('api/src/sub/two.test.ts', 10);
    const [group] = writeSuiteGroups({ suites: [two, one], dir: path.join(root, 'g'), count: 1, root });
    const text = readFileSync(group.file, 'utf8');
    expect(text).toContain(
      `describe("api/src/one.test.ts", () => {\n  require(${JSON.stringify(one)});\n});`,
    );
    expect(text.indexOf('api/src/one.test.ts')).toBeLessThan(text.indexOf('api/src/sub/two.test.ts'));
  });

  it('never writes an empty group', () => {
    const only = write('src/only.test.ts', 10);
    expect(writeSuiteGroups({ suites: [only], dir: path.join(root, 'g'), count: 10, root })).toHaveLength(1);
  });
});

describe('the order of test files (sequencer.cjs)', () => {
  it('runs the group files first, group-01 (the heaviest) first, then the rest as jest orders them', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const GroupsFirst = require('./sequencer.cjs');
    const sequencer = new GroupsFirst({ contexts: [] });
    const cacheDirectory = mkdtempSync(path.join(os.tmpdir(), 'sequencer-'));
    // No times in the cache: jest orders by size, the biggest first.
    const context = { config: { cacheDirectory, id: 'x' }, hasteFS: { getSize: (p: string) => p.length } };
    const test = (p: string) => ({ path: p, context });
    const order = await sequencer.sort([
      test('/repo/shell/server/a-long-named-suite.node.test.ts'),
      test('/tmp/g/group-10.test.ts'),
      test('/tmp/g/group-02.test.ts'),
      test('/repo/x.node.test.ts'),
      test('/tmp/g/group-01.test.ts'),
    ]);
    rmSync(cacheDirectory, { recursive: true, force: true });
    expect(order.map((t: { path: string }) => t.path)).toEqual([
      '/tmp/g/group-01.test.ts',
      '/tmp/g/group-02.test.ts',
      '/tmp/g/group-10.test.ts',
      '/repo/shell/server/a-long-named-suite.node.test.ts',
      '/repo/x.node.test.ts',
    ]);
  });
});
