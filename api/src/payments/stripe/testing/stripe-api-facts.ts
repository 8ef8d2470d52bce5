// Stripe's documented API for what our provider uses, written by hand from Stripe's public API reference
// (docs.stripe.com/api and its changelog, up to the SDK's API version 2026-10-28.endive): each operation's request parameters and each object's
// always-present fields, types and enums — in the shape openapi-check.ts reads. It is the check the
// suite always runs. Where the steering repo's shared/ holds the subset cut from Stripe's published
// OpenAPI description (stripe/openapi spec3), openapi-check.ts reads that instead: it may not be
// committed here (what a fetched repository brings stays under shared/).
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema fragments */

type Schema = Record<string, any>;
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const obj = { type: 'object' };
// A $ref is followed before `nullable` is read (openapi-check.ts), so a nullable reference is wrapped.
const nullable = (s: Schema): Schema => (s.$ref ? { anyOf: [s], nullable: true } : { ...s, nullable: true });
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** An expandable field: an id, or the object itself. */
const idOr = (name: string): Schema => ({ anyOf: [str, ref(name)] });
const object = (name: string, required: string[], properties: Schema): Schema => ({
  type: 'object',
  required: ['object', ...required],
  properties: { object: { type: 'string', enum: [name] }, ...properties },
});

const address = {
  type: 'object',
  properties: Object.fromEntries(
    ['city', 'country', 'line1', 'line2', 'postal_code', 'state'].map((k) => [k, nullable(str)]),
  ),
};

const schemas: Record<string, Schema> = {
  customer: object('customer', ['id', 'created', 'livemode'], {
    id: str,
    created: int,
    livemode: bool,
    metadata: obj,
    email: nullable(str),
    name: nullable(str),
    description: nullable(str),
  }),
  payment_method: object('payment_method', ['id', 'type', 'created', 'livemode', 'billing_details'], {
    id: str,
    type: str,
    created: int,
    livemode: bool,
    customer: nullable(idOr('customer')),
    metadata: nullable(obj),
    billing_details: {
      type: 'object',
      properties: {
        address: nullable(address),
        email: nullable(str),
        name: nullable(str),
        phone: nullable(str),
      },
    },
    card: ref('payment_method_card'),
    // PayPay (API 2026-09-30.endive): a PaymentMethod of type paypay carries an empty `paypay` hash.
    paypay: obj,
    // Konbini: an empty `konbini` hash (the name and email it needs are in billing_details).
    konbini: obj,
  }),
  payment_method_card: {
    type: 'object',
    required: ['brand', 'exp_month', 'exp_year', 'funding', 'last4'],
    properties: {
      brand: str,
      exp_month: int,
      exp_year: int,
      funding: str,
      last4: str,
      country: nullable(str),
      fingerprint: nullable(str),
    },
  },
  payment_intent: object(
    'payment_intent',
    [
      'id',
      'amount',
      'capture_method',
      'confirmation_method',
      'created',
      'currency',
      'livemode',
      'payment_method_types',
      'allowed_payment_method_types',
      'status',
    ],
    {
      id: str,
      amount: int,
      amount_received: int,
      capture_method: { type: 'string', enum: ['automatic', 'automatic_async', 'manual'] },
      confirmation_method: { type: 'string', enum: ['automatic', 'manual'] },
      client_secret: nullable(str),
      created: int,
      currency: str,
      customer: nullable(idOr('customer')),
      livemode: bool,
      metadata: obj,
      payment_method: nullable(idOr('payment_method')),
      payment_method_types: { type: 'array', items: str },
      allowed_payment_method_types: nullable({ type: 'array', items: str }),
      automatic_payment_methods: nullable({
        type: 'object',
        required: ['enabled'],
        properties: { enabled: bool, allow_redirects: { type: 'string', enum: ['always', 'never'] } },
      }),
      latest_charge: nullable(idOr('charge')),
      next_action: nullable({
        type: 'object',
        required: ['type'],
        properties: {
          type: str,
          redirect_to_url: {
            type: 'object',
            properties: { url: nullable(str), return_url: nullable(str) },
          },
          // payment_intent_next_action_konbini: the voucher, a payment code per chain.
          konbini_display_details: {
            type: 'object',
            required: ['expires_at', 'stores'],
            properties: {
              expires_at: int,
              hosted_voucher_url: nullable(str),
              stores: {
                type: 'object',
                properties: Object.fromEntries(
                  ['familymart', 'lawson', 'ministop', 'seicomart'].map((chain) => [
                    chain,
                    nullable({
                      type: 'object',
                      required: ['payment_code'],
                      properties: { confirmation_number: nullable(str), payment_code: str },
                    }),
                  ]),
                ),
              },
            },
          },
        },
      }),
      payment_method_options: nullable(obj),
      last_payment_error: nullable(ref('api_errors')),
      canceled_at: nullable(int),
      cancellation_reason: nullable(str),
      status: {
        type: 'string',
        enum: [
          'canceled',
          'processing',
          'requires_action',
          'requires_capture',
          'requires_confirmation',
          'requires_payment_method',
          'succeeded',
        ],
      },
    },
  ),
  charge: object(
    'charge',
    [
      'id',
      'amount',
      'amount_captured',
      'amount_refunded',
      'captured',
      'created',
      'currency',
      'disputed',
      'livemode',
      'paid',
      'refunded',
      'status',
    ],
    {
      id: str,
      amount: int,
      amount_captured: int,
      amount_refunded: int,
      captured: bool,
      created: int,
      currency: str,
      disputed: bool,
      livemode: bool,
      metadata: obj,
      paid: bool,
      payment_intent: nullable(idOr('payment_intent')),
      refunded: bool,
      status: { type: 'string', enum: ['failed', 'pending', 'succeeded'] },
      failure_code: nullable(str),
      failure_message: nullable(str),
    },
  ),
  refund: object('refund', ['id', 'amount', 'created', 'currency'], {
    id: str,
    amount: int,
    charge: nullable(idOr('charge')),
    created: int,
    currency: str,
    metadata: nullable(obj),
    payment_intent: nullable(idOr('payment_intent')),
    reason: nullable(str),
    status: nullable(str),
    // A konbini refund waits for the buyer's bank account (Stripe emails them a link).
    next_action: nullable({
      type: 'object',
      required: ['type'],
      properties: {
        type: str,
        display_details: {
          type: 'object',
          properties: {
            email_sent: {
              type: 'object',
              properties: { email_sent_at: int, email_sent_to: str },
            },
            expires_at: int,
          },
        },
      },
    }),
  }),
  dispute: object(
    'dispute',
    ['id', 'amount', 'charge', 'created', 'currency', 'livemode', 'reason', 'status'],
    {
      id: str,
      amount: int,
      charge: idOr('charge'),
      created: int,
      currency: str,
      livemode: bool,
      metadata: obj,
      payment_intent: nullable(idOr('payment_intent')),
      reason: str,
      status: {
        type: 'string',
        enum: [
          'lost',
          'needs_response',
          'under_review',
          'warning_closed',
          'warning_needs_response',
          'warning_under_review',
          'won',
        ],
      },
    },
  ),
  api_errors: {
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        type: 'string',
        enum: ['api_error', 'card_error', 'idempotency_error', 'invalid_request_error'],
      },
      code: str,
      decline_code: str,
      message: str,
      doc_url: str,
      param: str,
      charge: str,
      payment_method: ref('payment_method'),
    },
  },
  error: { type: 'object', required: ['error'], properties: { error: ref('api_errors') } },
  event: object('event', ['id', 'created', 'data', 'livemode', 'pending_webhooks', 'type'], {
    id: str,
    api_version: nullable(str),
    created: int,
    data: { type: 'object', required: ['object'], properties: { object: obj } },
    livemode: bool,
    pending_webhooks: int,
    request: nullable({
      type: 'object',
      properties: { id: nullable(str), idempotency_key: nullable(str) },
    }),
    type: str,
  }),
};

