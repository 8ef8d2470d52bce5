// Way 3 of a search's first page (query.ts): a word the pair index says is rare or absent is answered
// from that index alone — both tiers and the count in one pass — without first walking WINDOW rows of
// the list order (issue 39 item 9: a word no article contains walked 3,000 rows to find nothing, 2.1×
// the plain `new` list at a million articles). Only asked when PostgreSQL's own statistics of the pair
// index say one of the word's pairs is not a common one, so a common word never pays for the look.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { hydrate, type Page } from '../articles/lists';
import { cursorColumn, encodeCursor, type KeysetOrder } from '../lists/keyset';

/** At most this many candidates (articles holding every pair) and the index answers the page. */
export const FEW_CANDIDATES = 200;

const STATS_TTL_MS = 10 * 60_000;
type CommonPairs = { pairs: ReadonlySet<string> | null; at: number };
const commonPairsByDb = new WeakMap<Database, CommonPairs>();

/**
 * The pairs PostgreSQL's ANALYZE found common in `search_pairs(search_text)` (pg_stats of the
 * expression index: most_common_elems), read at most every 10 minutes; null before any ANALYZE.
 */
async function commonPairs(db: Database): Promise<ReadonlySet<string> | null> {
  const known = commonPairsByDb.get(db);
  if (known && Date.now() - known.at < STATS_TTL_MS) return known.pairs;
  const result = (await db.execute(sql`
    select most_common_elems::text::text[] as elems from pg_stats
    where tablename = 'articles_search_pairs' and attname = 'search_pairs'`)) as unknown as {
    rows: Array<{ elems: string[] | null }>;
  };
  const elems = result.rows[0]?.elems ?? null;
  const pairs = elems ? new Set(elems) : null;
  commonPairsByDb.set(db, { pairs, at: Date.now() });
  return pairs;
}

/** Forgets the statistics read (tests ANALYZE and look again). */
export const forgetPairStatistics = (db: Database) => commonPairsByDb.delete(db);

/**
 * Whether the index finds at most FEW_CANDIDATES articles for `pairs` (every word's pairs; a word with
 * one of them not among the common ones is worth asking). `candidates`: the index-backed filter without
 * the LIKE recheck (query.ts textMatches' first part) — counting stops at FEW_CANDIDATES + 1.
 */
export async function fewCandidates(
  db: Database,
  o: { pairs: readonly string[]; filter: SQL | undefined; candidates: SQL },
): Promise<boolean> {
  if (o.pairs.length === 0) return false;
  const common = await commonPairs(db);
  if (!common || o.pairs.every((p) => common.has(p))) return false;
  const result = (await db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${articles} where ${and(o.filter, o.candidates)} limit ${FEW_CANDIDATES + 1}) c`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? 0) <= FEW_CANDIDATES;
}

/**
 * A first page over both tiers (every word in the title first, then the rest, each in `order`) and the
 * count of every match, from one pass over the index's matches (few, by fewCandidates). The cursor
 * carries the tier of the page's last record, as query.ts's pages do.
 */
export async function bothTiersAndCount(
  db: Database,
  o: { filter: SQL | undefined; matches: SQL; inTitle: SQL; order: KeysetOrder; limit: number },
): Promise<{ page: Page; total: number }> {
  const keys = o.order.keys.map((k, i) => sql`${k} as ${sql.raw(`k${i}`)}`);
  const result = (await db.execute(sql`
    with m as materialized (
      select ${articles.id} as id, ${sql.join(keys, sql`, `)}, ${cursorColumn(o.order)} as cursor,
        ${o.inTitle} as in_title
      from ${articles}
      where ${and(o.filter, o.matches)})
    select c.total, p.id, p.cursor, p.in_title from (select count(*)::int as total from m) c
    left join lateral (
      select id, cursor, in_title from m
      order by in_title desc, ${sql.join(
        o.order.keys.map((_, i) => sql.raw(`k${i} desc`)),
        sql`, `,
      )}
      limit ${o.limit + 1}) p on true`)) as unknown as {
    rows: Array<{ total: number; id: number | null; cursor: string[]; in_title: boolean }>;
  };
  const found = result.rows.filter(
    (r): r is { total: number; id: number; cursor: string[]; in_title: boolean } => r.id !== null,
  );
  const rows = found.slice(0, o.limit);
  const last = rows.at(-1);
  const page = await hydrate(db, { rows, next: null });
  return {
    page: {
      ...page,
      next: found.length > o.limit && last ? encodeCursor([last.in_title ? '1' : '2', ...last.cursor]) : null,
    },
    total: Number(result.rows[0]?.total ?? 0),
  };
}
