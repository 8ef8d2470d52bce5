// The connection that work off the response path writes through (analytics' view batches, 2,000 a second
// in bench/analytics-ingest.mjs). Its PostgreSQL backend lowers its own CPU priority when the database has
// the `prioritize` extension (Debian's postgresql-NN-prioritize; migration 0035 creates it where the
// package is installed and the migrating role may): on a machine whose cores also render the pages, a
// batch's statement then yields to the backends that answer readers, as the API's key thread does
// (analytics/key-thread.ts). Without the extension (a managed PostgreSQL, PGlite) the batches run at the
// usual priority and nothing else changes.
// One connection of its own, never the request pool: a backend's priority stays with it for its life.
// Only this connection's backend is lowered, and it only writes views: the rows it locks (the rollups'
// counters of the batch's articles) are ones the other API processes' batches alone wait for.
import pg from 'pg';

/** The same as the key thread's: below the pages, still running when the machine is saturated. */
export const BACKGROUND_NICE = 10;

/**
 * Raises this backend's nice value to BACKGROUND_NICE when the extension is there (never lowers it: an
 * unprivileged process may not). In PL/pgSQL so that the functions are looked up only when present.
 */
export const LOWER_PRIORITY_SQL = `do $$
declare ns text;
begin
  select n.nspname into ns from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'prioritize';
  if ns is not null then
    execute format(
      'select %1$I.set_backend_priority(pg_backend_pid(), %2$s)
       where %1$I.get_backend_priority(pg_backend_pid()) < %2$s', ns, ${BACKGROUND_NICE});
  end if;
end $$`;

/** Pool options with the hook as pg-pool (3.14) runs it: awaited before the connection is handed out
 *  (@types/pg still types it as returning nothing). */
type HookedPoolConfig = pg.PoolConfig & { onConnect: (client: pg.PoolClient) => Promise<void> };

export function openBackgroundPool(url: string): pg.Pool {
  const config: HookedPoolConfig = {
    connectionString: url,
    max: 1,
    // A failure is logged: the batches then run at the usual priority rather than not at all.
    onConnect: (client) =>
      client.query(LOWER_PRIORITY_SQL).then(
        () => {},
        (error: unknown) =>
          console.error('[db] background connection keeps its priority:', (error as Error).message),
      ),
  };
  const pool = new pg.Pool(config);
  pool.on('error', (error) => console.error('[db] idle background PostgreSQL client error:', error.message));
  return pool;
}
