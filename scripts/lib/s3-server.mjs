// The S3-compatible server the tests and .ci/run start on loopback (issue 38): s3rver (npm) stores the
// objects and answers the S3 REST API path-style (PutObject, GetObject, HeadObject, ListObjectsV2,
// DeleteObject, presigned GET with its expiry checked). What s3rver does not refuse, and real S3 does for the
// calls we make, is added here as Koa middleware in front of its routes — a test double is only as good as
// its refusals (design/architecture.md, 2026-11-29):
//   - conditional writes: PutObject with If-None-Match: * (412 when the key exists) or If-Match: "<etag>"
//     (412 when it is missing or differs), decided under a per-key lock so that of two racing writers exactly
//     one wins (AWS answers the loser 412 or 409 ConditionalRequestConflict; we answer 412);
//   - anonymous requests (no signature) are refused (403 AccessDenied) except GET/HEAD under a public-read
//     prefix (what a bucket policy granting s3:GetObject on `bucket/public/*` gives; a `*` in a prefix
//     matches any characters, as in a policy's resource ARN: `bucket/site/*/versions/`) and CORS
//     preflights (OPTIONS, answered by s3rver from the bucket's CORS configuration, `--cors <origin>`:
//     GET/HEAD from that origin, as README's bucket CORS rule for REMOTES_BASE_URL);
//   - a request signed with another access key id is refused (403 InvalidAccessKeyId). s3rver does not
//     check a header signature's HMAC; presigned URLs it does check, expiry included;
//   - PutObject under a `requireSse` prefix without x-amz-server-side-encryption is refused (403), as the
//     usual "deny unencrypted uploads" bucket policy does.
// CLI: node scripts/lib/s3-server.mjs --port N --dir D --bucket NAME [--bucket …] [--public bucket/prefix/]
//      [--require-sse bucket/prefix/] [--cors ORIGIN] → prints `s3 listening on http://127.0.0.1:N` when ready.
import S3rver from 's3rver';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const xmlError = (ctx, status, code, message) => {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
};

/** bucket and key of a path-style request (`/bucket/key…`), key '' for bucket-level requests. */
function target(ctx) {
  const [, bucket = '', ...rest] = ctx.path.split('/');
  return { bucket, key: decodeURIComponent(rest.join('/')) };
}

function accessKeyOf(ctx) {
  const header = ctx.headers.authorization ?? '';
  const credential =
    /Credential=([^/,\s]+)\//.exec(header)?.[1] ?? ctx.query['X-Amz-Credential']?.split('/')[0];
  return credential ?? (header ? 'unparsed' : null);
}

/** Runs `work` after every earlier holder of `name` finished (a promise chain per key). */
function lockFor() {
  const tails = new Map();
  return async (name, work) => {
    const before = tails.get(name) ?? Promise.resolve();
    let release;
    const mine = new Promise((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    tails.set(name, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/** `bucket/prefix/` with `*` as "any characters" → a test of a full `bucket/key`. */
const prefixTest = (prefix) => {
  const pattern = new RegExp(
    `^${prefix
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}`,
  );
  return (full) => pattern.test(full);
};

/** The bucket CORS configuration README gives for REMOTES_BASE_URL: browsers on `origin` may read. */
export const corsConfiguration = (origin) =>
  `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod>` +
  `<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>` +
  `</CORSRule></CORSConfiguration>`;

export function guard({ store, accessKeyId, publicPrefixes = [], requireSse = [] }) {
  const locked = lockFor();
  const publicTests = publicPrefixes.map(prefixTest);
  return async function s3Guard(ctx, next) {
    const { bucket, key } = target(ctx);
    const full = `${bucket}/${key}`;
    const accessKey = accessKeyOf(ctx);
    if (accessKey === null) {
      // A CORS preflight carries no credentials anywhere; s3rver answers it from the bucket's rules.
      if (ctx.method === 'OPTIONS' && ctx.headers.origin) return next();
      const readable = (ctx.method === 'GET' || ctx.method === 'HEAD') && key;
      if (!readable || !publicTests.some((test) => test(full)))
        return xmlError(ctx, 403, 'AccessDenied', 'Access Denied');
      return next();
    }
    if (accessKey !== accessKeyId)
      return xmlError(ctx, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist');
    if (ctx.method !== 'PUT' || !key || ctx.headers['x-amz-copy-source']) return next();
    if (requireSse.some((p) => full.startsWith(p)) && !ctx.headers['x-amz-server-side-encryption'])
      return xmlError(ctx, 403, 'AccessDenied', 'Unencrypted uploads are denied by the bucket policy');
    const ifMatch = ctx.headers['if-match'];
    const ifNoneMatch = ctx.headers['if-none-match'];
    if (!ifMatch && !ifNoneMatch) return next();
    return locked(full, async () => {
      const existing = await store.getMetadata(bucket, key).catch(() => null);
      const etag = existing?.etag ?? existing?.['etag'];
      if (ifNoneMatch !== undefined && ifNoneMatch !== '*')
        return xmlError(ctx, 501, 'NotImplemented', 'If-None-Match on PutObject accepts only *');
      if (ifNoneMatch === '*' && existing)
        return xmlError(
          ctx,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      if (
        ifMatch !== undefined &&
        (!existing || ifMatch.replace(/"/g, '') !== String(etag).replace(/"/g, ''))
      )
        return xmlError(
          ctx,
          existing ? 412 : 404,
          existing ? 'PreconditionFailed' : 'NoSuchKey',
          'Precondition failed',
        );
      return next();
    });
  };
}

/** Starts the server; `close()` stops it. Buckets are created if missing (the folder persists them). */
export async function startS3Server({
  port = 0,
  directory,
  buckets = [],
  publicPrefixes = [],
  requireSse = [],
  cors = null,
  host = '127.0.0.1',
} = {}) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: host,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: cors ? [corsConfiguration(cors)] : [] })),
  });
  // Ahead of s3rver's own middleware (Koa composes `middleware` when the server starts).
  server.middleware.unshift(
    guard({ store: server.store, accessKeyId: S3_TEST_CREDENTIALS.accessKeyId, publicPrefixes, requireSse }),
  );
  const address = await server.run();
  const url = `http://${host}:${address.port}`;
  return { url, port: address.port, close: () => server.close() };
}

/** The ETag S3 gives a single-part object: the MD5 of its bytes, quoted. */
export const etagOf = (bytes) => `"${createHash('md5').update(bytes).digest('hex')}"`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const all = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));
  const one = (name, fallback) => all(name)[0] ?? fallback;
  const started = await startS3Server({
    port: Number(one('--port', '0')),
    directory: one('--dir', '.data/s3'),
    buckets: all('--bucket'),
    publicPrefixes: all('--public'),
    requireSse: all('--require-sse'),
    cors: one('--cors', null),
  });
  console.log(`s3 listening on ${started.url}`);
  const stop = () => started.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
