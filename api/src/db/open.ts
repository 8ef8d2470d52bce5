// Opens the database: PGlite (file-backed, one process per folder) or PostgreSQL through `pg`, then
// applies the committed drizzle-kit migrations. Both give the same Drizzle `Database` type.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openBackgroundPool } from './background';
import { acquireLock } from './lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Present for PGlite: tests dump it as the migrated snapshot. */
  readonly pglite?: PGlite;
  /** Present for PostgreSQL: raw SQL for tools (the benchmark's fill and EXPLAIN). */
  readonly pool?: pg.Pool;
  /**
   * What work off the response path writes through (analytics' view batches): for PostgreSQL a
   * one-connection pool of its own whose backend runs at a lower CPU priority (background.ts); for
   * PGlite, `db` itself.
   */
  readonly background: Database;
  close(): Promise<void>;
}

// api/src/db/open.ts → api/drizzle; compiled into api/dist/*.js (scripts/lib/servers.mjs) → api/drizzle too.
export const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
  .find((dir) => existsSync(path.join(dir, 'meta/_journal.json')))!;

/** `dataDir` undefined = in memory. `loadDataDir` starts from a dumped snapshot (tests). */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  lockFile?: string;
}): Promise<DbHandle> {
  const release = options.lockFile ? acquireLock(options.lockFile, options.dataDir ?? '') : () => {};
  try {
    const client = await PGlite.create(
      options.dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (!options.loadDataDir) await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      background: db,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** `logQuery` sees every statement (bench/lists-at-scale.mjs uses it to EXPLAIN what the API ran). */
export async function openPostgres(
  url: string,
  options: { logQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart, a forced drop) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the client; requests in flight fail
  // on their own and answer 500.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  try {
    await migratePg(db as never, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Connects on its first batch (none in most tests).
  const backgroundPool = openBackgroundPool(url);
  const background = drizzlePg(backgroundPool, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    background,
    close: async () => {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
  };
}
