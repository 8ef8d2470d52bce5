// The Stripe provider's API suites: the real server (both databases) with PAYMENT_PROVIDER=stripe,
// pointed at the fake Stripe on loopback, whose webhooks come back to the server under test.
import type { StripePaymentMethod } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import { purchases } from '../../../db/schema';
import { charge, forSale } from '../../../testing/checkout';
import type { TestApi } from '../../../testing/harness';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export const KEYS = {
  secretKey: 'sk_test_fake_shirube',
  publishableKey: 'pk_test_fake_shirube',
  webhookSecret: 'whsec_fake_shirube',
};

/** Starts the fake before the suites' servers; `overrides` reads its address when a server starts. */
export function fakeStripeForSuite(methods: readonly StripePaymentMethod[] = ['card']) {
  let fake: FakeStripe | null = null;
  beforeAll(async () => {
    fake = await startFakeStripe(KEYS);
  });
  afterAll(async () => {
    await fake?.idle();
    await fake?.close();
  });
  const overrides = {
    get payment() {
      return { provider: 'stripe' as const, ...KEYS, methods, wallets: false, apiBase: fake!.url };
    },
  } as Partial<AppConfig>;
  return { fake: () => fake!, overrides };
}

/** The path of a URL on our site (the return_url names SITE_URL; the test calls the server directly). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** A purchase paid through Stripe (4242…, a limited article); answers the purchase, its PaymentIntent id
 *  and the parties, once the payment's webhooks were answered. */
export async function stripeSale(api: TestApi, fake: FakeStripe, price = 1000) {
  const { db } = api;
  const { author, buyer, article } = await forSale(db, { price, isSalesUnlimited: false, salesCount: 5 });
  const token = fake.createPaymentMethod('4242 4242 4242 4242');
  const res = await charge(api, buyer.headers, { articleId: article.id, token }, `stripe-sale-${article.id}`);
  if (res.body.data?.status !== 'purchased') throw new Error(`stripeSale: ${JSON.stringify(res.body)}`);
  const orderId = res.body.data.veritransOrderId;
  const pi = [...fake.intents.values()].find((i) => i.metadata.order_id === orderId)!;
  const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
  await fake.idle();
  return { author, buyer, article, purchase: purchase!, piId: pi.id as string };
}
