// What an operator needs from the API's node server, in front of the Effect app: GET /healthz (the
// process answers) and /readyz (database reachable, every committed migration applied), a request id
// (the caller's `x-request-id`, else a new one) returned on every response, and one JSON log line per
// request — method, path without the query (tokens travel in queries and headers, never logged), status,
// ms, request id. Node-level on purpose: Effect's own request logger halves throughput (architecture.md).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import * as Cause from 'effect/Cause';
import * as Logger from 'effect/Logger';
import type { Logger as PinoLogger } from 'pino';
import {
  answerClientErrors,
  clientErrorJson,
  scrubText,
  withOpsRoutes,
  type Listener,
  type Readiness as ServerReadiness,
} from '@shirube/server';
import { migrationsFolder, type Database } from './db/open';
import { apiRequestMetrics } from './metrics';

export interface OpsOptions {
  readonly db: Database;
  /** One JSON object per line; omitted → no request log (tests that do not look at it). */
  readonly log?: (line: string) => void;
  /** Requests in flight past which the API answers 503 at once (default MAX_IN_FLIGHT). */
  readonly maxInFlight?: number;
  /** Plain node routes in front of the Effect app (analytics/plain-view.ts), inside the ops wrapper. */
  readonly inFront?: (next: Listener) => Listener;
}

/**
 * An overloaded API says so at once — 503 `overloaded` with Retry-After, logged with its request id —
 * instead of queueing without bound behind the database (PGlite serves one query at a time: ~25
 * requests/s under load) while the caller guesses (issue 39 item 6: the shell answered 502 after ~6.5 s
 * with no API log line). Health and readiness are answered before this limit.
 */
export const MAX_IN_FLIGHT = 256;
export const OVERLOADED_RETRY_AFTER_S = 1;

function limitInFlight(app: Listener, max: number): Listener {
  let inFlight = 0;
  return (req, res) => {
    if (inFlight >= max) {
      req.resume(); // the body is not read: let it drain so the connection stays usable
      res.writeHead(503, {
        'content-type': 'application/json',
        'retry-after': String(OVERLOADED_RETRY_AFTER_S),
      });
      return void res.end(
        JSON.stringify({ code: 'overloaded', message: 'The API is busy; retry after a second' }),
      );
    }
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    res.on('finish', done);
    res.on('close', done);
    app(req, res);
  };
}

const expectedMigrations = (() => {
  let count: number | null = null;
  return () => {
    if (count === null) {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      count = journal.entries.length;
    }
    return count;
  };
})();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const causeOf = (error: unknown): string => {
  let e = error as { message?: string; cause?: unknown; code?: string } | undefined;
  while (e && typeof e === 'object' && e.cause) e = e.cause as typeof e;
  return e?.code ? `${e.message ?? ''} (${e.code})`.trim() : (e?.message ?? String(error));
};

export interface Readiness extends ServerReadiness {
  checks: { database: string; migrations: string };
}

/** Database reachable and every committed migration applied; each check says what it found. */
export async function readiness(db: Database): Promise<Readiness> {
  const checks = { database: 'ok', migrations: 'ok' };
  try {
    const result = await withTimeout(
      db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      2_000,
      'database',
    );
    const applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const expected = expectedMigrations();
    if (applied < expected) checks.migrations = `${applied} of ${expected} applied`;
  } catch (error) {
    checks.database = `unreachable: ${causeOf(error)}`;
    checks.migrations = 'unknown';
  }
  return { ready: checks.database === 'ok' && checks.migrations === 'ok', checks };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- node's own listener type
type AnyListener = (...args: any[]) => void;

/**
 * A node server whose `request` listeners (the one Effect adds) run inside `withOpsRoutes`
 * (@shirube/server: health, readiness, request id and log).
 */
export function opsServerFactory(options: OpsOptions): () => Server {
  return () => {
    const server = createServer();
    answerClientErrors(server, clientErrorJson);
    const wrapped = new WeakMap<AnyListener, AnyListener>();
    const on = server.on.bind(server);
    const off = server.off.bind(server);
    server.on = ((event: string, listener: AnyListener) => {
      if (event !== 'request') return on(event, listener);
      const w = withOpsRoutes(
        limitInFlight(
          options.inFront ? options.inFront(listener as Listener) : (listener as Listener),
          options.maxInFlight ?? MAX_IN_FLIGHT,
        ),
        () => readiness(options.db),
        options.log,
      );
      const observe = apiRequestMetrics();
      const measured: Listener = (req, res) => {
        observe(req, res);
        w(req, res);
      };
      wrapped.set(listener, measured);
      return on(event, measured);
    }) as Server['on'];
    server.off = ((event: string, listener: AnyListener) =>
      off(event, (event === 'request' && wrapped.get(listener)) || listener)) as Server['off'];
    return server;
  };
}

const PINO_LEVEL = {
  Fatal: 'fatal',
  Error: 'error',
  Warn: 'warn',
  Info: 'info',
  Debug: 'debug',
  Trace: 'trace',
} as const;

/**
 * Effect's own log calls (the error boundary's `request <id> failed` with its cause) as pino lines in
 * production: the cause's error is the `err` field (stack, scrubbed; @shirube/server), not Effect's
 * multi-line pretty print. Outside production Effect's default console logger stays.
 */
export function effectLoggerFor(logger: PinoLogger) {
  return Logger.make(({ logLevel, message, cause }) => {
    const level = PINO_LEVEL[logLevel as keyof typeof PINO_LEVEL] ?? 'info';
    const parts = Array.isArray(message) ? message : [message];
    const msg = scrubText(parts.map((m) => (typeof m === 'string' ? m : format('%o', m))).join(' '));
    if (cause.reasons.length > 0) logger[level]({ err: Cause.squash(cause) }, msg);
    else logger[level](msg);
  });
}
