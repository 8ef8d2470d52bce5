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
import { uploadId } from './payouts/testing';
import { testServerConfig } from './testing/config';
import { createUser, type TestApi } from './testing/harness';
import { serverLibrary } from './testing/server-under-test';

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
  const uploads = path.join(tmp, 'backup.files.tar.gz');
  expect(tool(dir, 'backup', file).stdout.trim().split('\n')).toEqual([
    `db: backup written to ${file}`,
    `db: files (uploads) written to ${uploads}`,
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

// Issue 41: the backups held the database and the uploads, not the identity documents, so after a restore
// the admin's document view answered 500.
test('an identity document survives backup and restore: the admin’s document view shows it again', async () => {
  const dir = path.join(tmp, 'identity-data');
  expect(tool(dir, 'migrate').status).toBe(0);
  const { startServer, createMailer } = await serverLibrary();
  const serve = async () => {
    const handle = await openPglite({
      dataDir: path.join(dir, 'pglite'),
      lockFile: path.join(dir, 'pglite.lock'),
    });
    const config = testServerConfig(dir);
    const mailer = createMailer({ mailDir: config.mailDir, from: 'no-reply@shirube.test' });
    const server = await startServer({ db: handle.db, config, mailer });
    return {
      db: handle.db,
      url: server.url,
      close: async () => {
        await server.close();
        await handle.close();
      },
    };
  };
  const first = await serve();
  const seller = await createUser(first.db);
  const admin = await createUser(first.db, { isAdmin: true });
  expect((await uploadId({ url: first.url } as TestApi, seller.headers, 'front')).status).toBe(200);
  const view = (url: string) =>
    fetch(`${url}/v1/admin/identifications/${seller.user.id}/front`, { headers: admin.headers });
  const before = await view(first.url);
  expect([before.status, before.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  const document = Buffer.from(await before.arrayBuffer());
  await first.close();

  const file = path.join(tmp, 'identity-backup.tar.gz');
  const backup = tool(dir, 'backup', file);
  expect(backup.stdout).toContain(
    `db: files (identity) written to ${path.join(tmp, 'identity-backup.files.tar.gz')}`,
  );
  // The machine is lost: a new DATA_DIR holds nothing but what the restore brings.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const restored = tool(dir, 'restore', file);
  expect(restored.status).toBe(0);
  expect(restored.stdout).toContain('db: restored identity from');

  const again = await serve();
  try {
    const after = await view(again.url);
    expect([after.status, after.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await after.arrayBuffer()).equals(document)).toBe(true);
  } finally {
    await again.close();
  }
  // ID documents stay the owner's to read.
  expect(statSync(path.join(tmp, 'identity-backup.files.tar.gz')).mode & 0o777).toBe(0o600);
});

test('PostgreSQL: backup archives the files under DATA_DIR and names pg_dump; restore puts them back', () => {
  const dir = path.join(tmp, 'pg-data');
  mkdirSync(path.join(dir, 'identity'), { recursive: true });
  mkdirSync(path.join(dir, 'og-covers'), { recursive: true });
  writeFileSync(path.join(dir, 'identity/7-front-x.jpg'), 'document');
  writeFileSync(path.join(dir, 'og-covers/cache.png'), 'cache');
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' };
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [serverOutputs.db, ...args], { env, encoding: 'utf8' });
  const file = path.join(tmp, 'pg.tar.gz');
  const res = run('backup', file);
  expect(res.status).toBe(0);
  expect(res.stdout).toContain(`db: files (identity) written to ${path.join(tmp, 'pg.files.tar.gz')}`);
  expect(res.stdout).toContain('pg_dump --format=custom');
  rmSync(path.join(dir, 'identity'), { recursive: true });
  const back = run('restore', file);
  expect(back.status).toBe(0);
  expect(back.stdout).toContain('pg_restore --clean');
  expect(readFileSync(path.join(dir, 'identity/7-front-x.jpg'), 'utf8')).toBe('document');
});
