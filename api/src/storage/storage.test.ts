// Uploads on object storage (issue 38 item 1), against the real loopback S3-compatible server
// (testing/s3.ts): public images land in the bucket's public part and are read from there by anyone,
// with a year-long immutable Cache-Control; identity documents land in the private bucket (which refuses
// unencrypted uploads), are never readable anonymously, and reach an admin as a short-lived signed URL.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';
import { INDIVIDUAL, uploadId } from '../payouts/testing';
import { startTestS3, type TestS3 } from '../testing/s3';
import { s3Client } from './s3';

let s3: TestS3 | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
}, 30_000);
afterAll(() => s3?.close(), 30_000);

/** The identity documents of a user in the private bucket, listed with the SDK (ListObjectsV2). */
async function documents(userId: number): Promise<string[]> {
  const client = s3Client(s3!.storage.privateLocation, 'us-east-1');
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: 'shirube-private', Prefix: `identity/${userId}-` }),
  );
  return (listed.Contents ?? []).map((o) => o.Key!);
}

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    [format]()
    .toBuffer();
const form = (bytes: Buffer, type: string, extra: Record<string, string> = {}) => {
  const body = new FormData();
  body.set('image', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return body;
};

describeApi(
  'uploads on object storage',
  (api) => {
    const bucketPublic = () => `${s3!.url}/shirube-media/public/`;

    it('puts an icon, an article image and an eyecatch in the bucket, served from its public URL', async () => {
      const a = api();
      const me = await createUser(a.db);
      const post = (route: string, body: FormData) =>
        fetch(`${a.url}${route}`, { method: 'POST', headers: me.headers, body });

      const icon = await post('/v1/users/current/image', form(await picture('png'), 'image/png'));
      expect(icon.status).toBe(200);
      const { imageUrl, thumbnailUrl } = (await icon.json()).data;
      expect(imageUrl).toMatch(new RegExp(`^${bucketPublic()}users/[0-9a-f]{24}\\.webp$`));
      const item = await post('/v1/items', form(await picture('jpeg'), 'image/jpeg'));
      const itemUrl: string = (await item.json()).data.url;
      expect(itemUrl).toMatch(new RegExp(`^${bucketPublic()}items/[0-9a-f]{24}\\.jpg$`));
      const article = await insertArticle(a.db, me.user.id);
      const eyecatch = await post(
        `/v1/articles/${article.id}/eyecatch`,
        form(await picture('png'), 'image/png'),
      );
      const eyecatchUrl: string = (await eyecatch.json()).data.url;
      const page = await a.call('GET', `/v1/articles/${article.id}`);
      expect(page.body.data.eyecatchImageUrl).toBe(eyecatchUrl);
      expect(page.body.data.eyecatchThumbnailUrl).toBe(eyecatchUrl.replace(/\.png$/, '.thumb.png'));

      for (const [url, type] of [
        [imageUrl, 'image/webp'],
        [thumbnailUrl, 'image/webp'],
        [itemUrl, 'image/jpeg'],
        [page.body.data.eyecatchThumbnailUrl, 'image/png'],
      ]) {
        // Anonymous, as a browser or CDN reads it: no signature.
        const served = await fetch(url);
        expect([url, served.status, served.headers.get('content-type')]).toEqual([url, 200, type]);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      // Nothing went to the local folder.
      expect(existsSync(path.join(path.dirname(a.mailDir), 'uploads'))).toBe(false);

      // A new icon removes the old one from the bucket.
      await post('/v1/users/current/image', form(await picture('png'), 'image/png'));
      expect((await fetch(imageUrl)).status).toBe(404);
    }, 60_000);

    it('keeps identity documents private: encrypted, never public, an admin gets a signed URL', async () => {
      const a = api();
      const seller = await createUser(a.db);
      const admin = await createUser(a.db, { isAdmin: true });
      const res = await fetch(`${a.url}/v1/payment/identification`, {
        method: 'POST',
        headers: seller.headers,
        body: form(await picture('png'), 'image/png', { type: 'front' }),
      });
      expect(res.status).toBe(200);
      const route = `${a.url}/v1/admin/identifications/${seller.user.id}/front`;
      expect((await fetch(route, { headers: seller.headers, redirect: 'manual' })).status).toBe(403);
      const answer = await fetch(route, { headers: admin.headers, redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const signed = new URL(answer.headers.get('location')!);
      expect(signed.origin + signed.pathname).toMatch(
        new RegExp(`^${s3!.url}/shirube-private/identity/${seller.user.id}-front-[0-9a-f]{24}\\.jpg$`),
      );
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('60');
      const document = await fetch(signed);
      expect([document.status, document.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      // The same object without the signature, and anything in the public bucket's private corner: refused.
      expect((await fetch(`${signed.origin}${signed.pathname}`)).status).toBe(403);
      expect((await fetch(`${s3!.url}/shirube-media/private/x`)).status).toBe(403);
      expect((await fetch(`${s3!.url}/shirube-private?list-type=2`)).status).toBe(403);

      // A new front image replaces the old object; verifying deletes the documents (README: the law).
      await a.call('POST', '/v1/payment/banks', { headers: seller.headers, json: INDIVIDUAL });
      await uploadId(a, seller.headers, 'front');
      await uploadId(a, seller.headers, 'back');
      expect(await documents(seller.user.id)).toHaveLength(2);
      const verified = await a.call('POST', `/v1/admin/identifications/${seller.user.id}/verify`, {
        headers: admin.headers,
      });
      expect(verified.status).toBe(204);
      expect(await documents(seller.user.id)).toEqual([]);
      expect((await fetch(route, { headers: admin.headers, redirect: 'manual' })).status).toBe(404);
    }, 60_000);

    it('deletes the documents and the icon with the account', async () => {
      const a = api();
      const leaving = await createUser(a.db);
      await uploadId(a, leaving.headers, 'front');
      const icon = await fetch(`${a.url}/v1/users/current/image`, {
        method: 'POST',
        headers: leaving.headers,
        body: form(await picture('png'), 'image/png'),
      });
      const { imageUrl } = (await icon.json()).data;
      expect(await documents(leaving.user.id)).toHaveLength(1);
      const gone = await a.call('DELETE', '/v1/users/current', {
        headers: leaving.headers,
        json: { password: 'password123' },
      });
      expect(gone.status).toBe(204);
      expect(await documents(leaving.user.id)).toEqual([]);
      expect((await fetch(imageUrl)).status).toBe(404);
    }, 60_000);

    it('sends an old /uploads/ path to the same name in the bucket (after media:migrate)', async () => {
      const moved = await fetch(`${api().url}/uploads/items/abc123.png`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`${bucketPublic()}items/abc123.png`);
      expect((await fetch(`${api().url}/uploads/../identity/x.jpg`, { redirect: 'manual' })).status).toBe(
        404,
      );
    });
  },
  () => ({ storage: s3!.storage }),
);
