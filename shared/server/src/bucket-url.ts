// THE form of a bucket URL (issue 38): STORAGE_URL / STORAGE_PRIVATE_URL (the API's uploads) and RELEASES_URL
// (deploy's release store, which the shell servers follow). `s3://<bucket>[/<prefix>]` → AWS S3 at its default
// endpoint (or the SDK's AWS_ENDPOINT_URL_S3); `http(s)://<host>[:port]/<bucket>[/<prefix>]` → any
// S3-compatible endpoint, addressed path-style. Credentials never in the URL: the AWS SDK's usual chain.
export interface BucketLocation {
  /** undefined → the SDK's default AWS endpoint. */
  readonly endpoint?: string;
  readonly bucket: string;
  /** '' or ends with '/'. */
  readonly prefix: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The location named by `value`; throws one line naming the variable `name` when it is not one. */
export function parseBucketUrl(name: string, value: string): BucketLocation {
  const form = `${name} must be s3://bucket[/prefix] or http(s)://host/bucket[/prefix], got "${value}"`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(form);
  }
  if (url.username || url.password)
    throw new Error(`${name} must not carry credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`);
  const s3 = url.protocol === 's3:';
  if (!s3 && url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(form);
  const segments = url.pathname.split('/').filter(Boolean);
  const bucket = s3 ? url.hostname : segments.shift();
  if (!bucket || !BUCKET.test(bucket))
    throw new Error(`${name} names no valid bucket (3–63 of a-z 0-9 . -), got "${value}"`);
  const prefix = segments.length ? `${segments.map(decodeURIComponent).join('/')}/` : '';
  return { endpoint: s3 ? undefined : url.origin, bucket, prefix };
}

/** The S3Client options for a location: path-style on a custom endpoint, and checksums only where an
 *  operation requires one (what every S3-compatible store accepts). */
export const s3ClientOptions = (at: BucketLocation, region: string) => ({
  region,
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
  ...(at.endpoint ? { endpoint: at.endpoint, forcePathStyle: true } : {}),
});
