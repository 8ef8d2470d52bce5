// Article reads. Listing order: newest published first, ties by id; the cursor `since` is the id of
// the last article of the previous page (compared on the exact stored (published_at, id) pair).
import { and, desc, eq, inArray, isNull, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
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

const articleById = preparedQuery('article_by_id', (db) =>
  db
    .select(recordColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1),
);

const tagsOfArticle = preparedQuery('tags_of_article', (db) =>
  db
    .select({ name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, sql.placeholder('id'))),
);

export async function loadArticle(db: Database, id: number): Promise<ArticleRecord | null> {
  const rows = await articleById(db).execute({ id });
  const row = rows[0];
  if (!row) return null;
  const tagRows = await tagsOfArticle(db).execute({ id });
  return { ...row, tags: tagRows.map((t) => t.name) };
}

/** Published, not under review, not deleted, publish time reached: what a list may show anyone.
 *  `now` is a placeholder in prepared queries (an ISO string is bound at execution). */
export const listable = (now: Date | Placeholder = new Date()) =>
  and(
    eq(articles.status, 'published'),
    ne(articles.inspectStatus, 'review'),
    isNull(articles.deletedAt),
    lte(articles.publishedAt, now),
  );

/** One prepared query per shape of listPublished (author filter, cursor). */
const publishedPage = (byUser: boolean, afterCursor: boolean) =>
  preparedQuery(`articles_published${byUser ? '_by_user' : ''}${afterCursor ? '_since' : ''}`, (db) => {
    const conditions: Array<SQL | undefined> = [listable(sql.placeholder('now'))];
    if (byUser) conditions.push(eq(articles.userId, sql.placeholder('userId')));
    if (afterCursor) {
      conditions.push(
        sql`(${articles.publishedAt}, ${articles.id}) < (select c.published_at, c.id from articles c where c.id = ${sql.placeholder('since')})`,
      );
    }
    return db
      .select(recordColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.userId))
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .where(and(...conditions))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(sql.placeholder('limit'));
  });
const publishedPages = [
  [publishedPage(false, false), publishedPage(false, true)],
  [publishedPage(true, false), publishedPage(true, true)],
] as const;

export async function listPublished(
  db: Database,
  options: { since?: number; userId?: number; limit?: number },
): Promise<{ records: ArticleRecord[]; next: string | null }> {
  const limit = options.limit ?? PAGE_SIZE;
  const query = publishedPages[options.userId !== undefined ? 1 : 0][options.since !== undefined ? 1 : 0];
  const rows = await query(db).execute({
    now: new Date().toISOString(),
    userId: options.userId,
    since: options.since,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const next = rows.length > limit ? String(page[page.length - 1]!.article.id) : null;
  return { records: page, next };
}

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
