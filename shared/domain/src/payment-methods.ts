// The payment methods the site takes through Stripe: what every PaymentIntent allows
// (`allowed_payment_method_types`, api/src/payments/stripe/provider.ts) and what the Payment Element
// offers (`allowedPaymentMethodTypes`, mf-commerce card/StripeCard.tsx) — one list, so a method enabled
// in Stripe's Dashboard reaches buyers only once both sides handle it (a redirect or voucher method
// answers `requires_action` the card flow does not know).
export const STRIPE_PAYMENT_METHODS = ['card'] as const;
export type StripePaymentMethod = (typeof STRIPE_PAYMENT_METHODS)[number];
