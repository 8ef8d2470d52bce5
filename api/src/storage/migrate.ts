// `npm run media:migrate` (issue 38 item 1): a one-off copy of the local folders to the bucket named by
// STORAGE_URL — DATA_DIR/uploads/<dir>/<name> → the public part, DATA_DIR/identity/<name> → the private part
// (SSE). Each object carries the SHA-256 of its bytes (x-amz-meta-sha256); an object already there with the
// same digest is skipped, so a run that stopped half-way is simply run again (resumable) and a second run
// copies nothing (idempotent), whatever SSE does to ETags. Rows keep their `/uploads/…` paths: the API sends
// those to the same name's public URL (http/static-routes.ts), names being immutable. Local files are left
// in place: delete them once the site runs on the bucket.
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { IMMUTABLE, type StorageConfig } from './config';
import { s3Client } from './s3';
import { privateObjectKey, publicObjectKey, sseOf } from './s3-keys';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface MigrateReport {
  copied: number;
  alreadyThere: number;
  /** Files that are not uploads of ours (kept local, named in the log). */
  ignored: string[];
}

const files = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => statSync(path.join(dir, f)).isFile()) : [];

async function copyOne(
  client: S3Client,
  bucket: string,
  key: string,
  file: string,
  extra: { CacheControl: string; ServerSideEncryption?: 'AES256' | 'aws:kms' },
): Promise<'copied' | 'already'> {
  const bytes = await readFile(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error) => {
    if (error?.$metadata?.httpStatusCode === 404) return null;
    throw error;
  });
  if (head?.Metadata?.sha256 === sha256) return 'already';
  const type = TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: bytes,
      ContentType: type,
      Metadata: { sha256 },
      ...extra,
    }),
  );
  return 'copied';
}

export async function migrateMedia(
  config: Pick<AppConfig, 'uploadsDir' | 'dataDir'> & { storage: StorageConfig },
  log: (line: string) => void = () => {},
): Promise<MigrateReport> {
  const { storage } = config;
  const publicClient = s3Client(storage.publicLocation, storage.region);
  const privateClient = s3Client(storage.privateLocation, storage.region);
  const report: MigrateReport = { copied: 0, alreadyThere: 0, ignored: [] };
  const count = (outcome: 'copied' | 'already') => {
    if (outcome === 'copied') report.copied++;
    else report.alreadyThere++;
  };
  const uploadDirs = existsSync(config.uploadsDir) ? readdirSync(config.uploadsDir) : [];
  for (const dir of uploadDirs.sort()) {
    const folder = path.join(config.uploadsDir, dir);
    if (!statSync(folder).isDirectory() || !/^[a-z]+$/.test(dir)) {
      report.ignored.push(path.join('uploads', dir));
      continue;
    }
    for (const name of files(folder).sort()) {
      const key = `${dir}/${name}`;
      if (!/^[A-Za-z0-9._-]+$/.test(name)) {
        report.ignored.push(path.join('uploads', key));
        continue;
      }
      const outcome = await copyOne(
        publicClient,
        storage.publicLocation.bucket,
        publicObjectKey(storage, key),
        path.join(folder, name),
        { CacheControl: IMMUTABLE },
      );
      count(outcome);
      log(`${outcome === 'copied' ? 'copied' : 'already there'} uploads/${key}`);
    }
  }
  const identityDir = path.join(config.dataDir, 'identity');
  for (const name of files(identityDir).sort()) {
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) {
      report.ignored.push(path.join('identity', name));
      continue;
    }
    const outcome = await copyOne(
      privateClient,
      storage.privateLocation.bucket,
      privateObjectKey(storage, name),
      path.join(identityDir, name),
      { CacheControl: 'private, no-store', ...sseOf(storage) },
    );
    count(outcome);
    log(`${outcome === 'copied' ? 'copied' : 'already there'} identity/${name}`);
  }
  for (const ignored of report.ignored) log(`not an upload, left alone: ${ignored}`);
  return report;
}
