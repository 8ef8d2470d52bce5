// The connection that work off the response path writes through (analytics' view batches, 2,000 a second
// in bench/analytics-ingest.mjs). Its PostgreSQL backend lowers its own CPU priority, as the API's key
// thread does (analytics/key-thread.ts), so that on a machine whose cores also render the pages a batch's
// statement yields to the processes that answer readers:
// - its scheduling group: PostgreSQL gives every backend a session of its own, and where the kernel groups
//   sessions (Linux autogroups, on by default in Debian's and Ubuntu's kernels) each backend weighs as much
//   as the whole server rendering the pages, whatever its own nice value; the group's nice value is what
//   counts there (measured 2026-11-30: every backend in an autogroup of its own);
// - the backend itself (the `prioritize` extension, Debian's postgresql-NN-prioritize): what counts where
//   the backends share a group (autogroups off, a container's cgroup).
// Both are done by `lower_background_priority`, the function migration 0037 creates when the migrating
// role is a superuser (0035 creates the extension where it is installed). Without it (a managed
// PostgreSQL, PGlite) the batches run at the usual priority and nothing else changes.
// One connection of its own, never the request pool, kept for the process's life: a priority stays with
// its backend. It only writes views: the rows it locks (the rollups' counters of the batch's articles)
// are ones the other API processes' batches alone wait for.
import pg from 'pg';

/** The same as the key thread's: below the pages, still running when the machine is saturated. */
export const BACKGROUND_NICE = 10;

/** How the connection's backend is named in pg_stat_activity. */
export const BACKGROUND_APPLICATION_NAME = 'shirube background';

/** Pool options with the hook as pg-pool (3.14) runs it: awaited before the connection is handed out
 *  (@types/pg still types it as returning nothing). */
type HookedPoolConfig = pg.PoolConfig & { onConnect: (client: pg.PoolClient) => Promise<void> };

/**
 * Lowers the backend's priority when the database has the function (never raises it). What it could
 * not do is logged: the batches then run at the usual priority rather than not at all.
 */
async function lowerPriority(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regprocedure('lower_background_priority(integer)') is not null as present`,
  );
  if (!rows[0]!.present) return;
  const said = await client.query<{ said: string | null }>('select lower_background_priority($1) as said', [
    BACKGROUND_NICE,
  ]);
  if (said.rows[0]!.said) console.error('[db] background connection keeps its priority:', said.rows[0]!.said);
}

export function openBackgroundPool(url: string): pg.Pool {
  const config: HookedPoolConfig = {
    connectionString: url,
    application_name: BACKGROUND_APPLICATION_NAME,
    max: 1,
    // Kept while the process runs (pg closes an idle one after 10 s by default): its priority is set once.
    idleTimeoutMillis: 0,
    onConnect: (client) =>
      lowerPriority(client).catch((error: unknown) =>
        console.error('[db] background connection keeps its priority:', (error as Error).message),
      ),
  };
  const pool = new pg.Pool(config);
  pool.on('error', (error) => console.error('[db] idle background PostgreSQL client error:', error.message));
  return pool;
}
