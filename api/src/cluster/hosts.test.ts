// Issue 38 item 5: two "hosts" — each an API process and a shell server with a DATA_DIR of its own, no
// shared folder — on one PostgreSQL database, the loopback S3-compatible server (uploads: STORAGE_URL;
// releases: RELEASES_URL) and nginx round robin (processes.ts). An icon, article images and a purchase
// made through either host read the same through both, every image answers 200; a remote published and
// rolled back on the bucket (deploy's own store code) is followed by both shell servers, each waited for
// with a deadline of RELEASES_POLL_MS-polling's promise (≤ 5 s), not a sleep.
// PostgreSQL only (PGlite is one process's database): CI always sets TEST_DATABASE_URL.
import { startS3Child, type S3Child } from '@shirube/server/src/s3-test-server';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
/* eslint-disable shirube/no-cross-app-imports -- this suite is the whole deployment: the operator's deploy
   store code writes the bucket both hosts follow (the CLI's publish would smoke-check real builds). */
import { bucketFromEnv, withBucket } from '../../../deploy/src/bucket';
import { remoteNames } from '../../../deploy/src/remotes';
import { publish, rollback } from '../../../deploy/src/store';
import type { ReleaseChecks } from '../../../deploy/src/checks';
/* eslint-enable shirube/no-cross-app-imports */
import { buildServers } from '../../../scripts/lib/servers.mjs';
import { openPostgres, type DbHandle } from '../db/open';
import { FREE, PAID, paidArticle } from '../purchases/testing';
import { buy } from '../testing/buy';
import { apiCaller, createUser, type TestApi } from '../testing/harness';
import { createDatabase, startCluster, type Cluster } from './processes';

jest.setTimeout(300_000);
const adminUrl = process.env.TEST_DATABASE_URL;
/** The store's mechanics on a bucket are under test here; the real gate and smoke run in deploy's suites. */
const passing: ReleaseChecks = { compatible: async () => null, smoke: async () => null };

/** Waits for `done(read())`, giving up at the deadline with the last value (a condition, not a sleep). */
async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms (${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } })
    [format]()
    .toBuffer();
