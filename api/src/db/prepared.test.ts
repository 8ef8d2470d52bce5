import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { recordColumns } from '../articles/queries';
import { compileRowMapper, preparedQuery, type SelectedField } from './prepared';
import type { Database } from './open';
import { articles, categories, users } from './schema';
import * as schema from './schema';

// Never connects: building and preparing a query needs no database.
const db = drizzle(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }), {
  schema,
}) as unknown as Database;

const recordQuery = preparedQuery('prepared_test_record', (d) =>
  d
    .select(recordColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(eq(articles.id, sql.placeholder('id'))),
);

// Drizzle's own mapper: exported at runtime, @internal in its types.
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: SelectedField[], row: unknown[], joins: Record<string, boolean>) => unknown;
};

interface Mapped {
  fields: SelectedField[];
  joinsNotNullableMap: Record<string, boolean>;
}

/** A raw row in the query's own column order (so it follows schema changes): a sample wire value per
 *  column type — timestamps as PostgreSQL sends them, jsonb already parsed — and, without a category,
 *  nulls for the left-joined columns. */
const row = (fields: SelectedField[], category: boolean) =>
  fields.map(({ path, field }) => {
    if (!category && path[0] === 'category') return null;
    const column = field as { dataType?: string; columnType?: string; notNull?: boolean };
    // A nullable column answered null (the mapper must keep it null, not build a value).
    if (!column.notNull && path[1] === 'deletedAt') return null;
    switch (column.dataType) {
      case 'date':
        return '2026-11-20 10:00:00+00';
      case 'number':
        return 7;
      case 'boolean':
        return true;
      case 'json':
        return ['<p>a</p>', '<p>b</p>'];
      default:
        return column.columnType === 'PgNumeric' ? '1' : `${path.join('.')}`;
    }
  });

describe('prepared queries', () => {
  it('are built once per database handle and name', () => {
    expect(recordQuery(db)).toBe(recordQuery(db));
    expect(() => preparedQuery('prepared_test_record', () => ({ prepare: () => null }))).toThrow(/twice/);
  });

  it('map rows exactly as Drizzle does (left join null → null object, dates, jsonb)', () => {
    const q = recordQuery(db) as unknown as Mapped;
    const mapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
    for (const r of [row(q.fields, true), row(q.fields, false)]) {
      expect(mapper(r)).toStrictEqual(mapResultRow(q.fields, r, q.joinsNotNullableMap));
    }
    expect(mapper(row(q.fields, false)).category).toBeNull();
    expect((mapper(row(q.fields, true)).article as { publishedAt: Date }).publishedAt).toEqual(
      new Date('2026-11-20T10:00:00Z'),
    );
  });
});
