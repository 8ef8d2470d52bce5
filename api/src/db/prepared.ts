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

interface RawSession {
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<{ rows: Record<string, unknown>[] }> };
  };
  dialect: { sqlToQuery(sql: SQL): unknown };
}

/**
 * A raw SQL statement (`sql\`…\``) run as the named prepared statement `name`: on PostgreSQL parsed and
 * planned once per pooled connection instead of on every call (measured on the purchase statement: 0.36 ms
 * of planning per call, as much as its execution). Same rule as preparedQuery: one name stands for exactly
 * one SQL text, so a statement whose text varies (a list of VALUES rows) names each shape. Unlike
 * preparedQuery it also takes a transaction handle: `pg` keeps the statement per connection, not per handle.
 */
export function executeNamed(db: Database, name: string, query: SQL) {
  const raw = db as unknown as RawSession;
  return raw.session.prepareQuery(raw.dialect.sqlToQuery(query), undefined, name, false).execute();
}

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
 * Drizzle's mapResultRow (drizzle-orm/utils.js, 0.45) with the per-field inspection done once: each value
 * goes through its field's decoder (null stays null) to its (nested) path; a joined table's object becomes
 * null when its first column is null and the join may be null (left join), as Drizzle decides it. The
 * mapper is generated code building object literals (no per-row path walking); paths enter it only as
 * JSON string literals.
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  interface Tree {
    readonly children: Map<string, Tree | number>;
  }
  const root: Tree = { children: new Map() };
  // objectName → the table of its first top-level-nested column, or false when it may never be nulled.
  const nullable = new Map<string, string | false>();
  fields.forEach(({ path, field }, index) => {
    if (path.includes('__proto__')) throw new Error('compileRowMapper: a selected field named __proto__');
    let node = root;
    for (const chunk of path.slice(0, -1)) {
      let next = node.children.get(chunk);
      if (typeof next !== 'object') {
        next = { children: new Map() };
        node.children.set(chunk, next);
      }
      node = next;
    }
    node.children.set(path[path.length - 1]!, index);
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const table = getTableName(field.table);
      const seen = nullable.get(path[0]!);
      if (seen === undefined) nullable.set(path[0]!, table);
      else if (seen !== table) nullable.set(path[0]!, false);
    }
  });
  const literal = (tree: Tree): string =>
    `{${[...tree.children]
      .map(
        ([key, child]) =>
          `${JSON.stringify(key)}: ${typeof child === 'number' ? `v${child}` : literal(child)}`,
      )
      .join(', ')}}`;
  const lines = fields.map(
    (_, i) => `const v${i} = row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}]);`,
  );
  lines.push(`const result = ${literal(root)};`);
  for (const [objectName, table] of nullable) {
    if (table === false || joinsNotNullableMap![table]) continue;
    const first = fields.findIndex(
      ({ path, field }) => path.length === 2 && path[0] === objectName && is(field, Column),
    );
    lines.push(`if (v${first} === null) result[${JSON.stringify(objectName)}] = null;`);
  }
  lines.push('return result;');
  const decoders = fields.map(({ field }) => decoderOf(field));
  const mapper = new Function('d', 'row', lines.join('\n')) as (
    d: Decoder[],
    row: unknown[],
  ) => Record<string, unknown>;
  return (row) => mapper(decoders, row);
}
