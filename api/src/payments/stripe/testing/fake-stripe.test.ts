// The fake as a browser reaches it (the e2e's Stripe.js stand-in): with the publishable key only what
// Stripe lets a publishable key do, CORS on every answer, and 3-D Secure at the origin it is told.
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { checkEvent, checkExchange, loadSubset } from './openapi-check';
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

// What real Stripe refuses for the calls our provider makes (issue 35): a fake that accepts them hides
// a purchase that fails on the first day.
describe('refuses what Stripe refuses', () => {
  const intent = async (fields: Record<string, string>) => {
    const res = await post(
      '/v1/payment_intents',
      form({ amount: '500', currency: 'jpy', ...fields }),
      KEYS.secretKey,
    );
    return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const confirm = async (id: string, fields: Record<string, string>) => {
    const res = await post(`/v1/payment_intents/${id}/confirm`, form(fields), KEYS.secretKey);
    return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it('automatic payment methods by default: an on-session confirm without return_url is a 400, whatever the card', async () => {
    const created = await intent({ payment_method: fake.createPaymentMethod('4242424242424242') });
    expect(created.body).toMatchObject({
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      allowed_payment_method_types: null,
    });
    const refused = await confirm(created.body.id, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param: 'return_url' });
    expect(refused.body.error.message).toMatch(/A `return_url` must be specified/);
    expect(fake.intents.get(created.body.id)?.status).toBe('requires_confirmation');
    // Off-session, or with redirects excluded, it needs none (Stripe's changelog 2023-08-16).
    expect((await confirm(created.body.id, { off_session: 'true' })).body.status).toBe('succeeded');
    const never = await intent({
      payment_method: fake.createPaymentMethod('4242424242424242'),
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect((await confirm(never.body.id, {})).body.status).toBe('succeeded');
  });

  it('allowed_payment_method_types names the methods; payment_method_types is gone on our API version', async () => {
    const allowed = await intent({
      payment_method: fake.createPaymentMethod('4242424242424242'),
      'allowed_payment_method_types[0]': 'card',
    });
    expect(allowed.body).toMatchObject({
      allowed_payment_method_types: ['card'],
      automatic_payment_methods: null,
      payment_method_types: ['card'],
    });
    const old = await intent({ 'payment_method_types[0]': 'card' });
    expect(old.status).toBe(400);
    expect(old.body.error).toMatchObject({
      code: 'payment_method_types_no_longer_supported',
      param: 'payment_method_types',
    });
    const both = await intent({
      'allowed_payment_method_types[0]': 'card',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(both.status).toBe(400);
  });

  it('off-session where the issuer wants authentication: 402 authentication_required with the PaymentIntent', async () => {
    const created = await intent({
      payment_method: fake.createPaymentMethod('4000002500003155'),
      'allowed_payment_method_types[0]': 'card',
    });
    const refused = await confirm(created.body.id, { off_session: 'true' });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      payment_intent: { id: created.body.id, status: 'requires_payment_method' },
    });
    // On-session with a return_url the same card goes to 3-D Secure instead.
    const again = await intent({
      payment_method: fake.createPaymentMethod('4000002500003155'),
      'allowed_payment_method_types[0]': 'card',
    });
    const challenged = await confirm(again.body.id, { return_url: 'https://site.test/back' });
    expect(challenged.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
  });
});

// Issue 35 item 5: PayPay as Stripe documents it (docs.stripe.com/payments/paypay): a redirect to PayPay
// and back, JPY and one-time only, refundable; the fake's PayPay page answers approve or fail.
describe('PayPay', () => {
  const json = async (res: Response) => (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const paypayIntent = async (fields: Record<string, string> = {}, types = ['card', 'paypay']) => {
    const pm = await json(
      await post('/v1/payment_methods', form({ type: 'paypay', key: KEYS.publishableKey })),
    );
    expect(pm).toMatchObject({ object: 'payment_method', type: 'paypay', paypay: {} });
    return json(
      await post(
        '/v1/payment_intents',
        form({
          amount: '700',
          currency: 'jpy',
          payment_method: pm.id,
          ...Object.fromEntries(types.map((t, i) => [`allowed_payment_method_types[${i}]`, t])),
          ...fields,
        }),
        KEYS.secretKey,
      ),
    );
  };
  const confirm = async (
    id: string,
    fields: Record<string, string> = { return_url: 'https://site.test/back' },
  ) => {
    const res = await post(`/v1/payment_intents/${id}/confirm`, form(fields), KEYS.secretKey);
    return { status: res.status, body: await json(res) };
  };

  it('confirm → requires_action redirect_to_url to PayPay; approve → succeeded, back at return_url; refundable in part', async () => {
    const pi = await paypayIntent();
    const confirmed = await confirm(pi.id);
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `https://hooks.stripe.com/_fake/paypay/${pi.id}`,
          return_url: 'https://site.test/back',
        },
      },
    });
    const page = await fetch(`${fake.url}/_fake/paypay/${pi.id}`);
    expect(await page.text()).toContain('data-testid="fake-paypay"');
    const back = await fetch(`${fake.url}/_fake/paypay/${pi.id}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    // Stripe's documented return: the return_url with the intent, its client secret and redirect_status.
    expect(back.headers.get('location')).toBe(
      `https://site.test/back?payment_intent=${pi.id}&payment_intent_client_secret=${pi.client_secret}&redirect_status=succeeded`,
    );
    expect(fake.intents.get(pi.id)).toMatchObject({ status: 'succeeded', amount_received: 700 });
    expect(fake.events.at(-1)!.event).toMatchObject({ type: 'payment_intent.succeeded' });
    const refund = await post('/v1/refunds', form({ payment_intent: pi.id, amount: '200' }), KEYS.secretKey);
    expect(await json(refund)).toMatchObject({ object: 'refund', amount: 200, status: 'succeeded' });
  });

  it('the buyer cancels at PayPay: requires_payment_method with payment_intent_authentication_failure, payment_failed sent', async () => {
    const pi = await paypayIntent();
    await confirm(pi.id);
    const back = fake.completePayPay(pi.id, false);
    expect(back).toBe(
      `https://site.test/back?payment_intent=${pi.id}&payment_intent_client_secret=${pi.client_secret}&redirect_status=failed`,
    );
    expect(fake.intents.get(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: {
        code: 'payment_intent_authentication_failure',
        payment_method: { type: 'paypay' },
      },
    });
    expect(fake.events.at(-1)!.event).toMatchObject({ type: 'payment_intent.payment_failed' });
    expect(() => fake.completePayPay(pi.id, true)).toThrow(/not waiting for PayPay/);
  });

  it('refuses what Stripe refuses for PayPay: another currency, setup_future_usage, no return_url, a type the intent does not allow', async () => {
    const usd = await paypayIntent({ currency: 'usd' });
    expect((await confirm(usd.id)).body.error).toMatchObject({ param: 'currency' });
    const reuse = await paypayIntent({ setup_future_usage: 'on_session' });
    expect((await confirm(reuse.id)).body.error).toMatchObject({ param: 'setup_future_usage' });
    const noReturn = await paypayIntent();
    const refused = await confirm(noReturn.id, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'parameter_missing', param: 'return_url' });
    const cardOnly = await paypayIntent({}, ['card']);
    expect(cardOnly.allowed_payment_method_types).toEqual(['card']);
    const notAllowed = await confirm(cardOnly.id);
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.error).toMatchObject({
      code: 'payment_intent_incompatible_payment_method',
      param: 'payment_method',
    });
    for (const id of [usd.id, reuse.id, noReturn.id, cardOnly.id])
      expect(fake.intents.get(id)?.status).toBe('requires_confirmation');
  });
});

