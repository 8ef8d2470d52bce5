// Article lists. Each is one ordered query over an index that matches its order, paged by keyset
// (../lists/keyset.ts): newest, best rated, by category, by author, following feed, purchased, mine,
// and おすすめ (./trend.ts). `since` is always the opaque cursor of the previous page.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { articles, categories, purchases, users } from '../db/schema';
import { afterCursor, cursorColumn, orderBy, toPage, type KeysetOrder } from '../lists/keyset';
import { listable, listColumns, PAGE_SIZE } from './queries';
import type { ListRecord } from './visibility';

export interface Page {
  records: ListRecord[];
  next: string | null;
  /** The order key of the page's last record (search builds its own cursor from it). */
  lastKey?: readonly string[];
}

/** 新着: newest published first. */
export const NEW_ORDER: KeysetOrder = {
  keys: [sql`${articles.publishedAt}`, sql`${articles.id}`],
  kinds: ['time', 'int'],
};
/** 人気 (fav): best average rating, then more reviews, then newest. Unrated articles come last. */
export const FAV_ORDER: KeysetOrder = {
  keys: [
    sql`${articles.averagePointCenti}`,
    sql`${articles.reviewsCount}`,
    sql`${articles.publishedAt}`,
    sql`${articles.id}`,
  ],
  kinds: ['int', 'int', 'time', 'int'],
};
export const TREND_ORDER: KeysetOrder = {
  keys: [sql`${articles.trendScore}`, sql`${articles.id}`],
  kinds: ['float', 'int'],
};
export const PURCHASED_ORDER: KeysetOrder = {
  keys: [sql`${purchases.createdAt}`, sql`${purchases.id}`],
  kinds: ['time', 'int'],
};
export const MINE_ORDER: KeysetOrder = {
  keys: [sql`${articles.updatedAt}`, sql`${articles.id}`],
  kinds: ['time', 'int'],
};

export interface ListOptions {
  readonly where: SQL | undefined;
  readonly order: KeysetOrder;
  readonly cursor?: readonly string[];
  readonly limit?: number;
  /** Purchased list: join the viewer's purchases (their order is the list's order). */
  readonly boughtBy?: number;
}

/**
 * One page of articles in `order`, after `cursor`. Two statements: the page's ids and keys from
 * `articles` alone (ordered, limited — the planner can walk an index and stop), then the rows with
 * their author and category. Joining first would make PostgreSQL join every match before sorting.
 */
export async function listArticles(db: Database, options: ListOptions): Promise<Page> {
  const limit = options.limit ?? PAGE_SIZE;
  const base = db.select({ id: articles.id, cursor: cursorColumn(options.order) }).from(articles);
  const query =
    options.boughtBy === undefined
      ? base
      : base.innerJoin(
          purchases,
          // Unrefunded only: a buyer who bought again after a refund has two rows (issue 21).
          and(
            eq(purchases.articleId, articles.id),
            eq(purchases.userId, options.boughtBy),
            isNull(purchases.refundedAt),
          ),
        );
  const keys = await query
    .where(and(options.where, options.cursor ? afterCursor(options.order, options.cursor) : undefined))
    .orderBy(...orderBy(options.order))
    .limit(limit + 1);
  return hydrate(db, toPage(keys, limit));
}

// One statement for every page size (`= any($1)` with the ids as one array parameter), prepared once:
// building the SQL and mapping the rows per request was half of a list request's CPU (bench/api-read).
export const articlesByIdsQuery = (db: Database) =>
  db
    .select(listColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(sql`${articles.id} = any(${sql.placeholder('ids')})`);
const articlesByIds = preparedQuery('articles_by_ids', articlesByIdsQuery);

/** A page of (id, key) rows as article records, in the page's order. */
export async function hydrate(
  db: Database,
  page: { rows: ReadonlyArray<{ id: number; cursor: string[] }>; next: string | null },
): Promise<Page> {
  const ids = page.rows.map((k) => k.id);
  const rows = ids.length === 0 ? [] : await articlesByIds(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.article.id, r]));
  return {
    records: ids.flatMap((id) => byId.get(id) ?? []),
    next: page.next,
    lastKey: page.rows[page.rows.length - 1]?.cursor,
  };
}

export type Cursor = readonly string[] | undefined;

export const listNew = (db: Database, cursor: Cursor, userId?: number) =>
  listArticles(db, {
    where: and(listable(), userId === undefined ? undefined : eq(articles.userId, userId)),
    order: NEW_ORDER,
    cursor,
  });

export const listHighRated = (db: Database, cursor: Cursor, userId?: number) =>
  listArticles(db, {
    where: and(listable(), userId === undefined ? undefined : eq(articles.userId, userId)),
    order: FAV_ORDER,
    cursor,
  });

// The フォロー中 feed: ./following.ts.

/** Bought articles stay listed for the buyer even if later unpublished (they paid for them). */
export const listPurchased = (db: Database, viewerId: number, cursor: Cursor) =>
  listArticles(db, { where: undefined, order: PURCHASED_ORDER, cursor, boughtBy: viewerId });

/** Every article of the author that is not deleted, most recently edited first. */
export const listMine = (db: Database, userId: number, cursor: Cursor) =>
  listArticles(db, {
    where: and(eq(articles.userId, userId), isNull(articles.deletedAt)),
    order: MINE_ORDER,
    cursor,
  });
