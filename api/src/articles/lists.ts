// Article lists besides "newest": best rated, recommended, following feed, purchased. These page by
// offset (the `since` cursor is the offset of the next page) because their order is not (time, id).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, categories, follows, purchases, users } from '../db/schema';
import { listable, PAGE_SIZE, recordColumns } from './queries';
import type { ArticleRecord } from './visibility';

export interface Page {
  records: ArticleRecord[];
  next: string | null;
}

const base = (db: Database) =>
  db
    .select(recordColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId));

const toPage = (rows: ArticleRecord[], offset: number, limit: number): Page => ({
  records: rows.slice(0, limit),
  next: rows.length > limit ? String(offset + limit) : null,
});

const averagePoint = sql`case when ${articles.reviewsCount} > 0 then ${articles.pointSum}::float / ${articles.reviewsCount} else 0 end`;

export async function listHighRated(db: Database, offset: number, limit = PAGE_SIZE): Promise<Page> {
  const rows = await base(db)
    .where(listable())
    .orderBy(desc(averagePoint), desc(articles.reviewsCount), desc(articles.publishedAt), desc(articles.id))
    .limit(limit + 1)
    .offset(offset);
  return toPage(rows, offset, limit);
}

export async function listRecommended(db: Database, limit = 10): Promise<ArticleRecord[]> {
  return base(db)
    .where(listable())
    .orderBy(desc(articles.soldCount), desc(averagePoint), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

export async function listFollowing(
  db: Database,
  viewerId: number,
  offset: number,
  limit = PAGE_SIZE,
): Promise<Page> {
  const rows = await base(db)
    .where(
      and(
        listable(),
        sql`${articles.userId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`,
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit + 1)
    .offset(offset);
  return toPage(rows, offset, limit);
}

/** Bought articles stay listed for the buyer even if later unpublished (they paid for them). */
export async function listPurchased(
  db: Database,
  viewerId: number,
  offset: number,
  limit = PAGE_SIZE,
): Promise<Page> {
  const rows = await base(db)
    .innerJoin(purchases, and(eq(purchases.articleId, articles.id), eq(purchases.userId, viewerId)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit + 1)
    .offset(offset);
  return toPage(rows, offset, limit);
}

/** Every article of the author that is not deleted, most recently edited first. */
export async function listMine(
  db: Database,
  userId: number,
  offset: number,
  limit = PAGE_SIZE,
): Promise<Page> {
  const rows = await base(db)
    .where(and(eq(articles.userId, userId), isNull(articles.deletedAt)))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(limit + 1)
    .offset(offset);
  return toPage(rows, offset, limit);
}
