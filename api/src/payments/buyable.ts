// Spec §4 purchase availability, server side: the one read of the purchase path and its rules.
import { purchaseBlocker, type PurchaseBlocker } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import { recordColumns } from '../articles/queries';
import { visibilityError, type ArticleRecord } from '../articles/visibility';
import type { UserRow } from '../auth/tokens';
import { notFound } from '../auth/errors';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { articles, articleTags, categories, purchases, refunds, tags, users } from '../db/schema';
import { adminCannotBuy, alreadyPurchased, freeArticle, ownArticle, soldOut } from '../purchases/errors';

function blockedError(blocker: PurchaseBlocker) {
  if (blocker === 'own_article') return ownArticle();
  if (blocker === 'admin') return adminCannotBuy();
  if (blocker === 'free') return freeArticle();
  if (blocker === 'purchased') return alreadyPurchased();
  return soldOut();
}

// The purchase path's one read (issue 9 item 5: every round trip counts on a hot article): the article
// record as loadArticle answers it (../articles/queries.ts), its tags, and when this buyer bought it
// (purchasesOf's rule: a refunded purchase does not count) — one prepared statement.
const buyableArticle = preparedQuery('buyable_article', (db) =>
  db
    .select({
      ...recordColumns,
      tags: sql<string[]>`coalesce((select array_agg(${tags.name}) from ${articleTags}
        join ${tags} on ${tags.id} = ${articleTags.tagId} where ${articleTags.articleId} = ${articles.id}), '{}')`,
      purchasedAt: sql<Date | null>`(select ${purchases.createdAt} from ${purchases}
        where ${purchases.articleId} = ${articles.id} and ${purchases.userId} = ${sql.placeholder('buyer')}
          and not exists (select 1 from ${refunds} where ${refunds.purchaseId} = ${purchases.id}))`.mapWith(
        purchases.createdAt,
      ),
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1),
);

/** Spec §4 purchase availability, server side. */
export async function assertBuyable(db: Database, buyer: UserRow, articleId: number): Promise<ArticleRecord> {
  const [row] = await buyableArticle(db).execute({ id: articleId, buyer: buyer.id });
  if (!row) throw notFound('The article does not exist');
  const { purchasedAt, ...record } = row;
  const hidden = visibilityError(record, { user: buyer, purchasedAt });
  if (hidden) throw hidden;
  const a = record.article;
  // The page's rule (@shirube/domain purchaseBlocker). Sold out is a cheap early answer; the conditional
  // UPDATE in recordPurchase is what really guarantees it.
  const blocker = purchaseBlocker({
    price: a.price,
    discountedPrice: a.discountedPrice,
    isOwner: a.userId === buyer.id,
    isAdmin: buyer.isAdmin,
    isPurchased: purchasedAt !== null,
    availableSalesCount: a.salesCount - a.soldCount,
    isSalesUnlimited: a.isSalesUnlimited,
  });
  if (blocker) throw blockedError(blocker);
  return record;
}
