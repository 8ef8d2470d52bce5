// The Stripe provider's API suites: the real server (both databases) with PAYMENT_PROVIDER=stripe,
// pointed at the fake Stripe on loopback, whose webhooks come back to the server under test.
import type { AppConfig } from '../../../config';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export const KEYS = {
  secretKey: 'sk_test_fake_shirube',
  publishableKey: 'pk_test_fake_shirube',
  webhookSecret: 'whsec_fake_shirube',
};

/** Starts the fake before the suites' servers; `overrides` reads its address when a server starts. */
export function fakeStripeForSuite() {
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
      return { provider: 'stripe' as const, ...KEYS, apiBase: fake!.url };
    },
  } as Partial<AppConfig>;
  return { fake: () => fake!, overrides };
}

/** The path of a URL on our site (the return_url names SITE_URL; the test calls the server directly). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
