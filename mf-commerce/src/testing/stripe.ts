/**
 * A stand-in for @stripe/stripe-js (the real one loads from js.stripe.com): its Payment Element mounts at
 * once and createPaymentMethod answers `paymentMethod` (null: Stripe.js rejects the card). The test file
 * itself calls `jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }))` (jest hoists it).
 */
import { loadStripe } from '@stripe/stripe-js/pure';

export function standInStripe(paymentMethod: string | null) {
  const handlers: Record<string, () => void> = {};
  const element = {
    on: (name: string, fn: () => void) => void (handlers[name] = fn),
    mount: jest.fn(() => handlers.ready?.()),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element), submit: jest.fn(async () => ({})) };
  const stripe = {
    elements: jest.fn(() => elements),
    createPaymentMethod: jest.fn(async () =>
      paymentMethod
        ? { paymentMethod: { id: paymentMethod } }
        : { error: { message: 'Your card number is incomplete.' } },
    ),
  };
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  return { stripe, elements, element };
}

/** GET /v1/payment/setup with PAYMENT_PROVIDER=stripe and this publishable key. Use a key per test: the
 *  dialog keeps one Stripe.js instance per publishable key, as loadStripe advises. */
export const stripeSetup = (publishableKey: string, paymentMethods?: string[]) => ({
  data: { provider: 'stripe', publishableKey, ...(paymentMethods ? { paymentMethods } : {}) },
});
