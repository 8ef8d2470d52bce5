/**
 * Pushes every remote's versions and live state of a release store folder to an empty release bucket
 * with deploy's own bucket code (types, Cache-Control, SHA-256; deploy/src/bucket.ts), as publishing
 * them there would have. Run with tsx (Playwright's loader does not resolve the workspace's
 * extension-less subpath imports): `tsx e2e/support/push-releases.ts <releasesDir> <RELEASES_URL>`.
 */
// The operator's deploy code writes the bucket the spec's shell follows (the CLI's publish would
// smoke-check the builds again: minutes, and checked in deploy's own suites).
import { bucketFromEnv, push } from '../../deploy/src/bucket';
import { remoteNames } from '../../deploy/src/remotes';

const [releasesDir, releasesUrl] = process.argv.slice(2);
if (!releasesDir || !releasesUrl) throw new Error('usage: push-releases.ts <releasesDir> <RELEASES_URL>');
const bucket = (await bucketFromEnv({ ...process.env, RELEASES_URL: releasesUrl }))!;
for (const remote of remoteNames)
  await push(bucket, releasesDir, {
    remote,
    etags: { 'current.json': null, 'history.jsonl': null },
    versions: new Set(),
    keys: [],
  });
console.log(`pushed ${remoteNames.join(', ')} to ${releasesUrl}`);
