// The fake as a browser reaches it (the e2e's Stripe.js stand-in): with the publishable key only what
// Stripe lets a publishable key do, CORS on every answer, and 3-D Secure at the origin it is told.
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { KEYS } from './stripe-suite';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ ...KEYS, hooksUrl: 'https://hooks.stripe.com' });
});
afterAll(() => fake.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, body: string, auth?: string) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://127.0.0.1:1',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body,
  });
const card = (number: string) => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': '2030',
  'card[cvc]': '123',
});

it('makes a PaymentMethod with the publishable key in the form, as Stripe.js sends it (CORS: any origin)', async () => {
  const res = await post(
    '/v1/payment_methods',
    form({ ...card('4242424242424242'), key: KEYS.publishableKey }),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(await res.json()).toMatchObject({ object: 'payment_method', card: { last4: '4242' } });
  // The key authenticates; it is not a parameter of the call (what openapi-check sees).
  expect(fake.exchanges.at(-1)!.params).not.toHaveProperty('key');
});

it('refuses the publishable key for what needs the secret key, and an unknown key for anything', async () => {
  const withPk = await post(
    '/v1/payment_intents',
    form({ amount: '500', currency: 'jpy', key: KEYS.publishableKey }),
  );
  expect(withPk.status).toBe(401);
  expect(((await withPk.json()) as { error: { message: string } }).error.message).toMatch(
    /publishable API key/,
  );
  expect(fake.intents.size).toBe(0);
  const unknown = await post(
    '/v1/payment_methods',
    form({ ...card('4242424242424242'), key: 'pk_test_other' }),
  );
  expect(unknown.status).toBe(401);
});

it('answers a preflight, and names hooksUrl as the 3-D Secure page', async () => {
  const preflight = await fetch(`${fake.url}/v1/payment_methods`, { method: 'OPTIONS' });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  const pm = fake.createPaymentMethod('4000002500003155');
  const res = await post(
    '/v1/payment_intents',
    form({ amount: '500', currency: 'jpy', payment_method: pm, confirm: 'true', return_url: 'http://x/r' }),
    KEYS.secretKey,
  );
  const pi = (await res.json()) as { status: string; next_action: { redirect_to_url: { url: string } } };
  expect(pi.status).toBe('requires_action');
  expect(pi.next_action.redirect_to_url.url).toMatch(/^https:\/\/hooks\.stripe\.com\/_fake\/3ds\/pi_/);
});
