// media:migrate against the real loopback S3 server: copies uploads to the public part and identity
// documents to the private one, picks up where a stopped run left off, and copies nothing the second time.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestS3, type TestS3 } from '../testing/s3';
import { migrateMedia } from './migrate';
import { s3Client } from './s3';
import { privateObjectKey, publicObjectKey, sseOf } from './s3-keys';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-migrate-'));
}, 30_000);
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (relative: string, text: string) => {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

it('copies local uploads to the bucket, resumably and idempotently', async () => {
  put('uploads/items/a1.png', 'png bytes');
  put('uploads/users/b2.webp', 'webp bytes');
  put('uploads/eyecatch/c3.thumb.png', 'thumb bytes');
  put('uploads/notes.txt', 'not an upload');
  put('identity/7-front-d4.jpg', 'identity bytes');
  const config = { dataDir, uploadsDir: path.join(dataDir, 'uploads'), storage: s3.storage };
  const client = s3Client(s3.storage.publicLocation, s3.storage.region);

  // A run that stopped after its first object: that object is there already, with its digest.
  await client.send(
    new PutObjectCommand({
      Bucket: 'shirube-media',
      Key: publicObjectKey(s3.storage, 'eyecatch/c3.thumb.png'),
      Body: 'thumb bytes',
      Metadata: { sha256: createHash('sha256').update('thumb bytes').digest('hex') },
    }),
  );
  const first = await migrateMedia(config);
  expect(first).toEqual({ copied: 3, alreadyThere: 1, ignored: ['uploads/notes.txt'] });

  const item = await fetch(`${s3.storage.mediaBaseUrl}/items/a1.png`);
  expect([item.status, await item.text(), item.headers.get('content-type')]).toEqual([
    200,
    'png bytes',
    'image/png',
  ]);
  expect(item.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // The document went to the private bucket (which refuses unencrypted uploads) and is not public.
  const key = privateObjectKey(s3.storage, '7-front-d4.jpg');
  expect((await fetch(`${s3.url}/shirube-private/${key}`)).status).toBe(403);
  const stored = await client.send(new GetObjectCommand({ Bucket: 'shirube-private', Key: key }));
  expect(await stored.Body!.transformToString()).toBe('identity bytes');
  expect(sseOf(s3.storage)).toEqual({ ServerSideEncryption: 'AES256' });

  expect(await migrateMedia(config)).toEqual({ copied: 0, alreadyThere: 4, ignored: ['uploads/notes.txt'] });
  // A file changed under the same name (never done by the site, but an operator might) is copied again.
  put('uploads/items/a1.png', 'other png bytes');
  expect((await migrateMedia(config)).copied).toBe(1);
}, 60_000);
