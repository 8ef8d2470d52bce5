// Issue 39 item 4 on the Stripe provider (fake Stripe on loopback, both databases): a buyer's own
// concurrent attempts leave one PaymentIntent, succeeded — none confirmed and then refunded or cancelled.
// The check lives in the shared order path (orders.ts ownsArticle), not in the provider.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentOrders, purchases } from '../db/schema';
import { charge, forSale } from '../testing/checkout';
import { describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { servicesOf } from '../testing/services';
import { readPurchaseView } from './buyable';
import { fakeStripeForSuite } from './stripe/testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite();

/** The buyer's PaymentIntents, and whether any was refunded or cancelled after being made. */
const intentsOfBuyer = async (db: Database, userId: number) => {
  const orders = new Set(
    (await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).map((o) => o.id),
  );
  const intents = [...fake().intents.values()].filter((pi) => orders.has(pi.metadata.order_id));
  const ids = new Set(intents.map((pi) => pi.id));
  const refunded = fake().exchanges.filter(
    (x) => x.method === 'POST' && x.route.startsWith('/v1/refunds') && ids.has(x.params.payment_intent),
  );
  return { states: intents.map((pi) => pi.status as string), refunds: refunded.length };
};

describeApi(
  'a buyer’s own concurrent attempts (Stripe)',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    it('three keys at once, 8 times: one purchase each time, one PaymentIntent, nothing given back', async () => {
      const { db } = api();
      for (let round = 0; round < 8; round++) {
        const { buyer, article } = await forSale(db);
        const answers = await Promise.all(
          [0, 1, 2].map((i) =>
            charge(
              api(),
              buyer.headers,
              {
                articleId: article.id,
                token: fake().createPaymentMethod('4242 4242 4242 4242'),
                expectedAmount: article.price,
              },
              `same-buyer-stripe-${article.id}-${i}`,
            ),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        for (const a of answers.filter((x) => x.status !== 200))
          expect([a.status, ['already_purchased', 'payment_in_progress'].includes(a.body.code)]).toEqual([
            409,
            true,
          ]);
        const bought = await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
        expect(bought).toHaveLength(1);
        expect(await intentsOfBuyer(db, buyer.user.id)).toEqual({ states: ['succeeded'], refunds: 0 });
      }
    }, 240_000);

    it('an attempt whose first read predates the purchase makes no PaymentIntent', async () => {
      const { db } = api();
      const { buyer, article } = await forSale(db);
      const stale = await readPurchaseView(db, buyer.user.id, article.id, 'late-stripe');
      const first = await charge(
        api(),
        buyer.headers,
        {
          articleId: article.id,
          token: fake().createPaymentMethod('4242 4242 4242 4242'),
          expectedAmount: article.price,
        },
        'first-stripe',
      );
      expect(first.status).toBe(200);
      // The started server's own checkout: a compiled server selected Stripe in its own module state.
      const { checkout } = await serverLibrary();
      await expect(
        checkout(servicesOf(api()), {
          buyer: buyer.user,
          articleId: article.id,
          idempotencyKey: 'late-stripe',
          affiliateUid: null,
          token: fake().createPaymentMethod('4242 4242 4242 4242'),
          saveCard: false,
          kind: 'charge',
          view: stale,
        }),
      ).rejects.toMatchObject({ code: 'already_purchased' });
      expect(await intentsOfBuyer(db, buyer.user.id)).toEqual({ states: ['succeeded'], refunds: 0 });
    });
  },
  overrides,
);
