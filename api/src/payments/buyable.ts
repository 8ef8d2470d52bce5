// Spec §4 purchase availability, server side: the one read of the purchase path and its rules.
import { purchaseBlocker, type PurchaseBlocker } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import { magazineAccessSince, recordColumns } from '../articles/queries';
import { availableCopies, visibilityError, type ArticleRecord } from '../articles/visibility';
import type { UserRow } from '../auth/tokens';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import {
  articles,
  articleTags,
  categories,
  paymentCards,
  paymentOrders,
  purchases,
  tags,
  users,
} from '../db/schema';
import type { OrderRow } from './orders';
import {
  adminCannotBuy,
  alreadyPurchased,
  freeArticle,
  ownArticle,
  readableViaMagazine,
  soldOut,
} from '../purchases/errors';

function blockedError(blocker: PurchaseBlocker) {
  if (blocker === 'own_article') return ownArticle();
  if (blocker === 'admin') return adminCannotBuy();
  if (blocker === 'free') return freeArticle();
  if (blocker === 'purchased') return alreadyPurchased();
  if (blocker === 'in_magazine') return readableViaMagazine();
  return soldOut();
}

// The purchase path's one read (issue 9 item 5: every round trip counts on a hot article), one prepared
// statement: the article record as loadArticle answers it (../articles/queries.ts) with its tags, when
// this buyer bought it (purchasesOf's rule: a refunded purchase does not count — refunded_at, the column
// the unique index purchases_article_user leaves out, so a refunded buyer may buy again), the buyer's stored
// card (cards.ts findCard) and the order of this Idempotency-Key (orders.ts findOrderByKey).
const purchaseView = preparedQuery('purchase_view', (db) =>
  db
    .select({
      ...recordColumns,
      tags: sql<string[]>`coalesce((select array_agg(${tags.name}) from ${articleTags}
        join ${tags} on ${tags.id} = ${articleTags.tagId} where ${articleTags.articleId} = ${articles.id}), '{}')`,
      purchasedAt: sql<Date | null>`(select ${purchases.createdAt} from ${purchases}
        where ${purchases.articleId} = ${articles.id} and ${purchases.userId} = ${sql.placeholder('buyer')}
          and ${purchases.refundedAt} is null)`.mapWith(purchases.createdAt),
      // The paywall's magazine rule (issue 37): an article already open through a magazine is not sold again.
      magazineAt: magazineAccessSince(articles.id, sql.placeholder('buyer')).mapWith(purchases.createdAt),
      heldByBuyer: sql<number>`(select count(*)::int from ${paymentOrders} held
        where held.article_id = ${articles.id} and held.user_id = ${sql.placeholder('buyer')}
          and held.reserved and held.status in ('created', 'pending'))`.mapWith(Number),
      card: paymentCards,
      earlier: paymentOrders,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(paymentCards, eq(paymentCards.userId, sql.placeholder('buyer')))
    .leftJoin(
      paymentOrders,
      and(
        eq(paymentOrders.userId, sql.placeholder('buyer')),
        eq(paymentOrders.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1),
);

export interface PurchaseView {
  readonly record: ArticleRecord;
  readonly purchasedAt: Date | null;
  /** Since when a magazine the buyer bought opens this article (null: none does). */
  readonly magazineAt: Date | null;
  readonly card: typeof paymentCards.$inferSelect | null;
  readonly earlier: OrderRow | null;
  /** 1 when this buyer's own open order (an unanswered 3-D Secure challenge) holds a copy. */
  readonly heldByBuyer: number;
}

/** null = no such article (the caller then asks for the card and the order on their own). */
export async function readPurchaseView(
  db: Database,
  buyerId: number,
  articleId: number,
  key: string,
): Promise<PurchaseView | null> {
  const [row] = await purchaseView(db).execute({ id: articleId, buyer: buyerId, key });
  if (!row) return null;
  const { purchasedAt, magazineAt, card, earlier, heldByBuyer, ...record } = row;
  return { record, purchasedAt, magazineAt, card, earlier, heldByBuyer };
}

/** Spec §4 purchase availability, server side. */
export function assertBuyable(buyer: UserRow, view: PurchaseView): ArticleRecord {
  const { record, purchasedAt, magazineAt, heldByBuyer } = view;
  const hidden = visibilityError(record, { user: buyer, purchasedAt: purchasedAt ?? magazineAt });
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
    isReadableViaMagazine: magazineAt !== null,
    // Copies other buyers' open orders hold are not for sale (one the buyer's own challenge holds is: the
    // new attempt replaces it).
    availableSalesCount: availableCopies(a, heldByBuyer),
    isSalesUnlimited: a.isSalesUnlimited,
  });
  if (blocker) throw blockedError(blocker);
  return record;
}
