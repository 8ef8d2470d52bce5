// THE purchase transaction (issue 3 step 6): one database transaction per paid order —
//   1. a limited article: the copy the order reserved before its charge becomes a sold one (issue 21:
//      reserved −1, sold +1); an order without a reservation takes a copy conditionally (never beyond
//      the limit counting others' reservations; buyers queue on the row lock); an unlimited one: its row
//      only read, the sale appended to article_sale_events (no hot row),
//   2. the purchase row (unique per article + buyer) and the discount code's use (never beyond its limit),
//   3. ledger rows from calculateSale (sum 0), earnings pending until now + holdDays,
//   4. notifications: sales (author), sales_affiliate (affiliate), sold_out (author, last copy),
//   5. the order marked purchased (it is the idempotency record: (user, key) → this purchase),
//   6. its mails queued in purchase_mail_outbox (sent after the commit by ./mail-outbox.ts).
// Works on PGlite (one connection; its transactions are serialised) and PostgreSQL (pg Pool). Inside,
// use `tx` only — on PGlite a query on `db` would wait for this very transaction.
import { calculateSale } from '@shirube/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { affiliateAdditionalRates, articleSaleEvents, articles, paymentOrders } from '../db/schema';
import { trendBump } from '../articles/trend';
import { ledgerRowsFor } from '../ledger/entries';
import { writeSale, type Note } from './sale-statement';
import type { PaidOrder, SaleArticle } from './sale-types';

export type { PaidOrder, SaleArticle } from './sale-types';

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
 * The order claim and step 1 for an unlimited article in ONE statement (issue 9 item 5: round trips are
 * the cost of a hot purchase): the order row is taken (`created` → lock, updated_at), the article read
 * only when the claim succeeded, and for an unlimited one its sale appended to article_sale_events (no
 * hot row: folded into おすすめ by purchases/sale-events.ts). claimed false = order_closed; article null
 * = deleted.
 */
async function claimOrderAndRead(tx: Database, orderId: string, articleId: number, now: Date) {
  const result = (await tx.execute(sql`
    with claimed as (
      update ${paymentOrders} set updated_at = ${now.toISOString()}::timestamptz
      where id = ${orderId} and status = 'created' returning id, reserved
    ), a as (
      select user_id, title, sold_count, sales_count, is_sales_unlimited, affiliate_rate_bp from ${articles}
      where id = ${articleId}::int and deleted_at is null and exists (select 1 from claimed)
    ), event as (
      insert into ${articleSaleEvents} (article_id) select ${articleId}::int from a where a.is_sales_unlimited
    )
    select (select count(*)::int from claimed) as claimed, (select bool_or(reserved) from claimed) as reserved,
      a.* from (select 1) one left join a on true`)) as unknown as {
    rows: unknown[];
  };
  const row = result.rows[0] as Record<string, unknown>;
  const article: SaleArticle | null =
    row.user_id == null
      ? null
      : {
          authorId: Number(row.user_id),
          title: String(row.title),
          soldCount: Number(row.sold_count),
          salesCount: Number(row.sales_count),
          isSalesUnlimited: Boolean(row.is_sales_unlimited),
          affiliateRateBp: Number(row.affiliate_rate_bp),
        };
  return { claimed: Number(row.claimed) > 0, reserved: row.reserved === true, article };
}

/**
 * Step 1 for a limited article. `reserved`: the copy the order reserved before its charge
 * (payments/orders.ts openOrder) is converted — reserved −1, sold +1. Otherwise (an order opened while
 * the article was unlimited) a conditional take that counts others' reservations. Never beyond the
 * limit; concurrent buyers queue on the row lock. null = sold out (or deleted).
 */
async function takeLimitedCopy(
  tx: Database,
  articleId: number,
  reserved: boolean,
  now: Date,
): Promise<SaleArticle | null> {
  const [taken] = await tx
    .update(articles)
    // A sale also counts towards おすすめ (../articles/trend.ts).
    .set({
      soldCount: sql`${articles.soldCount} + 1`,
      trendScore: trendBump(now),
      ...(reserved ? { reservedCount: sql`${articles.reservedCount} - 1` } : {}),
    })
    .where(
      and(
        eq(articles.id, articleId),
        isNull(articles.deletedAt),
        eq(articles.isSalesUnlimited, false),
        reserved
          ? sql`${articles.soldCount} + 1 <= ${articles.salesCount}`
          : sql`${articles.soldCount} + ${articles.reservedCount} + 1 <= ${articles.salesCount}`,
      ),
    )
    .returning(saleColumns);
  return taken ?? null;
}

/** A copy reserved while the article was limited, sold now that it is unlimited: give it back. */
async function dropReservation(tx: Database, articleId: number): Promise<void> {
  await tx
    .update(articles)
    .set({ reservedCount: sql`${articles.reservedCount} - 1` })
    .where(eq(articles.id, articleId));
}

export interface RecordedPurchase {
  purchaseId: number;
  /** The purchase row's created_at (what the visibility gate compares). */
  purchasedAt: Date | null;
  /** The article's sold copies after this sale (limited articles; unchanged for unlimited ones). */
  soldCount: number;
  split: ReturnType<typeof calculateSale>;
  soldOutNow: boolean;
}

