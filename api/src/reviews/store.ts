// Reviews: one per (article, buyer). Each write recomputes the article's rating columns (sum, count,
// average in hundredths) from the review rows in the same transaction, so they never drift; a 4–5★
// review also counts towards おすすめ, and the author gets a `review` notification.
import type { Review } from '@shirube/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, notifications, reviews, users } from '../db/schema';
import { trendBump } from '../articles/trend';
import { PAGE_SIZE } from '../articles/queries';
import { afterCursor, cursorColumn, orderBy, toPage, type KeysetOrder } from '../lists/keyset';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const REVIEW_ORDER: KeysetOrder = {
  keys: [sql`${reviews.createdAt}`, sql`${reviews.id}`],
  kinds: ['time', 'int'],
};

const columns = {
  review: reviews,
  user: {
    account: users.account,
    name: users.name,
    thumbnailUrl: users.thumbnailUrl,
    imageUrl: users.imageUrl,
  },
};
type Row = {
  review: typeof reviews.$inferSelect;
  user: { account: string; name: string; thumbnailUrl: string | null; imageUrl: string | null };
};

const present = (row: Row, viewerId: number | null): Review => ({
  id: row.review.id,
  point: row.review.point,
  body: row.review.body,
  createdAt: row.review.createdAt.toISOString(),
  updatedAt: row.review.updatedAt.toISOString(),
  user: {
    account: row.user.account,
    name: row.user.name,
    thumbnailUrl: row.user.thumbnailUrl ?? row.user.imageUrl,
  },
  isMine: viewerId !== null && row.review.userId === viewerId,
});

export async function hasReviewed(db: Database, userId: number, articleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.articleId, articleId), eq(reviews.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Newest first, keyset-paged. */
export async function listReviews(
  db: Database,
  articleId: number,
  cursor: readonly string[] | undefined,
  viewerId: number | null,
) {
  const rows = await db
    .select({ ...columns, cursor: cursorColumn(REVIEW_ORDER) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.articleId, articleId), cursor ? afterCursor(REVIEW_ORDER, cursor) : undefined))
    .orderBy(...orderBy(REVIEW_ORDER))
    .limit(PAGE_SIZE + 1);
  const page = toPage(rows, PAGE_SIZE);
  return { data: page.rows.map((r) => present(r, viewerId)), next: page.next };
}

export async function findOwnReview(db: Database | Tx, articleId: number, userId: number) {
  const [row] = await db
    .select(columns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.articleId, articleId), eq(reviews.userId, userId)))
    .limit(1);
  return row ? present(row, userId) : null;
}

async function recomputeRating(tx: Tx, articleId: number, bumpTrend: boolean) {
  await tx.execute(sql`update ${articles} set
      point_sum = s.total,
      reviews_count = s.n,
      average_point_centi = case when s.n = 0 then 0 else round(100.0 * s.total / s.n)::int end
    from (select coalesce(sum(${reviews.point}), 0)::int as total, count(*)::int as n
      from ${reviews} where ${reviews.articleId} = ${articleId}) as s
    where ${articles.id} = ${articleId}`);
  if (bumpTrend) {
    await tx
      .update(articles)
      .set({ trendScore: trendBump(new Date()) })
      .where(eq(articles.id, articleId));
  }
}

export interface ReviewWrite {
  readonly articleId: number;
  readonly userId: number;
  readonly point: number;
  readonly body: string;
}

/** null = this buyer already reviewed the article. */
export async function createReview(
  db: Database,
  input: ReviewWrite & { articleTitle: string; authorId: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ articleId: input.articleId, userId: input.userId, point: input.point, body: input.body })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!row) return null;
    await recomputeRating(tx, input.articleId, input.point >= 4);
    await tx.insert(notifications).values({
      userId: input.authorId,
      kind: 'review',
      articleId: input.articleId,
      body: `「${input.articleTitle}」に★${input.point}のレビューが届きました。`,
    });
    return findOwnReview(tx, input.articleId, input.userId);
  });
}

/** null = the viewer has no review of this article. */
export async function updateReview(db: Database, input: ReviewWrite) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ point: input.point, body: input.body, updatedAt: new Date() })
      .where(and(eq(reviews.articleId, input.articleId), eq(reviews.userId, input.userId)))
      .returning({ id: reviews.id });
    if (!row) return null;
    await recomputeRating(tx, input.articleId, false);
    return findOwnReview(tx, input.articleId, input.userId);
  });
}

/** The deleted review's id, or null when there was none. */
export async function deleteReview(db: Database, articleId: number, userId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(and(eq(reviews.articleId, articleId), eq(reviews.userId, userId)))
      .returning({ id: reviews.id });
    if (!row) return null;
    await recomputeRating(tx, articleId, false);
    return row.id;
  });
}
