// Issue 21 item 1 on the Stripe provider (fake Stripe on loopback, both databases): the signed webhook
// (bad signature 400, a redelivered event processed once), delivered as Stripe delivers it — to the
// site's public URL, through the shell server (issue 35: its CSRF check refused every webhook there), refunds through Stripe, disputes lost and
// won (the sale's earnings held, reversed like a refund, or released; the seller told why in Japanese),
// and every request, answer and event of the fake checked against Stripe's API description (openapi-check.ts: the hand-written facts here).
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { disputes, ledgerEntries, notifications, purchases, refunds, stripeEvents } from '../../db/schema';
import { sellerBalances } from '../../payouts/balances';
import { createUser, describeApi } from '../../testing/harness';
import { metricValue } from '../../testing/metrics';
import { startSiteInFront, type SiteInFront } from '../../testing/site-in-front';
import { checkEvent, checkExchange, loadSubset } from './testing/openapi-check';
import { fakeStripeForSuite, KEYS, stripeSale } from './testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite();

// Far past every hold: what is payable once the sale's hold has ended.
const atEnd = { now: new Date(Date.now() + 400 * 86_400_000), holdDays: 7 };

/** Stripe deliveries counted by the server under test's metrics (issue 38), by result. */
async function deliveries(result: string): Promise<number> {
  return metricValue('shirube_webhook_deliveries_total', { provider: 'stripe', result });
}

