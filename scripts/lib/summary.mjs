// Reads the closing summary lines of the runners `npm test` calls, so it can add them up.
const ansi = /\x1b\[[0-9;]*m/g;

function count(text, word) {
  const m = text.match(new RegExp(`(\\d+) ${word}`));
  return m ? Number(m[1]) : 0;
}

/** jest: `Tests:       1 failed, 2 skipped, 11 passed, 14 total` (the last such line). */
export function parseJest(output) {
  const all = output.replace(ansi, '').split('\n');
  const line = all.filter((l) => /^Tests:\s/.test(l)).at(-1);
  if (!line) return null;
  // A suite that fails to load has no failed test; count such suites so they are not hidden.
  const suites = all.filter((l) => /^Test Suites:\s/.test(l)).at(-1) ?? '';
  return {
    passed: count(line, 'passed'),
    failed: count(line, 'failed') || count(suites, 'failed'),
    skipped: count(line, 'skipped') + count(line, 'todo'),
  };
}

/** Playwright's list/line reporter: `  3 passed (12.3s)`, `  1 failed`, `  2 flaky`, `  1 skipped`. */
export function parsePlaywright(output) {
  const text = output.replace(ansi, '');
  const grab = (word) => {
    const m = [...text.matchAll(new RegExp(`^\\s+(\\d+) ${word}\\b`, 'gm'))].at(-1);
    return m ? Number(m[1]) : 0;
  };
  const result = {
    passed: grab('passed') + grab('flaky'),
    failed: grab('failed') + grab('interrupted'),
    skipped: grab('skipped') + grab('did not run'),
  };
  return result.passed + result.failed + result.skipped > 0 ? result : null;
}

/**
 * The names of what failed, for the summary at the end of a long run (a CI log may keep only its tail):
 * jest's `FAIL <project> <file>` lines and its `● <describe> › <test>` headings (not `● Console`), and
 * Playwright's numbered failure headings `1) [chromium] › file.spec.ts:10:5 › title`. Each once, in order.
 */
export function failedNames(output) {
  const names = [];
  for (const raw of output.replace(ansi, '').split('\n')) {
    // jest names a failed file twice: `FAIL api api/src/x.test.ts` as it runs, `FAIL api/src/x.test.ts`
    // in its closing list. Both are one file (the path is the last word).
    const fail = raw.match(/^FAIL\s+(.+?)\s*(\(\d[\d.]* m?s\))?$/);
    if (fail && names.some((n) => n.startsWith('FAIL ') && n.split(' ').at(-1) === fail[1].split(' ').at(-1)))
      continue;
    const jestHeading = raw.match(/^ {2}● (.+)$/);
    const pwHeading = raw.match(/^\s+\d+\) (\[[^\]]+\] › .+?)\s*─*$/);
    const name = fail
      ? `FAIL ${fail[1]}`
      : jestHeading && jestHeading[1] !== 'Console'
        ? jestHeading[1]
        : pwHeading?.[1];
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
