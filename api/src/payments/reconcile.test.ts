// Issue 9 item 1: a crash between the provider's charge and the purchase transaction (the test hook
// checkoutFaults.afterCharge of the server under test throws there), then the reconciler settles the
// order from the provider's record; two reconcilers at once complete it once; a same-key retry gets the final answer.
// Issue 21: a limited article's reserved copy stays held through a crash after the charge (settled to a
// purchase) and is released when the order crashed before its charge (beforeCharge) or its challenge expired.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ledgerEntries, paymentOrders, purchases, sandboxCharges } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { answerChallenge, charge, chargeCard, copiesOf, forSale } from '../testing/checkout';
import { testClock } from '../testing/clock';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { metricsRegistry } from '@shirube/server';
import { metricValue } from '../testing/metrics';
import { serverLibrary } from '../testing/server-under-test';
import { servicesOf } from '../testing/services';
import { createOrder } from './orders';
import { CHALLENGE_TIMEOUT_MS, ORDER_TIMEOUT_MS, reconcileOrder, reconcileStaleOrders } from './reconcile';

const clock = testClock();
const later = (ms = ORDER_TIMEOUT_MS) => new Date(Date.now() + ms + 5_000);

const ordersOf = (db: Database, articleId: number) =>
  db.select().from(paymentOrders).where(eq(paymentOrders.articleId, articleId));
const chargeOf = async (db: Database, orderId: string) =>
  (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, orderId)))[0];
async function ledgerSum(db: Database, articleId: number) {
  const sold = await db.select().from(purchases).where(eq(purchases.articleId, articleId));
  let sum = 0;
  let rows = 0;
  for (const p of sold) {
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, p.id));
    rows += entries.length;
    sum += entries.reduce((s, r) => s + r.amount, 0);
  }
  return { purchases: sold.length, rows, sum };
}

/** Charges with the crash hook armed: the provider takes the money, the request dies before recording. */
async function crashedCharge(api: TestApi, headers: Record<string, string>, articleId: number, key: string) {
  const token = await cardToken(api, headers, CARDS.ok);
  // The hook of the server under test (the compiled one has its own copy of checkout.ts).
  const { checkoutFaults } = await serverLibrary();
  checkoutFaults.afterCharge = () => {
    throw new Error('test: crash between charge and record');
  };
  try {
    const res = await charge(api, headers, { articleId, token, expectedAmount: 1000 }, key);
    expect(res.status).toBe(500);
  } finally {
    checkoutFaults.afterCharge = null;
  }
  const [order] = await api.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.articleId, articleId), eq(paymentOrders.idempotencyKey, key)));
  expect(order).toMatchObject({ status: 'created', purchaseId: null });
  expect(await chargeOf(api.db, order!.id)).toMatchObject({ state: 'captured', amount: 1000 });
  return order!;
}

/** The crashed request sent again (same Idempotency-Key; a retry's card token is never used). */
const retryOf = (api: TestApi, headers: Record<string, string>, articleId: number, key: string) =>
  charge(api, headers, { articleId, token: 'tok_unused_by_a_retry', expectedAmount: 1000 }, key);

/** The reconciler's settlements as its metrics count them (issue 38; this file's copy of the code). */
async function settlements(result: string): Promise<number> {
  return metricValue('shirube_reconciler_settlements_total', { result }, metricsRegistry);
}

