// Migration 0036 on a database that already has views: each text visitor becomes visitor.ts `viewKeyOf`'s
// key (a deleted account's `x:` rows a key below ERASED_VIEW_KEY each), and a view counted before it still
// dedups the same visitor's view after it. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, type Database } from '../db/open';
import { backends } from '../testing/database';
import { ERASED_VIEW_KEY, viewKeyOf } from './visitor';

const HASHES = ['h:0123456789abcdef0123456789abcdef', 'h:fedcba9876543210fedcba9876543210'];

/** The migrations folder as it was before 0036 (the journal cut there), and the whole one. */
function folders(): { before: string; all: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-0036-'));
  const before = path.join(dir, 'drizzle');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === '0036_view_events_key');
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { before, all: migrationsFolder, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function opened(backend: string, migrateTo: (folder: string) => Promise<void>, db: Database) {
  const { before, all, cleanup } = folders();
  try {
    await migrateTo(before);
    await db.execute(sql`insert into view_events (article_id, day, visitor, user_id, source_kind, source_detail)
      values (1, '2026-11-30', ${HASHES[0]}, null, 'direct', ''), (1, '2026-11-30', ${HASHES[1]}, null, 'direct', ''),
        (1, '2026-11-30', 'u:42', 42, 'direct', ''), (1, '2026-11-30', 'x:7', null, 'direct', ''),
        (1, '2026-11-30', 'x:8', null, 'direct', '')`);
    await migrateTo(all);
  } finally {
    cleanup();
  }
  const { rows } = (await db.execute(
    sql`select visitor_key::text as key from view_events order by visitor_key`,
  )) as unknown as { rows: Array<{ key: string }> };
  const keys = rows.map((r) => BigInt(r.key));
  expect({ backend, kept: keys.slice(2) }).toEqual({
    backend,
    kept: [-42n, ...HASHES.map(viewKeyOf)].sort((a, b) => (a < b ? -1 : 1)),
  });
  // The two deleted accounts' views: each a key of its own, below every account's and hash's.
  expect(keys.slice(0, 2).every((k) => k < ERASED_VIEW_KEY)).toBe(true);
  expect(keys[0]).not.toBe(keys[1]);
  // The same visitor on the same day after the migration is not counted again.
  const again =
    (await db.execute(sql`insert into view_events (article_id, day, visitor_key, user_id, source_kind, source_detail)
    values (1, '2026-11-30', ${viewKeyOf(HASHES[0]!).toString()}::int8, null, 'direct', '')
    on conflict (day, article_id, visitor_key) do nothing returning 1`)) as unknown as { rows: unknown[] };
  expect(again.rows).toHaveLength(0);
}

for (const backend of backends()) {
  it(`migration 0036 keys the views counted before it [${backend}]`, async () => {
    if (backend === 'pglite') {
      const client = await PGlite.create();
      const db = drizzlePglite(client) as unknown as Database;
      try {
        await opened(backend, (folder) => migratePglite(db as never, { migrationsFolder: folder }), db);
      } finally {
        await client.close();
      }
      return;
    }
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shirube_0036_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const db = drizzleNodePg(pool) as unknown as Database;
    try {
      await opened(backend, (folder) => migrateNodePg(db as never, { migrationsFolder: folder }), db);
    } finally {
      await pool.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
}
