// The background connection (background.ts): on PostgreSQL a connection of its own whose backend runs at
// BACKGROUND_NICE — its scheduling group (Linux autogroup: /proc/<pid>/autogroup, migration 0037's
// function) and, where the `prioritize` extension is there (CI installs postgresql-15-prioritize; migration
// 0035 creates it), the backend itself — and at the usual priority without the function; on PGlite the
// database itself.
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { backends, openTestDatabase } from '../testing/database';
import { BACKGROUND_APPLICATION_NAME, BACKGROUND_NICE, openBackgroundPool } from './background';
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

/** A process's scheduling group and that group's nice value, as Linux has them (/proc/<pid>/autogroup). */
const groupOf = (pid: number): { group: string; nice: number } => {
  const [, group, nice] = /^(\S+) nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))!;
  return { group: group!, nice: Number(nice) };
};

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

    /**
     * Opens `count` background pools on this test's database at once, hands `check` their backends' pids,
     * and expects that nothing was logged.
     */
    const withBackgroundPools = async (count: number, check: (pids: number[]) => Promise<void>) => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${(await handle.pool!.query('select current_database() as name')).rows[0].name}`;
      const pools = Array.from({ length: count }, () => openBackgroundPool(url.toString()));
      const logged = jest.spyOn(console, 'error');
      try {
        const pids = await Promise.all(
          pools.map(async (pool) => Number((await pool.query('select pg_backend_pid() as pid')).rows[0].pid)),
        );
        await check(pids);
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
        await Promise.all(pools.map((pool) => pool.end()));
      }
    };

    it('runs its backend, and the group the backend is scheduled in, below the request pool in priority', async () => {
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
      // As the kernel has it (the suites' PostgreSQL is local): the backend, and its group — each backend
      // is a session of its own, so only the group's value weighs against the other processes.
      expect(procNice(backgroundPid)).toBe(BACKGROUND_NICE);
      const [pageGroup, backgroundGroup] = [pagePid, backgroundPid].map(groupOf);
      expect(backgroundGroup!.nice).toBe(BACKGROUND_NICE);
      expect(pageGroup!.nice).toBeLessThan(BACKGROUND_NICE);
      expect(backgroundGroup!.group).not.toBe(pageGroup!.group);
      // Named for whoever reads pg_stat_activity.
      const named = await handle.pool!.query('select application_name from pg_stat_activity where pid = $1', [
        backgroundPid,
      ]);
      expect(named.rows[0].application_name).toBe(BACKGROUND_APPLICATION_NAME);
    });

    it('refuses a nice value outside 0 to 19, changing nothing', async () => {
      const client = await handle.pool!.connect();
      try {
        const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
        const before = { group: groupOf(pid).nice, backend: procNice(pid) };
        await expect(client.query('select lower_background_priority(20)')).rejects.toThrow(
          'nice must be 0 to 19, not 20',
        );
        await expect(client.query('select lower_background_priority(-1)')).rejects.toThrow(
          'nice must be 0 to 19, not -1',
        );
        expect({ group: groupOf(pid).nice, backend: procNice(pid) }).toEqual(before);
      } finally {
        client.release();
      }
    });

    it('lowers the groups of several connections opened at once (Linux allows one change in 0.1 s)', async () => {
      await withBackgroundPools(3, async (pids) => {
        expect(pids.map((pid) => groupOf(pid).nice)).toEqual([
          BACKGROUND_NICE,
          BACKGROUND_NICE,
          BACKGROUND_NICE,
        ]);
      });
    });

    it('lowers only its group, with no error, where the extension is not installed', async () => {
      await handle.pool!.query('drop extension prioritize');
      await withBackgroundPools(1, async ([backgroundPid]) => {
        expect(procNice(backgroundPid!)).toBe(procNice(await pidOf(handle.db)));
        expect(groupOf(backgroundPid!).nice).toBe(BACKGROUND_NICE);
      });
    });

    it('connects at the usual priority, with no error, where the function is not there', async () => {
      // As where the migrations ran as a role that may not create it (a managed PostgreSQL).
      await handle.pool!.query('drop function lower_background_priority(integer)');
      await withBackgroundPools(1, async ([backgroundPid]) => {
        const pagePid = await pidOf(handle.db);
        expect(groupOf(backgroundPid!).nice).toBe(groupOf(pagePid).nice);
        expect(procNice(backgroundPid!)).toBe(procNice(pagePid));
      });
    });
  });
}