/** One operation: its path parameters, the form fields it takes, and what 200 and errors answer. */
const op = (answer: string, requestParams: string[], parameters: string[] = []) => ({
  parameters: ['expand', ...parameters].map((name) => ({ name, in: 'path' })),
  requestParams: ['expand', ...requestParams],
  responses: { 200: ref(answer), default: ref('error') },
});
const list = (item: string): Schema => ({
  type: 'object',
  required: ['object', 'data', 'has_more', 'url'],
  properties: { object: { type: 'string', enum: ['list'] }, data: { type: 'array', items: ref(item) } },
});

export const stripeApiFacts = {
  source: {
    repository: 'hand-written from Stripe API reference (docs.stripe.com/api)',
    commit: 'n/a',
    // The SDK's version; payment-method parameters as changed by 2026-07-29 (allowed_payment_method_types)
    // and 2026-09-30 (payment_method_types no longer writable).
    apiVersion: '2026-10-28.endive',
  },
  paths: {
    '/v1/customers': {
      post: op('customer', [
        'email',
        'name',
        'description',
        'metadata',
        'payment_method',
        'invoice_settings',
      ]),
    },
    '/v1/payment_methods': {
      post: op('payment_method', [
        'type',
        'card',
        'paypay',
        'konbini',
        'billing_details',
        'metadata',
        'customer',
        'payment_method',
      ]),
    },
    '/v1/payment_methods/{payment_method}': { get: op('payment_method', [], ['payment_method']) },
    '/v1/payment_methods/{payment_method}/attach': {
      post: op('payment_method', ['customer'], ['payment_method']),
    },
    '/v1/payment_methods/{payment_method}/detach': { post: op('payment_method', [], ['payment_method']) },
    '/v1/payment_intents': {
      post: op('payment_intent', [
        'amount',
        'currency',
        'allowed_payment_method_types',
        'automatic_payment_methods',
        'excluded_payment_method_types',
        'capture_method',
        'confirm',
        'confirmation_method',
        'customer',
        'description',
        'error_on_requires_action',
        'metadata',
        'off_session',
        'payment_method',
        'payment_method_options',
        'receipt_email',
        'return_url',
        'setup_future_usage',
        'statement_descriptor_suffix',
        'use_stripe_sdk',
      ]),
    },
    '/v1/payment_intents/{intent}': { get: op('payment_intent', [], ['intent', 'client_secret']) },
    '/v1/payment_intents/{intent}/confirm': {
      post: op(
        'payment_intent',
        [
          'allowed_payment_method_types',
          'capture_method',
          'error_on_requires_action',
          'excluded_payment_method_types',
          'off_session',
          'payment_method',
          'payment_method_options',
          'receipt_email',
          'return_url',
          'setup_future_usage',
          'use_stripe_sdk',
        ],
        ['intent'],
      ),
    },
    '/v1/payment_intents/{intent}/cancel': {
      post: op('payment_intent', ['cancellation_reason'], ['intent']),
    },
    '/v1/disputes/{dispute}': { get: op('dispute', [], ['dispute']) },
    '/v1/refunds': {
      get: {
        ...op(
          'refund',
          [],
          ['charge', 'payment_intent', 'limit', 'starting_after', 'ending_before', 'created'],
        ),
        responses: { 200: list('refund'), default: ref('error') },
      },
      post: op('refund', [
        'amount',
        'charge',
        'metadata',
        'payment_intent',
        'reason',
        'refund_application_fee',
      ]),
    },
  },
  components: { schemas },
};
