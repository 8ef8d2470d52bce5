// Issue 35 item 4 on the Stripe provider (fake Stripe, both databases): a dispute ends the same way
// whatever order Stripe's events arrive in, and a hold whose `closed` webhook never came is settled by
// the dispute reconciler from Stripe's own record.
import { eq } from 'drizzle-orm';
import { disputes, notifications, purchases, refunds } from '../db/schema';
import { sellerBalances } from '../payouts/balances';
import { describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { fakeStripeForSuite, stripeSale } from '../payments/stripe/testing/stripe-suite';
import { checkEvent, checkExchange, loadSubset } from '../payments/stripe/testing/openapi-check';

const { fake, overrides } = fakeStripeForSuite();
// Far past every hold: what is payable once the sale's hold has ended.
const atEnd = { now: new Date(Date.now() + 400 * 86_400_000), holdDays: 7 };

describeApi(
  'Disputes independent of event order (Stripe)',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));
    afterEach(() => fake().releaseWebhooks());

    const disputeOf = async (purchaseId: number) =>
      api().db.select().from(disputes).where(eq(disputes.purchaseId, purchaseId));

    it('closed (lost) before created: the sale is reversed, and the late created holds nothing', async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake());
      const before = await sellerBalances(db, author.user.id, atEnd);
      fake().holdWebhooks();
      const created = fake().openDispute(piId, 'fraudulent');
      const closed = fake().closeDispute(created.data.object.id, 'lost');
      fake().releaseWebhooks('reversed');
      await fake().idle();
      for (const id of [created.id, closed.id])
        expect(fake().events.find((e) => e.event.id === id)!.deliveries).toEqual([200]);
      const [row] = await disputeOf(purchase.id);
      expect(row).toMatchObject({ status: 'lost', providerRef: created.data.object.id, amount: 1000 });
      const [refund] = await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
      expect(refund?.providerRef).toBe(created.data.object.id);
      const [bought] = await db.select().from(purchases).where(eq(purchases.id, purchase.id));
      expect(bought?.refundedAt).not.toBeNull();
      // Nothing held (the dispute is over), the sale's earnings reversed.
      const after = await sellerBalances(db, author.user.id, atEnd);
      expect(after).toMatchObject({ payable: before.payable - before.payable, pending: 0 });
      expect(await disputeOf(purchase.id)).toHaveLength(1);
    });

    it('closed (won) before created: no hold is left behind', async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake(), 2000);
      const before = await sellerBalances(db, author.user.id, atEnd);
      fake().holdWebhooks();
      const created = fake().openDispute(piId, 'product_not_received');
      fake().closeDispute(created.data.object.id, 'won');
      fake().releaseWebhooks('reversed');
      await fake().idle();
      expect((await disputeOf(purchase.id)).map((d) => d.status)).toEqual(['won']);
      expect(await sellerBalances(db, author.user.id, atEnd)).toMatchObject({
        payable: before.payable,
        pending: 0,
      });
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toHaveLength(0);
      const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      expect(notes.at(-1)?.body).toContain('出金できるようになりました');
    });

    it('created then closed (the usual order) ends the same way', async () => {
      const { db } = api();
      const { author, purchase, piId } = await stripeSale(api(), fake());
      const before = await sellerBalances(db, author.user.id, atEnd);
      const created = fake().openDispute(piId, 'fraudulent');
      await fake().idle();
      expect((await sellerBalances(db, author.user.id, atEnd)).payable).toBe(0);
      fake().closeDispute(created.data.object.id, 'warning_closed');
      await fake().idle();
      expect((await disputeOf(purchase.id)).map((d) => d.status)).toEqual(['won']);
      expect((await sellerBalances(db, author.user.id, atEnd)).payable).toBe(before.payable);
    });

    it('the dispute reconciler settles a hold whose closed webhook never came, from Stripe', async () => {
      const { db } = api();
      const lostSale = await stripeSale(api(), fake());
      const wonSale = await stripeSale(api(), fake(), 1500);
      const openSale = await stripeSale(api(), fake(), 1200);
      const lost = fake().openDispute(lostSale.piId).data.object.id as string;
      const won = fake().openDispute(wonSale.piId).data.object.id as string;
      const stillOpen = fake().openDispute(openSale.piId).data.object.id as string;
      await fake().idle();
      // Stripe decides; its webhooks are lost (an endpoint down for days).
      fake().holdWebhooks();
      fake().closeDispute(lost, 'lost');
      fake().closeDispute(won, 'won');
      fake().dropHeldWebhooks();
      expect((await disputeOf(lostSale.purchase.id))[0]?.status).toBe('open');
      const { reconcileOpenDisputes } = await serverLibrary();
      const services = { db, config: { siteUrl: api().siteUrl } } as Parameters<
        typeof reconcileOpenDisputes
      >[0];
      const report = await reconcileOpenDisputes(services);
      expect(report.lost).toContain(lost);
      expect(report.won).toContain(won);
      expect(report.lost).not.toContain(stillOpen);
      expect(report.won).not.toContain(stillOpen);
      expect((await disputeOf(lostSale.purchase.id))[0]?.status).toBe('lost');
      expect((await disputeOf(wonSale.purchase.id))[0]?.status).toBe('won');
      expect((await disputeOf(openSale.purchase.id))[0]?.status).toBe('open');
      const [refund] = await db.select().from(refunds).where(eq(refunds.purchaseId, lostSale.purchase.id));
      expect(refund?.providerRef).toBe(lost);
      expect((await sellerBalances(db, wonSale.author.user.id, atEnd)).pending).toBe(0);
      // A second run (or another process) finds nothing more to do.
      const again = await reconcileOpenDisputes(services);
      expect([again.lost, again.won]).toEqual([[], []]);
      expect(
        await db.select().from(refunds).where(eq(refunds.purchaseId, lostSale.purchase.id)),
      ).toHaveLength(1);
    });

    it("the fake's dispute calls and events match Stripe's published API description", () => {
      const subset = loadSubset();
      const looked = fake().exchanges.filter((x) => x.route === '/v1/disputes/{dispute}');
      expect(looked.length).toBeGreaterThan(0);
      const problems = [
        ...fake().exchanges.flatMap((x) => checkExchange(subset, x)),
        ...fake().events.flatMap((e) => checkEvent(subset, e.event)),
      ];
      expect(problems).toEqual([]);
    });
  },
  overrides,
);
