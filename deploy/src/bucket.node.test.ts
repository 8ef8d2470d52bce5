// The release store on a bucket (bucket.ts) against the real loopback S3-compatible server: two
// "machines" (working copies) share one bucket; the store code is the same as on a folder.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { startS3Child, type S3Child } from '@shirube/server/src/s3-test-server';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bucketFromEnv, withBucket, type ReleaseBucket } from './bucket';
import { remoteNames } from './remotes';
import { activate, prune, publish, rollback, status } from './store';
import { passing, refusal, tempStore } from './testing';

const store = tempStore('shirube-bucket');
let s3: S3Child;
let bucket: ReleaseBucket;
beforeAll(async () => {
  s3 = await startS3Child({ buckets: ['shirube-releases'] });
}, 30_000);
afterAll(() => s3.close());
let run = 0;
beforeEach(async () => {
  // Each test its own prefix: a fresh store in the same bucket.
  bucket = (await bucketFromEnv({ RELEASES_URL: `${s3.url}/shirube-releases/test-${++run}` }))!;
});

/** A machine: its own working copy of the bucket. */
const machine = (name: string) => {
  const root = path.join(store.work, name);
  return <T>(command: (root: string) => Promise<T>) =>
    withBucket(bucket, root, remoteNames, () => command(root));
};

async function makeDist(name: string, body: string): Promise<string> {
  const dir = path.join(store.work, 'dists', name);
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_editor' }));
  await writeFile(path.join(dir, 'static/js/main.js'), body);
  await writeFile(path.join(dir, 'static/js/index.610b33ef34.js'), body);
  return dir;
}
const publishing = (distDir: string) => (root: string) =>
  publish(root, { remote: 'mf-editor', distDir, packageVersion: '1.0.0', checks: passing });

const currentInBucket = async () => {
  const answer = await bucket.client.send(
    new GetObjectCommand({
      Bucket: 'shirube-releases',
      Key: `${bucket.location.prefix}mf_editor/current.json`,
    }),
  );
  return JSON.parse(await answer.Body!.transformToString()) as { active: string; history: string[] };
};

test('a publish on one machine is live for another; rollback and activate from there', async () => {
  const [a, b] = [machine('a'), machine('b')];
  const v1 = await a(publishing(await makeDist('v1', 'one')));
  const v2 = await a(publishing(await makeDist('v2', 'two')));
  expect(await currentInBucket()).toEqual({ active: v2.version, history: [v1.version] });
  // The version's files are in the bucket, typed, for browsers and a CDN: a content-hashed name is
  // immutable, an unhashed one (the manifest) short-lived; each carries its SHA-256 for the shells.
  const object = (file: string) =>
    bucket.client.send(
      new GetObjectCommand({
        Bucket: 'shirube-releases',
        Key: `${bucket.location.prefix}mf_editor/versions/${v2.version}/${file}`,
      }),
    );
  const hashed = await object('static/js/index.610b33ef34.js');
  expect([hashed.ContentType, hashed.CacheControl, hashed.Metadata?.sha256]).toEqual([
    'text/javascript; charset=utf-8',
    'public, max-age=31536000, immutable',
    createHash('sha256').update('two').digest('hex'),
  ]);
  for (const file of ['mf-manifest.json', 'static/js/main.js'])
    expect((await object(file)).CacheControl).toBe('public, max-age=300');
  const seen = await b((root) => status(root, passing));
  expect(seen.find((r) => r.remote === 'mf_editor')?.active).toBe(v2.version);
  await b((root) => rollback(root, 'mf_editor', passing));
  expect((await currentInBucket()).active).toBe(v1.version);
  await a((root) => activate(root, 'mf_editor', v2.version, passing));
  const history = (await b((root) => status(root, passing))).find((r) => r.remote === 'mf_editor')!;
  expect(history.activations.map((h) => [h.command, h.version])).toEqual([
    ['publish', v1.version],
    ['publish', v2.version],
    ['rollback', v1.version],
    ['activate', v2.version],
  ]);
});

test('two publishers racing: exactly one wins, the other changes nothing live', async () => {
  const base = await machine('a')(publishing(await makeDist('v0', 'zero')));
  const [one, two] = [await makeDist('v1', 'one'), await makeDist('v2', 'two')];
  const results = await Promise.allSettled([machine('b')(publishing(one)), machine('c')(publishing(two))]);
  const won = results.filter((r) => r.status === 'fulfilled');
  const lost = results.filter((r) => r.status === 'rejected');
  expect([won.length, lost.length]).toEqual([1, 1]);
  expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'lost_race' });
  const winner = (won[0] as PromiseFulfilledResult<{ version: string }>).value.version;
  expect(await currentInBucket()).toEqual({ active: winner, history: [base.version] });
  const history = (await machine('d')((root) => status(root, passing))).find(
    (r) => r.remote === 'mf_editor',
  )!;
  expect(history.activations.map((h) => h.version)).toEqual([base.version, winner]);
}, 30_000);

test('a corrupt current.json in the bucket is repaired from the history, as on a folder', async () => {
  const a = machine('a');
  const v1 = await a(publishing(await makeDist('v1', 'one')));
  const v2 = await a(publishing(await makeDist('v2', 'two')));
  await bucket.client.send(
    new PutObjectCommand({
      Bucket: 'shirube-releases',
      Key: `${bucket.location.prefix}mf_editor/current.json`,
      Body: '{ broken',
    }),
  );
  const refused = await refusal(machine('b')((root) => activate(root, 'mf_editor', 'nope', passing)));
  expect(refused.code).toBe('unknown_version');
  const repaired = await machine('b')((root) => rollback(root, 'mf_editor', passing));
  expect(repaired.repaired).toMatch(/was corrupt/);
  expect(await currentInBucket()).toEqual({ active: v1.version, history: [] });
  expect(v2.version).not.toBe(v1.version);
});

test('prune deletes the pruned versions from the bucket, never the live one', async () => {
  const a = machine('a');
  const v1 = await a(publishing(await makeDist('v1', 'one')));
  const v2 = await a(publishing(await makeDist('v2', 'two')));
  const removed = await machine('b')((root) => prune(root, 1, 'mf_editor'));
  expect(removed).toEqual([`mf_editor/${v1.version}`]);
  const listed = await bucket.client.send(
    new ListObjectsV2Command({
      Bucket: 'shirube-releases',
      Prefix: `${bucket.location.prefix}mf_editor/versions/`,
    }),
  );
  const versions = new Set((listed.Contents ?? []).map((o) => o.Key!.split('/')[3]));
  expect([...versions]).toEqual([v2.version]);
  expect(await currentInBucket()).toEqual({ active: v2.version, history: [] });
});

test('RELEASES_URL is checked, naming the variable', async () => {
  const e = await refusal(bucketFromEnv({ RELEASES_URL: 'ftp://x/y' }));
  expect(e.message).toMatch(/^RELEASES_URL must be s3:\/\/bucket/);
});
