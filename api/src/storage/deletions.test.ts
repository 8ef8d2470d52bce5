// Deletions that outlive a storage outage (issue 38; storage/deletions.ts): with the bucket down, a
// verifying review and an account deletion still answer as before, and their files — identity documents,
// the icon — stay queued, each with a back-off; once the bucket is back, the periodic job (run here
// through the server's own copy, serverLibrary) deletes them all when they are due, and empties the queue.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { storageDeletions } from '../db/schema';
import { INDIVIDUAL, uploadId } from '../payouts/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { startTestS3, type TestS3 } from '../testing/s3';
import { serverLibrary } from '../testing/server-under-test';
import { FIRST_RETRY_MS } from './deletions';
import { s3Client } from './s3';

let s3: TestS3 | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
}, 30_000);
afterAll(() => s3?.close(), 30_000);

async function documents(userId: number): Promise<string[]> {
  const client = s3Client(s3!.storage.privateLocation, 'us-east-1');
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: 'shirube-private', Prefix: `identity/${userId}-` }),
  );
  return (listed.Contents ?? []).map((o) => o.Key!);
}

/** The periodic job of the server under test, its clock `aheadMs` from now. */
async function retry(api: TestApi, aheadMs: number): Promise<number> {
  const { drainDeletions } = await serverLibrary();
  return drainDeletions({
    db: api.db,
    config: {
      storage: s3!.storage,
      uploadsDir: '/nonexistent',
      dataDir: '/nonexistent',
      now: () => new Date(Date.now() + aheadMs),
    },
  });
}

const queuedFor = (api: TestApi, pattern: string) =>
  api.db.select().from(storageDeletions).where(like(storageDeletions.name, pattern));

describeApi(
  'deletions from the store that outlive an outage',
  (api) => {
    afterEach(() => s3!.start());

    it('a verifying review with the bucket down: the documents go once it is back', async () => {
      const a = api();
      const seller = await createUser(a.db);
      const admin = await createUser(a.db, { isAdmin: true });
      await a.call('POST', '/v1/payment/banks', { headers: seller.headers, json: INDIVIDUAL });
      expect((await uploadId(a, seller.headers, 'front')).status).toBe(200);
      expect((await uploadId(a, seller.headers, 'back')).status).toBe(200);
      expect(await documents(seller.user.id)).toHaveLength(2);

      await s3!.stop();
      const before = Date.now();
      const verified = await a.call('POST', `/v1/admin/identifications/${seller.user.id}/verify`, {
        headers: admin.headers,
      });
      expect(verified.status).toBe(204);
      const queued = await queuedFor(a, `${seller.user.id}-%`);
      expect(queued.map((q) => [q.area, q.attempts])).toEqual([
        ['private', 1],
        ['private', 1],
      ]);
      for (const q of queued) {
        expect(q.lastError).toBeTruthy();
        expect(q.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + FIRST_RETRY_MS);
      }

      await s3!.start();
      // Not due yet: nothing is tried, the documents are still there.
      expect(await retry(a, 0)).toBe(0);
      expect(await documents(seller.user.id)).toHaveLength(2);
      // Due: deleted, and nothing is left queued.
      expect(await retry(a, FIRST_RETRY_MS + 1000)).toBe(2);
      expect(await documents(seller.user.id)).toEqual([]);
      expect(await queuedFor(a, `${seller.user.id}-%`)).toEqual([]);
    }, 90_000);

    it('an account deleted with the bucket down: its documents and icon go once it is back', async () => {
      const a = api();
      const leaving = await createUser(a.db);
      await uploadId(a, leaving.headers, 'front');
      const body = new FormData();
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a36' } })
        .png()
        .toBuffer();
      body.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'icon.png');
      const icon = await fetch(`${a.url}/v1/users/current/image`, {
        method: 'POST',
        headers: leaving.headers,
        body,
      });
      const { imageUrl, thumbnailUrl } = (await icon.json()).data as Record<string, string>;

      await s3!.stop();
      const gone = await a.call('DELETE', '/v1/users/current', {
        headers: leaving.headers,
        json: { password: 'password123' },
      });
      expect(gone.status).toBe(204);
      const queued = [
        ...(await queuedFor(a, `${leaving.user.id}-%`)),
        ...(await queuedFor(a, imageUrl!)),
        ...(await queuedFor(a, thumbnailUrl!)),
      ];
      expect(queued.map((q) => q.area).sort()).toEqual(['private', 'public', 'public']);

      await s3!.start();
      expect(await documents(leaving.user.id)).toHaveLength(1);
      expect((await fetch(imageUrl!)).status).toBe(200);
      expect(await retry(a, FIRST_RETRY_MS + 1000)).toBe(3);
      expect(await documents(leaving.user.id)).toEqual([]);
      expect((await fetch(imageUrl!)).status).toBe(404);
      expect((await fetch(thumbnailUrl!)).status).toBe(404);
    }, 90_000);
  },
  () => ({ storage: s3!.storage }),
);
