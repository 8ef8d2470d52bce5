/**
 * A shell server on several machines follows the release store on a bucket (RELEASES_URL, issue 38 item 2;
 * deploy/src/bucket.ts writes it). Every RELEASES_POLL_MS (≤ 5 s) it asks for each remote's current.json
 * with If-None-Match (an unchanged one costs a 304), and on a change first fetches the newly live version's
 * files into the local folder (RELEASES_DIR, a cache here: a version is downloaded beside it and renamed,
 * so it is complete or absent), plus history.jsonl, and only then replaces the local current.json. Which
 * files: when browsers load the remotes from the bucket or its CDN (REMOTES_BASE_URL, `webFiles: false`)
 * only what this server itself reads — the node build (ssr/) and the web manifest (entry name, `./pages`
 * files, the compatibility gate) — else the whole version, which it then serves under /remotes/. Every
 * file is checked against the SHA-256 deploy stored with it (or, for a file without one, its ETag when
 * that is the MD5 of a plain upload): a wrong byte makes the fetch fail like an unreachable bucket. Everything else (releases.ts, live-remotes.ts, /remotes/ files, the server render) reads
 * that folder exactly as on one machine. A bucket that cannot be reached changes nothing here: the last good
 * set keeps being served, the log says so once (and once when it answers again), and /readyz names it.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { s3ClientOptions, type BucketLocation } from '@shirube/server';
import { remoteNames, type RemoteName } from '@shirube/shell-contract';

const SAFE_VERSION = /^[A-Za-z0-9._+-]+$/;
/** In a version folder fetched without its browser files (`webFiles: false`). */
const NODE_ONLY_MARK = '.node-only';
/** What a server reads of a version whose browser files it does not serve (see the head comment). */
const serverReads = (relative: string) => relative === 'mf-manifest.json' || relative.startsWith('ssr/');
const sdk = () => import('@aws-sdk/client-s3');

export type FollowerState = { ok: true } | { ok: false; since: Date; problem: string };

export interface Follower {
  /** One round over every remote (the timer calls it; tests call it directly). */
  poll(): Promise<void>;
  state(): FollowerState;
  stop(): void;
}

