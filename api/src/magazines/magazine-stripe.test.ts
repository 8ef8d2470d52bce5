// Issue 37 (magazines) on the Stripe provider (fake Stripe on loopback, both databases): a magazine
// bought through a referral link with 3-D Secure settles through the same order path (return page or
// webhook, whichever comes first), and 200 requests with one Idempotency-Key make one PaymentIntent.
import { eq } from 'drizzle-orm';
import { ledgerEntries, purchases } from '../db/schema';
import { createUser, describeApi } from '../testing/harness';
import { pathOf, fakeStripeForSuite } from '../payments/stripe/testing/stripe-suite';
import { chargeMagazine, magazineOf } from './testing';

const { fake, overrides } = fakeStripeForSuite();
const intentsOf = (orderId: string) =>
  [...fake().intents.values()].filter((pi) => pi.metadata.order_id === orderId);

describeApi(
  'magazines: buying on Stripe',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    it('3-D Secure through a referral link: purchased, commission at the magazine rate, articles opened', async () => {
      const { db } = api();
      const author = await createUser(db);
      const affiliate = await createUser(db);
      const buyer = await createUser(db);
      const { id, articles } = await magazineOf(api(), author, 1, { price: 2000, affiliateRate: 0.3 });
      const link = await api().call('POST', `/v1/magazines/${id}/share_link`, { headers: affiliate.headers });
      const pm = fake().createPaymentMethod('4000 0025 0000 3155');
      const res = await chargeMagazine(
        api(),
        buyer.headers,
        id,
        { token: pm, affiliateUid: link.body.data.affiliateUid, expectedAmount: 2000 },
        'stripe-magazine-3ds',
      );
      expect(res.body.data.status).toBe('pending');
      const orderId = res.body.data.veritransOrderId as string;
      const [pi] = intentsOf(orderId);
      expect(pi).toMatchObject({ amount: 2000, currency: 'jpy' });
      const back = fake().completeThreeDS(pi!.id, true);
      await api().call('GET', pathOf(back));
      await fake().idle();
      const status = await api().call('GET', `/v1/payment/veritrans/veritrans_status?order_id=${orderId}`, {
        headers: buyer.headers,
      });
      expect(status.body.data.veritransStatus).toBe('purchased');
      const [purchase] = await db.select().from(purchases).where(eq(purchases.magazineId, id));
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
      // 2,000 yen: fee 12 % = 240, referral 30 % = 600, author 1,160.
      expect(Object.fromEntries(rows.map((r) => [r.account, r.amount]))).toEqual({
        buyer_payment: -2000,
        seller: 1160,
        affiliate: 600,
        platform: 240,
      });
      const article = await api().call('GET', `/v1/articles/${articles[0]!.id}`, { headers: buyer.headers });
      expect(article.text).toContain('PAID-SECRET');
    });

    it('200 requests with one Idempotency-Key: one PaymentIntent, one purchase', async () => {
      const { db } = api();
      const author = await createUser(db);
      const buyer = await createUser(db);
      const { id } = await magazineOf(api(), author, 1);
      const pm = fake().createPaymentMethod('4242 4242 4242 4242');
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          chargeMagazine(api(), buyer.headers, id, { token: pm }, 'stripe-magazine-race'),
        ),
      );
      // Each answer is the one order's, or 409 payment_in_progress for a replay that waited out the
      // first request's charge (retry shortly): never a second charge.
      const others = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`);
      expect(new Set(others).size).toBeLessThanOrEqual(1);
      for (const other of others) expect(other).toBe('409 payment_in_progress');
      const ok = answers.filter((a) => a.status === 200);
      const orderIds = new Set(ok.map((a) => a.body.data.veritransOrderId as string));
      expect(orderIds.size).toBe(1);
      expect(intentsOf([...orderIds][0]!)).toHaveLength(1);
      await fake().idle();
      expect(await db.select().from(purchases).where(eq(purchases.magazineId, id))).toHaveLength(1);
      // A generous limit for 200 requests on a loaded machine (speed is bench/'s business).
    }, 120_000);
  },
  overrides,
);
