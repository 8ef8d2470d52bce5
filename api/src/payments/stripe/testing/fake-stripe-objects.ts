// Stripe's objects as its API answers them (fields the published OpenAPI marks required, plus those
// our provider reads), for the fake server (fake-stripe.ts). API version of the shapes: see CONTEXT.md.
/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe's JSON objects, checked by openapi-check.ts */
import type { TestCard } from './fake-stripe-cards';

type Obj = Record<string, any>;

const address = () => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
});
const billing = () => ({ address: address(), email: null, name: null, phone: null });

export function error(type: string, code: string | null, message: string, extra: Obj = {}): Obj {
  return {
    type,
    ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
    message,
    ...extra,
  };
}

export function customer(id: string, created: number, metadata: Obj): Obj {
  return {
    id,
    object: 'customer',
    created,
    livemode: false,
    metadata,
    email: null,
    name: null,
    description: null,
  };
}

export function paymentMethod(
  id: string,
  created: number,
  card: Pick<TestCard, 'brand' | 'last4'>,
  expMonth: number,
  expYear: number,
): Obj {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    created,
    livemode: false,
    customer: null,
    metadata: {},
    billing_details: billing(),
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: expMonth,
      exp_year: expYear,
      funding: 'credit',
      country: 'JP',
      fingerprint: `fp${card.last4}${card.brand}`,
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

/** A PayPay PaymentMethod (Stripe.js makes it from the Payment Element; it holds no details). */
export function paypayMethod(id: string, created: number): Obj {
  return {
    id,
    object: 'payment_method',
    type: 'paypay',
    created,
    livemode: false,
    customer: null,
    metadata: {},
    billing_details: billing(),
    paypay: {},
  };
}

export function paymentIntent(id: string, created: number, amount: number, p: Obj): Obj {
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: String(p.currency ?? 'jpy'),
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    client_secret: `${id}_secret_fake`,
    created,
    livemode: false,
    customer: p.customer ?? null,
    description: p.description ?? null,
    metadata: p.metadata ?? {},
    payment_method: p.payment_method ?? null,
    // API 2023-08-16+: with neither list nor automatic_payment_methods given, the Dashboard's methods
    // apply (automatic payment methods on, redirects allowed). Since 2026-07-29 a given
    // allowed_payment_method_types filters them instead (and excludes automatic_payment_methods).
    allowed_payment_method_types: p.allowed_payment_method_types
      ? Object.values(p.allowed_payment_method_types as Obj)
      : null,
    automatic_payment_methods: p.allowed_payment_method_types
      ? null
      : {
          enabled: p.automatic_payment_methods?.enabled !== 'false',
          allow_redirects: p.automatic_payment_methods?.allow_redirects ?? 'always',
        },
    // What the fake account takes: cards (its Dashboard has nothing else enabled).
    payment_method_types: ['card'],
    setup_future_usage: p.setup_future_usage ?? null,
    payment_method_options: p.payment_method_options ?? {},
    status: p.payment_method ? 'requires_confirmation' : 'requires_payment_method',
    next_action: null,
    last_payment_error: null,
    latest_charge: null,
    canceled_at: null,
    cancellation_reason: null,
  };
}

export function redirectAction(url: string, returnUrl: string): Obj {
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
}

export function paymentError(
  code: string,
  declineCode: string | null,
  message: string,
  paymentMethod: Obj,
  charge: string | null,
): Obj {
  return {
    ...error('card_error', code, message),
    ...(declineCode ? { decline_code: declineCode } : {}),
    ...(charge ? { charge } : {}),
    payment_method: paymentMethod,
  };
}

export function charge(
  id: string,
  created: number,
  pi: Obj,
  status: 'succeeded' | 'failed',
  failure?: Obj,
): Obj {
  const paid = status === 'succeeded';
  return {
    id,
    object: 'charge',
    amount: pi.amount,
    amount_captured: paid ? pi.amount : 0,
    amount_refunded: 0,
    billing_details: billing(),
    captured: paid,
    created,
    currency: pi.currency,
    customer: pi.customer,
    disputed: false,
    livemode: false,
    metadata: pi.metadata,
    paid,
    payment_intent: pi.id,
    payment_method: pi.payment_method,
    refunded: false,
    status,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
  };
}

