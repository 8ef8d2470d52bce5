// Test databases. PGlite: every suite loads a migrated snapshot (fresh initdb costs 5-10 s), cached
// on disk per migration set. PostgreSQL (TEST_DATABASE_URL): a fresh database per suite, dropped after.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type DbHandle } from '../db/open';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). The compiled server
 *  (API_TEST_SERVER=compiled, server-under-test.ts) runs on PostgreSQL only: it needs the URL. */
export const backends = (): Backend[] => {
  if (process.env.API_TEST_SERVER === 'compiled') {
    if (!process.env.TEST_DATABASE_URL)
      throw new Error('API_TEST_SERVER=compiled runs on PostgreSQL: set TEST_DATABASE_URL');
    return ['postgres'];
  }
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
};

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `shirube-api-pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // Parallel jest workers may race here; each writes its own temp file and the rename is atomic.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function openTestDatabase(backend: Backend): Promise<DbHandle> {
  if (backend === 'pglite') return openPglite({ loadDataDir: await pgliteSnapshot() });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shirube_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
