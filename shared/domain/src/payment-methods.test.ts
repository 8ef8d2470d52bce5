import { elementPaymentMethods, parseStripePaymentMethods } from './payment-methods';

// Issue 35 item 5: one configured list for the intents and the Payment Element.
describe('Stripe payment methods', () => {
  it('parses STRIPE_PAYMENT_METHODS into our order; refuses unknown methods and a list without card', () => {
    expect(parseStripePaymentMethods('paypay, card')).toEqual(['card', 'paypay']);
    expect(parseStripePaymentMethods('card')).toEqual(['card']);
    expect(parseStripePaymentMethods('konbini,card,paypay')).toEqual(['card', 'paypay', 'konbini']);
    expect(parseStripePaymentMethods('card,alipay')).toBe(
      'unknown payment method alipay (known: card, paypay, konbini)',
    );
    expect(parseStripePaymentMethods('paypay')).toBe('must include card');
  });

  it('the Payment Element offers the configured methods; saving a card or an older API = cards only', () => {
    expect(elementPaymentMethods(['card', 'paypay'], 'payment')).toEqual(['card', 'paypay']);
    expect(elementPaymentMethods(['card', 'paypay'], 'setup')).toEqual(['card']);
    expect(elementPaymentMethods(undefined, 'payment')).toEqual(['card']);
    expect(elementPaymentMethods(['card', 'alipay'], 'payment')).toEqual(['card']);
  });
});
