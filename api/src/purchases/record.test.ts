import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import {
  articles,
  articleSaleEvents,
  ledgerEntries,
  paymentOrders,
  purchaseMailOutbox,
  purchases,
} from '../db/schema';
import { newOrderId } from '../payments/orders';
import { forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { PurchaseRejected, recordPurchase } from './record';
import { saleArticleOf } from './sale-types';
import { paidArticle } from './testing';

const terms = () => ({ platformFeeBp: 1000, holdDays: 7, now: new Date() });

async function openOrder(db: Database, userId: number, articleId: number, amount: number) {
  const id = newOrderId();
  await db.insert(paymentOrders).values({
    id,
    userId,
    articleId,
    amount,
    provider: 'sandbox',
    kind: 'stored_card',
    idempotencyKey: `record-test-${id}`,
  });
  return id;
}

async function written(db: Database, articleId: number, buyerId: number) {
  const bought = await db.select().from(purchases).where(eq(purchases.articleId, articleId));
  const mine = bought.filter((p) => p.userId === buyerId);
  const ledger = mine.length
    ? await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, mine[0]!.id))
    : [];
  const events = await db.select().from(articleSaleEvents).where(eq(articleSaleEvents.articleId, articleId));
  const mails = mine.length
    ? await db.select().from(purchaseMailOutbox).where(eq(purchaseMailOutbox.purchaseId, mine[0]!.id))
    : [];
  return {
    purchases: mine.length,
    ledgerSum: ledger.reduce((s, r) => s + r.amount, 0),
    ledger,
    events,
    mails,
  };
}

// The one-statement purchase (./sale-statement.ts) and the transaction must write the same rows.
describeApi('purchase record: one statement or the transaction', (api) => {
  it('records an unlimited sale in one statement, the same rows as the transaction', async () => {
    const { db } = api();
    const author = await createUser(db);
    const [one, two] = [await createUser(db), await createUser(db)];
    const article = await paidArticle(db, author.user.id, { price: 1000 });
    const fast = await openOrder(db, one.user.id, article.id, 1000);
    const slow = await openOrder(db, two.user.id, article.id, 1000);
    const order = (orderId: string, buyerId: number) => ({
      orderId,
      buyerId,
      articleId: article.id,
      amount: 1000,
      affiliateUserId: null,
    });
    const a = await recordPurchase(db, order(fast, one.user.id), terms(), saleArticleOf(article));
    const b = await recordPurchase(db, order(slow, two.user.id), terms());
    expect(a.split).toEqual(b.split);
    for (const [buyer, recorded] of [
      [one, a],
      [two, b],
    ] as const) {
      const w = await written(db, article.id, buyer.user.id);
      expect(w.purchases).toBe(1);
      expect(w.ledgerSum).toBe(0);
      expect(w.ledger.map((r) => r.account).sort()).toEqual(['buyer_payment', 'platform', 'seller']);
      expect(w.mails).toHaveLength(1);
      expect(recorded.purchasedAt).toBeInstanceOf(Date);
    }
    expect((await written(db, article.id, one.user.id)).events).toHaveLength(2);
    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, article.id));
    expect(orders.map((o) => o.status)).toEqual(['purchased', 'purchased']);
  });

  it('falls back to the transaction when the article changed after checkout read it', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db, { price: 1000 });
    const orderId = await openOrder(db, buyer.user.id, article.id, 1000);
    await db.update(articles).set({ title: '改題された記事' }).where(eq(articles.id, article.id));
    const done = await recordPurchase(
      db,
      { orderId, buyerId: buyer.user.id, articleId: article.id, amount: 1000, affiliateUserId: null },
      terms(),
      saleArticleOf(article),
    );
    expect(done.purchaseId).toBeGreaterThan(0);
    const w = await written(db, article.id, buyer.user.id);
    expect(w.purchases).toBe(1);
    expect(w.ledgerSum).toBe(0);
  });

  it('writes nothing for an already-bought article or a settled order', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db, { price: 1000 });
    const order = (orderId: string) => ({
      orderId,
      buyerId: buyer.user.id,
      articleId: article.id,
      amount: 1000,
      affiliateUserId: null,
    });
    const first = await openOrder(db, buyer.user.id, article.id, 1000);
    await recordPurchase(db, order(first), terms(), saleArticleOf(article));
    // The same order again (a second settler): closed.
    await expect(recordPurchase(db, order(first), terms(), saleArticleOf(article))).rejects.toEqual(
      new PurchaseRejected('order_closed'),
    );
    // Another order of the same buyer: already purchased, and no second sale event, ledger or mail.
    const second = await openOrder(db, buyer.user.id, article.id, 1000);
    await expect(recordPurchase(db, order(second), terms(), saleArticleOf(article))).rejects.toEqual(
      new PurchaseRejected('already_purchased'),
    );
    const w = await written(db, article.id, buyer.user.id);
    expect(w.purchases).toBe(1);
    expect(w.events).toHaveLength(1);
    expect(w.ledger).toHaveLength(3);
    expect(w.mails).toHaveLength(1);
  });

  it('settles an order once when two settlers race (one statement against the transaction)', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db, { price: 1000 });
    const orderId = await openOrder(db, buyer.user.id, article.id, 1000);
    const order = {
      orderId,
      buyerId: buyer.user.id,
      articleId: article.id,
      amount: 1000,
      affiliateUserId: null,
    };
    const results = await Promise.allSettled([
      recordPurchase(db, order, terms(), saleArticleOf(article)),
      recordPurchase(db, order, terms()),
      recordPurchase(db, order, terms(), saleArticleOf(article)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toEqual(new PurchaseRejected('order_closed'));
    }
    const w = await written(db, article.id, buyer.user.id);
    expect(w.purchases).toBe(1);
    expect(w.ledger).toHaveLength(3);
    expect(w.events).toHaveLength(1);
  });
});
