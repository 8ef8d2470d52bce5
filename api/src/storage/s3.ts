// The bucket side of MediaStore (./store.ts) on the official AWS SDK v3. Path-style addressing on a custom
// endpoint (MinIO, R2, the tests' loopback server); checksums only when an operation requires them, which
// every S3-compatible store accepts. Identity documents: server-side encryption (STORAGE_SSE), never a
// public URL; an admin gets a GET URL signed for a few seconds (@aws-sdk/s3-request-presigner).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3ClientOptions } from '@shirube/server';
import { IMMUTABLE, type BucketLocation, type StorageConfig } from './config';
import type { MediaStore } from './media-store';
import { bucketKeyOf, bucketPublicUrl, privateObjectKey, publicObjectKey, sseOf } from './s3-keys';

export const s3Client = (at: BucketLocation, region: string): S3Client =>
  new S3Client(s3ClientOptions(at, region));

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
};

export function s3MediaStore(storage: StorageConfig): MediaStore {
  const pub = storage.publicLocation;
  const priv = storage.privateLocation;
  const publicClient = s3Client(pub, storage.region);
  const privateClient = priv.endpoint === pub.endpoint ? publicClient : s3Client(priv, storage.region);
  const privateKey = (name: string) => privateObjectKey(storage, name);
  const publicUrl = bucketPublicUrl(storage);
  const sse = sseOf(storage);
  return {
    kind: 's3',
    publicUrl,
    async putPublic(key, bytes, contentType) {
      const url = publicUrl(key);
      await publicClient.send(
        new PutObjectCommand({
          Bucket: pub.bucket,
          Key: publicObjectKey(storage, key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return url;
    },
    async removePublic(url) {
      const key = bucketKeyOf(storage, url);
      if (key === null) return;
      await publicClient.send(
        new DeleteObjectCommand({ Bucket: pub.bucket, Key: publicObjectKey(storage, key) }),
      );
    },
    async putPrivate(name, bytes, contentType) {
      await privateClient.send(
        new PutObjectCommand({
          Bucket: priv.bucket,
          Key: privateKey(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'private, no-store',
          ...sse,
        }),
      );
    },
    async readPrivate(name, seconds) {
      const key = privateKey(name);
      try {
        await privateClient.send(new HeadObjectCommand({ Bucket: priv.bucket, Key: key }));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
      const url = await getSignedUrl(privateClient, new GetObjectCommand({ Bucket: priv.bucket, Key: key }), {
        expiresIn: seconds,
      });
      return { url };
    },
    async removePrivate(name) {
      await privateClient.send(new DeleteObjectCommand({ Bucket: priv.bucket, Key: privateKey(name) }));
    },
  };
}
