// The contract's semver rule, enforced: the exported API of @shirube/shell-contract must match the
// checked-in report, and the report must be for the package's current version.
import { contractVersion, declarations, readReport } from '../../../scripts/lib/api-report.mjs';

const fix =
  'bump "version" in shared/shell-contract/package.json (major: removed or changed, minor: added), ' +
  'then run node scripts/api-report.mjs';

test('the exported API of @shirube/shell-contract is the one in api-report.api.md', async () => {
  const report = readReport();
  expect(report).not.toBeNull();
  const actual = (await declarations()).trimEnd();
  if (actual !== report!.body) throw new Error(`the contract's exported API changed: ${fix}`);
}, 60_000);

test('api-report.api.md is for the current contract version', () => {
  expect(readReport()?.version).toBe(contractVersion());
});
