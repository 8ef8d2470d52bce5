// The compiled database tool (`npm run db:migrate | db:backup | db:restore`): a PGlite backup taken
// with the folder's lock and restored undoes the rows written after it (old folder kept); a running API's lock
// makes the tool refuse; with DATABASE_URL it points to pg_dump.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

test('migrate, backup, later rows undone by restore; a running API’s lock makes the tool refuse', async () => {
  const dir = path.join(tmp, 'data');
  const migrated = tool(dir, 'migrate');
  expect(migrated.stdout).toContain(`db: PGlite ${dir}/pglite migrated`);
  expect(migrated.status).toBe(0);
  const insert = async (slug: string) => {
    const db = await openPglite({ dataDir: path.join(dir, 'pglite') });
    await db.db.execute(sql`insert into categories (name, slug) values (${slug}, ${slug})`);
    await db.close();
  };
  await insert('before-backup');
  mkdirSync(path.join(dir, 'uploads/eyecatch'), { recursive: true });
  writeFileSync(path.join(dir, 'uploads/eyecatch/a.png'), 'before');
  const file = path.join(tmp, 'backup.tar.gz');
  const uploads = path.join(tmp, 'backup.uploads.tar.gz');
  expect(tool(dir, 'backup', file).stdout.trim().split('\n')).toEqual([
    `db: backup written to ${file}`,
    `db: uploads written to ${uploads}`,
  ]);
  // Personal data: readable by the owner only.
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(uploads).mode & 0o777).toBe(0o600);
  await insert('after-backup');
  writeFileSync(path.join(dir, 'uploads/eyecatch/a.png'), 'after');
  writeFileSync(path.join(dir, 'uploads/eyecatch/b.png'), 'after');

  const restored = tool(dir, 'restore', file);
  expect(restored.status).toBe(0);
  expect(restored.stdout).toContain(`db: restored ${file} into ${dir}/pglite (previous database kept in`);
  expect(readdirSync(dir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
  const db = await openPglite({ dataDir: path.join(dir, 'pglite') });
  const rows = (await db.db.execute(
    sql`select slug from categories where slug like '%-backup' order by slug`,
  )) as unknown as { rows: { slug: string }[] };
  await db.close();
  expect(rows.rows).toEqual([{ slug: 'before-backup' }]);
  expect(readdirSync(path.join(dir, 'uploads/eyecatch'))).toEqual(['a.png']);
  expect(readFileSync(path.join(dir, 'uploads/eyecatch/a.png'), 'utf8')).toBe('before');

  // A live process holding the folder (as the API does while it runs) makes the tool refuse.
  writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
  const refused = tool(dir, 'backup');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`is in use by another API process (pid ${process.pid}`);
  rmSync(path.join(dir, 'pglite.lock'));
});

test('PostgreSQL: backup and restore point to pg_dump / pg_restore', () => {
  const res = spawnSync(process.execPath, [serverOutputs.db, 'backup'], {
    env: { ...process.env, DATA_DIR: tmp, DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' },
    encoding: 'utf8',
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('pg_dump --format=custom');
  expect(res.stderr).toContain('tar -czf uploads.tar.gz');
});
