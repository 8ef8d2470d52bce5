// Japanese search over `articles.search_text` (title + free part, normalised). Two ways to one
// answer, because no single plan is fast for both common and rare words at a million articles:
//  1. walk: the list order's own index, newest (or best rated) first, at most WINDOW rows after the
//     cursor, LIKE-filtered, stopping when the page is full — a common word fills a page within a few
//     hundred rows;
//  2. index: GIN over the text's pairs of adjacent characters (`search_pairs(search_text)`,
//     drizzle/0022) and, for one-character words, its characters (`string_to_array(search_text,
//     NULL)`, drizzle/0008); a word needs all of its pairs, LIKE rechecks, then sort — cheap exactly
//     when the word is rare (pairs: also when its characters are common but never side by side).
//     PostgreSQL's estimate for LIKE '%…%' cannot tell the two apart (it chose 2 for a word in 6 % of
//     the rows: 0.8 s), so the code tries 1 and falls back to 2 when 1 did not fill the page;
//  3. a first page whose word has a pair PostgreSQL's statistics do not list as common and that the
//     pair index finds in at most FEW_CANDIDATES articles (a word no article contains: none) is
//     answered by 2 alone, both tiers and the count in one pass (few.ts), without the walk.
// Results come in two tiers — every word in the title first, then the rest — each in the requested
// order; the cursor is (tier, order key).
import { and, count, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { FAV_ORDER, hydrate, listArticles, NEW_ORDER, type Page } from '../articles/lists';
import { listable, PAGE_SIZE } from '../articles/queries';
import { cursorColumn, encodeCursor, orderBy, toPage, type KeyKind, type KeysetOrder } from '../lists/keyset';
import { bothTiersAndCount, fewCandidates } from './few';
import { likePattern, walk, type Walked } from './walk';

export type SearchOrder = 'new' | 'fav';
export const orderOf = (order: SearchOrder | undefined): KeysetOrder =>
  order === 'fav' ? FAV_ORDER : NEW_ORDER;
/** Cursor kinds of a search: the tier (1 = title, 2 = text only), then the order key. */
export const searchCursorKinds = (order: SearchOrder | undefined): KeyKind[] => [
  'int',
  ...orderOf(order).kinds,
];

/** Rows the walk looks at before handing over to the index. */
export const WINDOW = 3000;

/** Counting stops here: "100件以上" is as useful as an exact figure and costs far less (a common
 *  word's count walks COUNT_CAP / frequency rows). */
export const COUNT_CAP = 100;

/** One element of a text[] literal, quoted (so ',', '"', '{' and '\\' are just characters). */
const arrayElement = (c: string) => `"${c.replace(/[\\"]/g, (m) => `\\${m}`)}"`;

function matchAll(words: readonly string[], column: SQL): SQL {
  return and(...words.map((w) => sql`${column} like ${likePattern(w)}`))!;
}

const textArray = (items: readonly string[]) => `{${items.map(arrayElement).join(',')}}`;

/** A word's pairs of adjacent characters, by code point as SQL counts characters (search_pairs). */
export const pairsOf = (word: string): string[] => {
  const chars = [...word];
  return chars.slice(1).map((c, i) => chars[i] + c);
};

/**
 * The index-backed candidate filter plus the exact recheck, for every word, over search_text: each
 * word of two or more characters needs all of its pairs (drizzle/0022, 0023: a word of
 * common characters still has a rare pair), a one-character word its character (drizzle/0008),
 * unless a pair already holds that character.
 */
export function textMatches(words: readonly string[]): SQL {
  return and(textCandidates(words), matchAll(words, sql`${articles.searchText}`))!;
}

const wordPairs = (words: readonly string[]) => [...new Set(words.flatMap(pairsOf))];

/** textMatches without the LIKE recheck: what the indexes alone say (a superset of the matches). */
function textCandidates(words: readonly string[]): SQL | undefined {
  const column = sql`${articles.searchText}`;
  const pairs = wordPairs(words);
  const chars = [...new Set(words.filter((w) => [...w].length === 1))].filter(
    (c) => !pairs.some((p) => p.includes(c)),
  );
  return and(
    pairs.length > 0 ? sql`search_pairs(${column}) @> ${textArray(pairs)}::text[]` : undefined,
    chars.length > 0 ? sql`string_to_array(${column}, NULL) @> ${textArray(chars)}::text[]` : undefined,
  );
}

/** The same over the title alone (first tier), by its character index (drizzle/0008). */
function titleMatches(words: readonly string[]): SQL {
  const column = sql`${articles.searchTitle}`;
  const chars = [...new Set(words.flatMap((w) => [...w]))];
  return and(sql`string_to_array(${column}, NULL) @> ${textArray(chars)}::text[]`, matchAll(words, column))!;
}

export interface SearchOptions {
  readonly words: readonly string[];
  readonly order?: SearchOrder;
  readonly categoryId?: number;
  /** Decoded with searchCursorKinds: [tier, ...order key]. */
  readonly cursor?: readonly string[];
  readonly limit?: number;
  /** Rows way 1 looks at (default WINDOW); tests make it tiny to exercise way 2. */
  readonly window?: number;
  /** Told as soon as it is known whether the page will carry `total` (true: its index pass is about
   *  to count every match); the first call counts. The first page's count (countMatches
   *  `totalComing`) waits for it rather than walking the newest rows for nothing. */
  readonly onTotal?: (coming: boolean) => void;
}

/** A search page; `total`: every match counted, when the text tier's index pass ran from its start. */
export type SearchPage = Page & { total?: number };

export async function searchArticles(db: Database, options: SearchOptions): Promise<SearchPage> {
  const limit = options.limit ?? PAGE_SIZE;
  const order = orderOf(options.order);
  const base = searchFilter(options.words, options.categoryId);
  const inTitle = matchAll(options.words, sql`${articles.searchTitle}`);
  const tiers: Array<{ tier: number; where: SQL | undefined; title: boolean }> = [
    { tier: 1, where: and(base, titleMatches(options.words)), title: true },
    { tier: 2, where: and(base, not(inTitle)), title: false },
  ];
  const startTier = options.cursor ? Number(options.cursor[0]) : 1;
  const records: Page['records'] = [];
  let last: { tier: number; key: readonly string[] } | null = null;
  let more = false;
  let total: number | undefined;
  let textOnlyInWindow: number | null = null;
  const filter = listFilter(options.categoryId);
  // A first page whose word the pair index says is rare or absent: that index answers it (few.ts).
  const candidates = textCandidates(options.words);
  if (
    !options.cursor &&
    candidates &&
    (await fewCandidates(db, { pairs: wordPairs(options.words), filter, candidates }))
  ) {
    options.onTotal?.(true);
    const answer = await bothTiersAndCount(db, {
      filter,
      matches: textMatches(options.words),
      inTitle,
      order,
      limit,
    });
    return { ...answer.page, total: answer.total };
  }
  for (const { tier, where, title } of tiers) {
    if (tier < startTier) continue;
    const room = limit - records.length;
    if (room === 0) {
      // The page filled up exactly in an earlier tier: one peek says whether this tier has more.
      more = (await listArticles(db, { where, order, limit: 1 })).records.length > 0;
      break;
    }
    const cursor = tier === startTier && options.cursor ? options.cursor.slice(1) : undefined;
    // The title tier's walk from the start counted the text tier's matches in the same window: too
    // few for this page means this walk would come back empty-handed (a rare or absent word).
    const walked: Walked | null =
      !title && !cursor && textOnlyInWindow !== null && textOnlyInWindow <= room
        ? null
        : await walk(db, {
            filter,
            words: options.words,
            title,
            order,
            cursor,
            limit: room,
            window: options.window ?? WINDOW,
          });
    if (title && !cursor) textOnlyInWindow = walked?.others ?? null;
    // A page from a walk, or a later page: this search makes no count.
    if (walked?.page || cursor) options.onTotal?.(false);
    let page: Page;
    if (walked?.page) page = walked.page;
    else if (title || cursor) page = await listArticles(db, { where, order, cursor, limit: room });
    else {
      // The text tier from its start through the character index: the same pass counts every match
      // (the count waits for it, countMatches `exact`), so a rare or absent word's candidates — every
      // article holding its characters — are rechecked once, not once for the page and again for the
      // count.
      options.onTotal?.(true);
      const counted = await textTierAndCount(db, { filter, words: options.words, order, limit: room });
      page = counted.page;
      total = counted.total;
    }
    records.push(...page.records);
    if (page.lastKey) last = { tier, key: page.lastKey };
    if (page.next !== null) {
      more = true;
      break;
    }
  }
  options.onTotal?.(false);
  return {
    records,
    next: more && last ? encodeCursor([String(last.tier), ...last.key]) : null,
    ...(total === undefined ? {} : { total }),
  };
}

/**
 * The text tier's first page (matches without every word in the title) and the number of ALL matches
 * (both tiers: the title is part of search_text), from one scan of the character index: the matches
 * are materialised once, then counted and the page taken from them. Always one row back, so an empty
 * result still carries its count.
 */
async function textTierAndCount(
  db: Database,
  o: { filter: SQL | undefined; words: readonly string[]; order: KeysetOrder; limit: number },
): Promise<{ page: Page; total: number }> {
  const keys = o.order.keys.map((k, i) => sql`${k} as ${sql.raw(`k${i}`)}`);
  const result = (await db.execute(sql`
    with m as materialized (
      select ${articles.id} as id, ${sql.join(keys, sql`, `)}, ${cursorColumn(o.order)} as cursor,
        ${matchAll(o.words, sql`${articles.searchTitle}`)} as in_title
      from ${articles}
      where ${and(o.filter, textMatches(o.words))})
    select c.total, p.id, p.cursor from (select count(*)::int as total from m) c
    left join lateral (
      select id, cursor from m where not in_title
      order by ${sql.join(
        o.order.keys.map((_, i) => sql.raw(`k${i} desc`)),
        sql`, `,
      )}
      limit ${o.limit + 1}) p on true`)) as unknown as {
    rows: Array<{ total: number; id: number | null; cursor: string[] }>;
  };
  const found = result.rows.filter(
    (r): r is { total: number; id: number; cursor: string[] } => r.id !== null,
  );
  return { page: await hydrate(db, toPage(found, o.limit)), total: Number(result.rows[0]?.total ?? 0) };
}

const listFilter = (categoryId?: number) =>
  and(listable(), categoryId === undefined ? undefined : eq(articles.categoryId, categoryId));

/** What a search may return: listable, in the category (if any), containing every word. */
export const searchFilter = (words: readonly string[], categoryId?: number) =>
  and(listFilter(categoryId), textMatches(words));

/** Rows the count walks (newest first) before it asks the character index instead. */
export const COUNT_WINDOW = 4000;

/**
 * How many articles match, counted up to COUNT_CAP (+1 to know there are more). Without words: along
 * the list order (its index, no text check). With words it does not wait for the page (the handler
 * runs both at once): first the newest COUNT_WINDOW rows, LIKE-filtered, stopping at COUNT_CAP + 1
 * matches — a word in ≥ 2.5 % of the articles is "100件以上" after a few thousand rows; otherwise the
 * character index counts exactly (few candidates).
 */
export async function countMatches(
  db: Database,
  o: {
    words?: readonly string[];
    categoryId?: number;
    window?: number;
    cap?: number;
    /** The page's own count of every match, if its index pass made one (SearchPage `total`): used
     *  instead of scanning the character index a second time. */
    exact?: () => Promise<number | undefined>;
    /** Whether the page will count every match (SearchOptions `onTotal`): then its count is taken
     *  and the newest rows are not walked (a rare or absent word: the walk would not settle it). */
    totalComing?: Promise<boolean>;
  },
) {
  const filter = listFilter(o.categoryId);
  const cap = o.cap ?? COUNT_CAP;
  const capped = (n: number) => ({ total: Math.min(n, cap), totalCapped: n > cap });
  if (o.words === undefined) return capped(await countUpTo(db, filter, cap));
  if (o.totalComing && (await o.totalComing)) {
    const exact = await o.exact?.();
    if (exact !== undefined) return capped(exact);
  }
  const text = sql`w.st`;
  const window = o.window ?? COUNT_WINDOW;
  const newest = sql.join(orderBy(NEW_ORDER), sql`, `);
  // The second branch (a row beyond the window?) runs only when the first did not reach the cap
  // (UNION ALL reads its branches in order and the outer LIMIT stops first); then, without such a
  // row, the window held every listed article (exact).
  const walked = (await db.execute(sql`
    select count(*) filter (where s = 0)::int as n, count(*) filter (where s = 1)::int as beyond from (
      (select 0 as s from (
        select ${articles.searchText} as st from ${articles}
        where ${filter} order by ${newest} limit ${window}) w
      where ${matchAll(o.words, text)}
      limit ${cap + 1})
      union all
      (select 1 from ${articles} where ${filter} order by ${newest} offset ${window} limit 1)
      limit ${cap + 1}) m`)) as unknown as { rows: Array<{ n: number; beyond: number }> };
  const { n, beyond } = walked.rows[0] ?? { n: 0, beyond: 1 };
  if (n > cap || beyond === 0) return capped(n);
  const exact = await o.exact?.();
  if (exact !== undefined) return capped(exact);
  return capped(await countUpTo(db, searchFilter(o.words, o.categoryId), cap));
}

async function countUpTo(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(articles)
    .where(where)
    .orderBy(...orderBy(NEW_ORDER))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(inner);
  return row?.n ?? 0;
}
