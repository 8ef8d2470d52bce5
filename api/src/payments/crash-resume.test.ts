// Issue 39 item 5: a crash between saving the order and charging (checkoutFaults.beforeCharge of the
// server under test). Once the reconciler sees the processor never received the order, the buyer's retry
// with the SAME Idempotency-Key and the SAME card token goes through — it answered 402
// payment_not_completed and the token card_token_used, so the buyer had to type the card again.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentOrders, purchases, sandboxCharges } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { charge, copiesOf } from '../testing/checkout';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { servicesOf } from '../testing/services';
import { ORDER_TIMEOUT_MS, reconcileStaleOrders } from './reconcile';

const later = () => new Date(Date.now() + ORDER_TIMEOUT_MS + 5_000);
const ordersOf = (db: Database, userId: number) =>
  db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
const chargesOf = async (db: Database, userId: number) => {
  const charges = [];
  for (const o of await ordersOf(db, userId))
    charges.push(...(await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, o.id))));
  return charges;
};

/** A limited article (so a copy is held too), a buyer, a token, and the request that dies before its charge. */
async function crashBeforeCharge(api: TestApi, key: string) {
  const { db } = api;
  const author = await createUser(db);
  const buyer = await createUser(db);
  const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 1 });
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const { checkoutFaults } = await serverLibrary();
  checkoutFaults.beforeCharge = () => {
    throw new Error('test: crash between the order and the charge');
  };
  try {
    const res = await charge(api, buyer.headers, { articleId: article.id, token, expectedAmount: 1000 }, key);
    expect(res.status).toBe(500);
  } finally {
    checkoutFaults.beforeCharge = null;
  }
  const pay = (k = key) =>
    charge(api, buyer.headers, { articleId: article.id, token, expectedAmount: 1000 }, k);
  return { buyer, article, token, pay };
}

describeApi('a crash before the charge', (api) => {
  it('the reconciler sees it never charged: the same key and token then buy the article, charged once', async () => {
    const { db } = api();
    const { buyer, article, pay } = await crashBeforeCharge(api(), 'crash-resume-after-reconcile');
    expect(await reconcileStaleOrders(servicesOf(api()), { now: later() })).toMatchObject({ failed: 1 });
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });

    const retry = await pay();
    expect([retry.status, retry.body.data?.status]).toEqual([200, 'purchased']);
    expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
    expect((await chargesOf(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured']);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id))).toHaveLength(1);
    // The key now answers that purchase; the token, charged once, is used for good.
    const again = await pay();
    expect([again.status, again.body.data?.veritransOrderId]).toEqual([
      200,
      retry.body.data.veritransOrderId,
    ]);
    const otherKey = await pay('crash-resume-another-key');
    expect(otherKey.status).not.toBe(200);
    expect((await chargesOf(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured']);
  });

  it('a same-key retry of the stale order settles it itself and goes on to buy', async () => {
    const { db } = api();
    const { buyer, pay } = await crashBeforeCharge(api(), 'crash-resume-stale-retry');
    // The order as the reconciler's time-out finds it (the retry's own clock is the real one).
    await db
      .update(paymentOrders)
      .set({ updatedAt: new Date(Date.now() - ORDER_TIMEOUT_MS - 5_000) })
      .where(eq(paymentOrders.userId, buyer.user.id));
    const retry = await pay();
    expect([retry.status, retry.body.data?.status]).toEqual([200, 'purchased']);
    const orders = await ordersOf(db, buyer.user.id);
    expect(orders.map((o) => [o.status, o.errorCode]).sort()).toEqual([
      ['failed', 'payment_not_started'],
      ['purchased', null],
    ]);
    expect((await chargesOf(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured']);
  });

  it('until then a retry is told the payment is in progress, and nothing is charged', async () => {
    const { db } = api();
    const { buyer, pay } = await crashBeforeCharge(api(), 'crash-resume-too-early');
    const early = await pay();
    expect([early.status, early.body.code]).toEqual([409, 'payment_in_progress']);
    expect(await chargesOf(db, buyer.user.id)).toEqual([]);
  });
});
