// Article reads: one article with its tags, what a list may show, purchases of the viewer.
// The lists themselves are in ./lists.ts.
import { and, eq, inArray, isNull, lte, notExists, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { articles, articleTags, categories, purchases, refunds, tags, users } from '../db/schema';
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

/** A list card's columns (ListRecord): a page of 20 read 9.8 of its 28 KB for nothing with every
 *  column (search_text, search_title, …). The body stays: the teaser is cut from its free part. */
export const listColumns = {
  article: {
    id: articles.id,
    userId: articles.userId,
    title: articles.title,
    body: articles.body,
    payArticleLine: articles.payArticleLine,
    eyecatchImagePath: articles.eyecatchImagePath,
    price: articles.price,
    discountedPrice: articles.discountedPrice,
    salesCount: articles.salesCount,
    soldCount: articles.soldCount,
    reservedCount: articles.reservedCount,
    isSalesUnlimited: articles.isSalesUnlimited,
    affiliateRateBp: articles.affiliateRateBp,
    affiliatableOnlyPurchaser: articles.affiliatableOnlyPurchaser,
    pointSum: articles.pointSum,
    reviewsCount: articles.reviewsCount,
    publishedAt: articles.publishedAt,
    status: articles.status,
    inspectStatus: articles.inspectStatus,
    updatedAt: articles.updatedAt,
  },
  author: recordColumns.author,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
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

/** Published (an approved live version; a re-publication under review keeps it), not deleted, publish
 *  time reached: what a list may show anyone.
 *  `now` is a placeholder in prepared queries (an ISO string is bound at execution). */
export const listable = (now: Date | Placeholder = new Date()) =>
  and(eq(articles.status, 'published'), isNull(articles.deletedAt), lte(articles.publishedAt, now));

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
    .where(
      and(
        eq(purchases.userId, userId),
        inArray(purchases.articleId, articleIds),
        // A refunded purchase no longer opens the paid part (issue 11).
        notExists(
          db
            .select({ one: sql`1` })
            .from(refunds)
            .where(eq(refunds.purchaseId, purchases.id)),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.articleId, r.createdAt]));
}
