// The compiled database tool (`npm run db:migrate | db:backup | db:restore`): a PGlite backup taken
// with the folder's lock, restored into another DATA_DIR, holds the same rows; a running API's lock
// makes the tool refuse; with DATABASE_URL it points to pg_dump.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildServers, serverOutputs } from '../../scripts/lib/servers.mjs';
import { openPglite } from './db/open';

jest.setTimeout(180_000);

const tool = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [serverOutputs.db, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

let tmp: string;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'shirube-db-tool-'));
  await buildServers({ log: () => {} });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('migrate, backup, restore elsewhere: the rows come back; a running API’s lock makes it refuse', async () => {
  const source = path.join(tmp, 'source');
  const migrated = tool(source, 'migrate');
  expect(migrated.stdout).toContain(`db: PGlite ${source}/pglite migrated`);
  expect(migrated.status).toBe(0);
  const db = await openPglite({ dataDir: path.join(source, 'pglite') });
  await db.db.execute(sql`insert into categories (name, slug) values ('バックアップ', 'backup-test')`);
  await db.close();

  const file = path.join(tmp, 'backup.tar.gz');
  const backup = tool(source, 'backup', file);
  expect(backup.stdout.trim()).toBe(`db: backup written to ${file}`);

  const target = path.join(tmp, 'target');
  expect(tool(target, 'migrate').status).toBe(0);
  const restored = tool(target, 'restore', file);
  expect(restored.status).toBe(0);
  expect(restored.stdout).toContain(`db: restored ${file} into ${target}/pglite (previous database kept in`);
  expect(readdirSync(target).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
  const copy = await openPglite({ dataDir: path.join(target, 'pglite') });
  const rows = (await copy.db.execute(
    sql`select name from categories where slug = 'backup-test'`,
  )) as unknown as {
    rows: { name: string }[];
  };
  await copy.close();
  expect(rows.rows).toEqual([{ name: 'バックアップ' }]);

  // A live process holding the folder (as the API does while it runs) makes the tool refuse.
  writeFileSync(path.join(source, 'pglite.lock'), String(process.pid));
  const refused = tool(source, 'backup');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`is in use by another API process (pid ${process.pid}`);
  rmSync(path.join(source, 'pglite.lock'));
});

test('PostgreSQL: backup and restore point to pg_dump / pg_restore', () => {
  const res = spawnSync(process.execPath, [serverOutputs.db, 'backup'], {
    env: { ...process.env, DATA_DIR: tmp, DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' },
    encoding: 'utf8',
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('pg_dump --format=custom');
});
