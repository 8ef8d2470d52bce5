// A Stripe-compatible server on loopback for the tests (issue 21: no network). Stateful for what the
// provider uses — customers, payment methods (Stripe's test numbers and pm_card_… ids), PaymentIntents
// through requires_action / succeeded / canceled, refunds, disputes — with Stripe's documented object
// shapes, errors (402 card_error: card_declined, authentication_required) and Idempotency-Key replay,
// and it sends signed webhooks (Stripe's t=…,v1=HMAC-SHA256 scheme via the SDK's generateTestHeaderString).
// A browser may call it as Stripe.js calls api.stripe.com (e2e: Playwright routes Stripe's origins here):
// with the publishable key (`key` in the form, as Stripe.js sends it) only what a publishable key may do,
// CORS as Stripe answers it, and `hooksUrl` is where the card holder's browser reaches its 3-D Secure page.
// Every request/answer is kept in `exchanges` and every event in `events`, so a test can check them
// against Stripe's API description (openapi-check.ts; fake-stripe.test.ts calls every route it serves).
// It refuses what Stripe refuses for our calls (issue 35): an on-session confirm without return_url under
// automatic payment methods, payment_method_types on the SDK's API version (2026-10-28.endive),
// off-session confirms the issuer wants authenticated (402 authentication_required), a PaymentMethod
// whose type the intent does not allow.
// PayPay (docs.stripe.com/payments/paypay: JPY only, one-time only — no setup mode, so no
// setup_future_usage —, redirect to PayPay and back to return_url, full and partial refunds): a `paypay`
// PaymentMethod; confirming answers requires_action redirect_to_url to `/_fake/paypay/:pi` (approve →
// succeeded; fail → requires_payment_method with payment_intent_authentication_failure, as Stripe's
// redirect methods answer a buyer who did not authorize); another currency or setup_future_usage is a 400;
// back at return_url with payment_intent, payment_intent_client_secret and redirect_status.
// Konbini (docs.stripe.com/payments/konbini): a `konbini` PaymentMethod with billing name + email; confirm →
// requires_action konbini_display_details (four chains, expiry 23:59:59 JST after expires_after_days, default 3)
// and payment_intent.requires_action; `payKonbini` → succeeded; `expireKonbini` → requires_payment_method with
// payment_intent_payment_attempt_expired + payment_failed; refunds answer requires_action (hosted refund flow).
// NOT modelled (a test relying on one of these proves nothing about Stripe):
//  - the account's Dashboard settings: automatic payment methods always resolve to `card` only; no
//    payment_method_configuration, no excluded_payment_method_types effect;
//  - wallets: Apple Pay / Google Pay are card PaymentMethods (card.wallet) made by Stripe.js on a real
//    device after domain registration — none here (the stand-in Stripe.js has no wallet button);
//  - PayPay's own app and QR flow, its expiry of an unanswered redirect, its payment_method_details;
//  - konbini: its own expiry on Stripe's clock (a test calls expireKonbini), the hosted voucher's real
//    content, the store-side timing of a payment, the bank-account step and completion of a konbini refund
//    (its Refund stays requires_action; no charge.refunded follows), payment_method_options beyond
//    expires_after_days / confirmation_number, its payment_method_details on the charge;
//  - manual capture (requires_capture), `processing`, partial captures, multicapture, Radar / risk scores;
//  - SetupIntents, Checkout Sessions, mandates, network tokens, card re-collection (CVC element);
//  - dispute evidence, dispute list/update/close calls, `charge.dispute.updated` / `funds_*` events,
//    inquiries (warning_* states) beyond being closed;
//  - refund failures (refund.failed), async refunds, refund list pagination (has_more is always false);
//  - rate limits (429), Stripe-Version header checks, `expand` beyond latest_charge, list filters beyond charge;
//  - webhook retries with back-off (a failed delivery is recorded, `redeliver` resends on demand);
//  - published spec3: openapi-check.ts reads it only where the steering repo's shared/ holds a subset;
//    here the checks run against the hand-written stripe-api-facts.ts (stripe/openapi's spec3 files were
//    not available to fetch when this was written: issue 35 item 6).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseForm, TEST_CARDS, TEST_PAYMENT_METHODS } from './fake-stripe-cards';
import * as make from './fake-stripe-objects';