// Issue 35 item 5: コンビニ as Stripe documents it (docs.stripe.com/payments/konbini): JPY ¥120–¥300,000,
// the customer's name and email, a voucher per chain in next_action.konbini_display_details expiring at
// 23:59:59 JST after expires_after_days (default 3); paid at a store → succeeded; unpaid by then →
// payment_failed (payment_intent_payment_attempt_expired); a refund waits for the buyer's bank account.
describe('Konbini', () => {
  const json = async (res: Response) => (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const konbiniIntent = async (
    fields: Record<string, string> = {},
    billing: Record<string, string> = { name: '山田 太郎', email: 'taro@example.com' },
  ) => {
    const details = Object.fromEntries(Object.entries(billing).map(([k, v]) => [`billing_details[${k}]`, v]));
    const pm = await json(
      await post('/v1/payment_methods', form({ type: 'konbini', key: KEYS.publishableKey, ...details })),
    );
    expect(pm).toMatchObject({
      type: 'konbini',
      konbini: {},
      billing_details: { name: billing.name ?? null },
    });
    return json(
      await post(
        '/v1/payment_intents',
        form({
          amount: '800',
          currency: 'jpy',
          payment_method: pm.id,
          'allowed_payment_method_types[0]': 'card',
          'allowed_payment_method_types[1]': 'konbini',
          ...fields,
        }),
        KEYS.secretKey,
      ),
    );
  };
  const confirm = async (id: string, fields: Record<string, string> = {}) => {
    const res = await post(`/v1/payment_intents/${id}/confirm`, form(fields), KEYS.secretKey);
    return { status: res.status, body: await json(res) };
  };

  it('confirm (no return_url) → the voucher: four chains, expiry at 23:59:59 JST three days on; paid → succeeded', async () => {
    const pi = await konbiniIntent();
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await confirm(pi.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'konbini_display_details' },
    });
    const voucher = body.next_action.konbini_display_details;
    expect(Object.keys(voucher.stores).sort()).toEqual(['familymart', 'lawson', 'ministop', 'seicomart']);
    expect(voucher.stores.lawson).toMatchObject({
      payment_code: expect.stringMatching(/^\d+$/),
      confirmation_number: expect.stringMatching(/^\d+$/),
    });
    // 23:59:59 in Tokyo (UTC+9), between 3 and 4 days from now.
    expect((voucher.expires_at + 1 + 9 * 3600) % 86400).toBe(0);
    expect(voucher.expires_at - before).toBeGreaterThan(3 * 86400 - 86400);
    expect(voucher.expires_at - before).toBeLessThanOrEqual(4 * 86400);
    expect(voucher.hosted_voucher_url).toBe(`https://hooks.stripe.com/_fake/konbini/${pi.id}`);
    expect(fake.events.at(-1)!.event).toMatchObject({ type: 'payment_intent.requires_action' });
    fake.payKonbini(pi.id);
    expect(fake.intents.get(pi.id)).toMatchObject({ status: 'succeeded', amount_received: 800 });
    expect(fake.events.at(-1)!.event).toMatchObject({ type: 'payment_intent.succeeded' });
    // Refunding a konbini payment: Stripe emails the buyer for a bank account first.
    const refund = await json(await post('/v1/refunds', form({ payment_intent: pi.id }), KEYS.secretKey));
    expect(refund).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'display_details',
        display_details: { email_sent: { email_sent_to: 'taro@example.com' } },
      },
    });
  });

  it('unpaid at expiry: payment_failed, payment_intent_payment_attempt_expired; an expired voucher cannot be paid', async () => {
    const pi = await konbiniIntent({ 'payment_method_options[konbini][expires_after_days]': '1' });
    await confirm(pi.id);
    fake.expireKonbini(pi.id);
    expect(fake.intents.get(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: {
        code: 'payment_intent_payment_attempt_expired',
        payment_method: { type: 'konbini' },
      },
    });
    expect(fake.events.at(-1)!.event).toMatchObject({ type: 'payment_intent.payment_failed' });
    expect(() => fake.payKonbini(pi.id)).toThrow(/not a konbini voucher waiting/);
  });

  it('refuses what Stripe refuses for konbini: under ¥120, another currency, setup_future_usage, no email, 61 days', async () => {
    const cases: Array<[Record<string, string>, Record<string, string> | undefined, string]> = [
      [{ amount: '100' }, undefined, 'amount'],
      [{ currency: 'usd' }, undefined, 'currency'],
      [{ setup_future_usage: 'on_session' }, undefined, 'setup_future_usage'],
      [{}, { name: '山田 太郎' }, 'billing_details[email]'],
      [
        { 'payment_method_options[konbini][expires_after_days]': '61' },
        undefined,
        'payment_method_options[konbini][expires_after_days]',
      ],
    ];
    for (const [fields, billing, param] of cases) {
      const pi = await konbiniIntent(fields, billing);
      const refused = await confirm(pi.id);
      expect([refused.status, refused.body.error.param]).toEqual([400, param]);
      expect(fake.intents.get(pi.id)?.status).toBe('requires_confirmation');
    }
  });
});

