/**
 * The release store on a bucket (RELEASES_URL, issue 38 item 2). The bucket holds exactly the folder
 * layout of layout.ts under its prefix. A command runs the SAME store code (store.ts: gate, smoke check,
 * history, repair) on a local working copy, between a `pull` and a `push`:
 *   pull  every object of the remote into the local copy (versions are immutable: only the missing ones
 *         are fetched), current.json and history.jsonl always, with their ETags; local versions the
 *         bucket does not have are removed (a push that lost a race leaves none behind);
 *   push  new versions first, each object written with If-None-Match: * (immutable: never overwritten),
 *         then history.jsonl and last current.json, each a conditional write on the ETag pulled
 *         (If-Match; If-None-Match: * when there was none). Two publishers that pulled the same state
 *         cannot both win: the second write of history.jsonl is refused (412), and this command then
 *         fails with `lost_race` having changed nothing live (its version stays stored, not live);
 *         versions pruned locally are deleted from the bucket after current.json.
 * The local lock (lock.ts) still serialises commands on one machine; the conditional writes serialise
 * machines. Content types, a Cache-Control (cacheControlOf) and their SHA-256 go on the version files:
 * browsers may load them from the bucket or its CDN, and shell servers verify what they fetch.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBucketUrl, s3ClientOptions, type BucketLocation } from '@shirube/server/src/bucket-url';
import { DeployError } from './errors';
import { listFiles } from './files';
import type { RemoteName } from './remotes';

export interface ReleaseBucket {
  readonly location: BucketLocation;
  readonly client: S3Client;
}

// Loaded only on a bucket: a command on a folder starts without the SDK (external to dist/cli.js).
const sdk = () => import('@aws-sdk/client-s3');

export async function bucketFromEnv(env: NodeJS.ProcessEnv): Promise<ReleaseBucket | null> {
  if (!env.RELEASES_URL) return null;
  let location: BucketLocation;
  try {
    location = parseBucketUrl('RELEASES_URL', env.RELEASES_URL);
  } catch (error) {
    throw new DeployError('bad_argument', (error as Error).message);
  }
  const { S3Client } = await sdk();
  return { location, client: new S3Client(s3ClientOptions(location, env.AWS_REGION || 'us-east-1')) };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
/** `x.js.br` is x.js compressed: its type is the file's, with a Content-Encoding. */
function typeOf(file: string): { ContentType: string; ContentEncoding?: string } {
  const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : undefined;
  const plain = encoding ? file.slice(0, file.lastIndexOf('.')) : file;
  const ContentType = TYPES[path.extname(plain)] ?? 'application/octet-stream';
  return encoding ? { ContentType, ContentEncoding: encoding } : { ContentType };
}

/**
 * Browsers and a CDN load the version files straight from the bucket (shell REMOTES_BASE_URL). A file
 * whose name carries its content hash (`index.610b33ef34.js`) is immutable; the others — mf-manifest.json,
 * the node build's unhashed chunks, release.json — reuse their names in every version, so although a
 * version folder is never rewritten they get a short lifetime: a cache never holds one under its name for
 * long (a hand-repaired store, a version name reused after prune) and revalidating them costs little.
 */
export const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/;
export function cacheControlOf(file: string): string {
  return HASHED_NAME.test(path.basename(file))
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300';
}

/** Object metadata name of each version file's SHA-256 (hex): what a shell server checks what it
 *  fetched against (shell/server/release-follower.ts) — an ETag is an MD5 only for plain single-part
 *  uploads, not under SSE-KMS or multipart. */
export const SHA256_METADATA = 'sha256';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** What a pull saw: the ETag of each live-state file (null: absent) and the stored versions. */
export interface Pulled {
  remote: RemoteName;
  etags: Record<'current.json' | 'history.jsonl', string | null>;
  versions: Set<string>;
  keys: string[];
}

async function listKeys(bucket: ReleaseBucket, prefix: string): Promise<string[]> {
  const { ListObjectsV2Command } = await sdk();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({
        Bucket: bucket.location.bucket,
        Prefix: prefix,
        ContinuationToken: token,
      }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

async function download(bucket: ReleaseBucket, key: string, file: string): Promise<string | null> {
  const { GetObjectCommand } = await sdk();
  const answer = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.location.bucket, Key: key }));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await answer.Body!.transformToByteArray());
  return answer.ETag ?? null;
}

