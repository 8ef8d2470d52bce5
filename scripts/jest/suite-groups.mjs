// The API suites run as a few group files (scripts/test.mjs, the full runs), not one jest test file
// each. jest gives every test file a module registry of its own, so each API suite evaluated the whole
// server again — effect, drizzle, every capability's routes, or the 1 MB compiled bundle — before its
// first test: measured in band, ten suites alone against the same ten required by one file, 26.0 →
// 21.1 CPU-s from source on PGlite (Node 20) and 15.6 → 10.0 on the compiled server on PostgreSQL
// (Node 24): ≈ 0.55–0.6 CPU-s a suite, on ~220 suite runs a CI run.
//
// A group file requires each suite inside a `describe` named by its path: the suite's top-level
// beforeAll / afterAll / tests are that describe's, so each suite still sets up and tears down its own
// servers and databases (the shared PGlite is lent to one describeApi at a time, as before), in order.
// What the suites of a group share is what a long-lived server process shares: the modules.
// jest's per-file options stay per file: the suites that set their own time limit or start processes
// against time limits of their own (test.mjs `serialSuites`) are never grouped.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every `*.test.ts` under `dir` (absolute paths, sorted), but `dist` and `node_modules`. */
export function suitesUnder(dir) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Writes `count` group files into `dir` (made if missing) holding `suites` (absolute paths) between them,
 * balanced by a suite's size in bytes (its tests: the longest suites are the biggest files), the biggest
 * placed first each into the lightest group so far. Returns the group files' paths, heaviest first, and
 * the suites of each. `root` names the suites relative to it (the describe's title).
 */
export function writeSuiteGroups({ suites, dir, count, root }) {
  mkdirSync(dir, { recursive: true });
  const groups = Array.from({ length: Math.min(count, suites.length) }, () => ({ weight: 0, suites: [] }));
  const bySize = suites.map((file) => ({ file, size: statSync(file).size })).sort((a, b) => b.size - a.size);
  for (const suite of bySize) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += suite.size;
    lightest.suites.push(suite.file);
  }
  return groups
    .sort((a, b) => b.weight - a.weight)
    .map((group, i) => {
      const file = path.join(dir, `group-${String(i + 1).padStart(2, '0')}.test.ts`);
      const body = group.suites
        .sort()
        .map(
          (s) =>
            `describe(${JSON.stringify(path.relative(root, s))}, () => {\n  require(${JSON.stringify(s)});\n});\n`,
        )
        .join('');
      writeFileSync(
        file,
        `// Written by scripts/jest/suite-groups.mjs for one run; read that file.\n${body}`,
      );
      return { file, suites: group.suites };
    });
}
