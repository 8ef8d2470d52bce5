// Test databases, each suite its own, already migrated. PGlite: a migrated snapshot (fresh initdb costs
// 5-10 s), cached on disk per migration set; under jest's api project one instance per worker, lent to
// one suite at a time and reset to the snapshot between suites (scripts/jest/shared-pglite.cjs), else
// loaded anew. PostgreSQL (TEST_DATABASE_URL): a copy
// of one migrated template database (`shirube_tpl_<migration hash>`, made once, kept for the next run),
// dropped after: running the migrations in every suite's database cost ~1 s each.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database, type DbHandle } from '../db/open';
import * as schema from '../db/schema';

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

/** The migrated snapshot's file (a tar of PGlite's data directory), made by the first suite needing it. */
export async function pgliteSnapshot(): Promise<string> {
  // Uncompressed: every suite loads it, and gunzipping 5 MB each time cost ~0.3 s of CPU per suite.
  const file = path.join(os.tmpdir(), `shirube-api-pglite-${migrationsHash()}-slim-sb16.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    // Only `postgres` (PGlite's database, the migrated one) is ever opened; initdb's template0 and
    // template1 (7.4 MB of files each, no suite creates a database on PGlite) went into every suite's
    // load: 43 → 28 MB, about 0.25 CPU-s less per PGlite database opened (1.2 → 0.95 CPU-s).
    await client.exec(
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    );
    await client.exec('DROP DATABASE template0');
    await client.exec('DROP DATABASE template1');
    // 16 MB of shared buffers instead of initdb's 128 MB: PGlite sets up all of them in its wasm memory
    // on every start, and a suite's database holds a few hundred rows. Measured per open (the snapshot
    // loaded, 30 queries, closed; 5 in a row, Node 20): 0.78-1.56 → 0.35-1.12 CPU-s, cold first open
    // 1.56 → 1.12. The buffer pool's size changes no query's result (plans weigh effective_cache_size).
    await client.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Parallel jest workers may race here; each writes its own temp file and the rename is atomic.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return file;
}

/** scripts/jest/api-environment.cjs's lender; absent outside jest's api project. */
type Lender = (
  file: string,
  realm: { parseJson: (text: string) => unknown },
) => Promise<{ client: PGlite; release(): Promise<void> } | null>;
const lender = (globalThis as { __shirubeLendPglite?: Lender }).__shirubeLendPglite;

/** A value from the lent PGlite (the worker's realm) rebuilt from this suite's Array and Object: the API
 *  compares bodies with isDeepStrictEqual (http/encoded-json.ts), which tells the realms' arrays apart. */
function adopt(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Object) return value;
  if (Array.isArray(value)) return Array.from(value, adopt);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || Object.getPrototypeOf(proto) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = adopt(item);
  return copy;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;
/** What drizzle calls on a PGlite (query, exec, transaction), with results adopted into this realm. */
class LentClient {
  /** Set by the handle's close(): the instance goes on to the next suite, this suite's handle is closed
   *  (server-ops.test.ts checks /readyz with the database gone). */
  closed = false;
  constructor(private readonly client: Queryable & Partial<Pick<PGlite, 'transaction'>>) {}
  private open(): void {
    if (this.closed) throw new Error('PGlite is closed');
  }
  query: PGlite['query'] = async (...args) => {
    this.open();
    return adopt(await this.client.query(...args)) as never;
  };
  exec: PGlite['exec'] = async (...args) => {
    this.open();
    return adopt(await this.client.exec(...args)) as never;
  };
  transaction: PGlite['transaction'] = async (callback) =>
    (this.open(), this.client).transaction!((tx) =>
      // drizzle's transaction session calls query, exec and rollback on it.
      callback(
        Object.assign(new LentClient(tx), { rollback: () => tx.rollback(), closed: tx.closed }) as never,
      ),
    );
}

async function openPgliteTest(): Promise<DbHandle> {
  const file = await pgliteSnapshot();
  const lent = await lender?.(file, { parseJson: (text) => JSON.parse(text) });
  // Not lent (another database of this suite has it, or no lender): one of its own, as a server opens it.
  if (!lent) return openPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  const client = new LentClient(lent.client);
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    background: db,
    pglite: lent.client,
    close: async () => {
      client.closed = true;
      await lent.release();
    },
  };
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let template: Promise<string> | null = null;
/** The migrated template's name, made by the first jest worker that needs it (the others wait on a
 *  PostgreSQL advisory lock); built under a temporary name, so a crash never leaves a half-migrated one. */
function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `shirube_tpl_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // Session-level: released when this connection ends, also if the process dies.
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['shirube test template']);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_new_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building} TEMPLATE template0 ENCODING 'UTF8'`);
        const handle = await openPostgres(databaseUrl(adminUrl, building));
        await handle.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  template.catch(() => (template = null));
  return template;
}

export async function openTestDatabase(backend: Backend): Promise<DbHandle> {
  if (backend === 'pglite') return openPgliteTest();
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const source = await postgresTemplate(adminUrl);
  const name = `shirube_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the template: nobody is connected to it (creating and renaming it waited for that).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  await admin.end();
  // openPostgres still runs the migrator: it finds every migration applied (one query).
  const handle = await openPostgres(databaseUrl(adminUrl, name));
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