describeApi(
  'Stripe provider: webhooks, refunds, disputes',
  (api) => {
    // The URL registered in Stripe's Dashboard: the site's, not the API port.
    let site: SiteInFront;
    const hook = () => `${site.url}/v1/payment/stripe/webhook`;
    beforeAll(async () => {
      site = await startSiteInFront(api().url, { PAYMENT_PROVIDER: 'stripe' });
      fake().deliverTo(hook());
    }, 60_000);
    afterAll(() => site?.stop(), 30_000);

    it("takes Stripe's webhook at the site's URL as Stripe sends it: no Origin, signed by Stripe's own helper", async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake());
      const [intent] = [...fake().intents.values()].filter((i) => i.id === piId);
      const dispute = {
        id: `dp_site_${purchase.id}`,
        object: 'dispute',
        amount: 1000,
        currency: 'jpy',
        charge: intent!.latest_charge,
        payment_intent: piId,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      const payload = JSON.stringify({
        id: `evt_site_${purchase.id}`,
        object: 'event',
        type: 'charge.dispute.created',
        data: { object: dispute },
      });
      const res = await fetch(hook(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: KEYS.webhookSecret,
          }),
        },
        body: payload,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, duplicate: false });
      const [row] = await db.select().from(disputes).where(eq(disputes.purchaseId, purchase.id));
      expect(row).toMatchObject({ status: 'open', providerRef: dispute.id, amount: 1000 });
      const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      expect(notes.map((n) => n.body).join('\n')).toContain('チャージバック');
      // The payment's own webhook (payment_intent.succeeded from the fake) came the same way and was taken.
      const succeeded = fake().events.filter(
        (e) => e.event.type === 'payment_intent.succeeded' && e.event.data.object.id === piId,
      );
      expect(succeeded.map((e) => e.deliveries)).toEqual([[200]]);
    });

    it('answers 400 to a bad or missing signature and stores nothing', async () => {
      const refused = await deliveries('invalid_signature');
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'charge.dispute.created',
        data: { object: {} },
      });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
      for (const signature of [forged, '', 't=1,v1=00']) {
        const res = await fetch(hook(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'invalid_signature', field: 'stripe-signature' });
      }
      // Signed by us, but 301 s old: outside Stripe's documented tolerance.
      const old = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: KEYS.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      const stale = await fetch(hook(), {
        method: 'POST',
        headers: { 'stripe-signature': old },
        body: payload,
      });
      expect(stale.status).toBe(400);
      // Counted for the WebhookFailures alert (deploy/prometheus/alerts.yml).
      expect(await deliveries('invalid_signature')).toBe(refused + 4);
      expect(
        await api().db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_forged')),
      ).toHaveLength(0);
    });

    it('refunds through Stripe: a Refund keyed by the order, ledger reversed, charge.refunded not counted twice', async () => {
      const { db } = api();
      const { purchase, piId } = await stripeSale(api(), fake());
      const admin = await createUser(db, { isAdmin: true });
      const res = await api().call('POST', `/v1/admin/purchases/${purchase.id}/refund`, {
        headers: admin.headers,
        json: { reason: '重複購入' },
      });
      expect(res.status).toBe(200);
      const made = fake().exchanges.filter((x) => x.route === '/v1/refunds' && x.method === 'POST');
      expect(made.at(-1)).toMatchObject({ status: 200, params: { payment_intent: piId, amount: '1000' } });
      expect(made.at(-1)!.idempotencyKey).toMatch(/^shirube:ord_.*:refund$/);
      const [refund] = await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
      expect(refund?.providerRef).toBe(made.at(-1)!.body.id);
      await fake().idle();
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toHaveLength(1);
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
      expect(rows.filter((r) => r.refundId !== null)).toHaveLength(rows.length / 2);
    });

    it('dispute lost: earnings held while open, then reversed like a refund; the seller is told why', async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake());
      const before = await sellerBalances(db, author.user.id, atEnd);
      expect(before.payable).toBeGreaterThan(0);
      const created = fake().openDispute(piId, 'fraudulent');
      await fake().idle();
      const [open] = await db.select().from(disputes).where(eq(disputes.purchaseId, purchase.id));
      expect(open).toMatchObject({ status: 'open', provider: 'stripe', reason: 'fraudulent', amount: 1000 });
      const held = await sellerBalances(db, author.user.id, atEnd);
      expect(held.payable).toBe(0);
      expect(held.pending).toBe(before.payable);
      const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      expect(notes.map((n) => n.body).join('\n')).toContain('チャージバック');
      // Stripe redelivers the same event: processed once (one dispute, one notice).
      fake().redeliver(created.id);
      await fake().idle();
      const entry = fake().events.find((e) => e.event.id === created.id)!;
      expect(entry.deliveries).toEqual([200, 200]);
      expect(await db.select().from(disputes).where(eq(disputes.purchaseId, purchase.id))).toHaveLength(1);
      expect(
        await db.select().from(notifications).where(eq(notifications.userId, author.user.id)),
      ).toHaveLength(notes.length);
      fake().closeDispute(open!.providerRef, 'lost');
      await fake().idle();
      const [lost] = await db.select().from(disputes).where(eq(disputes.id, open!.id));
      expect(lost?.status).toBe('lost');
      const [refund] = await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
      expect(refund).toMatchObject({ providerRef: open!.providerRef, createdBy: null });
      expect((await sellerBalances(db, author.user.id, atEnd)).payable).toBe(before.payable - before.payable);
      const [again] = await db.select().from(purchases).where(eq(purchases.id, purchase.id));
      expect(again?.refundedAt).not.toBeNull();
      const seller = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      expect(seller.at(-1)?.body).toContain('返金');
    });

    it('dispute won: the hold ends and the seller is told', async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake(), 2000);
      const before = await sellerBalances(db, author.user.id, atEnd);
      fake().openDispute(piId, 'product_not_received');
      await fake().idle();
      expect((await sellerBalances(db, author.user.id, atEnd)).payable).toBe(0);
      const [open] = await db.select().from(disputes).where(eq(disputes.purchaseId, purchase.id));
      fake().closeDispute(open!.providerRef, 'won');
      await fake().idle();
      expect(
        await db
          .select()
          .from(disputes)
          .where(and(eq(disputes.id, open!.id), eq(disputes.status, 'won'))),
      ).toHaveLength(1);
      expect(await sellerBalances(db, author.user.id, atEnd)).toMatchObject({
        payable: before.payable,
        pending: 0,
      });
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toHaveLength(0);
      const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      expect(notes.at(-1)?.body).toContain('出金できるようになりました');
    });

    it("every request, answer and event of the fake matches Stripe's API description (openapi-check.ts)", () => {
      const subset = loadSubset();
      // The published subset names its source commit; the hand-written facts name their source.
      expect(subset.source.commit).toMatch(/^([0-9a-f]{40}|n\/a)$/);
      expect(fake().exchanges.length).toBeGreaterThan(5);
      const problems = [
        ...fake().exchanges.flatMap((x) => checkExchange(subset, x)),
        ...fake().events.flatMap((e) => checkEvent(subset, e.event)),
      ];
      expect(problems).toEqual([]);
      // The checker does catch a wrong shape (it is not a test that cannot fail).
      const [x] = fake().exchanges.filter((e) => e.route === '/v1/payment_intents' && e.status === 200);
      const { status: _dropped, ...rest } = x!.body;
      const broken = { ...x!, body: { ...rest, amount: '1000' } };
      expect(checkExchange(subset, broken).length).toBeGreaterThan(0);
    });
  },
  overrides,
);
