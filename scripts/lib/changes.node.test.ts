import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { touchedApiSuites } from './changes.mjs';

// On this repository's own files: which API suites --quick runs for a change.
const touched = (...files: string[]) => touchedApiSuites(files).map((f) => path.relative(repoRoot, f));

test("a capability's source file runs its folder's suites, not other capabilities' suites", () => {
  const suites = touched('api/src/search/query.ts');
  expect(suites).toEqual(
    expect.arrayContaining(['api/src/search/search.test.ts', 'api/src/search/pairs.test.ts']),
  );
  expect(suites.filter((s) => !s.startsWith('api/src/search/'))).toEqual([]);
});

test('a file other capabilities import runs their suites too', () => {
  // auth/errors.ts: the field-naming 4xx helpers every capability answers with
  const suites = touched('api/src/auth/errors.ts');
  expect(suites).toEqual(
    expect.arrayContaining(['api/src/auth/auth.test.ts', 'api/src/search/search.test.ts']),
  );
});

test('the test harness runs the suites that use it; a migration runs every suite', () => {
  const all = touched('api/drizzle/0022_search_pairs.sql');
  expect(all.length).toBeGreaterThan(50);
  const harness = touched('api/src/testing/harness.ts');
  expect(harness).toContain('api/src/search/search.test.ts');
  expect(harness.length).toBeLessThanOrEqual(all.length);
});

test('a change outside the API runs no API suite; a changed suite runs itself', () => {
  expect(touched('mf-editor/src/lib/api.tsx', 'README.md', 'api/CONTEXT.md')).toEqual([]);
  expect(touched('api/src/ranking/ranking.test.ts')).toEqual(['api/src/ranking/ranking.test.ts']);
});