const followers = new Map<string, Follower>();
/** The follower filling `releasesDir`, if any (readiness reports its state). */
export const followerOf = (releasesDir: string) => followers.get(releasesDir);

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export function followReleases(options: {
  releasesDir: string;
  location: BucketLocation;
  region: string;
  pollMs: number;
  /** false: browsers load the remotes elsewhere (REMOTES_BASE_URL): fetch only what the server reads. */
  webFiles?: boolean;
  log?: (line: string) => void;
}): Follower & { start(): void } {
  const { releasesDir, location, pollMs } = options;
  const webFiles = options.webFiles ?? true;
  const log = options.log ?? ((line: string) => console.error(line));
  let client: Promise<S3Client> | null = null;
  const s3 = () =>
    (client ??= sdk().then(({ S3Client }) => new S3Client(s3ClientOptions(location, options.region))));
  const etags = new Map<RemoteName, string>();
  let state: FollowerState = { ok: true };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const key = (remote: RemoteName, rest: string) => `${location.prefix}${remote}/${rest}`;

  async function getObject(k: string, ifNoneMatch?: string) {
    const { GetObjectCommand } = await sdk();
    try {
      const answer = await (
        await s3()
      ).send(new GetObjectCommand({ Bucket: location.bucket, Key: k, IfNoneMatch: ifNoneMatch }));
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return { body, etag: answer.ETag, answer };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 || status === 404) return status;
      throw error;
    }
  }

  /** The version's files under versions/<version>/ of the local folder, fetched once (again in full
   *  when a node-only copy is there and this server now serves the browser files too). */
  async function ensureVersion(remote: RemoteName, version: string) {
    const final = path.join(releasesDir, remote, 'versions', version);
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    if ((await exists(final)) && !(webFiles && (await exists(path.join(final, NODE_ONLY_MARK))))) return;
    const { ListObjectsV2Command } = await sdk();
    const prefix = key(remote, `versions/${version}/`);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await (
        await s3()
      ).send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    if (keys.length === 0) throw new Error(`${remote} ${version} is live in the bucket but has no files`);
    const tmp = path.join(releasesDir, remote, 'versions', `.tmp-${version}-${process.pid}`);
    await rm(tmp, { recursive: true, force: true });
    try {
      for (const k of keys) {
        const relative = k.slice(prefix.length);
        const file = path.join(tmp, relative);
        if (!file.startsWith(tmp + path.sep)) continue;
        if (!webFiles && !serverReads(relative)) continue;
        const got = await getObject(k);
        if (typeof got === 'number') throw new Error(`${k} vanished while it was fetched`);
        verify(k, got.body, got.answer);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, got.body);
      }
      if (!webFiles) await writeFile(path.join(tmp, NODE_ONLY_MARK), '');
      await rm(final, { recursive: true, force: true });
      await rename(tmp, final);
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
  }

  /** A fetched file is the one deploy stored (see the head comment), or the fetch fails. */
  function verify(
    k: string,
    body: Buffer,
    answer: { Metadata?: Record<string, string>; ETag?: string; ServerSideEncryption?: string },
  ) {
    const sha256 = answer.Metadata?.sha256;
    if (sha256) {
      if (createHash('sha256').update(body).digest('hex') !== sha256)
        throw new Error(`${k} does not match its SHA-256 (a corrupt or changed object)`);
      return;
    }
    // Without the digest (a version stored before deploy recorded it): a plain upload's ETag is its MD5;
    // a multipart ("…-N") or SSE-KMS object's is not, and is then not a check.
    const etag = answer.ETag?.replace(/"/g, '');
    const kms = answer.ServerSideEncryption?.startsWith('aws:kms');
    if (etag && /^[0-9a-f]{32}$/.test(etag) && !kms && createHash('md5').update(body).digest('hex') !== etag)
      throw new Error(`${k} does not match its ETag (a corrupt or changed object)`);
  }

  async function writeAtomic(file: string, body: Buffer) {
    const tmp = `${file}.tmp-${process.pid}`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async function followRemote(remote: RemoteName) {
    const got = await getObject(key(remote, 'current.json'), etags.get(remote));
    if (typeof got === 'number') return; // 304: unchanged; 404: nothing published yet
    let active: unknown;
    try {
      active = (JSON.parse(got.body.toString('utf8')) as { active?: unknown }).active;
    } catch {
      active = undefined;
    }
    // A corrupt current.json is mirrored as it is: releases.ts keeps the last good version and says so.
    if (typeof active === 'string' && SAFE_VERSION.test(active)) await ensureVersion(remote, active);
    const history = await getObject(key(remote, 'history.jsonl'));
    if (typeof history !== 'number')
      await writeAtomic(path.join(releasesDir, remote, 'history.jsonl'), history.body);
    await writeAtomic(path.join(releasesDir, remote, 'current.json'), got.body);
    if (got.etag) etags.set(remote, got.etag);
  }

  async function poll() {
    try {
      for (const remote of remoteNames) await followRemote(remote);
      if (!state.ok) log(`[releases] the release bucket (RELEASES_URL) answers again`);
      state = { ok: true };
    } catch (error) {
      const problem = `${(error as Error).name}: ${(error as Error).message}`;
      if (state.ok || state.problem !== problem)
        log(
          `[releases] ERROR cannot read the release bucket (RELEASES_URL): ${problem}; ` +
            'still serving the last good set of versions',
        );
      state = { ok: false, since: state.ok ? new Date() : state.since, problem };
    }
  }

  const loop = () => {
    if (stopped) return;
    void poll().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs).unref();
    });
  };
  const follower: Follower & { start(): void } = {
    start: loop,
    poll,
    state: () => state,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      followers.delete(releasesDir);
    },
  };
  followers.set(releasesDir, follower);
  return follower;
}