/** Brings `<root>/<remote>` to the bucket's state. */
export async function pull(bucket: ReleaseBucket, root: string, remote: RemoteName): Promise<Pulled> {
  const base = `${bucket.location.prefix}${remote}/`;
  const keys = await listKeys(bucket, base);
  const local = path.join(root, remote);
  const pulled: Pulled = {
    remote,
    etags: { 'current.json': null, 'history.jsonl': null },
    versions: new Set(),
    keys,
  };
  for (const key of keys) {
    const relative = key.slice(base.length);
    const version = /^versions\/([^/]+)\//.exec(relative)?.[1];
    if (version) pulled.versions.add(version);
    const file = path.join(local, relative);
    if (!file.startsWith(local + path.sep)) continue;
    if (relative === 'current.json' || relative === 'history.jsonl') {
      pulled.etags[relative] = await download(bucket, key, file);
    } else if (version) {
      const have = await readFile(file).then(
        () => true,
        () => false,
      );
      if (!have) await download(bucket, key, file);
    }
  }
  for (const name of ['current.json', 'history.jsonl'] as const)
    if (pulled.etags[name] === null) await rm(path.join(local, name), { force: true });
  const localVersions = await readdir(path.join(local, 'versions')).catch(() => [] as string[]);
  for (const v of localVersions)
    if (!pulled.versions.has(v)) await rm(path.join(local, 'versions', v), { recursive: true, force: true });
  return pulled;
}

async function putConditional(
  bucket: ReleaseBucket,
  key: string,
  body: Buffer,
  etag: string | null,
  contentType: string,
): Promise<void> {
  const { PutObjectCommand } = await sdk();
  await bucket.client.send(
    new PutObjectCommand({
      Bucket: bucket.location.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: 'no-cache',
      ...(etag ? { IfMatch: etag } : { IfNoneMatch: '*' }),
    }),
  );
}

const lostRace = (remote: RemoteName) =>
  new DeployError(
    'lost_race',
    `${remote}: another deploy changed the live state in the bucket while this one ran; this command made ` +
      'nothing live (a version it stored stays stored, not live). Check with npm run deploy -- status, then run it again',
  );

/** Writes back what the command changed in `<root>/<remote>` (see the head comment for the order). */
export async function push(bucket: ReleaseBucket, root: string, pulled: Pulled): Promise<void> {
  const { DeleteObjectCommand, PutObjectCommand } = await sdk();
  const { remote } = pulled;
  const base = `${bucket.location.prefix}${remote}/`;
  const local = path.join(root, remote);
  const now = await readdir(path.join(local, 'versions')).catch(() => [] as string[]);
  const versions = now.filter((v) => !v.startsWith('.'));
  for (const version of versions.filter((v) => !pulled.versions.has(v))) {
    const dir = path.join(local, 'versions', version);
    for (const file of await listFiles(dir)) {
      const key = `${base}versions/${version}/${file.split(path.sep).join('/')}`;
      const body = await readFile(path.join(dir, file));
      try {
        await bucket.client.send(
          new PutObjectCommand({
            Bucket: bucket.location.bucket,
            Key: key,
            Body: body,
            ...typeOf(file),
            CacheControl: cacheControlOf(file),
            Metadata: { [SHA256_METADATA]: createHash('sha256').update(body).digest('hex') },
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw lostRace(remote);
        throw error;
      }
    }
  }
  for (const name of ['history.jsonl', 'current.json'] as const) {
    const body = await readFile(path.join(local, name)).catch(() => null);
    if (!body) continue;
    const before = pulled.keys.includes(`${base}${name}`)
      ? await readFile(path.join(local, `.${name}.pulled`)).catch(() => null)
      : null;
    if (before && before.equals(body)) continue;
    try {
      await putConditional(
        bucket,
        `${base}${name}`,
        body,
        pulled.etags[name],
        name === 'current.json' ? 'application/json' : 'application/x-ndjson',
      );
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 409) throw lostRace(remote);
      throw error;
    }
  }
  const gone = [...pulled.versions].filter((v) => !versions.includes(v));
  for (const key of pulled.keys) {
    const version = /^versions\/([^/]+)\//.exec(key.slice(base.length))?.[1];
    if (version && gone.includes(version))
      await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.location.bucket, Key: key }));
  }
}

/** Runs `command` on the local copy of `remotes` between a pull and a push (in that order per remote). */
export async function withBucket<T>(
  bucket: ReleaseBucket,
  root: string,
  remotes: readonly RemoteName[],
  command: () => Promise<T>,
): Promise<T> {
  const pulled: Pulled[] = [];
  for (const remote of remotes) {
    const p = await pull(bucket, root, remote);
    // What was pulled, to tell a changed file from an unchanged one at push time.
    for (const name of ['current.json', 'history.jsonl'] as const) {
      const body = await readFile(path.join(root, remote, name)).catch(() => null);
      if (body) await writeFile(path.join(root, remote, `.${name}.pulled`), body);
      else await rm(path.join(root, remote, `.${name}.pulled`), { force: true });
    }
    pulled.push(p);
  }
  try {
    const result = await command();
    for (const p of pulled) await push(bucket, root, p);
    return result;
  } catch (error) {
    // A version that failed its smoke check stays stored (marked, never live) on the bucket too.
    if (error instanceof DeployError && error.code === 'smoke_failed')
      for (const p of pulled) await push(bucket, root, p);
    throw error;
  }
}
