// Keyset ("seek") paging for every reader list. A list is ordered by a tuple of columns, all
// descending, ending in a unique id. `meta.pager.next` is an opaque cursor holding the SQL text of the
// last row's key (exact: timestamps keep their microseconds, floats round-trip), and the next page is
// `WHERE (k1, k2, …) < (cursor)`: an index walk that starts where the last page stopped, so deep
// pages cost what the first does, and rows inserted meanwhile neither repeat nor shift items.
import { sql, type SQL } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalid } from '../auth/errors';

/** How a key travels: its SQL type and the text shapes accepted back from a client. */
export type KeyKind = 'int' | 'time' | 'float';
const SQL_TYPE: Record<KeyKind, string> = { int: 'integer', time: 'timestamptz', float: 'double precision' };

const INT = /^-?[0-9]{1,10}$/;
const FLOAT = /^-?[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?$/;
// PostgreSQL's text form of timestamptz under the default DateStyle (ISO), e.g. 2026-11-23 04:05:06.789+00
const TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2}) ([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,6})?([+-][0-9]{2}(:[0-9]{2})?)$/;

function validTime(text: string): boolean {
  const m = TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  // Reject 2026-02-30 and 25:00 here: PostgreSQL would refuse the cast with a 500.
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

const valid: Record<KeyKind, (text: string) => boolean> = {
  int: (t) => INT.test(t) && Math.abs(Number(t)) <= 2 ** 31 - 1,
  float: (t) => FLOAT.test(t) && Number.isFinite(Number(t)),
  time: validTime,
};

export const encodeCursor = (key: readonly string[]): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

const badCursor = () => invalid('since', 'must be a cursor from meta.pager.next');

/** The key in `since`, checked against the list's key kinds; absent/empty = first page; else 400. */
export function decodeCursor(since: string | undefined, kinds: readonly KeyKind[]) {
  if (since === undefined || since === '') return Effect.succeed(undefined);
  if (since.length > 400 || !/^[A-Za-z0-9_-]+$/.test(since)) return Effect.fail(badCursor());
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(since, 'base64url').toString('utf8'));
  } catch {
    return Effect.fail(badCursor());
  }
  const ok =
    Array.isArray(key) &&
    key.length === kinds.length &&
    key.every((v, i) => typeof v === 'string' && valid[kinds[i]!](v));
  return ok ? Effect.succeed(key as string[]) : Effect.fail(badCursor());
}

export interface KeysetOrder {
  /** The ordering columns/expressions, most significant first; all DESC; the last one unique. */
  readonly keys: readonly SQL[];
  readonly kinds: readonly KeyKind[];
}

/** `(k1, k2, …) < (cursor)` — rows after the cursor in the (all DESC) order. */
export const afterCursor = (order: KeysetOrder, cursor: readonly string[]): SQL =>
  sql`(${sql.join([...order.keys], sql`, `)}) < (${sql.join(
    cursor.map((v, i) => sql`${v}::${sql.raw(SQL_TYPE[order.kinds[i]!])}`),
    sql`, `,
  )})`;

export const orderBy = (order: KeysetOrder): SQL[] => order.keys.map((k) => sql`${k} desc`);

/** Select this beside the row: the key as text, to build the next cursor from the page's last row. */
export const cursorColumn = (order: KeysetOrder) =>
  sql<string[]>`json_build_array(${sql.join(
    order.keys.map((k) => sql`${k}::text`),
    sql`, `,
  )})`;

/** Cuts the `limit + 1` rows a query fetched into a page and its next cursor. */
export function toPage<T extends { cursor: string[] }>(rows: readonly T[], limit: number) {
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? encodeCursor(page[page.length - 1]!.cursor) : null };
}
