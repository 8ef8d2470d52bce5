// Object storage for uploads (issue 38 item 1), read once at start like the rest of config.ts:
//   STORAGE_URL          unset → the local folders (DATA_DIR/uploads, DATA_DIR/identity): the quick start.
//                        `s3://<bucket>[/<prefix>]` → AWS S3 (endpoint from the SDK's AWS_ENDPOINT_URL_S3 if set);
//                        `http(s)://<host>[:port]/<bucket>[/<prefix>]` → any S3-compatible endpoint (R2, MinIO …),
//                        path-style. Credentials: the SDK's usual chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
//                        AWS_PROFILE, an instance role …); AWS_REGION (default us-east-1; R2 wants `auto`).
//   STORAGE_PRIVATE_URL  where identity documents go (same forms); default `<STORAGE_URL>/private`. Public
//                        images go under `<STORAGE_URL>/public`, which is the only part a bucket policy may open.
//   MEDIA_BASE_URL       the URL public images are shown from (a CDN, or a path a proxy maps to the bucket);
//                        default the bucket's own public URL of `…/public`.
//   STORAGE_SSE          server-side encryption of identity documents: AES256 (default), aws:kms, or none
//                        (a store that encrypts everything at rest itself and refuses the header, e.g. R2).
import { parseBucketUrl, type BucketLocation } from '@shirube/server';

export type { BucketLocation } from '@shirube/server';

/** Public images: random names never reused, so any cache may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StorageConfig {
  readonly publicLocation: BucketLocation;
  readonly privateLocation: BucketLocation;
  /** No trailing slash. */
  readonly mediaBaseUrl: string;
  readonly region: string;
  readonly sse: 'AES256' | 'aws:kms' | 'none';
}

const under = (at: BucketLocation, part: string): BucketLocation => ({
  ...at,
  prefix: `${at.prefix}${part}/`,
});

/** The object's public URL without a CDN: path-style on a custom endpoint, virtual-hosted on AWS. */
export const bucketUrl = (at: BucketLocation, region: string) =>
  (at.endpoint
    ? `${at.endpoint}/${at.bucket}/${at.prefix}`
    : `https://${at.bucket}.s3.${region}.amazonaws.com/${at.prefix}`
  ).replace(/\/$/, '');

export function storageFromEnv(env: NodeJS.ProcessEnv): StorageConfig | undefined {
  const problems: string[] = [];
  const named = ['STORAGE_PRIVATE_URL', 'MEDIA_BASE_URL', 'STORAGE_SSE'].filter((n) => env[n]);
  if (!env.STORAGE_URL) {
    if (named.length) throw new Error(`${named.join(', ')} given without STORAGE_URL`);
    return undefined;
  }
  const region = env.AWS_REGION || 'us-east-1';
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const root = attempt(() => parseBucketUrl('STORAGE_URL', env.STORAGE_URL!));
  const privateRoot = env.STORAGE_PRIVATE_URL
    ? attempt(() => parseBucketUrl('STORAGE_PRIVATE_URL', env.STORAGE_PRIVATE_URL!))
    : root && under(root, 'private');
  const base = env.MEDIA_BASE_URL?.replace(/\/+$/, '');
  if (base !== undefined && !/^(https?:\/\/[^/]+|\/[^/])/.test(base))
    problems.push(
      `MEDIA_BASE_URL must be an http(s) URL or a path starting with /, got "${env.MEDIA_BASE_URL}"`,
    );
  const sse = env.STORAGE_SSE || 'AES256';
  if (sse !== 'AES256' && sse !== 'aws:kms' && sse !== 'none')
    problems.push(`STORAGE_SSE must be AES256, aws:kms or none, got "${sse}"`);
  if (problems.length || !root || !privateRoot) throw new Error(problems.join('\n'));
  const publicLocation = under(root, 'public');
  const inside = (a: BucketLocation, b: BucketLocation) =>
    a.endpoint === b.endpoint && a.bucket === b.bucket && a.prefix.startsWith(b.prefix);
  if (inside(privateRoot, publicLocation))
    throw new Error('STORAGE_PRIVATE_URL must not be inside the public part (<STORAGE_URL>/public)');
  return {
    publicLocation,
    privateLocation: privateRoot,
    mediaBaseUrl: base || bucketUrl(publicLocation, region),
    region,
    sse: sse as StorageConfig['sse'],
  };
}
