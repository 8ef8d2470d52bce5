// Where uploaded files go: one MediaStore per config (issue 38 item 1). The local store keeps the quick
// start's folders (public images under DATA_DIR/uploads served at /uploads/…, identity documents under
// DATA_DIR/identity, mode 0600); the S3 store (./s3.ts) writes the same names to a bucket. Names are random
// and never reused, so a public image's bytes never change under its URL (long-lived, immutable caching).
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { StorageConfig } from './config';
import type { MediaStore } from './media-store';
import { bucketPublicUrl } from './s3-keys';

export type { MediaStore } from './media-store';

const safeName = (name: string) => {
  if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) throw new Error(`bad private name ${name}`);
  return name;
};
const safeKey = (key: string) => {
  if (!/^[a-z]+\/[A-Za-z0-9._-]+$/.test(key) || key.includes('..')) throw new Error(`bad public key ${key}`);
  return key;
};

export function localMediaStore(config: Pick<AppConfig, 'uploadsDir' | 'dataDir'>): MediaStore {
  const identityDir = path.join(config.dataDir, 'identity');
  const missing = (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  };
  return {
    kind: 'local',
    async putPublic(key, bytes) {
      const file = path.join(config.uploadsDir, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `/uploads/${key}`;
    },
    async removePublic(url) {
      const key = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
      if (key && /^[a-z]+\/[A-Za-z0-9._-]+$/.test(key))
        await unlink(path.join(config.uploadsDir, key)).catch(() => undefined);
    },
    publicUrl: (key) => `/uploads/${safeKey(key)}`,
    async putPrivate(name, bytes) {
      await mkdir(identityDir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(identityDir, safeName(name)), bytes, { mode: 0o600 });
    },
    async readPrivate(name) {
      const bytes = await readFile(path.join(identityDir, safeName(path.basename(name)))).catch(missing);
      return bytes && { bytes };
    },
    async removePrivate(name) {
      await unlink(path.join(identityDir, safeName(path.basename(name)))).catch(missing);
    },
  };
}

/** The bucket's store (./s3.ts), that module loaded by the first operation that goes to the bucket. It
 *  imports the AWS SDK (~30 modules, ≈70 ms of CPU to evaluate), which a server on the local folders never
 *  uses: loaded at every start, it cost each API suite's server that much (issue 39 item 8). */
function bucketStore(storage: StorageConfig): MediaStore {
  let loading: Promise<MediaStore> | null = null;
  const s3 = () => (loading ??= import('./s3').then((m) => m.s3MediaStore(storage)));
  return {
    kind: 's3',
    publicUrl: bucketPublicUrl(storage),
    putPublic: async (key, bytes, contentType) => (await s3()).putPublic(key, bytes, contentType),
    removePublic: async (url) => (await s3()).removePublic(url),
    putPrivate: async (name, bytes, contentType) => (await s3()).putPrivate(name, bytes, contentType),
    readPrivate: async (name, seconds) => (await s3()).readPrivate(name, seconds),
    removePrivate: async (name) => (await s3()).removePrivate(name),
  };
}

const stores = new WeakMap<object, MediaStore>();

/** The config's store, made once (the S3 client keeps its connections). */
export function mediaStore(config: Pick<AppConfig, 'uploadsDir' | 'dataDir' | 'storage'>): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.storage ? bucketStore(config.storage) : localMediaStore(config);
    stores.set(config, store);
  }
  return store;
}
