// `node scripts/api-report.mjs`: rewrites shared/shell-contract/api-report.api.md from the contract's
// exported API. Refuses when the API changed but shared/shell-contract/package.json's version did not.
import { writeFileSync } from 'node:fs';
import { contractVersion, declarations, readReport, reportFile, reportText } from './lib/api-report.mjs';

const version = contractVersion();
const body = (await declarations()).trimEnd();
const previous = readReport();
if (previous && previous.body !== body && previous.version === version) {
  console.error(
    `api-report: the exported API of @shirube/shell-contract changed but its version is still ${version}.\n` +
      'Bump "version" in shared/shell-contract/package.json first (major: removed or changed, minor: added).',
  );
  process.exit(1);
}
writeFileSync(reportFile, reportText(version, body));
console.log(`api-report: ${reportFile} written for ${version}`);
