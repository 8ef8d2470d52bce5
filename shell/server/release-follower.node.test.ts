// A shell server following the release store on a bucket (release-follower.ts) against the real loopback
// S3-compatible server: it fetches a newly live version before switching to it, costs a 304 when nothing
// changed, and keeps its last good set — saying so — when the bucket cannot be reached.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { parseBucketUrl, s3ClientOptions } from '@shirube/server';
import { startS3Child, type S3Child } from '@shirube/server/src/s3-test-server';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellReadiness } from './main-ops';
import { followReleases } from './release-follower';
import { activeVersion } from './releases';

let s3: S3Child;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Child({ buckets: ['shirube-releases'] });
  dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-follow-'));
}, 30_000);
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

test('follows current.json, fetching a version before it is served; keeps the last set when cut off', async () => {
  const location = parseBucketUrl('RELEASES_URL', `${s3.url}/shirube-releases/site`);
  const client = new S3Client(s3ClientOptions(location, 'us-east-1'));
  const put = (key: string, body: string) =>
    client.send(new PutObjectCommand({ Bucket: 'shirube-releases', Key: `site/${key}`, Body: body }));
  const publishVersion = async (version: string) => {
    await put(`mf_reader/versions/${version}/mf-manifest.json`, JSON.stringify({ name: 'mf_reader' }));
    await put(`mf_reader/versions/${version}/ssr/remoteEntry.js`, `module.exports = '${version}';`);
  };
  const lines: string[] = [];
  const follower = followReleases({
    releasesDir: dir,
    location,
    region: 'us-east-1',
    pollMs: 1000,
    log: (line) => lines.push(line),
  });
  const readiness = () =>
    shellReadiness({ apiUrl: 'http://127.0.0.1:9', distDir: dir, releasesDir: dir, env: {} } as never);

  await follower.poll();
  expect(await activeVersion(dir, 'mf_reader')).toBeNull();

  await publishVersion('v1');
  await put('mf_reader/current.json', JSON.stringify({ active: 'v1', history: [] }));
  await put('mf_reader/history.jsonl', '{"version":"v1","command":"publish"}\n');
  await follower.poll();
  expect(await activeVersion(dir, 'mf_reader')).toBe('v1');
  expect(readFileSync(path.join(dir, 'mf_reader/versions/v1/ssr/remoteEntry.js'), 'utf8')).toContain('v1');

  await publishVersion('v2');
  await put('mf_reader/current.json', JSON.stringify({ active: 'v2', history: ['v1'] }));
  await follower.poll();
  expect(await activeVersion(dir, 'mf_reader')).toBe('v2');
  expect((await readiness()).checks.releases).toBe('ok');
  // Unchanged (304 on its ETag): the local copy is not rewritten.
  const written = statSync(path.join(dir, 'mf_reader/current.json')).mtimeMs;
  await follower.poll();
  expect(statSync(path.join(dir, 'mf_reader/current.json')).mtimeMs).toBe(written);

  // The bucket goes away: the local set stays, the log and /readyz say so, once.
  await s3.close();
  await follower.poll();
  await follower.poll();
  expect(await activeVersion(dir, 'mf_reader')).toBe('v2');
  expect(existsSync(path.join(dir, 'mf_reader/versions/v2/mf-manifest.json'))).toBe(true);
  expect(lines.filter((l) => l.includes('cannot read the release bucket'))).toHaveLength(1);
  expect(lines[0]).toMatch(/still serving the last good set/);
  expect((await readiness()).checks.releases).toMatch(
    /^bucket unreachable since .*; serving the last good set$/,
  );
  follower.stop();
}, 30_000);
