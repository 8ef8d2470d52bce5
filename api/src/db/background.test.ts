// The background connection (background.ts): on PostgreSQL a connection of its own whose backend runs at
// BACKGROUND_NICE when the `prioritize` extension is there (CI installs postgresql-15-prioritize; migration
// 0035 creates it), at the usual priority without it; on PGlite the database itself.
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { backends, openTestDatabase } from '../testing/database';
import { BACKGROUND_NICE, openBackgroundPool } from './background';
import type { Database, DbHandle } from './open';

const niceOf = async (db: Database): Promise<number> =>
  Number(
    (
      (await db.execute(sql`select get_backend_priority(pg_backend_pid()) as nice`)) as unknown as {
        rows: Array<{ nice: number }>;
      }
    ).rows[0]!.nice,
  );

const pidOf = async (db: Database): Promise<number> =>
  Number(
    ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: [{ pid: number }] })
      .rows[0].pid,
  );

/** A process's nice value as Linux keeps it (/proc/<pid>/stat, the 19th field; the name may hold spaces). */
const procNice = (pid: number): number =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

for (const backend of backends()) {
  describe(`the background connection [${backend}]`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(backend);
    });
    afterAll(() => handle.close());

    if (backend === 'pglite') {
      it('is the database itself', () => {
        expect(handle.background).toBe(handle.db);
      });
      return;
    }

    it('runs its backend below the request pool in priority', async () => {
      const installed = await handle.pool!.query(`select 1 from pg_extension where extname = 'prioritize'`);
      // Not a skip: without the package the migration cannot create the extension (README "Tests").
      expect({ prioritizeInstalled: installed.rowCount }).toEqual({ prioritizeInstalled: 1 });
      const pageNice = await niceOf(handle.db);
      expect(pageNice).toBeLessThan(BACKGROUND_NICE);
      expect(await niceOf(handle.background)).toBe(BACKGROUND_NICE);
      // Its own connection: the request pool's backends keep theirs.
      expect(await niceOf(handle.db)).toBe(pageNice);
      const [pagePid, backgroundPid] = await Promise.all([handle.db, handle.background].map(pidOf));
      expect(backgroundPid).not.toBe(pagePid);
      // As the kernel has it (the suites' PostgreSQL is local).
      expect(procNice(backgroundPid)).toBe(BACKGROUND_NICE);
    });

    it('connects at the usual priority, with no error, where the extension is not installed', async () => {
      await handle.pool!.query('drop extension prioritize');
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${(await handle.pool!.query('select current_database() as name')).rows[0].name}`;
      const pool = openBackgroundPool(url.toString());
      const logged = jest.spyOn(console, 'error');
      try {
        const backgroundPid = Number((await pool.query('select pg_backend_pid() as pid')).rows[0].pid);
        expect(procNice(backgroundPid)).toBe(procNice(await pidOf(handle.db)));
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
        await pool.end();
      }
    });
  });
}
