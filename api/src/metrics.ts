// The API's Prometheus metrics (issue 38 item 4; README "Metrics"). The registry and the listener on
// API_METRICS_PORT are @shirube/server's; here: what the API counts and where it reads its gauges.
// Every label is a fixed word, a status number or a template of the contract: bounded cardinality.
import { sql } from 'drizzle-orm';
import { HttpApi } from 'effect/http-api';
import type pg from 'pg';
import { ShirubeApi } from '@shirube/api-contract';
import { counter, gauge, histogram, requestMetrics, templateMatcher } from '@shirube/server';
import type { Database, DbHandle } from './db/open';

export const charges = counter(
  'shirube_charges_total',
  'Charges asked of the payment provider, by provider and outcome (captured, challenge, declined, error)',
  ['provider', 'outcome'],
);
export const purchases = counter(
  'shirube_purchases_total',
  'Paid orders settled: recorded, or refused after the charge (sold_out, already_purchased, …; voided)',
  ['provider', 'outcome'],
);
export const webhookDeliveries = counter(
  'shirube_webhook_deliveries_total',
  'Signed webhook deliveries received, by result (processed, duplicate, busy, invalid_signature, error)',
  ['provider', 'result'],
);
export const reconcilerSettlements = counter(
  'shirube_reconciler_settlements_total',
  'Stale payment orders the reconciler settled, by the order it left (purchased, failed, open)',
  ['result'],
);
export const payoutRunsCounted = counter(
  'shirube_payout_runs_total',
  'Monthly payout runs this process carried out (a run claimed by another process is not counted)',
  ['result'],
);
export const payoutsPaid = counter('shirube_payouts_total', 'Payouts requested by the monthly runs', [
  'result',
]);
export const views = counter(
  'shirube_views_total',
  'Article views queued for counting, by what became of them: counted, not_counted (a repeat that day, ' +
    "the author's own, an unpublished article), and lost: no_salt (the day's salt unreadable), failed " +
    "(the batch's write failed), queue_full (more waiting than MAX_QUEUED)",
  ['outcome'],
);
/** Views queued in this process and not yet taken for writing (analytics/ingest.ts keeps the count). */
export const viewQueue = { depth: 0 };
gauge(
  'shirube_view_queue_depth',
  'Views waiting in this process to be written (beyond MAX_QUEUED new ones are lost: shirube_views_total{outcome="queue_full"})',
  [],
  (g) => g.set(viewQueue.depth),
);
const queryDuration = histogram(
  'shirube_db_query_duration_seconds',
  'Database statements, time to the answer, by database kind and outcome',
  ['database', 'outcome'],
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
);

/** The database the scrape-time gauges read (the process's own; tests start many servers). */
let bound: { db: Database; pool?: pg.Pool } | null = null;

gauge(
  'shirube_db_pool_connections',
  'PostgreSQL pool connections by state (total, idle, waiting = requests queued for one)',
  ['state'],
  (g) => {
    const pool = bound?.pool;
    if (!pool) return;
    g.set({ state: 'total' }, pool.totalCount);
    g.set({ state: 'idle' }, pool.idleCount);
    g.set({ state: 'waiting' }, pool.waitingCount);
  },
);
gauge('shirube_db_pool_max', 'The PostgreSQL pool size', [], (g) => {
  if (bound?.pool) g.set(bound.pool.options.max ?? 10);
});

/** A scrape-time count; a failing read leaves the gauge out of that scrape rather than failing it. */
async function read<T>(query: (db: Database) => Promise<T>): Promise<T | null> {
  if (!bound) return null;
  try {
    return await query(bound.db);
  } catch {
    return null;
  }
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

gauge('shirube_mail_outbox_depth', 'Purchase mails waiting in the outbox', [], async (g) => {
  const rows = await read((db) => db.execute(sql`select count(*)::int as n from purchase_mail_outbox`));
  if (rows) g.set(Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0));
});

gauge(
  'shirube_payment_orders_open',
  'Payment orders not settled yet, by status (created = charging, pending = 3-D Secure or a voucher)',
  ['status'],
  async (g) => {
    const rows = await read((db) =>
      db.execute(sql`select status, count(*)::int as n from payment_orders
        where status in ('created', 'pending') group by status`),
    );
    if (!rows) return;
    g.reset();
    for (const status of ['created', 'pending']) g.set({ status }, 0);
    for (const r of rowsOf<{ status: string; n: number }>(rows)) g.set({ status: r.status }, Number(r.n));
  },
);

gauge(
  'shirube_payment_orders_open_oldest_seconds',
  'Age of the oldest unsettled payment order, by status (0 when none): the stuck-order alert',
  ['status'],
  async (g) => {
    const rows = await read((db) =>
      db.execute(sql`select status, extract(epoch from now() - min(updated_at))::float8 as age
        from payment_orders where status in ('created', 'pending') group by status`),
    );
    if (!rows) return;
    for (const status of ['created', 'pending']) g.set({ status }, 0);
    for (const r of rowsOf<{ status: string; age: number }>(rows))
      g.set({ status: r.status }, Math.max(0, Number(r.age)));
  },
);

/** Times every statement of `handle` and lets the gauges above read it. Call once per process. */
export function instrumentDatabase(handle: DbHandle): void {
  bound = { db: handle.db, pool: handle.pool };
  const timed = (database: string) => {
    const started = process.hrtime.bigint();
    return (ok: boolean) =>
      queryDuration.observe(
        { database, outcome: ok ? 'ok' : 'error' },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
  };
  if (handle.pool) {
    // Each new client of the pool: its promise-returning query (what drizzle and pool.query use).
    handle.pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const done = timed('postgres');
        const last = args[args.length - 1];
        if (typeof last === 'function') {
          args[args.length - 1] = (error: unknown, result: unknown) => {
            done(!error);
            return (last as (e: unknown, r: unknown) => unknown)(error, result);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result && typeof (result as Promise<unknown>).then === 'function')
          (result as Promise<unknown>).then(
            () => done(true),
            () => done(false),
          );
        return result;
      };
    });
  } else if (handle.pglite) {
    const pglite = handle.pglite as unknown as Record<
      'query' | 'exec',
      (...args: unknown[]) => Promise<unknown>
    >;
    for (const method of ['query', 'exec'] as const) {
      const original = pglite[method].bind(handle.pglite);
      pglite[method] = (...args: unknown[]) => {
        const done = timed('pglite');
        const result = original(...args);
        result.then(
          () => done(true),
          () => done(false),
        );
        return result;
      };
    }
  }
}

/** Paths outside the contract the API answers (health, files, the sandbox's pages). */
const EXTRA_ROUTES = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/openapi.json' },
];

/** Every endpoint of the contract as `METHOD /v1/…/:param`, for the request metrics' route label. */
function contractRoutes(): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [...EXTRA_ROUTES];
  HttpApi.reflect(ShirubeApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => routes.push({ method: endpoint.method, path: endpoint.path }),
  });
  return routes;
}

let observer: ReturnType<typeof requestMetrics> | null = null;
/** The request counter and latency histogram, by the contract's route template (or a prefix). */
export function apiRequestMetrics() {
  if (!observer) {
    const match = templateMatcher(contractRoutes());
    observer = requestMetrics((method, pathname) => {
      const route = match(method, pathname);
      if (route !== 'unmatched') return route;
      // Files and the sandbox's own pages: one series per family, never per file.
      const family = /^\/(uploads|og-covers|v1\/payment\/sandbox)\//.exec(pathname)?.[1];
      return family ? `/${family}/*` : 'unmatched';
    });
  }
  return observer;
}
