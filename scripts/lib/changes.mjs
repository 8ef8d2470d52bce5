// What a change is, for `npm test -- --quick` (scripts/test.mjs): the files changed since the branch left
// main (committed or not, untracked included), and the API suites those files touch.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const require = createRequire(import.meta.url);
// The repository's static import graph, the one the no-import-cycles lint rule reads.
const { importsOf } = require('../../shared/build/eslint/import-graph.cjs');

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

/**
 * The commit the change is measured from: where HEAD left `since` (default: main, else origin/main),
 * HEAD itself when neither exists (then only what is not committed counts).
 */
export function changeBase(since) {
  for (const ref of since ? [since] : ['main', 'origin/main']) {
    const base = tryGit('merge-base', 'HEAD', ref);
    if (base) return { ref, base };
    if (since) throw new Error(`--since=${since}: no common commit with HEAD`);
  }
  return { ref: 'HEAD', base: git('rev-parse', 'HEAD') };
}

/** Files (repository-relative, existing) changed since `base`: commits after it, staged, unstaged and
 *  untracked (not ignored). Deleted files are left out: nothing can lint or import them. */
export function changedFiles(base) {
  const listed = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(listed.filter(Boolean))].filter((f) => existsSync(path.join(repoRoot, f))).sort();
}

const apiSrc = path.join(repoRoot, 'api/src');
const isTest = (file) => /\.test\.tsx?$/.test(file);

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (/\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(entry.name)) out.push(full);
  }
  return out;
}

// Where the graph stops: the test harness and the server assembly import every capability, so through
// them every suite would depend on every file. They count as a suite's dependencies (a change to the
// harness runs every suite using it) but are not followed out of, except into one another.
const hubs = [
  path.join(apiSrc, 'testing') + path.sep,
  path.join(apiSrc, 'server.ts'),
  path.join(apiSrc, 'server-library.ts'),
];
const isHub = (file) => hubs.some((h) => (h.endsWith(path.sep) ? file.startsWith(h) : file === h));

/**
 * The API suites (absolute paths) a change touches. A suite depends on its own file and, as suites test
 * their capability through HTTP, on every source file of its folder (a top-level suite: the source file
 * of its own name), and on everything those import, up to the hubs above. Anything else changed under
 * api/ that is not TypeScript (migrations, package.json), and the lockfile or jest's configuration,
 * touch every suite.
 */
export function touchedApiSuites(changed) {
  const suites = filesUnder(apiSrc).filter(isTest);
  const everything =
    changed.some((f) => f.startsWith('api/') && !/\.(ts|tsx|mts|cts|md)$/.test(f)) ||
    changed.some(
      (f) => ['package-lock.json', 'jest.config.cjs'].includes(f) || f.startsWith('scripts/jest/'),
    );
  if (everything) return suites;
  const wanted = new Set(changed.map((f) => path.join(repoRoot, f)));
  if (wanted.size === 0) return [];
  return suites.filter((suite) => {
    const dir = path.dirname(suite);
    const roots =
      dir === apiSrc
        ? [suite, suite.replace(/\.test\.tsx?$/, '.ts')].filter((f) => existsSync(f))
        : [
            suite,
            ...readdirSync(dir)
              .map((f) => path.join(dir, f))
              .filter((f) => /\.tsx?$/.test(f) && !isTest(f)),
          ];
    const seen = new Set(roots);
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift();
      if (wanted.has(file)) return true;
      // Another capability's handlers: its own suites test them.
      const fromHub =
        !roots.includes(file) &&
        (isHub(file) || (path.basename(file) === 'routes.ts' && path.dirname(file) !== dir));
      for (const next of importsOf(repoRoot, file)) {
        if (seen.has(next) || (fromHub && !isHub(next))) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  });
}
