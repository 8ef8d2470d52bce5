// "Viewed" history: the last time the signed-in user opened each article.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, articleViews, categories, users } from '../db/schema';
import { listable, listColumns } from '../articles/queries';
import type { ListRecord } from '../articles/visibility';

export async function recordView(db: Database, userId: number, articleId: number): Promise<void> {
  await db
    .insert(articleViews)
    .values({ userId, articleId })
    .onConflictDoUpdate({
      target: [articleViews.userId, articleViews.articleId],
      set: { viewedAt: sql`now()` },
    });
}

/** Only articles still listable: a viewed article that went back to review or draft drops out. */
export async function listViewed(db: Database, userId: number, size: number): Promise<ListRecord[]> {
  return db
    .select(listColumns)
    .from(articleViews)
    .innerJoin(articles, eq(articles.id, articleViews.articleId))
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articleViews.userId, userId), listable()))
    .orderBy(desc(articleViews.viewedAt), desc(articles.id))
    .limit(size);
}