export async function recordPurchase(
  db: Database,
  order: PaidOrder,
  terms: SaleTerms,
  /** The article as the caller read it before charging (checkout): allows the one-statement path. */
  expected?: SaleArticle,
): Promise<RecordedPurchase> {
  // The hot case — an unlimited article, no referrer, no discount code — as ONE statement when the
  // article is still what checkout read (see ./sale-statement.ts); otherwise the transaction below.
  if (
    expected?.isSalesUnlimited &&
    order.affiliateUserId === null &&
    (order.discountCodeId ?? null) === null
  ) {
    const done = await recordInOneStatement(db, order, expected, terms);
    if (done) return done;
  }
  return db.transaction(async (tx) => {
    // The order row first: whoever settles an order (this request, a retry, the reconciler) takes
    // its lock here; a second one finds it no longer `created` and records nothing.
    const claim = await claimOrderAndRead(tx, order.orderId, order.articleId, new Date());
    if (!claim.claimed) throw new PurchaseRejected('order_closed');
    if (claim.reserved && claim.article?.isSalesUnlimited) await dropReservation(tx, order.articleId);
    const article =
      claim.article && !claim.article.isSalesUnlimited
        ? await takeLimitedCopy(tx, order.articleId, claim.reserved, new Date())
        : claim.article;
    if (!article) throw new PurchaseRejected('sold_out');

    // Referring yourself (as buyer or as the author) earns nothing.
    const selfReferral =
      order.affiliateUserId === order.buyerId || order.affiliateUserId === article.authorId;
    const affiliateId = order.affiliateUserId !== null && !selfReferral ? order.affiliateUserId : null;
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
    const { split, ledger, notes, soldOutNow } = saleParts(
      order,
      article,
      affiliateId,
      extra?.rateBp ?? 0,
      terms,
    );
    const written = await writeSale(tx, { order, affiliateId, ledger, notes, now: new Date() }, null);
    if (written.purchaseId === null) throw new PurchaseRejected('already_purchased');
    if (!written.codeUsed) throw new PurchaseRejected('discount_code_used_up');
    return recorded(written.purchaseId, written.purchasedAt, article, split, soldOutNow);
  });
}

export interface SaleTerms {
  platformFeeBp: number;
  holdDays: number;
  now: Date;
}

/** Steps 3–4 in memory: the split (calculateSale), its balanced ledger rows, the notifications. */
function saleParts(
  order: PaidOrder,
  article: SaleArticle,
  affiliateId: number | null,
  extraRateBp: number,
  terms: SaleTerms,
) {
  // The seller share and the commission stay pending until the hold ends (issue 11).
  const availableAt = new Date(terms.now.getTime() + terms.holdDays * 86_400_000);
  const split = calculateSale({
    price: order.amount,
    platformFeeBp: terms.platformFeeBp,
    affiliateRateBp: article.affiliateRateBp,
    additionalAffiliateRateBp: extraRateBp,
    hasAffiliate: affiliateId !== null,
  });
  // Balanced (sum 0) before the purchase id exists; the write statement gives them that id.
  const ledger = ledgerRowsFor(
    0,
    { buyerId: order.buyerId, sellerId: article.authorId, affiliateId },
    split,
    availableAt,
  );
  const soldOutNow = !article.isSalesUnlimited && article.soldCount >= article.salesCount;
  const notes: Note[] = [
    { userId: article.authorId, kind: 'sales', body: `「${article.title}」が購入されました。` },
  ];
  if (affiliateId !== null && split.affiliateCommission > 0) {
    notes.push({
      userId: affiliateId,
      kind: 'sales_affiliate',
      body: `あなたの紹介リンクから「${article.title}」が購入されました。`,
    });
  }
  if (soldOutNow) {
    notes.push({
      userId: article.authorId,
      kind: 'sold_out',
      body: `「${article.title}」が売り切れました。`,
    });
  }
  return { split, ledger, notes, soldOutNow };
}

/**
 * The whole purchase transaction as one statement (atomic by itself): the order row locked while
 * `created`, the article matched against what checkout read (not deleted, unlimited, same author and
 * title), then steps 2–6. null = the article changed since: the caller runs the transaction instead.
 */
async function recordInOneStatement(
  db: Database,
  order: PaidOrder,
  article: SaleArticle,
  terms: SaleTerms,
): Promise<RecordedPurchase | null> {
  const { split, ledger, notes, soldOutNow } = saleParts(order, article, null, 0, terms);
  const now = new Date();
  const written = await writeSale(db, { order, affiliateId: null, ledger, notes, now }, article);
  if (!written.claimed) throw new PurchaseRejected('order_closed');
  if (!written.matched) return null;
  if (written.purchaseId === null) throw new PurchaseRejected('already_purchased');
  return recorded(written.purchaseId, written.purchasedAt, article, split, soldOutNow);
}

/** The answer of both write paths: the written purchase and what the sale computed. */
function recorded(
  purchaseId: RecordedPurchase['purchaseId'],
  purchasedAt: RecordedPurchase['purchasedAt'],
  article: SaleArticle,
  split: RecordedPurchase['split'],
  soldOutNow: boolean,
): RecordedPurchase {
  return { purchaseId, purchasedAt, soldCount: article.soldCount, split, soldOutNow };
}
