// THE purchase transaction (issue 3 step 6): one database transaction per paid order —
//   1. a limited article: conditional copy decrement (never beyond the limit; buyers queue on the row
//      lock); an unlimited one: its row only read, the sale appended to article_sale_events (no hot row),
//   2. the purchase row (unique per article + buyer) and the discount code's use (never beyond its limit),
//   3. ledger rows from calculateSale (sum 0), earnings pending until now + holdDays,
//   4. notifications: sales (author), sales_affiliate (affiliate), sold_out (author, last copy),
//   5. the order marked purchased (it is the idempotency record: (user, key) → this purchase).
// Works on PGlite (one connection; its transactions are serialised) and PostgreSQL (pg Pool). Inside,
// use `tx` only — on PGlite a query on `db` would wait for this very transaction.
import { calculateSale } from '@shirube/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import {
  affiliateAdditionalRates,
  articleSaleEvents,
  articles,
  discountCodes,
  notifications,
  paymentOrders,
  purchases,
} from '../db/schema';
import { trendBump } from '../articles/trend';
import { appendLedger, ledgerRowsFor } from '../ledger/entries';

export class PurchaseRejected extends Error {
  constructor(
    /** order_closed: the order is no longer `created` (the reconciler or another request settled it). */
    readonly code: 'sold_out' | 'already_purchased' | 'discount_code_used_up' | 'order_closed',
  ) {
    super(code);
    this.name = 'PurchaseRejected';
  }
}

const saleColumns = {
  authorId: articles.userId,
  title: articles.title,
  soldCount: articles.soldCount,
  salesCount: articles.salesCount,
  isSalesUnlimited: articles.isSalesUnlimited,
  affiliateRateBp: articles.affiliateRateBp,
};

/**
 * Step 1. A limited article: the conditional copy decrement on its row (never beyond the limit;
 * concurrent buyers queue on the row lock — at most N of them win). An unlimited one has no copy to
 * take, so its row is only read and the sale is appended to article_sale_events (folded into おすすめ
 * by purchases/sale-events.ts): many buyers of one hot article never wait on one row. null = sold out
 * (or deleted).
 */
async function takeCopy(tx: Database, articleId: number) {
  const [read] = await tx
    .select(saleColumns)
    .from(articles)
    .where(and(eq(articles.id, articleId), isNull(articles.deletedAt)));
  if (!read) return null;
  if (read.isSalesUnlimited) {
    await tx.insert(articleSaleEvents).values({ articleId });
    return read;
  }
  const [taken] = await tx
    .update(articles)
    // A sale also counts towards おすすめ (../articles/trend.ts).
    .set({ soldCount: sql`${articles.soldCount} + 1`, trendScore: trendBump(new Date()) })
    .where(
      and(
        eq(articles.id, articleId),
        isNull(articles.deletedAt),
        eq(articles.isSalesUnlimited, false),
        sql`${articles.soldCount} + 1 <= ${articles.salesCount}`,
      ),
    )
    .returning(saleColumns);
  return taken ?? null;
}

export interface PaidOrder {
  orderId: string;
  buyerId: number;
  articleId: number;
  /** Yen actually charged. */
  amount: number;
  /** The resolved referrer (see ./affiliate.ts), before the self-referral rule. */
  affiliateUserId: number | null;
  /** The discount code `amount` was priced with; one of its uses is taken here. */
  discountCodeId?: number | null;
}

export interface RecordedPurchase {
  purchaseId: number;
  split: ReturnType<typeof calculateSale>;
  soldOutNow: boolean;
}

export async function recordPurchase(
  db: Database,
  order: PaidOrder,
  terms: { platformFeeBp: number; holdDays: number; now: Date },
): Promise<RecordedPurchase> {
  const { platformFeeBp } = terms;
  // The seller share and the commission stay pending until the hold ends (issue 11).
  const availableAt = new Date(terms.now.getTime() + terms.holdDays * 86_400_000);
  return db.transaction(async (tx) => {
    // The order row first: whoever settles an order (this request, a retry, the reconciler) takes
    // its lock here; a second one finds it no longer `created` and records nothing.
    const [open] = await tx
      .update(paymentOrders)
      .set({ updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.orderId), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    if (!open) throw new PurchaseRejected('order_closed');
    const article = await takeCopy(tx, order.articleId);
    if (!article) throw new PurchaseRejected('sold_out');

    // Referring yourself (as buyer or as the author) earns nothing.
    const selfReferral =
      order.affiliateUserId === order.buyerId || order.affiliateUserId === article.authorId;
    const affiliateId = order.affiliateUserId !== null && !selfReferral ? order.affiliateUserId : null;
    const [purchase] = await tx
      .insert(purchases)
      .values({
        articleId: order.articleId,
        userId: order.buyerId,
        price: order.amount,
        affiliateUserId: affiliateId,
        discountCodeId: order.discountCodeId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    if (!purchase) throw new PurchaseRejected('already_purchased');
    if (order.discountCodeId != null) {
      // Expiry was checked when the order was priced; the use limit is a hard count checked here.
      const [use] = await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(
          and(
            eq(discountCodes.id, order.discountCodeId),
            or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`),
          ),
        )
        .returning({ id: discountCodes.id });
      if (!use) throw new PurchaseRejected('discount_code_used_up');
    }

    // The author's extra rate for this affiliator, as it stands at this purchase (spec §4).
    const [extra] =
      affiliateId === null
        ? []
        : await tx
            .select({ rateBp: affiliateAdditionalRates.rateBp })
            .from(affiliateAdditionalRates)
            .where(
              and(
                eq(affiliateAdditionalRates.articleId, order.articleId),
                eq(affiliateAdditionalRates.affiliateUserId, affiliateId),
              ),
            );
    const split = calculateSale({
      price: order.amount,
      platformFeeBp,
      affiliateRateBp: article.affiliateRateBp,
      additionalAffiliateRateBp: extra?.rateBp ?? 0,
      hasAffiliate: affiliateId !== null,
    });
    await appendLedger(
      tx,
      ledgerRowsFor(
        purchase.id,
        { buyerId: order.buyerId, sellerId: article.authorId, affiliateId },
        split,
        availableAt,
      ),
    );

    const soldOutNow = !article.isSalesUnlimited && article.soldCount >= article.salesCount;
    const notes: Array<typeof notifications.$inferInsert> = [
      {
        userId: article.authorId,
        kind: 'sales',
        articleId: order.articleId,
        body: `「${article.title}」が購入されました。`,
      },
    ];
    if (affiliateId !== null && split.affiliateCommission > 0) {
      notes.push({
        userId: affiliateId,
        kind: 'sales_affiliate',
        articleId: order.articleId,
        body: `あなたの紹介リンクから「${article.title}」が購入されました。`,
      });
    }
    if (soldOutNow) {
      notes.push({
        userId: article.authorId,
        kind: 'sold_out',
        articleId: order.articleId,
        body: `「${article.title}」が売り切れました。`,
      });
    }
    await tx.insert(notifications).values(notes);

    await tx
      .update(paymentOrders)
      .set({
        status: 'purchased',
        purchaseId: purchase.id,
        errorCode: null,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(eq(paymentOrders.id, order.orderId));
    return { purchaseId: purchase.id, split, soldOutNow };
  });
}