/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe's JSON objects, checked by openapi-check.ts */
type Obj = Record<string, any>;

export interface Exchange {
  method: string;
  /** The OpenAPI path template (e.g. /v1/payment_intents/{intent}/confirm). */
  route: string;
  params: Obj;
  idempotencyKey: string | null;
  status: number;
  body: Obj;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

class Answer {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {}
}
const fail = (status: number, error: Obj) => new Answer(status, { error });
/** Stripe's answer to confirming or cancelling an intent that already succeeded or was cancelled. */
const finished = (pi: Obj, verb: 'confirm' | 'cancel', extra?: Obj): Answer | null =>
  pi.status === 'succeeded' || pi.status === 'canceled'
    ? fail(
        400,
        make.error(
          'invalid_request_error',
          'payment_intent_unexpected_state',
          `You cannot ${verb} this PaymentIntent because it has a status of ${pi.status}.`,
          extra,
        ),
      )
    : null;
const missing = (kind: string, value: string, param = 'id') =>
  fail(
    404,
    make.error('invalid_request_error', 'resource_missing', `No such ${kind}: '${value}'`, { param }),
  );

/** What a publishable key may call (Stripe.js's createPaymentMethod); the rest needs the secret key. */
const PUBLISHABLE_ROUTES = new Set(['POST /v1/payment_methods']);

/** Stripe's CORS answer on api.stripe.com: any origin, no cookies needed (the key is in the request). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
  'access-control-expose-headers': 'Request-Id, Stripe-Should-Retry',
  'access-control-max-age': '300',
};

export async function startFakeStripe(options: {
  webhookSecret: string;
  secretKey: string;
  publishableKey?: string;
  port?: number;
  /** The origin of the 3-D Secure page in next_action (default: this server; e2e: https://hooks.stripe.com). */
  hooksUrl?: string;
}) {
  const customers = new Map<string, Obj>();
  const methods = new Map<string, Obj & { number: string; setUp: boolean }>();
  const intents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const disputes = new Map<string, Obj>();
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  const exchanges: Exchange[] = [];
  const events: Array<{ event: Obj; deliveries: number[] }> = [];
  let webhookUrl: string | null = null;
  let delivery: Promise<void> = Promise.resolve();
  /** Events kept back while a test holds webhooks (holdWebhooks): Stripe's arrive in any order. */
  let held: Array<{ event: Obj; deliveries: number[] }> | null = null;
  let base = '';

  const hooksBase = () => options.hooksUrl ?? base;
  const send = (type: string, object: Obj) => {
    const event = make.event(id('evt'), type, structuredClone(object));
    const entry = { event, deliveries: [] as number[] };
    events.push(entry);
    deliver(entry);
    return event;
  };
  const deliver = (entry: { event: Obj; deliveries: number[] }) => {
    const url = webhookUrl;
    if (!url) return;
    if (held) return void held.push(entry);
    delivery = delivery
      .then(async () => {
        const payload = JSON.stringify(entry.event, null, 2);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.webhookSecret,
        });
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        await res.arrayBuffer();
        entry.deliveries.push(res.status);
      })
      .catch(() => {
        entry.deliveries.push(0); // our server was not there: Stripe would retry later
      });
  };

  const paymentMethodOf = (pmId: string) => {
    const known = methods.get(pmId);
    if (known) return known;
    const number = TEST_PAYMENT_METHODS[pmId];
    if (!number) return null;
    // pm_card_… stand for a fresh PaymentMethod of that test card each time they are named.
    const pm = createMethod(number);
    methods.set(pmId, pm);
    return pm;
  };
  const createMethod = (number: string, expMonth = 12, expYear = new Date().getFullYear() + 3) => {
    const card = TEST_CARDS[number] ?? { brand: 'visa', last4: number.slice(-4), outcome: 'succeed' };
    const pm = Object.assign(make.paymentMethod(id('pm'), now(), card, expMonth, expYear), {
      number,
      setUp: false,
    });
    methods.set(pm.id, pm);
    return pm;
  };
  const createPayPay = () => {
    const pm = Object.assign(make.paypayMethod(id('pm'), now()), { number: '', setUp: false });
    methods.set(pm.id, pm);
    return pm;
  };
  const createKonbini = (billingDetails: Obj) => {
    const pm = Object.assign(make.konbiniMethod(id('pm'), now(), billingDetails), {
      number: '',
      setUp: false,
    });
    methods.set(pm.id, pm);
    return pm;
  };
  const visible = (pm: Obj) => {
    const { number: _n, setUp: _s, ...rest } = pm;
    return rest;
  };

  const intentOut = (pi: Obj, expand: string[] = []) => {
    const out = { ...pi };
    if (expand.includes('latest_charge') && pi.latest_charge)
      out.latest_charge = charges.get(pi.latest_charge);
    return out;
  };

  const newCharge = (pi: Obj, status: 'succeeded' | 'failed', failure?: Obj) => {
    const charge = make.charge(id('ch'), now(), pi, status, failure);
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    return charge;
  };

  const declineIntent = (pi: Obj, pm: Obj, code: string, declineCode: string, message: string) => {
    const charge = newCharge(pi, 'failed', { code, message });
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = make.paymentError(code, declineCode, message, visible(pm), charge.id);
    send('payment_intent.payment_failed', pi);
    return fail(402, { ...pi.last_payment_error, payment_intent: { ...pi } });
  };

  const succeed = (pi: Obj) => {
    newCharge(pi, 'succeeded');
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.next_action = null;
    pi.last_payment_error = null;
    const pm = methods.get(pi.payment_method);
    if (pm && pi.setup_future_usage && pi.customer) {
      pm.customer = pi.customer;
      pm.setUp = true;
    }
    send('payment_intent.succeeded', pi);
  };

  const confirm = (pi: Obj, params: Obj): Answer => {
    const done = finished(pi, 'confirm', { payment_intent: { ...pi } });
    if (done) return done;
    const offSession = params.off_session === 'true';
    // Stripe's changelog 2023-08-16: under automatic payment methods a confirm needs a return_url unless
    // off_session=true or allow_redirects=never — whatever the card (the refusal is not a card error).
    const automatic = pi.automatic_payment_methods;
    if (automatic?.enabled && automatic.allow_redirects !== 'never' && !offSession && !params.return_url)
      return fail(
        400,
        make.error(
          'invalid_request_error',
          null,
          'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
          { param: 'return_url', payment_intent: { ...pi } },
        ),
      );
    if (params.payment_method) pi.payment_method = params.payment_method;
    const pm = pi.payment_method ? paymentMethodOf(pi.payment_method) : null;
    if (!pm) return missing('payment_method', String(pi.payment_method), 'payment_method');
    if (pm.customer && pm.customer !== pi.customer)
      return fail(
        400,
        make.error(
          'invalid_request_error',
          'payment_method_unexpected_state',
          'The provided PaymentMethod is attached to another customer.',
          { param: 'payment_method' },
        ),
      );
    const allowed: string[] | null = pi.allowed_payment_method_types;
    if (allowed && !allowed.includes(pm.type))
      // Stripe's code for it; the words are ours (not published).
      return fail(
        400,
        make.error(
          'invalid_request_error',
          'payment_intent_incompatible_payment_method',
          `The PaymentMethod provided (${pm.type}) is not allowed for this PaymentIntent (${allowed.join(', ')}).`,
          { param: 'payment_method', payment_intent: { ...pi } },
        ),
      );
    if (pm.type === 'paypay') return confirmPayPay(pi, params);
    if (pm.type === 'konbini') return confirmKonbini(pi, params, pm);
    const card = TEST_CARDS[pm.number] ?? { outcome: 'succeed' };
    if (card.outcome === 'decline')
      return declineIntent(
        pi,
        pm,
        'card_declined',
        card.declineCode ?? 'generic_decline',
        card.declineCode === 'insufficient_funds'
          ? 'Your card has insufficient funds.'
          : 'Your card was declined.',
      );
    const authenticate =
      card.outcome === 'authenticate_always' ||
      (card.outcome === 'authenticate' && !(offSession && pm.setUp));
    if (authenticate && offSession)
      return declineIntent(
        pi,
        pm,
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      );
    if (authenticate) return redirectTo(pi, params, '3ds');
    succeed(pi);
    return new Answer(200, { ...pi });
  };

  /** The buyer must leave for a page of the fake's (3-D Secure, PayPay) and come back: Stripe refuses
   *  this confirm without a return_url. */
  const redirectTo = (pi: Obj, params: Obj, page: '3ds' | 'paypay'): Answer => {
    if (!params.return_url)
      return fail(
        400,
        make.error('invalid_request_error', 'parameter_missing', 'Missing required param: return_url.', {
          param: 'return_url',
        }),
      );
    pi.status = 'requires_action';
    pi.last_payment_error = null;
    pi.next_action = make.redirectAction(`${hooksBase()}/_fake/${page}/${pi.id}`, params.return_url);
    return new Answer(200, { ...pi });
  };

  /** Where the browser goes after the buyer's answer: the return_url with what Stripe appends to it
   *  (docs.stripe.com/payments/paypay/accept-a-payment: payment_intent, payment_intent_client_secret,
   *  redirect_status succeeded | failed), the return_url's own query kept. */
  const backToSite = (returnUrl: string, pi: Obj): string => {
    const url = new URL(returnUrl);
    url.searchParams.set('payment_intent', pi.id);
    url.searchParams.set('payment_intent_client_secret', pi.client_secret);
    url.searchParams.set('redirect_status', pi.status === 'succeeded' ? 'succeeded' : 'failed');
    return url.toString();
  };

  /** PayPay: JPY and one-time only (Stripe's PayPay docs); the buyer is sent to PayPay and back. */
  const confirmPayPay = (pi: Obj, params: Obj): Answer => {
    const invalid = (param: string, message: string) =>
      fail(400, make.error('invalid_request_error', 'parameter_invalid', message, { param }));
    if (pi.currency !== 'jpy') return invalid('currency', 'PayPay only supports jpy.');
    if (pi.setup_future_usage || params.setup_future_usage)
      return invalid('setup_future_usage', 'PayPay does not support setup_future_usage.');
    return redirectTo(pi, params, 'paypay');
  };

  /** Konbini (docs.stripe.com/payments/konbini): JPY ¥120–¥300,000, one-time, the customer's name and
   *  email on the PaymentMethod; confirming answers requires_action konbini_display_details (a voucher
   *  per chain, expiring at 23:59:59 JST `expires_after_days` (1–60, default 3) days on). No return_url. */
  const confirmKonbini = (pi: Obj, params: Obj, pm: Obj): Answer => {
    const invalid = (param: string, message: string, code = 'parameter_invalid') =>
      fail(400, make.error('invalid_request_error', code, message, { param }));
    if (pi.currency !== 'jpy') return invalid('currency', 'Konbini only supports jpy.');
    if (pi.setup_future_usage || params.setup_future_usage)
      return invalid('setup_future_usage', 'Konbini does not support setup_future_usage.');
    if (pi.amount < 120)
      return invalid('amount', 'Amount must be at least ¥120 for konbini.', 'amount_too_small');
    if (pi.amount > 300_000)
      return invalid('amount', 'Amount must be at most ¥300,000 for konbini.', 'amount_too_large');
    for (const field of ['name', 'email'])
      if (!pm.billing_details[field])
        return invalid(
          `billing_details[${field}]`,
          `Missing required param: billing_details[${field}].`,
          'parameter_missing',
        );
    const asked: Obj = params.payment_method_options?.konbini ?? pi.payment_method_options?.konbini ?? {};
    const days = asked.expires_after_days === undefined ? 3 : Number(asked.expires_after_days);
    if (!Number.isInteger(days) || days < 1 || days > 60)
      return invalid('payment_method_options[konbini][expires_after_days]', 'Must be between 1 and 60.');
    pi.status = 'requires_action';
    pi.last_payment_error = null;
    pi.next_action = make.konbiniAction(
      make.konbiniExpiry(now(), days),
      `${hooksBase()}/_fake/konbini/${pi.id}`,
      asked.confirmation_number,
    );
    send('payment_intent.requires_action', pi);
    return new Answer(200, { ...pi });
  };
  const konbiniWaiting = (piId: string) => {
    const pi = intents.get(piId);
    if (!pi || pi.status !== 'requires_action' || methods.get(pi.payment_method)?.type !== 'konbini')
      throw new Error(`fake stripe: ${piId} is not a konbini voucher waiting to be paid`);
    return pi;
  };
  /** The buyer pays the voucher at a store (before it expires: a store refuses an expired one). */
  const payKonbini = (piId: string) => {
    const pi = konbiniWaiting(piId);
    if (now() > pi.next_action.konbini_display_details.expires_at)
      throw new Error(`fake stripe: the voucher of ${piId} has expired`);
    succeed(pi);
  };
  /** The voucher expires unpaid: Stripe's payment_intent.payment_failed, the intent back to
   *  requires_payment_method with payment_intent_payment_attempt_expired. */
  const expireKonbini = (piId: string) => {
    const pi = konbiniWaiting(piId);
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      ...make.error(
        'invalid_request_error',
        'payment_intent_payment_attempt_expired',
        'The payment attempt for this PaymentIntent has expired.',
      ),
      payment_method: visible(methods.get(pi.payment_method)!),
    };
    send('payment_intent.payment_failed', pi);
  };

  /** The buyer's answer on PayPay's page; answers where the browser goes next. */
  const completePayPay = (piId: string, approve: boolean): string => {
    const pi = intents.get(piId);
    if (!pi || pi.status !== 'requires_action' || methods.get(pi.payment_method)?.type !== 'paypay')
      throw new Error(`fake stripe: ${piId} is not waiting for PayPay`);
    const returnUrl: string = pi.next_action.redirect_to_url.return_url;
    if (approve) succeed(pi);
    else {
      pi.status = 'requires_payment_method';
      pi.next_action = null;
      pi.last_payment_error = {
        ...make.error(
          'invalid_request_error',
          'payment_intent_authentication_failure',
          'The customer did not authorize the PayPay payment.',
        ),
        payment_method: visible(methods.get(pi.payment_method)!),
      };
      send('payment_intent.payment_failed', pi);
    }
    return backToSite(returnUrl, pi);
  };

  /** The card holder's answer on the issuer's page; answers where the browser goes next. */
  const completeThreeDS = (piId: string, approve: boolean): string => {
    const pi = intents.get(piId);
    if (!pi || pi.status !== 'requires_action')
      throw new Error(`fake stripe: ${piId} is not waiting for 3-D Secure`);
    const returnUrl: string = pi.next_action.redirect_to_url.return_url;
    if (approve) succeed(pi);
    else {
      pi.status = 'requires_payment_method';
      pi.next_action = null;
      pi.last_payment_error = make.paymentError(
        'payment_intent_authentication_failure',
        null,
        'The provided PaymentMethod has failed authentication.',
        visible(methods.get(pi.payment_method)!),
        null,
      );
      send('payment_intent.payment_failed', pi);
    }
    return backToSite(returnUrl, pi);
  };

  const routes: Array<[string, string, RegExp, (m: string[], p: Obj) => Answer]> = [
    [
      'POST',
      '/v1/customers',
      /^\/v1\/customers$/,
      (_, p) => {
        const customer = make.customer(id('cus'), now(), p.metadata ?? {});
        customers.set(customer.id, customer);
        return new Answer(200, customer);
      },
    ],
    [
      'POST',
      '/v1/payment_methods',
      /^\/v1\/payment_methods$/,
      (_, p) => {
        if (p.type === 'paypay') return new Answer(200, visible(createPayPay()));
        if (p.type === 'konbini') return new Answer(200, visible(createKonbini(p.billing_details ?? {})));
        const number = String(p.card?.number ?? '').replace(/\D/g, '');
        if (p.type !== 'card' || !/^\d{14,16}$/.test(number))
          return fail(
            402,
            make.error('card_error', 'incorrect_number', 'Your card number is incorrect.', {
              param: 'number',
            }),
          );
        return new Answer(
          200,
          visible(createMethod(number, Number(p.card.exp_month) || 12, Number(p.card.exp_year) || 2030)),
        );
      },
    ],
    [
      'GET',
      '/v1/payment_methods/{payment_method}',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([pmId]) => {
        const pm = paymentMethodOf(pmId!);
        return pm ? new Answer(200, visible(pm)) : missing('payment_method', pmId!);
      },
    ],
    [
      'POST',
      '/v1/payment_methods/{payment_method}/attach',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ([pmId], p) => {
        const pm = paymentMethodOf(pmId!);
        if (!pm) return missing('payment_method', pmId!);
        if (!customers.has(p.customer)) return missing('customer', String(p.customer), 'customer');
        const card = TEST_CARDS[pm.number];
        if (card?.outcome === 'decline') return declineLike(card.declineCode ?? 'generic_decline');
        pm.customer = p.customer;
        return new Answer(200, visible(pm));
      },
    ],
    [
      'POST',
      '/v1/payment_methods/{payment_method}/detach',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ([pmId]) => {
        const pm = paymentMethodOf(pmId!);
        if (!pm) return missing('payment_method', pmId!);
        if (!pm.customer)
          return fail(
            400,
            make.error(
              'invalid_request_error',
              'payment_method_unexpected_state',
              'The payment method you provided is not attached to a customer so detachment is impossible.',
            ),
          );
        pm.customer = null;
        pm.setUp = false;
        return new Answer(200, visible(pm));
      },
    ],
    [
      'POST',
      '/v1/payment_intents',
      /^\/v1\/payment_intents$/,
      (_, p) => {
        const amount = Number(p.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return fail(
            400,
            make.error('invalid_request_error', 'amount_too_small', 'Amount must be at least ¥50 jpy', {
              param: 'amount',
            }),
          );
        if (p.payment_method_types !== undefined) return noPaymentMethodTypes();
        // Mutually exclusive (changelog 2026-07-29); Stripe's exact words for it are not published.
        if (p.allowed_payment_method_types && p.automatic_payment_methods)
          return fail(
            400,
            make.error(
              'invalid_request_error',
              'parameter_invalid',
              'allowed_payment_method_types cannot be used with automatic_payment_methods.',
              { param: 'allowed_payment_method_types' },
            ),
          );
        if (p.customer && !customers.has(p.customer)) return missing('customer', p.customer, 'customer');
        if (p.payment_method && !paymentMethodOf(p.payment_method))
          return missing('payment_method', p.payment_method, 'payment_method');
        const pi = make.paymentIntent(id('pi'), now(), amount, p);
        intents.set(pi.id, pi);
        if (p.confirm === 'true') return confirm(pi, p);
        return new Answer(200, { ...pi });
      },
    ],
    [
      'GET',
      '/v1/payment_intents/{intent}',
      /^\/v1\/payment_intents\/([^/]+)$/,
      ([piId], p) => {
        const pi = intents.get(piId!);
        return pi
          ? new Answer(200, intentOut(pi, Object.values(p.expand ?? {}) as string[]))
          : missing('payment_intent', piId!, 'intent');
      },
    ],
    [
      'POST',
      '/v1/payment_intents/{intent}/confirm',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ([piId], p) => {
        const pi = intents.get(piId!);
        if (p.payment_method_types !== undefined) return noPaymentMethodTypes();
        return pi ? confirm(pi, p) : missing('payment_intent', piId!, 'intent');
      },
    ],
    [
      'POST',
      '/v1/payment_intents/{intent}/cancel',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ([piId], p) => {
        const pi = intents.get(piId!);
        if (!pi) return missing('payment_intent', piId!, 'intent');
        const done = finished(pi, 'cancel');
        if (done) return done;
        pi.status = 'canceled';
        pi.next_action = null;
        pi.canceled_at = now();
        pi.cancellation_reason = p.cancellation_reason ?? null;
        send('payment_intent.canceled', pi);
        return new Answer(200, { ...pi });
      },
    ],
    [
      'GET',
      '/v1/disputes/{dispute}',
      /^\/v1\/disputes\/([^/]+)$/,
      ([dpId]) => {
        const dispute = disputes.get(dpId!);
        return dispute ? new Answer(200, { ...dispute }) : missing('dispute', dpId!, 'dispute');
      },
    ],
    [
      'POST',
      '/v1/refunds',
      /^\/v1\/refunds$/,
      (_, p) => {
        const pi = p.payment_intent ? intents.get(p.payment_intent) : null;
        const charge = charges.get(p.charge ?? pi?.latest_charge ?? '');
        if (!charge || charge.status !== 'succeeded')
          return fail(
            400,
            make.error(
              'invalid_request_error',
              'charge_not_refundable',
              'This PaymentIntent does not have a successful charge to refund.',
              { param: 'payment_intent' },
            ),
          );
        const left = charge.amount - charge.amount_refunded;
        const amount = p.amount === undefined ? left : Number(p.amount);
        if (left === 0)
          return fail(
            400,
            make.error(
              'invalid_request_error',
              'charge_already_refunded',
              `Charge ${charge.id} has already been refunded.`,
            ),
          );
        if (amount > left)
          return fail(
            400,
            make.error(
              'invalid_request_error',
              'amount_too_large',
              `Refund amount (¥${amount}) is greater than unrefunded amount on charge (¥${left})`,
              { param: 'amount' },
            ),
          );
        const refund = make.refund(id('re'), now(), charge, amount, p);
        refunds.set(refund.id, refund);
        const paidWith = pi ?? intents.get(charge.payment_intent);
        const konbini = methods.get(paidWith?.payment_method);
        if (konbini?.type === 'konbini') {
          // Stripe's hosted konbini refund: the buyer is emailed a link to give a bank account; the
          // money moves (charge.refunded) only then — not modelled further here.
          refund.status = 'requires_action';
          refund.next_action = make.konbiniRefundAction(konbini.billing_details.email, refund.created);
          return new Answer(200, refund);
        }
        charge.amount_refunded += amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        send('charge.refunded', charge);
        return new Answer(200, refund);
      },
    ],
    [
      'GET',
      '/v1/refunds',
      /^\/v1\/refunds$/,
      (_, p) => {
        const data = [...refunds.values()].filter((r) => !p.charge || r.charge === p.charge).reverse();
        return new Answer(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      },
    ],
  ];
  /** The SDK's API version (2026-10-28.endive) no longer takes payment_method_types (changelog
   *  2026-09-30: 400 payment_method_types_no_longer_supported; the code is Stripe's, the words ours). */
  const noPaymentMethodTypes = () =>
    fail(
      400,
      make.error(
        'invalid_request_error',
        'payment_method_types_no_longer_supported',
        'payment_method_types is no longer supported on this API version. Use allowed_payment_method_types or excluded_payment_method_types.',
        { param: 'payment_method_types' },
      ),
    );
  const declineLike = (declineCode: string) =>
    fail(
      402,
      make.error('card_error', 'card_declined', 'Your card was declined.', { decline_code: declineCode }),
    );

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      const paypay = /^\/_fake\/paypay\/([^/]+)(?:\/(approve|fail))?$/.exec(url.pathname);
      if (paypay) {
        // PayPay's page (its two buttons stand for the buyer's answer in the PayPay app).
        if (req.method === 'POST' && paypay[2]) {
          res.writeHead(302, { location: completePayPay(paypay[1]!, paypay[2] === 'approve') }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(make.paypayPage(paypay[1]!));
        return;
      }
      const voucher = /^\/_fake\/konbini\/([^/]+)$/.exec(url.pathname);
      if (voucher) {
        const pi = intents.get(voucher[1]!);
        res.writeHead(pi?.next_action?.konbini_display_details ? 200 : 404, {
          'content-type': 'text/html; charset=utf-8',
        });
        res.end(pi?.next_action ? make.konbiniVoucherPage(pi.id, pi.next_action) : 'no voucher');
        return;
      }
      const page = /^\/_fake\/3ds\/([^/]+)(?:\/(approve|fail))?$/.exec(url.pathname);
      if (page) {
        // The issuer's 3-D Secure page (its two buttons stand for the card holder's answer).
        if (req.method === 'POST' && page[2]) {
          res.writeHead(302, { location: completeThreeDS(page[1]!, page[2] === 'approve') }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(make.threeDSPage(page[1]!));
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end(); // a browser's preflight
        return;
      }
      const auth = req.headers.authorization ?? '';
      const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
      // Stripe.js authenticates with the publishable key in the form (`key`): not a parameter of the call.
      const publishable =
        !!options.publishableKey &&
        auth !== `Bearer ${options.secretKey}` &&
        (params.key === options.publishableKey || auth === `Bearer ${options.publishableKey}`);
      delete params.key;
      let answer: Answer | null = null;
      let route = url.pathname;
      if (auth !== `Bearer ${options.secretKey}` && !publishable)
        answer = fail(401, make.error('invalid_request_error', null, 'Invalid API Key provided.'));
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      for (const [method, template, pattern, handle] of routes) {
        const m = pattern.exec(url.pathname);
        if (!m || method !== req.method) continue;
        route = template;
        if (!answer && publishable && !PUBLISHABLE_ROUTES.has(`${method} ${template}`))
          answer = fail(
            401,
            make.error(
              'invalid_request_error',
              null,
              'This API call cannot be made with a publishable API key. Please use a secret API key.',
            ),
          );
        if (answer) break;
        const fingerprint = `${method} ${url.pathname} ${body}`;
        const earlier = key && method === 'POST' ? idempotent.get(key) : undefined;
        if (earlier && earlier.fingerprint !== fingerprint)
          answer = fail(
            400,
            make.error(
              'idempotency_error',
              null,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          );
        else if (earlier) answer = earlier.answer;
        else {
          answer = handle(m.slice(1).map(decodeURIComponent), params);
          if (key && method === 'POST')
            idempotent.set(key, {
              fingerprint,
              answer: new Answer(answer.status, structuredClone(answer.body)),
            });
        }
        break;
      }
      answer ??= fail(
        404,
        make.error(
          'invalid_request_error',
          null,
          `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        ),
      );
      exchanges.push({
        method: req.method ?? 'GET',
        route,
        params,
        idempotencyKey: key,
        status: answer.status,
        body: answer.body,
      });
      res.writeHead(answer.status, { ...CORS, 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    /** Every operation this fake serves ("METHOD /v1/template"), for coverage checks. */
    routes: routes.map(([method, template]) => `${method} ${template}`),
    exchanges,
    events,
    intents,
    methods,
    /** Where webhooks go from now on (our /v1/payment/stripe/webhook). */
    deliverTo(url: string) {
      webhookUrl = url;
    },
    /** What Stripe.js does with the Payment Element: a PaymentMethod from the card entered. */
    createPaymentMethod(number: string) {
      return createMethod(number.replace(/\D/g, '')).id;
    },
    completeThreeDS,
    /** What Stripe.js does when the buyer picks PayPay in the Payment Element: a paypay PaymentMethod. */
    createPayPayMethod() {
      return createPayPay().id;
    },
    completePayPay,
    /** What Stripe.js does when the buyer picks コンビニ and gives a name and email. */
    createKonbiniMethod(billingDetails: Obj = { name: '山田 太郎', email: 'buyer@example.com' }) {
      return createKonbini(billingDetails).id;
    },
    payKonbini,
    expireKonbini,
    /** The card holder disputes the charge of PaymentIntent `piId` (charge.dispute.created). */
    openDispute(piId: string, reason = 'fraudulent') {
      const pi = intents.get(piId);
      const charge = pi ? charges.get(pi.latest_charge) : undefined;
      if (!pi || !charge) throw new Error(`fake stripe: ${piId} has no charge`);
      const dispute = make.dispute(id('dp'), now(), charge, reason);
      disputes.set(dispute.id, dispute);
      charge.disputed = true;
      return send('charge.dispute.created', dispute);
    },
    /** The bank decides (charge.dispute.closed). */
    closeDispute(dpId: string, status: 'won' | 'lost' | 'warning_closed') {
      const dispute = disputes.get(dpId)!;
      dispute.status = status;
      return send('charge.dispute.closed', dispute);
    },
    /** Stripe sends an event again (a redelivery: same id, fresh signature). */
    redeliver(eventId: string) {
      const entry = events.find((e) => e.event.id === eventId);
      if (!entry) throw new Error(`fake stripe: no event ${eventId}`);
      deliver(entry);
    },
    /** Keeps webhooks back until releaseWebhooks: a test decides which of the return page and the
     *  webhook comes first, where real Stripe races them. */
    holdWebhooks() {
      held ??= [];
    },
    releaseWebhooks(order: 'as sent' | 'reversed' = 'as sent') {
      const kept = held ?? [];
      held = null;
      (order === 'reversed' ? kept.reverse() : kept).forEach(deliver);
    },
    /** Drops the webhooks held so far: Stripe gave up on them (the reconciler's case). */
    dropHeldWebhooks() {
      held = [];
    },
    /** Resolves when every webhook sent so far has been answered. */
    idle: () => delivery,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
