// Way 1 of a search (query.ts): the list order's own index, at most `window` rows after the cursor,
// LIKE-filtered, stopping as soon as the page (+1) is full.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { hydrate, type Page } from '../articles/lists';
import { afterCursor, orderBy, toPage, type KeysetOrder } from '../lists/keyset';

export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Walked {
  /** null: the window did not fill the page and rows lie beyond it (the words are rare: use the
   *  index, which is exact). */
  page: Page | null;
  /** When `page` is null: the window's rows holding every word that belong to the OTHER tier — the
   *  other tier's walk over the same window would find exactly these (query.ts skips it when they
   *  cannot fill its page). */
  others: number | null;
}

/**
 * A common word is found within a few hundred rows and only those are read. The answer is exact when
 * it filled the page or when the window held the rest of the list (a small site). One scan: the row
 * just past the window comes back as a marker (id null) — the page did not fill and there is more —
 * carrying the running count of the other tier's matches before it.
 */
export async function walk(
  db: Database,
  o: {
    filter: SQL | undefined;
    words: readonly string[];
    title: boolean;
    order: KeysetOrder;
    cursor?: readonly string[];
    limit: number;
    window: number;
  },
): Promise<Walked> {
  const keys = o.order.keys.map((k, i) => sql`${k} as ${sql.raw(`k${i}`)}`);
  const w = (i: number) => sql.raw(`w.k${i}`);
  const columns = (prefix: string, suffix = '') =>
    sql.raw(o.order.keys.map((_, i) => `${prefix}.k${i}${suffix}`).join(', '));
  const inText = and(...o.words.map((word) => sql`${articles.searchText} like ${likePattern(word)}`));
  // The title is tested only on rows whose text holds every word (AND stops at the first false),
  // and the text once per row.
  const inTitle = and(...o.words.map((word) => sql`m.sti like ${likePattern(word)}`));
  const tier = o.title ? inTitle : sql`not (${inTitle})`;
  const order = sql.join(orderBy(o.order), sql`, `);
  // The outer ORDER BY repeats the inner one on the same columns, so PostgreSQL keeps the index
  // order (no sort; the window functions run over it as it streams) and the outer LIMIT stops the
  // inner index scan early.
  const where = and(o.filter, o.cursor ? afterCursor(o.order, o.cursor) : undefined);
  const result = (await db.execute(sql`
    select case when w.n > ${o.window} then null else w.id end as id,
      json_build_array(${sql.join(
        o.order.keys.map((_, i) => sql`${w(i)}::text`),
        sql`, `,
      )}) as cursor, w.others
    from (
      select m.id, ${columns('m')}, m.hit and ${tier} as mine,
        row_number() over (order by ${columns('m', ' desc')}) as n,
        count(*) filter (where m.hit and not (${tier}))
          over (order by ${columns('m', ' desc')} rows between unbounded preceding and 1 preceding)::int
          as others
      from (
        select ${articles.id} as id, ${sql.join(keys, sql`, `)},
          ${inText} as hit, ${articles.searchTitle} as sti
        from ${articles}
        where ${where}
        order by ${order}
        limit ${o.window + 1}) m) w
    where w.mine or w.n > ${o.window}
    order by ${columns('w', ' desc')}
    limit ${o.limit + 1}`)) as unknown as {
    rows: Array<{ id: number | null; cursor: string[]; others: number }>;
  };
  const found = result.rows.filter(
    (r): r is { id: number; cursor: string[]; others: number } => r.id !== null,
  );
  const marker = result.rows.find((r) => r.id === null);
  if (found.length <= o.limit && marker) return { page: null, others: Number(marker.others) };
  return { page: await hydrate(db, toPage(found, o.limit)), others: null };
}