describeApi(
  'order reconciler',
  (api) => {
    afterEach(() => clock.reset());
    const services = () => servicesOf(api(), clock.now);
    // Every article here costs 1,000 yen, the amount the buyer confirms.
    const pay = (headers: Record<string, string>, card: string, articleId: number, key: string) =>
      chargeCard(api(), headers, card, { articleId, expectedAmount: 1000 }, key);

    it('completes an order whose request crashed after the charge; the same key then answers purchased', async () => {
      const { db } = api();
      const { buyer, article } = await forSale(db);
      const order = await crashedCharge(api(), buyer.headers, article.id, 'crash-then-reconcile');
      // Too young: a live request may still be recording it.
      expect(await reconcileStaleOrders(services(), { now: new Date() })).toMatchObject({
        claimed: 0,
      });
      // A new key while that attempt is open charges nothing (one open order per buyer and article).
      const second = await pay(buyer.headers, CARDS.ok, article.id, 'crash-second-key');
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('payment_in_progress');
      expect(await ordersOf(db, article.id)).toHaveLength(1);

      const counted = await settlements('purchased');
      const report = await reconcileStaleOrders(services(), { now: later() });
      expect(report).toEqual({ claimed: 1, ids: [order.id], purchased: 1, failed: 0 });
      expect(await settlements('purchased')).toBe(counted + 1);
      expect((await ordersOf(db, article.id))[0]).toMatchObject({ id: order.id, status: 'purchased' });
      expect(await ledgerSum(db, article.id)).toEqual({ purchases: 1, rows: 3, sum: 0 });
      const replay = await retryOf(api(), buyer.headers, article.id, 'crash-then-reconcile');
      expect(replay.status).toBe(200);
      expect(replay.body.data).toMatchObject({ veritransOrderId: order.id, status: 'purchased' });
      const page = await api().call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
      expect(page.body.data.isPurchased).toBe(true);
    }, 30_000);

    it('a same-key retry of a stuck order settles it itself once the time-out has passed', async () => {
      const { db } = api();
      const { buyer, article } = await forSale(db);
      const order = await crashedCharge(api(), buyer.headers, article.id, 'crash-then-retry');
      clock.advanceDays(1);
      const retry = await retryOf(api(), buyer.headers, article.id, 'crash-then-retry');
      expect(retry.status).toBe(200);
      expect(retry.body.data).toMatchObject({ veritransOrderId: order.id, status: 'purchased' });
      expect(await ledgerSum(db, article.id)).toEqual({ purchases: 1, rows: 3, sum: 0 });
    });

    it('two reconcilers at once complete each stuck order exactly once', async () => {
      const { db } = api();
      const author = await createUser(db);
      const article = await paidArticle(db, author.user.id);
      const buyers = await Promise.all([1, 2, 3].map(() => createUser(db)));
      const orders: Array<typeof paymentOrders.$inferSelect> = [];
      for (const [i, b] of buyers.entries())
        orders.push(await crashedCharge(api(), b.headers, article.id, `two-reconcilers-${i}`));
      const [a, b] = await Promise.all([
        reconcileStaleOrders(services(), { now: later() }),
        reconcileStaleOrders(services(), { now: later() }),
      ]);
      const ids = [...a.ids, ...b.ids].filter((id) => orders.some((o) => o.id === id));
      expect(ids.sort()).toEqual(orders.map((o) => o.id).sort());
      // Even settling one order twice at the same moment (no claim at all) records it once.
      const [stuck] = await ordersOf(db, article.id);
      await Promise.all([reconcileOrder(services(), stuck!), reconcileOrder(services(), stuck!)]);
      expect(await ledgerSum(db, article.id)).toEqual({ purchases: 3, rows: 9, sum: 0 });
      expect((await ordersOf(db, article.id)).every((o) => o.status === 'purchased')).toBe(true);
      expect(orders.every((o) => o.amount === 1000)).toBe(true);
    }, 30_000);

    it('a crash after the charge of a reserved copy: the copy stays held, the reconciler records the purchase', async () => {
      const { db } = api();
      const author = await createUser(db);
      const [first, second] = await Promise.all([createUser(db), createUser(db)]);
      const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 1 });
      const order = await crashedCharge(api(), first.headers, article.id, 'crash-reserved-copy');
      expect(order.reserved).toBe(true);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
      // The copy is the crashed buyer's: the other buyer is refused before any charge.
      const other = await pay(second.headers, CARDS.ok, article.id, 'wants-the-held-copy');
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('sold_out');
      expect(await ordersOf(db, article.id)).toHaveLength(1);
      // Settled from the provider's record (captured): purchased, never released.
      expect(await reconcileStaleOrders(services(), { now: later() })).toMatchObject({
        purchased: 1,
      });
      const [settled] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      expect(settled).toMatchObject({ status: 'purchased' });
      expect(await chargeOf(db, order.id)).toMatchObject({ state: 'captured' });
      expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
      expect(await ledgerSum(db, article.id)).toEqual({ purchases: 1, rows: 3, sum: 0 });
    });

    it('a crash after the reservation and before the charge: nothing charged, the reconciler releases the copy', async () => {
      const { db } = api();
      const author = await createUser(db);
      const [first, second] = await Promise.all([createUser(db), createUser(db)]);
      const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 1 });
      const { checkoutFaults } = await serverLibrary();
      checkoutFaults.beforeCharge = () => {
        throw new Error('test: crash between reservation and charge');
      };
      try {
        const res = await pay(first.headers, CARDS.ok, article.id, 'crash-before-charge');
        expect(res.status).toBe(500);
      } finally {
        checkoutFaults.beforeCharge = null;
      }
      const [order] = await ordersOf(db, article.id);
      expect(order).toMatchObject({ status: 'created', reserved: true });
      expect(await chargeOf(db, order!.id)).toBeUndefined();
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
      // Too young to settle: a live request may still be charging it.
      expect(await reconcileStaleOrders(services(), { now: new Date() })).toMatchObject({
        claimed: 0,
      });
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
      expect(await reconcileStaleOrders(services(), { now: later() })).toMatchObject({
        failed: 1,
      });
      const [settled] = await ordersOf(db, article.id);
      expect(settled).toMatchObject({ status: 'failed', errorCode: 'payment_not_started' });
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
      // The copy is on sale again.
      const bought = await pay(second.headers, CARDS.ok, article.id, 'buys-the-released-copy');
      expect(bought.status).toBe(200);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
    });

    it('fails an order the provider never charged, and an unanswered 3-D Secure challenge', async () => {
      const { db } = api();
      const author = await createUser(db);
      const buyer = await createUser(db);
      const a1 = await paidArticle(db, author.user.id);
      const a2 = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 3 });
      // The process died after writing the order and before calling the provider.
      const never = await createOrder(db, {
        userId: buyer.user.id,
        articleId: a1.id,
        amount: 1000,
        provider: 'sandbox',
        kind: 'charge',
        idempotencyKey: 'never-charged',
        cardToken: 'tok_none',
      });
      const pending = await pay(buyer.headers, CARDS.challenge, a2.id, 'challenge-abandoned');
      expect(pending.body.data.status).toBe('pending');
      const orderId = pending.body.data.veritransOrderId;
      // After the order time-out only the created order is due; the challenge has longer.
      expect(await reconcileStaleOrders(services(), { now: later() })).toMatchObject({
        ids: [never!.id],
        failed: 1,
      });
      expect((await ordersOf(db, a1.id))[0]).toMatchObject({
        id: never!.id,
        status: 'failed',
        errorCode: 'payment_not_started',
      });
      expect(await reconcileStaleOrders(services(), { now: later(CHALLENGE_TIMEOUT_MS) })).toMatchObject({
        failed: 1,
      });
      expect((await ordersOf(db, a2.id))[0]).toMatchObject({
        status: 'failed',
        errorCode: 'payment_expired',
      });
      expect(await chargeOf(db, orderId)).toMatchObject({ state: 'voided' });
      // Its reserved copy is back on sale.
      expect(await copiesOf(db, a2.id)).toEqual({ sold: 0, reserved: 0 });
      // Approving the challenge afterwards buys nothing.
      await answerChallenge(api(), orderId, 'approve');
      expect(await ledgerSum(db, a2.id)).toEqual({ purchases: 0, rows: 0, sum: 0 });
    });
  },
  { now: clock.now },
);