const form = (bytes: Buffer, type: string) => {
  const body = new FormData();
  body.set('image', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return body;
};

if (adminUrl) {
  describe('two hosts: separate DATA_DIRs on PostgreSQL + S3 + nginx [postgres]', () => {
    let db: Awaited<ReturnType<typeof createDatabase>> | null = null;
    let handle: DbHandle | null = null;
    let cluster: Cluster | null = null;
    let s3: S3Child | null = null;
    let dataDir = '';

    beforeAll(async () => {
      await buildServers({ log: () => {} });
      db = await createDatabase(adminUrl);
      s3 = await startS3Child({
        buckets: ['shirube-media', 'shirube-private', 'shirube-releases'],
        publicPrefixes: ['shirube-media/public/'],
        requireSse: ['shirube-private/'],
      });
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-hosts-'));
      cluster = await startCluster({
        count: 2,
        databaseUrl: db.url,
        dataDir,
        separateHosts: true,
        env: {
          SEED_DEMO: '0',
          SESSION_SECRET: 'hosts-secret-0123456789abcdef0123456789abcdef',
          PUBLISH_SCHEDULER_MS: '0',
          RECONCILE_INTERVAL_MS: '0',
          PAYOUT_SCHEDULE: '0',
          PURCHASE_MAIL_WORKER: '0',
          STORAGE_URL: `${s3.url}/shirube-media`,
          STORAGE_PRIVATE_URL: `${s3.url}/shirube-private`,
          RELEASES_URL: `${s3.url}/shirube-releases`,
          RELEASES_POLL_MS: '500',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          AWS_REGION: 'us-east-1',
        },
      });
      handle = await openPostgres(db.url);
    });

    afterAll(async () => {
      await cluster?.stop();
      await handle?.close();
      await db?.drop();
      await s3?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const hosts = () => cluster!.apis.map((a) => ({ url: a.url, call: apiCaller(a.url) }) as TestApi);

    it('an icon, article images and a purchase read the same through both hosts, no image 404s', async () => {
      const [one, two] = hosts();
      const author = await createUser(handle!.db);
      const post = (host: TestApi, route: string, body: FormData) =>
        fetch(`${host.url}${route}`, { method: 'POST', headers: author.headers, body }).then(async (r) => {
          expect([route, r.status]).toEqual([route, 200]);
          return (await r.json()).data;
        });
      const icon = await post(one, '/v1/users/current/image', form(await picture('png'), 'image/png'));
      const item = await post(two, '/v1/items', form(await picture('jpeg'), 'image/jpeg'));
      const article = await paidArticle(handle!.db, author.user.id, {
        body: [`<p><img src="${item.url}" alt="図"></p>`, ...FREE, ...PAID],
        payArticleLine: FREE.length + 1,
      });
      const eyecatch = await post(
        one,
        `/v1/articles/${article.id}/eyecatch`,
        form(await picture('png'), 'image/png'),
      );

      const seen = await Promise.all(
        [one, two].map(async (host) => ({
          article: (await host.call('GET', `/v1/articles/${article.id}`)).body.data,
          user: (await host.call('GET', `/v1/users/${author.user.account}`)).body.data,
        })),
      );
      expect(seen[1]).toEqual(seen[0]);
      const images = [
        icon.imageUrl,
        icon.thumbnailUrl,
        item.url,
        eyecatch.url,
        seen[0]!.article.eyecatchThumbnailUrl,
      ] as string[];
      expect(seen[0]!.article.body.join('')).toContain(item.url);
      for (const url of images) {
        expect(url.startsWith(`${s3!.url}/shirube-media/public/`)).toBe(true);
        expect([url, (await fetch(url)).status]).toEqual([url, 200]);
      }
      // Nothing under either host's DATA_DIR/uploads: there is no shared folder to fall back on.
      for (const host of ['host1', 'host2'])
        expect(existsSync(path.join(dataDir, host, 'uploads'))).toBe(false);

      // Bought through host 2 (its token from host 1): both hosts show the buyer the paid part alike.
      const buyer = await createUser(handle!.db);
      const token = await one.call('POST', '/v1/payment/sandbox/tokens', {
        headers: buyer.headers,
        json: { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' },
      });
      expect(token.status).toBe(200);
      await buy(two, buyer.headers, article.id);
      const paid = await Promise.all(
        [one, two].map(
          async (h) =>
            (await h.call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers })).body.data,
        ),
      );
      expect(paid[0].body.join('')).toContain('PAID-SECRET');
      expect(paid[1]).toEqual(paid[0]);
    });

    it('a remote published and rolled back on the bucket: both shell servers switch, files served', async () => {
      const bucket = (await bucketFromEnv({
        RELEASES_URL: `${s3!.url}/shirube-releases`,
        AWS_REGION: 'us-east-1',
      }))!;
      const work = path.join(dataDir, 'deployer');
      const dist = (name: string) => {
        const dir = path.join(dataDir, 'dists', name);
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          path.join(dir, 'mf-manifest.json'),
          JSON.stringify({
            name: 'mf_editor',
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          }),
        );
        writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */`);
        return dir;
      };
      const onBucket = <T>(command: (root: string) => Promise<T>) =>
        withBucket(bucket, work, remoteNames, () => command(work));
      const publishing = (name: string) =>
        onBucket((root) =>
          publish(root, {
            remote: 'mf-editor',
            distDir: dist(name),
            packageVersion: '1.0.0',
            checks: passing,
          }),
        );
      /** Both shell servers' live mf_editor entry is `version`'s, and its file answers 200 from each. */
      const bothServe = (version: string) =>
        until(
          `both shells serving ${version}`,
          () =>
            Promise.all(
              cluster!.shells.map(async (shell) => {
                const entry = (
                  (await (await fetch(`${shell.url}/remotes.json`)).json()) as Record<string, string>
                ).mf_editor;
                const status = entry ? (await fetch(`${shell.url}${entry}`)).status : 0;
                return { entry: entry ?? null, status };
              }),
            ),
          (seen) =>
            seen.every((s) => s.entry?.includes(`/${encodeURIComponent(version)}/`) && s.status === 200),
          5_000,
        );

      const v1 = await publishing('one');
      await bothServe(v1.version);
      const v2 = await publishing('two');
      await bothServe(v2.version);
      const back = await onBucket((root) => rollback(root, 'mf_editor', passing));
      expect(back.active).toBe(v1.version);
      await bothServe(v1.version);
    });
  });
}

// Runs everywhere: the S3-compatible server these hosts share refuses what S3 refuses for our calls.
describe('the loopback S3 server', () => {
  it('refuses anonymous access outside public/, unencrypted private uploads and failed conditions', async () => {
    const server = await startS3Child({
      buckets: ['media-b', 'private-b'],
      publicPrefixes: ['media-b/public/'],
      requireSse: ['private-b/'],
    });
    try {
      const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: server.url,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const put = (Bucket: string, Key: string, extra: object = {}) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: 'x', ...extra })).then(
          () => 200,
          (e: { $metadata?: { httpStatusCode?: number } }) => e.$metadata?.httpStatusCode,
        );
      expect(await put('media-b', 'public/a.txt')).toBe(200);
      expect(await put('media-b', 'private/b.txt')).toBe(200);
      expect((await fetch(`${server.url}/media-b/public/a.txt`)).status).toBe(200);
      expect((await fetch(`${server.url}/media-b/private/b.txt`)).status).toBe(403);
      expect((await fetch(`${server.url}/media-b/public/c.txt`, { method: 'PUT', body: 'x' })).status).toBe(
        403,
      );
      expect(await put('private-b', 'id.jpg')).toBe(403);
      expect(await put('private-b', 'id.jpg', { ServerSideEncryption: 'AES256' })).toBe(200);
      expect(await put('media-b', 'public/a.txt', { IfNoneMatch: '*' })).toBe(412);
      expect(await put('media-b', 'public/a.txt', { IfMatch: '"not-its-etag"' })).toBe(412);
      expect(await put('media-b', 'public/a.txt', { IfMatch: '"9dd4e461268c8034f5c8564e155c67a6"' })).toBe(
        200,
      );
      const other = new S3Client({
        region: 'us-east-1',
        endpoint: server.url,
        forcePathStyle: true,
        credentials: { accessKeyId: 'SOMEONE', secretAccessKey: 'S3RVER' },
      });
      await expect(
        other.send(new PutObjectCommand({ Bucket: 'media-b', Key: 'public/d', Body: 'x' })),
      ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    } finally {
      await server.close();
    }
  });
});
