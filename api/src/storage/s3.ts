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

export const s3Client = (at: BucketLocation, region: string): S3Client =>
  new S3Client(s3ClientOptions(at, region));

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
};

const PUBLIC_KEY = /^[a-z]+\/[A-Za-z0-9._-]+$/;
const PRIVATE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The object key of a public image `users/<name>` (the one place the layout is written). */
export function publicObjectKey(storage: StorageConfig, key: string): string {
  if (!PUBLIC_KEY.test(key)) throw new Error(`bad public key ${key}`);
  return `${storage.publicLocation.prefix}${key}`;
}

/** The object key of an identity document. */
export function privateObjectKey(storage: StorageConfig, name: string): string {
  if (!PRIVATE_NAME.test(name)) throw new Error(`bad private name ${name}`);
  return `${storage.privateLocation.prefix}identity/${name}`;
}

export const sseOf = (storage: StorageConfig): { ServerSideEncryption?: 'AES256' | 'aws:kms' } =>
  storage.sse === 'none' ? {} : { ServerSideEncryption: storage.sse };

export function s3MediaStore(storage: StorageConfig): MediaStore {
  const pub = storage.publicLocation;
  const priv = storage.privateLocation;
  const publicClient = s3Client(pub, storage.region);
  const privateClient = priv.endpoint === pub.endpoint ? publicClient : s3Client(priv, storage.region);
  const privateKey = (name: string) => privateObjectKey(storage, name);
  const base = `${storage.mediaBaseUrl}/`;
  const publicUrl = (key: string) => {
    if (!PUBLIC_KEY.test(key)) throw new Error(`bad public key ${key}`);
    return `${base}${key}`;
  };
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
      if (!url?.startsWith(base)) return;
      const key = url.slice(base.length);
      if (!PUBLIC_KEY.test(key)) return;
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
