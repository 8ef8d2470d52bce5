// The payment methods the site takes through Stripe: what every PaymentIntent allows
// (`allowed_payment_method_types`, api/src/payments/stripe/provider.ts) and what the Payment Element
// offers (`allowedPaymentMethodTypes`, mf-commerce card/StripeCard.tsx) — one list, so a method enabled
// in Stripe's Dashboard reaches buyers only once both sides handle it (a redirect or voucher method
// answers `requires_action` the card flow does not know). The operator picks from the methods the code
// handles (STRIPE_PAYMENT_METHODS, api payment-config.ts); the API hands its list to the browser
// (GET /v1/payment/setup), so both sides read the same configured list.
//   card: always on (stored cards and 3-D Secure are built on it).
//   paypay: Stripe's `paypay` type (JPY, one-time only: no setup_future_usage; the whole window is
//     redirected to PayPay and comes back to our return page, then the article; full and partial refunds).
//   konbini: Stripe's `konbini` type (JPY ¥120–¥300,000; a voucher paid at a store within days: the
//     order stays 支払い待ち, its limited copy held, until paid or the voucher expires; refunds go through
//     Stripe's hosted flow where the buyer gives a bank account).
//   Apple Pay / Google Pay are not types of their own: the Payment Element's wallets make `card`
//     PaymentMethods (STRIPE_WALLETS, api payment-config.ts).
export const STRIPE_PAYMENT_METHODS = ['card', 'paypay', 'konbini'] as const;
export type StripePaymentMethod = (typeof STRIPE_PAYMENT_METHODS)[number];

/** Without configuration: cards only. */
export const DEFAULT_STRIPE_PAYMENT_METHODS: readonly StripePaymentMethod[] = ['card'];

const isStripePaymentMethod = (name: string): name is StripePaymentMethod =>
  (STRIPE_PAYMENT_METHODS as readonly string[]).includes(name);

/** A comma-separated list (`card,paypay`) as the enabled methods, in our order; a string = the problem. */
export function parseStripePaymentMethods(value: string): readonly StripePaymentMethod[] | string {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isStripePaymentMethod(n));
  if (unknown.length)
    return `unknown payment method ${unknown.join(', ')} (known: ${STRIPE_PAYMENT_METHODS.join(', ')})`;
  if (!names.includes('card')) return 'must include card';
  return STRIPE_PAYMENT_METHODS.filter((m) => names.includes(m));
}

/** A recorded method (payment_orders.payment_method) as one we name; anything else reads as card. */
export const paymentMethodOf = (value: string | null | undefined): StripePaymentMethod =>
  value && isStripePaymentMethod(value) ? value : 'card';

/** How the receipt PDF names the method (the UI names it through shared/i18n commerce.paymentMethod.*). */
export const RECEIPT_PAYMENT_METHOD_NAMES: Record<StripePaymentMethod, string> = {
  card: 'クレジットカード',
  paypay: 'PayPay',
  konbini: 'コンビニ払い',
};

/** What the Payment Element offers: the API's configured list (GET /v1/payment/setup; an older API that
 *  does not send one = cards), only methods this code handles; saving a card for later = cards only. */
export function elementPaymentMethods(
  configured: readonly string[] | undefined,
  mode: 'payment' | 'setup',
): StripePaymentMethod[] {
  if (mode === 'setup' || !configured) return ['card'];
  const known = STRIPE_PAYMENT_METHODS.filter((m) => configured.includes(m));
  return known.length ? known : ['card'];
}
