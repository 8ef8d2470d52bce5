import { failedNames, parseJest } from './summary.mjs';

// A CI log may keep only its last lines: the summary at the end names what failed, taken from the
// runners' own output (jest 30 and Playwright's list reporter, as printed).
const jestOutput = `PASS api api/src/articles/list.test.ts (12.1 s)
  console.log
    hi

FAIL api api/src/payments/checkout.test.ts (20.4 s)
  ● Console

    console.log
      hi

  checkout [postgres]
    ✕ a retried charge is recorded once (20 ms)
    ✓ ok (1 ms)

  ● checkout [postgres] › a retried charge is recorded once

    expect(received).toBe(expected) // Object.is equality

FAIL node shell/server/ssr.node.test.ts
  ● Test suite failed to run

Summary of all failing tests
FAIL api/src/payments/checkout.test.ts (20.4 s)
  ● checkout [postgres] › a retried charge is recorded once

Test Suites: 2 failed, 1 passed, 3 total
Tests:       1 failed, 1 passed, 2 total
`;

test('jest: the failed files and tests are named once each (also in its closing list), the console blocks are not', () => {
  expect(failedNames(jestOutput)).toEqual([
    'FAIL api api/src/payments/checkout.test.ts',
    'checkout [postgres] › a retried charge is recorded once',
    'FAIL node shell/server/ssr.node.test.ts',
    'Test suite failed to run',
  ]);
  expect(parseJest(jestOutput)).toEqual({ passed: 1, failed: 1, skipped: 0 });
});

test('Playwright: the numbered failure headings, without the rule after them', () => {
  const out = `Running 3 tests using 1 worker
  ✓  1 [chromium] › e2e/reader.spec.ts:10:3 › a reader buys (3.1s)
  ✘  2 [chromium] › e2e/editor.spec.ts:22:5 › editor › saves a draft (5.0s)

  1) [chromium] › e2e/editor.spec.ts:22:5 › editor › saves a draft ─────────────────────

    Error: expect(locator).toBeVisible() failed

  1 failed
  1 passed (9.2s)
`;
  expect(failedNames(out)).toEqual(['[chromium] › e2e/editor.spec.ts:22:5 › editor › saves a draft']);
});

test('a green run names nothing', () => {
  expect(failedNames('PASS api a.test.ts\nTests:       3 passed, 3 total\n')).toEqual([]);
});
