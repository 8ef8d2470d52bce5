// Issue 37: money going back outside our own refund call — a refund made in the Stripe Dashboard
// (charge.refunded) or a lost chargeback (charge.dispute.*) — on a tip or a magazine order is reversed
// exactly once like an article's (fake Stripe on loopback, both databases): the ledger rows negated
// once however often Stripe delivers, the magazine's access closed, the author told.
import { and, eq, isNotNull } from 'drizzle-orm';
import { disputes, ledgerEntries, notifications, purchases, refunds, tips } from '../../db/schema';
import { chargeMagazine, magazineOf } from '../../magazines/testing';
import { sellerBalances } from '../../payouts/balances';
import { createUser, describeApi } from '../../testing/harness';
import { paidTipsTo, tip, tipLedger, tipParties } from '../../tips/testing';
import { fakeStripeForSuite, KEYS } from './testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite();
// Far past every hold: what is payable once the sale's hold has ended.
const atEnd = { now: new Date(Date.now() + 400 * 86_400_000), holdDays: 7 };
const intentOf = (orderId: string) =>
  [...fake().intents.values()].find((pi) => pi.metadata.order_id === orderId)!;

/** What the Stripe Dashboard does: a full refund of the PaymentIntent, without our order id. */
async function refundInDashboard(piId: string) {
  const res = await fetch(`${fake().url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${KEYS.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ payment_intent: piId }).toString(),
  });
  expect(res.status).toBe(200);
}

/** The events of `type` Stripe sent so far, last first. */
const sent = (type: string) =>
  fake()
    .events.filter((e) => e.event.type === type)
    .reverse();

describeApi(
  'Stripe: Dashboard refunds and disputes of tips and magazines',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    const paidTip = async (amount: number) => {
      const parties = await tipParties(api().db);
      const res = await tip(api(), parties.reader.headers, {
        recipientAccount: parties.author.user.account,
        amount,
        token: fake().createPaymentMethod('4242 4242 4242 4242'),
      });
      expect(res.body.data.status).toBe('purchased');
      await fake().idle();
      const [paid] = await paidTipsTo(api().db, parties.author.user.id);
      return { ...parties, tipId: paid!.id, pi: intentOf(res.body.data.veritransOrderId) };
    };
    const paidMagazine = async () => {
      const { db } = api();
      const author = await createUser(db);
      const buyer = await createUser(db);
      const magazine = await magazineOf(api(), author, 1, { price: 2000 });
      const res = await chargeMagazine(api(), buyer.headers, magazine.id, {
        token: fake().createPaymentMethod('4242 4242 4242 4242'),
        expectedAmount: 2000,
      });
      expect(res.body.data.status).toBe('purchased');
      await fake().idle();
      const [purchase] = await db.select().from(purchases).where(eq(purchases.magazineId, magazine.id));
      return { author, buyer, magazine, purchase: purchase!, pi: intentOf(res.body.data.veritransOrderId) };
    };
    const isOpen = async (headers: Record<string, string>, articleId: number) =>
      (await api().call('GET', `/v1/articles/${articleId}`, { headers })).body.data.isPurchased;

    it('a tip refunded in the Dashboard: reversed once (redelivered too), then an admin refund is 409', async () => {
      const { db } = api();
      const { author, reader, tipId, pi } = await paidTip(1000);
      await refundInDashboard(pi.id);
      await fake().idle(); // charge.refunded
      const reversed = [
        ['buyer_payment', reader.user.id, -1000, false],
        ['buyer_payment', reader.user.id, 1000, true],
        ['platform', null, 120, false],
        ['platform', null, -120, true],
        ['seller', author.user.id, 880, false],
        ['seller', author.user.id, -880, true],
      ];
      expect(await tipLedger(db, [tipId])).toEqual(reversed);
      const [refund] = await db.select().from(refunds).where(eq(refunds.tipId, tipId));
      expect(refund).toMatchObject({ amount: 1000, createdBy: null, reason: 'Stripe の管理画面で返金' });
      expect(
        await db
          .select()
          .from(tips)
          .where(and(eq(tips.id, tipId), isNotNull(tips.refundedAt))),
      ).toHaveLength(1);
      fake().redeliver(sent('charge.refunded')[0]!.event.id);
      await fake().idle();
      expect(await tipLedger(db, [tipId])).toEqual(reversed);
      const admin = await createUser(db, { isAdmin: true });
      const again = await api().call('POST', `/v1/admin/tips/${tipId}/refund`, {
        headers: admin.headers,
        json: { reason: '重複' },
      });
      expect(again.status).toBe(409);
      expect(await db.select().from(refunds).where(eq(refunds.tipId, tipId))).toHaveLength(1);
    });

    it('a magazine refunded in the Dashboard: reversed once, its articles closed again', async () => {
      const { db } = api();
      const { buyer, magazine, purchase, pi } = await paidMagazine();
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(true);
      await refundInDashboard(pi.id);
      await fake().idle();
      fake().redeliver(sent('charge.refunded')[0]!.event.id);
      await fake().idle();
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toHaveLength(1);
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
      expect(rows).toHaveLength(6);
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(false);
    });

    it('a magazine’s lost chargeback: held, then reversed once; the author is told which magazine', async () => {
      const { db } = api();
      const { author, buyer, magazine, purchase, pi } = await paidMagazine();
      const created = fake().openDispute(pi.id, 'fraudulent');
      await fake().idle();
      const [open] = await db.select().from(disputes).where(eq(disputes.purchaseId, purchase.id));
      expect(open).toMatchObject({ status: 'open', amount: 2000 });
      const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      const chargeback = notes.filter((n) => n.body.includes('チャージバック'));
      expect(chargeback.map((n) => n.body)).toEqual([expect.stringContaining('マガジン「まとめて読む」')]);
      fake().redeliver(created.id);
      fake().closeDispute(open!.providerRef, 'lost');
      await fake().idle();
      fake().redeliver(sent('charge.dispute.closed')[0]!.event.id);
      await fake().idle();
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toHaveLength(1);
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
      expect(rows).toHaveLength(6);
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(false);
    });

    it('a tip’s chargeback: the author’s share held while open; lost → reversed once; won → released', async () => {
      const { db } = api();
      const lost = await paidTip(1000);
      const won = await paidTip(500);
      const payable = async (userId: number) => (await sellerBalances(db, userId, atEnd)).payable;
      expect(await payable(lost.author.user.id)).toBe(880);
      const created = fake().openDispute(lost.pi.id, 'fraudulent');
      fake().openDispute(won.pi.id, 'product_not_received');
      await fake().idle();
      const [open] = await db.select().from(disputes).where(eq(disputes.tipId, lost.tipId));
      expect(open).toMatchObject({ status: 'open', purchaseId: null, amount: 1000 });
      expect(await sellerBalances(db, lost.author.user.id, atEnd)).toMatchObject({
        payable: 0,
        pending: 880,
      });
      const told = await db.select().from(notifications).where(eq(notifications.userId, lost.author.user.id));
      expect(told.filter((n) => n.body.includes('チャージバック')).map((n) => n.body)).toEqual([
        expect.stringContaining('チップ'),
      ]);
      fake().redeliver(created.id);
      fake().closeDispute(open!.providerRef, 'lost');
      await fake().idle();
      fake().redeliver(sent('charge.dispute.closed')[0]!.event.id);
      await fake().idle();
      expect(await db.select().from(refunds).where(eq(refunds.tipId, lost.tipId))).toMatchObject([
        { providerRef: open!.providerRef, createdBy: null },
      ]);
      const ledger = await tipLedger(db, [lost.tipId]);
      expect(ledger).toHaveLength(6);
      expect(ledger.reduce((sum, r) => sum + r[2], 0)).toBe(0);
      expect(await payable(lost.author.user.id)).toBe(0);

      const [other] = await db.select().from(disputes).where(eq(disputes.tipId, won.tipId));
      expect(await payable(won.author.user.id)).toBe(0);
      fake().closeDispute(other!.providerRef, 'won');
      await fake().idle();
      expect(await payable(won.author.user.id)).toBe(440);
      expect(await tipLedger(db, [won.tipId])).toHaveLength(3);
    });
  },
  overrides,
);
