// The bucket's names and URLs (./s3.ts): no AWS SDK here, so the server can say a public image's URL without
// loading it (store.ts loads ./s3.ts, and the SDK with it, at the first bucket operation).
import type { StorageConfig } from './config';

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

/** The public URL of a public image's key, under STORAGE_PUBLIC_URL (mediaBaseUrl). */
export const bucketPublicUrl =
  (storage: StorageConfig) =>
  (key: string): string => {
    if (!PUBLIC_KEY.test(key)) throw new Error(`bad public key ${key}`);
    return `${storage.mediaBaseUrl}/${key}`;
  };

/** Whether `url` is one bucketPublicUrl gave; its key then. */
export function bucketKeyOf(storage: StorageConfig, url: string | null): string | null {
  const base = `${storage.mediaBaseUrl}/`;
  if (!url?.startsWith(base)) return null;
  const key = url.slice(base.length);
  return PUBLIC_KEY.test(key) ? key : null;
}
