// Prepared queries for hot read paths: a Drizzle query is built into SQL once per database handle and
// query shape (the builder + SQL rendering cost ~20 % of a read request's CPU when done per request),
// then executed with placeholder values. On PostgreSQL the name makes `pg` prepare it once per pooled
// connection (no parse/plan per request); PGlite ignores the name.
//
//   const byId = preparedQuery('article_by_id', (db) =>
//     db.select().from(articles).where(eq(articles.id, sql.placeholder('id'))));
//   const rows = await byId(db).execute({ id });
//
// Each name must stand for exactly one SQL text (PostgreSQL rejects a name reused for other SQL on a
// connection): a query whose shape varies needs one name per shape. Only for the top-level `db`, never a
// transaction handle (a transaction's statements would pile up in the cache).
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
      query = build(db).prepare(name);
      queries.set(name, query);
    }
    return query;
  };
}