// Issue 35 item 6: every operation the fake serves, answered with success and with an error, checked
// against Stripe's API description (openapi-check.ts: the published subset where available, else the
// hand-written facts), and the checker shown to catch an unknown parameter.
it('every route it serves, success and error answers, matches the API description it is checked against', async () => {
  const get = (path: string) =>
    fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${KEYS.secretKey}` } });
  // This test's own calls (earlier ones sent parameters Stripe refuses, on purpose).
  const from = fake.exchanges.length;
  const eventsFrom = fake.events.length;
  const json = async (res: Response) => (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const customer = await json(
    await post('/v1/customers', form({ 'metadata[user_id]': '1' }), KEYS.secretKey),
  );
  const pm = await json(await post('/v1/payment_methods', form(card('4242424242424242')), KEYS.secretKey));
  const paypay = await json(await post('/v1/payment_methods', form({ type: 'paypay' }), KEYS.secretKey));
  const paypayPi = await json(
    await post(
      '/v1/payment_intents',
      form({
        amount: '600',
        currency: 'jpy',
        payment_method: paypay.id,
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'paypay',
      }),
      KEYS.secretKey,
    ),
  );
  await post(
    `/v1/payment_intents/${paypayPi.id}/confirm`,
    form({ return_url: 'https://site.test/r' }),
    KEYS.secretKey,
  );
  fake.completePayPay(paypayPi.id, true);
  await get(`/v1/payment_intents/${paypayPi.id}`);
  const konbini = await json(
    await post(
      '/v1/payment_methods',
      form({
        type: 'konbini',
        'billing_details[name]': '山田 太郎',
        'billing_details[email]': 'k@example.com',
      }),
      KEYS.secretKey,
    ),
  );
  const konbiniPi = await json(
    await post(
      '/v1/payment_intents',
      form({
        amount: '600',
        currency: 'jpy',
        payment_method: konbini.id,
        'allowed_payment_method_types[0]': 'konbini',
        'payment_method_options[konbini][product_description]': 'しるべ 記事',
      }),
      KEYS.secretKey,
    ),
  );
  await post(`/v1/payment_intents/${konbiniPi.id}/confirm`, form({}), KEYS.secretKey);
  await get(`/v1/payment_intents/${konbiniPi.id}`);
  fake.payKonbini(konbiniPi.id);
  await post('/v1/refunds', form({ payment_intent: konbiniPi.id }), KEYS.secretKey);
  await get(`/v1/payment_methods/${pm.id}`);
  await get('/v1/payment_methods/pm_missing');
  await post(`/v1/payment_methods/${pm.id}/attach`, form({ customer: customer.id }), KEYS.secretKey);
  await post(`/v1/payment_methods/${pm.id}/detach`, '', KEYS.secretKey);
  await post(`/v1/payment_methods/${pm.id}/detach`, '', KEYS.secretKey); // 400: not attached
  const pi = await json(
    await post(
      '/v1/payment_intents',
      form({
        amount: '800',
        currency: 'jpy',
        payment_method: pm.id,
        'allowed_payment_method_types[0]': 'card',
        'metadata[order_id]': 'ord_cover',
      }),
      KEYS.secretKey,
    ),
  );
  await get(`/v1/payment_intents/${pi.id}?expand[0]=latest_charge`);
  await post(
    `/v1/payment_intents/${pi.id}/confirm`,
    form({ return_url: 'https://site.test/r' }),
    KEYS.secretKey,
  );
  await post(`/v1/payment_intents/${pi.id}/cancel`, '', KEYS.secretKey); // 400: already succeeded
  const other = await json(
    await post('/v1/payment_intents', form({ amount: '900', currency: 'jpy' }), KEYS.secretKey),
  );
  await post(
    `/v1/payment_intents/${other.id}/cancel`,
    form({ cancellation_reason: 'abandoned' }),
    KEYS.secretKey,
  );
  await post('/v1/refunds', form({ payment_intent: pi.id, amount: '300' }), KEYS.secretKey);
  await post('/v1/refunds', form({ payment_intent: pi.id, amount: '9999' }), KEYS.secretKey); // 400
  await get(`/v1/refunds?charge=${fake.intents.get(pi.id)!.latest_charge}`);
  const dispute = fake.openDispute(pi.id);
  await get(`/v1/disputes/${dispute.data.object.id}`);
  await get('/v1/disputes/dp_missing');

  const subset = loadSubset();
  const mine = fake.exchanges.slice(from);
  const served = new Set(mine.map((x) => `${x.method} ${x.route}`));
  expect(fake.routes.filter((r) => !served.has(r))).toEqual([]);
  for (const route of fake.routes) expect(subset.paths[route.split(' ')[1]!]).toBeDefined();
  const statuses = new Set(mine.map((x) => x.status));
  expect([200, 400, 404].every((s) => statuses.has(s))).toBe(true);
  expect([
    ...mine.flatMap((x) => checkExchange(subset, x)),
    ...fake.events.slice(eventsFrom).flatMap((e) => checkEvent(subset, e.event)),
  ]).toEqual([]);
  const [create] = mine.filter((x) => x.route === '/v1/payment_intents' && x.status === 200);
  expect(
    checkExchange(subset, { ...create!, params: { ...create!.params, payment_method_types: {} } }),
  ).toEqual(['POST /v1/payment_intents: unknown request parameter payment_method_types']);
});
