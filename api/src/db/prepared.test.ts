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

const row = (category: boolean) => [
  7,
  3,
  category ? 2 : null,
  'タイトル',
  ['<p>a</p>', '<p>b</p>'],
  1,
  500,
  null,
  0,
  0,
  true,
  1000,
  false,
  'published',
  'none',
  null,
  null,
  '2026-11-20 10:00:00+00',
  0,
  0,
  'search',
  null,
  '2026-11-19 10:00:00.123+00',
  '2026-11-21 10:00:00+00',
  3,
  'sato',
  '佐藤',
  null,
  'thumb.png',
  ...(category ? [2, 'プログラミング', 'programming', 1] : [null, null, null, null]),
];

describe('prepared queries', () => {
  it('are built once per database handle and name', () => {
    expect(recordQuery(db)).toBe(recordQuery(db));
    expect(() => preparedQuery('prepared_test_record', () => ({ prepare: () => null }))).toThrow(/twice/);
  });

  it('map rows exactly as Drizzle does (left join null → null object, dates, jsonb)', () => {
    const q = recordQuery(db) as unknown as Mapped;
    const mapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
    for (const r of [row(true), row(false)]) {
      expect(mapper(r)).toStrictEqual(mapResultRow(q.fields, r, q.joinsNotNullableMap));
    }
    expect(mapper(row(false)).category).toBeNull();
    expect((mapper(row(true)).article as { publishedAt: Date }).publishedAt).toEqual(
      new Date('2026-11-20T10:00:00Z'),
    );
  });
});
