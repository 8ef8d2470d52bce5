// A shell server following the release store on a bucket (release-follower.ts) against the real loopback
// S3-compatible server: it fetches a newly live version before switching to it, costs a 304 when nothing
// changed, and keeps its last good set — saying so — when the bucket cannot be reached.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { parseBucketUrl, s3ClientOptions } from '@shirube/server';
import { startS3Child, type S3Child } from '@shirube/server/src/s3-test-server';
import { createHash } from 'node:crypto';
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
  await s3.stop();
  await follower.poll();
  await follower.poll();
  expect(await activeVersion(dir, 'mf_reader')).toBe('v2');
  expect(existsSync(path.join(dir, 'mf_reader/versions/v2/mf-manifest.json'))).toBe(true);
  expect(lines.filter((l) => l.includes('cannot read the release bucket'))).toHaveLength(1);
  expect(lines[0]).toMatch(/still serving the last good set/);
  expect((await readiness()).checks.releases).toMatch(
    /^bucket unreachable since .*; serving the last good set$/,
  );
  // It answers again: said once, and /readyz is ok.
  await s3.start();
  await follower.poll();
  expect(lines.filter((l) => l.includes('answers again'))).toHaveLength(1);
  expect((await readiness()).checks.releases).toBe('ok');
  follower.stop();
}, 30_000);

test('with browsers on the bucket (webFiles: false) only the node build is fetched, each file verified', async () => {
  const location = parseBucketUrl('RELEASES_URL', `${s3.url}/shirube-releases/node-only`);
  const local = mkdtempSync(path.join(os.tmpdir(), 'shirube-follow-node-'));
  const client = new S3Client(s3ClientOptions(location, 'us-east-1'));
  const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');
  /** As deploy stores a version file: its SHA-256 beside it (deploy/src/bucket.ts). */
  const put = (key: string, body: string, digest = sha256(body)) =>
    client.send(
      new PutObjectCommand({
        Bucket: 'shirube-releases',
        Key: `node-only/${key}`,
        Body: body,
        Metadata: { sha256: digest },
      }),
    );
  const publishVersion = async (version: string, ssrDigest?: string) => {
    await put(`mf_reader/versions/${version}/mf-manifest.json`, JSON.stringify({ name: 'mf_reader' }));
    await put(`mf_reader/versions/${version}/static/js/index.0123456789.js`, `/* ${version} web */`);
    const entry = `module.exports = '${version}';`;
    await put(`mf_reader/versions/${version}/ssr/remoteEntry.js`, entry, ssrDigest ?? sha256(entry));
  };
  const live = (version: string) =>
    put('mf_reader/current.json', JSON.stringify({ active: version, history: [] }));
  const lines: string[] = [];
  const follower = followReleases({
    releasesDir: local,
    location,
    region: 'us-east-1',
    pollMs: 1000,
    webFiles: false,
    log: (line) => lines.push(line),
  });
  const readiness = () =>
    shellReadiness({ apiUrl: 'http://127.0.0.1:9', distDir: local, releasesDir: local, env: {} } as never);
  const versionDir = (v: string) => path.join(local, 'mf_reader/versions', v);

  await publishVersion('v1');
  await live('v1');
  await follower.poll();
  expect(await activeVersion(local, 'mf_reader')).toBe('v1');
  expect(existsSync(path.join(versionDir('v1'), 'ssr/remoteEntry.js'))).toBe(true);
  expect(existsSync(path.join(versionDir('v1'), 'mf-manifest.json'))).toBe(true);
  // The browser files stay in the bucket: browsers take them from there.
  expect(existsSync(path.join(versionDir('v1'), 'static'))).toBe(false);

  // v2's node container in the bucket is not the file deploy stored: not fetched, v1 stays live, said.
  await publishVersion('v2', sha256('something else'));
  await live('v2');
  await follower.poll();
  expect(await activeVersion(local, 'mf_reader')).toBe('v1');
  expect(existsSync(versionDir('v2'))).toBe(false);
  expect(lines).toEqual([
    expect.stringMatching(
      /cannot read the release bucket.*ssr\/remoteEntry\.js does not match its SHA-256.*still serving the last good set/,
    ),
  ]);
  expect((await readiness()).checks.releases).toMatch(
    /does not match its SHA-256.*serving the last good set$/,
  );

  // Stored again as deploy would: the next round takes it.
  await publishVersion('v2');
  await follower.poll();
  expect(await activeVersion(local, 'mf_reader')).toBe('v2');
  expect((await readiness()).checks.releases).toBe('ok');
  follower.stop();

  // A server that serves the browser files itself again (no REMOTES_BASE_URL) completes the copy.
  const full = followReleases({
    releasesDir: local,
    location,
    region: 'us-east-1',
    pollMs: 1000,
    log: () => {},
  });
  await full.poll();
  expect(readFileSync(path.join(versionDir('v2'), 'static/js/index.0123456789.js'), 'utf8')).toBe(
    '/* v2 web */',
  );
  full.stop();
  rmSync(local, { recursive: true, force: true });
}, 30_000);
