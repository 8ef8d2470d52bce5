// Where uploaded files go: one MediaStore per config (issue 38 item 1). The local store keeps the quick
// start's folders (public images under DATA_DIR/uploads served at /uploads/…, identity documents under
// DATA_DIR/identity, mode 0600); the S3 store (./s3.ts) writes the same names to a bucket. Names are random
// and never reused, so a public image's bytes never change under its URL (long-lived, immutable caching).
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { MediaStore } from './media-store';
import { s3MediaStore } from './s3';

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

const stores = new WeakMap<object, MediaStore>();

/** The config's store, made once (the S3 client keeps its connections). */
export function mediaStore(config: Pick<AppConfig, 'uploadsDir' | 'dataDir' | 'storage'>): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.storage ? s3MediaStore(config.storage) : localMediaStore(config);
    stores.set(config, store);
  }
  return store;
}