export function refund(id: string, created: number, ch: Obj, amount: number, p: Obj): Obj {
  return {
    id,
    object: 'refund',
    amount,
    charge: ch.id,
    created,
    currency: ch.currency,
    metadata: p.metadata ?? {},
    payment_intent: ch.payment_intent,
    reason: p.reason ?? null,
    status: 'succeeded',
  };
}

export function dispute(id: string, created: number, ch: Obj, reason: string): Obj {
  return {
    id,
    object: 'dispute',
    amount: ch.amount,
    balance_transactions: [],
    charge: ch.id,
    created,
    currency: ch.currency,
    evidence: {},
    evidence_details: {
      due_by: created + 7 * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: ch.payment_intent,
    reason,
    status: 'needs_response',
  };
}

export function event(id: string, type: string, object: Obj): Obj {
  return {
    id,
    object: 'event',
    api_version: '2023-08-16',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** PayPay's page (stand-in): the buyer approves in the PayPay app or cancels. */
export function paypayPage(piId: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>PayPay (test)</title></head><body data-testid="fake-paypay"><p>PayPay test payment: ${piId}</p><form method="post" action="/_fake/paypay/${piId}/approve"><button>Authorize test payment</button></form><form method="post" action="/_fake/paypay/${piId}/fail"><button>Fail test payment</button></form></body></html>`;
}

export function threeDSPage(piId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head><body data-testid="fake-stripe-3ds"><p>Fake issuer: ${piId}</p><form method="post" action="/_fake/3ds/${piId}/approve"><button>Complete</button></form><form method="post" action="/_fake/3ds/${piId}/fail"><button>Fail</button></form></body></html>`;
}

/** A konbini PaymentMethod (the Payment Element's コンビニ tab collects the name and email Stripe needs). */
export function konbiniMethod(id: string, created: number, billingDetails: Obj): Obj {
  return {
    id,
    object: 'payment_method',
    type: 'konbini',
    created,
    livemode: false,
    customer: null,
    metadata: {},
    billing_details: {
      ...billing(),
      name: billingDetails.name ?? null,
      email: billingDetails.email ?? null,
      phone: billingDetails.phone ?? null,
    },
    konbini: {},
  };
}

/** End of the JST day `days` after `from` (Stripe: confirmed Monday JST with 2 days → Wednesday 23:59:59 JST). */
export function konbiniExpiry(from: number, days: number): number {
  const jst = 9 * 3600;
  const dayStart = Math.floor((from + jst) / 86400) * 86400 - jst;
  return dayStart + (days + 1) * 86400 - 1;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** next_action of a confirmed konbini PaymentIntent: the voucher (a payment code per chain). */
export function konbiniAction(
  expiresAt: number,
  voucherUrl: string,
  confirmationNumber: string | undefined,
): Obj {
  const store = () => ({ confirmation_number: confirmationNumber ?? digits(11), payment_code: digits(12) });
  return {
    type: 'konbini_display_details',
    konbini_display_details: {
      expires_at: expiresAt,
      hosted_voucher_url: voucherUrl,
      stores: { familymart: store(), lawson: store(), ministop: store(), seicomart: store() },
    },
  };
}

/** A konbini refund: Stripe emails the buyer a link to give a bank account (its hosted refund flow). */
export function konbiniRefundAction(email: string | null, created: number): Obj {
  return {
    type: 'display_details',
    display_details: {
      email_sent: { email_sent_at: created, email_sent_to: email ?? '' },
      expires_at: created + 45 * 86400,
    },
  };
}

export function konbiniVoucherPage(piId: string, action: Obj): string {
  const stores = Object.entries(action.konbini_display_details.stores as Record<string, Obj>)
    .map(([name, s]) => `<li>${name}: ${s.payment_code} / ${s.confirmation_number}</li>`)
    .join('');
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>Konbini voucher (test)</title></head><body data-testid="fake-konbini-voucher"><p>${piId}</p><ul>${stores}</ul></body></html>`;
}
