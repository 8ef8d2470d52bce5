// Prepared queries for hot read paths: a Drizzle query is built into SQL once per database handle and
// query shape, then executed with placeholder values. Measured with bench/api-read.mjs (2026-11-23):
// - building the SQL per request was ~20 % of a read request's CPU;
// - Drizzle's row mapping (mapResultRow) re-inspects every selected field of every row: 0.17 ms CPU of a
//   20-article list page, as much as pg's own parsing. A prepared select here gets a row mapper compiled
//   once from its selection instead, with the same result (prepared.test.ts compares the two).
// On PostgreSQL the name makes `pg` prepare the statement once per pooled connection (no parse/plan per
// request); PGlite ignores the name.
//
//   const byId = preparedQuery('article_by_id', (db) =>
//     db.select().from(articles).where(eq(articles.id, sql.placeholder('id'))));
//   const rows = await byId(db).execute({ id });
//
// Each name must stand for exactly one SQL text (PostgreSQL rejects a name reused for other SQL on a
// connection): a query whose shape varies needs one name per shape. Only for the top-level `db`, never a
// transaction handle (a transaction's statements would pile up in the cache).
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { Database } from './open';

interface Preparable<P> {
  prepare(name: string): P;
}

const cache = new WeakMap<Database, Map<string, unknown>>();
const names = new Set<string>();

export function preparedQuery<P>(name: string, build: (db: Database) => Preparable<P>): (db: Database) => P {
  if (names.has(name)) throw new Error(`prepared query name used twice: ${name}`);
  names.add(name);
  return (db) => {
    let queries = cache.get(db);
    if (!queries) {
      queries = new Map();
      cache.set(db, queries);
    }
    let query = queries.get(name) as P | undefined;
    if (query === undefined) {
      query = withCompiledMapper(build(db).prepare(name));
      queries.set(name, query);
    }
    return query;
  };
}

/** What Drizzle 0.45's pg prepared queries (node-postgres and PGlite) carry for mapping rows. */
export interface SelectedField {
  readonly path: readonly string[];
  readonly field: unknown;
}
interface MappedQuery {
  fields?: readonly SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function withCompiledMapper<P>(query: P): P {
  const q = query as MappedQuery;
  if (!Array.isArray(q.fields) || q.customResultMapper) return query;
  const mapRow = compileRowMapper(q.fields, q.joinsNotNullableMap);
  q.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// Drizzle keeps a selected SQL expression's decoder in an internal field.
const sqlDecoder = (expression: unknown): Decoder => (expression as { decoder: Decoder }).decoder;
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlDecoder((field as { sql: SQL }).sql);
};

/**
 * Drizzle's mapResultRow (drizzle-orm/utils.js, 0.45) with the per-field inspection done once: values go
 * to their (nested) path through the field's decoder; a joined table's object becomes null when its first
 * column is null and the join may be null (left join), as Drizzle decides it.
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    // Only columns nested one level deep take part in nullifying a joined table's object.
    table:
      joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  const nullifying = columns.some((c) => c.table !== undefined);
  return (row) => {
    const result: Record<string, unknown> = {};
    const nullifyMap: Record<string, string | false> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder, table } = columns[i]!;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const chunk = path[depth]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[path.length - 1]!] = value;
      if (table !== undefined) {
        const objectName = path[0]!;
        if (!(objectName in nullifyMap)) nullifyMap[objectName] = value === null ? table : false;
        else if (typeof nullifyMap[objectName] === 'string' && nullifyMap[objectName] !== table) {
          nullifyMap[objectName] = false;
        }
      }
    }
    if (nullifying) {
      for (const objectName in nullifyMap) {
        const tableName = nullifyMap[objectName]!;
        if (typeof tableName === 'string' && !joinsNotNullableMap![tableName]) result[objectName] = null;
      }
    }
    return result;
  };
}
