// Article reads: one article with its tags, what a list may show, purchases of the viewer.
// The lists themselves are in ./lists.ts.
import { and, eq, isNull, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import {
  articles,
  articleTags,
  categories,
  magazineArticles,
  purchases,
  refunds,
  tags,
  users,
} from '../db/schema';
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

/**
 * THE paywall's ownership rule as SQL (issue 37): the time since which `buyer` may read an article's
 * paid part through a magazine — an unrefunded magazine purchase whose membership of the article
 * overlaps the ownership (@shirube/domain membershipOpensArticle: in it when bought, also if removed
 * later, or added afterwards). Index lookups only: magazine_articles_article, then purchases_magazine_user.
 * Used by purchasesOf (every channel) and the checkout's read (payments/buyable.ts).
 */
export const magazineAccessSince = (articleId: SQL | AnyColumn, buyer: SQL | Placeholder | number) =>
  sql<Date | null>`(select min(mp.created_at) from ${magazineArticles} ma
    join ${purchases} mp on mp.magazine_id = ma.magazine_id and mp.user_id = ${buyer}
      and mp.refunded_at is null
    where ma.article_id = ${articleId}
      and (ma.removed_at is null or ma.removed_at > mp.created_at))`;

/**
 * articleId → since when the viewer may read the paid part, among `articleIds`: their own purchase of
 * the article or a magazine that opened it (magazineAccessSince). ONE query for the page or the list;
 * a refunded purchase (article or magazine) no longer opens anything (issue 11).
 */
export async function purchasesOf(
  db: Database,
  userId: number | null,
  articleIds: number[],
): Promise<Map<number, Date>> {
  if (userId === null || articleIds.length === 0) return new Map();
  const ids = sql.join(
    articleIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.id as article_id, least(
      (select min(p.created_at) from ${purchases} p where p.user_id = ${userId}::int and p.article_id = a.id
        and not exists (select 1 from ${refunds} r where r.purchase_id = p.id)),
      ${magazineAccessSince(sql`a.id`, sql`${userId}::int`)}
    ) as since
    from ${articles} a where a.id in (${ids})`);
  const rows = (result as unknown as { rows: Array<{ article_id: number; since: string | Date | null }> })
    .rows;
  return new Map(
    rows.filter((r) => r.since !== null).map((r) => [Number(r.article_id), new Date(r.since as string)]),
  );
}
