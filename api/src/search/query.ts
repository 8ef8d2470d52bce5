// Japanese search over `articles.search_text` (title + free part, normalised). How it stays fast at
// a million articles: `string_to_array(search_text, NULL)` (its characters) has a GIN index
// (drizzle/0007_search_grams.sql); a word needs all of its characters, and `LIKE '%word%'` rechecks
// the candidates. Results come in two tiers — every word in the title
// first, then the rest — each in the requested order; the cursor is (tier, order key).
import { and, count, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { FAV_ORDER, listArticles, NEW_ORDER, type Page } from '../articles/lists';
import { listable, PAGE_SIZE } from '../articles/queries';
import { encodeCursor, type KeyKind, type KeysetOrder } from '../lists/keyset';

export type SearchOrder = 'new' | 'fav';
export const orderOf = (order: SearchOrder | undefined): KeysetOrder =>
  order === 'fav' ? FAV_ORDER : NEW_ORDER;
/** Cursor kinds of a search: the tier (1 = title, 2 = text only), then the order key. */
export const searchCursorKinds = (order: SearchOrder | undefined): KeyKind[] => [
  'int',
  ...orderOf(order).kinds,
];

/** Counting stops here: "1,000件以上" is as useful as an exact figure and costs far less. */
export const COUNT_CAP = 1000;

/** One element of a text[] literal, quoted (so ',', '"', '{' and '\\' are just characters). */
const arrayElement = (c: string) => `"${c.replace(/[\\"]/g, (m) => `\\${m}`)}"`;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matchAll(words: readonly string[], column: SQL): SQL {
  return and(...words.map((w) => sql`${column} like ${likePattern(w)}`))!;
}

/** The index-backed candidate filter plus the exact recheck, for every word. */
export function textMatches(words: readonly string[]): SQL {
  const chars = [...new Set(words.flatMap((w) => [...w]))];
  return and(
    sql`string_to_array(${articles.searchText}, NULL) @> ${`{${chars.map(arrayElement).join(',')}}`}::text[]`,
    matchAll(words, sql`${articles.searchText}`),
  )!;
}

export interface SearchOptions {
  readonly words: readonly string[];
  readonly order?: SearchOrder;
  readonly categoryId?: number;
  /** Decoded with searchCursorKinds: [tier, ...order key]. */
  readonly cursor?: readonly string[];
  readonly limit?: number;
}

export async function searchArticles(db: Database, options: SearchOptions): Promise<Page> {
  const limit = options.limit ?? PAGE_SIZE;
  const order = orderOf(options.order);
  const base = searchFilter(options.words, options.categoryId);
  const inTitle = matchAll(options.words, sql`${articles.searchTitle}`);
  const tiers: Array<{ tier: number; where: SQL | undefined }> = [
    { tier: 1, where: and(base, inTitle) },
    { tier: 2, where: and(base, not(inTitle)) },
  ];
  const startTier = options.cursor ? Number(options.cursor[0]) : 1;
  const records: Page['records'] = [];
  let last: { tier: number; key: readonly string[] } | null = null;
  let more = false;
  for (const { tier, where } of tiers) {
    if (tier < startTier) continue;
    const room = limit - records.length;
    if (room === 0) {
      // The page filled up exactly in an earlier tier: one peek says whether this tier has more.
      more = (await listArticles(db, { where, order, limit: 1 })).records.length > 0;
      break;
    }
    const cursor = tier === startTier && options.cursor ? options.cursor.slice(1) : undefined;
    const page = await listArticles(db, { where, order, cursor, limit: room });
    records.push(...page.records);
    if (page.lastKey) last = { tier, key: page.lastKey };
    if (page.next !== null) {
      more = true;
      break;
    }
  }
  return {
    records,
    next: more && last ? encodeCursor([String(last.tier), ...last.key]) : null,
  };
}

/** What a search may return: listable, in the category (if any), containing every word. */
export const searchFilter = (words: readonly string[], categoryId?: number) =>
  and(
    listable(),
    categoryId === undefined ? undefined : eq(articles.categoryId, categoryId),
    textMatches(words),
  );

/** How many articles pass `where`, counted up to COUNT_CAP (+1 to know there are more). */
export async function countMatches(db: Database, where: SQL | undefined) {
  const inner = db
    .select({ one: sql`1` })
    .from(articles)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(inner);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}
