// Start-up failures as one clear line each (issue 7): a bad environment, an unreachable database, a
// port in use. The cause is kept (the error code, or the innermost message), never a raw stack.
import pg from 'pg';
import { ConfigError } from './config';

type ErrorLike = { message?: string; code?: string; cause?: unknown; errors?: unknown[] };

/** The innermost error that says something: follows `cause` and AggregateError's `errors`. */
function innermost(error: unknown): ErrorLike {
  let e = error as ErrorLike;
  for (let i = 0; i < 10 && e && typeof e === 'object'; i++) {
    const next = (e.cause ?? (e.code ? undefined : e.errors?.[0])) as ErrorLike | undefined;
    if (!next || typeof next !== 'object') break;
    e = next;
  }
  return e ?? {};
}

/** `ECONNREFUSED`, or the driver's message when there is no code worth showing. */
export function reasonOf(error: unknown): string {
  const e = innermost(error);
  const code = e.code ?? (error as ErrorLike)?.code;
  if (code && /^E[A-Z]+$/.test(code)) return code;
  return e.message || code || String(error);
}

/** Connects once before migrating, so an unreachable server is reported as such (not as a failed query). */
export async function checkPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL: could not connect to ${where} (${reasonOf(error)})`, { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}

/** The lines to print for a failed start. */
export function describeStartError(error: unknown, listen: { host: string; port: number }): string[] {
  if (error instanceof ConfigError) return error.problems;
  const e = innermost(error);
  if (e.code === 'EADDRINUSE')
    return [
      `API_PORT ${listen.port} is already in use on ${listen.host} (another server running? set API_PORT)`,
    ];
  if (e.code === 'EACCES') return [`API_PORT ${listen.port}: permission denied on ${listen.host}`];
  const top = error instanceof Error ? error.message : String(error);
  const cause = reasonOf(error);
  return [cause && !top.includes(cause) ? `${top} (${cause})` : top];
}
