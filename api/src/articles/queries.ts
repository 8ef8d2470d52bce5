// Article reads: one article with its tags, what a list may show, purchases of the viewer.
// The lists themselves are in ./lists.ts.
import { and, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, articleTags, categories, purchases, tags, users } from '../db/schema';
import type { ArticleRecord } from './visibility';

export const PAGE_SIZE = 20;

export const recordColumns = {
  article: articles,
  author: {
    id: users.id,
    account: users.account,
    name: users.name,
    imageUrl: users.imageUrl,
    thumbnailUrl: users.thumbnailUrl,
  },
  category: categories,
};

export async function loadArticle(db: Database, id: number): Promise<ArticleRecord | null> {
  const rows = await db
    .select(recordColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(eq(articles.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const tagRows = await db
    .select({ name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, id));
  return { ...row, tags: tagRows.map((t) => t.name) };
}

/** Published, not under review, not deleted, publish time reached: what a list may show anyone. */
export const listable = () =>
  and(
    eq(articles.status, 'published'),
    ne(articles.inspectStatus, 'review'),
    isNull(articles.deletedAt),
    lte(articles.publishedAt, new Date()),
  );

/** articleId → purchase time, for the viewer's purchases among `articleIds`. */
export async function purchasesOf(
  db: Database,
  userId: number | null,
  articleIds: number[],
): Promise<Map<number, Date>> {
  if (userId === null || articleIds.length === 0) return new Map();
  const rows = await db
    .select({ articleId: purchases.articleId, createdAt: purchases.createdAt })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.articleId, articleIds)));
  return new Map(rows.map((r) => [r.articleId, r.createdAt]));
}
