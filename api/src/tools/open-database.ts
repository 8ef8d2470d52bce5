// The database of an operator command (db tool, admin:create, payouts:monthly): PostgreSQL when
// DATABASE_URL is set (checked first, so an unreachable server is named), else the PGlite folder under
// DATA_DIR — whose lock a running API holds, so with PGlite these commands run while the API is stopped.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { openPglite, openPostgres, type DbHandle } from '../db/open';
import { checkPostgres } from '../main-errors';

export async function openConfiguredDatabase(config: AppConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    await checkPostgres(config.databaseUrl);
    return openPostgres(config.databaseUrl);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite({
    dataDir: path.join(config.dataDir, 'pglite'),
    lockFile: path.join(config.dataDir, 'pglite.lock'),
  });
}
