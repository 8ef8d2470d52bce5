// The loopback S3-compatible server (@shirube/server's s3-test-server: s3rver + the refusals real S3 makes)
// for a suite, with the two buckets of a deployment: `shirube-media` (its public/ part readable by anyone,
// as a bucket policy would allow) and `shirube-private` (encrypted uploads only).
import { startS3Child } from '@shirube/server/src/s3-test-server';
import { storageFromEnv, type StorageConfig } from '../storage/config';

export interface TestS3 {
  readonly url: string;
  readonly storage: StorageConfig;
  readonly env: Record<string, string>;
  close(): Promise<void>;
  /** The bucket goes down (objects kept) until `start` brings it back on the same URL. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const child = await startS3Child({
    buckets: ['shirube-media', 'shirube-private'],
    publicPrefixes: ['shirube-media/public/'],
    requireSse: ['shirube-private/'],
  });
  const env = {
    AWS_REGION: 'us-east-1',
    STORAGE_URL: `${child.url}/shirube-media`,
    STORAGE_PRIVATE_URL: `${child.url}/shirube-private`,
  };
  return {
    url: child.url,
    env,
    storage: storageFromEnv(env)!,
    close: child.close,
    stop: child.stop,
    start: child.start,
  };
}
