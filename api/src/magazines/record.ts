// The purchase transaction of a magazine (issue 37): the article's one (purchases/record.ts) without
// copies — a magazine has no limit, code or extra affiliate rate. ONE transaction per paid order:
//   1. the order claimed (`created` → its row locked: whoever settles it first records, the rest find
//      it closed),
//   2. the purchase row, item_kind 'magazine' (unique per magazine + buyer among unrefunded rows),
//   3. ledger rows from calculateSale with the magazine's rate (sum 0), earnings pending until the hold ends,
//   4. notifications: sales (author), sales_affiliate (referrer),
//   5. the order marked purchased (the idempotency record), its mails queued in purchase_mail_outbox.
// What the purchase opens is the paywall's business (articles/queries.ts magazineAccessSince).
import { calculateSale } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import {
  magazines,
  magazineShareLinks,
  notifications,
  paymentOrders,
  purchaseMailOutbox,
  purchases,
} from '../db/schema';
import { appendLedger, ledgerRowsFor } from '../ledger/entries';
import type { OrderRow } from '../payments/orders';
import { PurchaseRejected, type RecordedPurchase, type SaleTerms } from '../purchases/record';

/** A magazine referral code's user; a code of another magazine, or an unknown one, means no referrer. */
export async function resolveMagazineAffiliate(
  db: Database,
  code: string | null | undefined,
  magazineId: number,
): Promise<number | null> {
  if (!code) return null;
  const [link] = await db
    .select({ userId: magazineShareLinks.userId })
    .from(magazineShareLinks)
    .where(and(eq(magazineShareLinks.code, code), eq(magazineShareLinks.magazineId, magazineId)))
    .limit(1);
  return link?.userId ?? null;
}

export async function recordMagazinePurchase(
  db: Database,
  order: OrderRow,
  affiliateUserId: number | null,
  terms: SaleTerms,
): Promise<RecordedPurchase> {
  const magazineId = order.magazineId!;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentOrders)
      .set({ updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    if (!claimed) throw new PurchaseRejected('order_closed');
    const [magazine] = await tx
      .select({
        authorId: magazines.userId,
        title: magazines.title,
        affiliateRateBp: magazines.affiliateRateBp,
      })
      .from(magazines)
      .where(eq(magazines.id, magazineId));
    if (!magazine) throw new PurchaseRejected('sold_out');
    // Referring yourself (as buyer or as the author) earns nothing.
    const affiliateId =
      affiliateUserId !== null && affiliateUserId !== order.userId && affiliateUserId !== magazine.authorId
        ? affiliateUserId
        : null;
    const [purchase] = await tx
      .insert(purchases)
      .values({
        itemKind: 'magazine',
        magazineId,
        userId: order.userId,
        price: order.amount,
        affiliateUserId: affiliateId,
      })
      .onConflictDoNothing()
      .returning({ id: purchases.id, createdAt: purchases.createdAt });
    if (!purchase) throw new PurchaseRejected('already_purchased');
    const split = calculateSale({
      price: order.amount,
      platformFeeBp: terms.platformFeeBp,
      affiliateRateBp: magazine.affiliateRateBp,
      hasAffiliate: affiliateId !== null,
    });
    const availableAt = new Date(terms.now.getTime() + terms.holdDays * 86_400_000);
    await appendLedger(
      tx,
      ledgerRowsFor(
        purchase.id,
        { buyerId: order.userId, sellerId: magazine.authorId, affiliateId },
        split,
        availableAt,
      ),
    );
    const notes: Array<typeof notifications.$inferInsert> = [
      { userId: magazine.authorId, kind: 'sales', body: `マガジン「${magazine.title}」が購入されました。` },
    ];
    if (affiliateId !== null && split.affiliateCommission > 0)
      notes.push({
        userId: affiliateId,
        kind: 'sales_affiliate',
        body: `あなたの紹介リンクからマガジン「${magazine.title}」が購入されました。`,
      });
    await tx.insert(notifications).values(notes);
    // Its mails (buyer's note, author's sale) are queued with it, sent after the commit (purchases/mail-outbox.ts).
    await tx.insert(purchaseMailOutbox).values({ purchaseId: purchase.id });
    await tx
      .update(paymentOrders)
      .set({
        status: 'purchased',
        purchaseId: purchase.id,
        errorCode: null,
        errorMessage: null,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentOrders.id, order.id));
    return {
      purchaseId: purchase.id,
      purchasedAt: purchase.createdAt,
      soldCount: 0,
      split,
      soldOutNow: false,
    };
  });
}
