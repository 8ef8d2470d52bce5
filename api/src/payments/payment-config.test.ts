// PAYMENT_PROVIDER and the Stripe keys at start (issue 21): each problem one line naming the variable.
import { ConfigError, configFromEnv } from '../config';
import { paymentFromEnv } from './payment-config';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payment config', () => {
  it('is the sandbox unless PAYMENT_PROVIDER=stripe', () => {
    expect(paymentFromEnv({})).toEqual({ provider: 'sandbox' });
    expect(configFromEnv({}).payment).toEqual({ provider: 'sandbox' });
  });

  it('requires the three Stripe keys, one line each naming the variable', () => {
    let error: unknown;
    try {
      configFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).problems;
    expect(lines.filter((l) => l.startsWith('STRIPE_SECRET_KEY is required'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('STRIPE_WEBHOOK_SECRET is required'))).toHaveLength(1);
    expect(lines.some((l) => l.includes('STRIPE_PUBLISHABLE_KEY'))).toBe(false);
  });

  it('refuses another provider, malformed or mixed test/live keys, and STRIPE_API_BASE in production', () => {
    expect(() => paymentFromEnv({ PAYMENT_PROVIDER: 'veritrans' })).toThrow(/^PAYMENT_PROVIDER must be/);
    expect(() =>
      paymentFromEnv({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_WEBHOOK_SECRET: 'abc' }),
    ).toThrow(/^STRIPE_WEBHOOK_SECRET must look like whsec_/);
    expect(() =>
      paymentFromEnv({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_SECRET_KEY: 'sk_live_abc' }),
    ).toThrow(/both be test keys or both live keys/);
    expect(() =>
      paymentFromEnv({
        PAYMENT_PROVIDER: 'stripe',
        ...keys,
        STRIPE_API_BASE: 'http://127.0.0.1:4250',
        NODE_ENV: 'production',
      }),
    ).toThrow(/STRIPE_API_BASE is for tests/);
    expect(
      paymentFromEnv({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4250' }),
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      methods: ['card'],
      wallets: false,
      apiBase: 'http://127.0.0.1:4250',
    });
  });

  // Issue 35 item 5: PayPay is enabled by configuration; the list always holds card.
  it('reads STRIPE_PAYMENT_METHODS (default card), refusing unknown methods and a list without card', () => {
    const stripe = { PAYMENT_PROVIDER: 'stripe', ...keys };
    expect(paymentFromEnv(stripe)).toMatchObject({ methods: ['card'] });
    expect(paymentFromEnv({ ...stripe, STRIPE_PAYMENT_METHODS: ' paypay , card' })).toMatchObject({
      methods: ['card', 'paypay'],
    });
    expect(paymentFromEnv({ ...stripe, STRIPE_PAYMENT_METHODS: 'card,konbini' })).toMatchObject({
      methods: ['card', 'konbini'],
    });
    expect(() => paymentFromEnv({ ...stripe, STRIPE_PAYMENT_METHODS: 'card,alipay' })).toThrow(
      /^STRIPE_PAYMENT_METHODS unknown payment method alipay \(known: card, paypay, konbini\)/,
    );
    expect(() => paymentFromEnv({ ...stripe, STRIPE_PAYMENT_METHODS: 'paypay' })).toThrow(
      /^STRIPE_PAYMENT_METHODS must include card/,
    );
  });

  it('STRIPE_WALLETS: off unless 1 (Apple Pay / Google Pay need a registered domain); anything else refused', () => {
    const stripe = { PAYMENT_PROVIDER: 'stripe', ...keys };
    expect(paymentFromEnv(stripe)).toMatchObject({ wallets: false });
    expect(paymentFromEnv({ ...stripe, STRIPE_WALLETS: '1' })).toMatchObject({ wallets: true });
    expect(paymentFromEnv({ ...stripe, STRIPE_WALLETS: '0' })).toMatchObject({ wallets: false });
    expect(() => paymentFromEnv({ ...stripe, STRIPE_WALLETS: 'yes' })).toThrow(
      /^STRIPE_WALLETS must be 0 or 1/,
    );
  });

  it('production takes paypay: the dialog sends the buyer to PayPay in the whole window (issue 35)', () => {
    const live = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', ...keys };
    expect(paymentFromEnv({ ...live, STRIPE_PAYMENT_METHODS: 'card,paypay' })).toMatchObject({
      methods: ['card', 'paypay'],
    });
  });

  // Issue 41: with PAYMENT_PROVIDER unset a production site took test cards and wrote ledger rows.
  it('production refuses the sandbox (unset or named) unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => paymentFromEnv(production)).toThrow(
      'PAYMENT_PROVIDER unset (the sandbox) is refused in production: set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1 for a staging site (every page then says no real money moves)',
    );
    expect(() => paymentFromEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /^PAYMENT_PROVIDER=sandbox is refused in production/,
    );
    expect(() => paymentFromEnv({ ...production, ALLOW_SANDBOX_PAYMENTS: '0' })).toThrow(
      /refused in production/,
    );
    expect(paymentFromEnv({ ...production, ALLOW_SANDBOX_PAYMENTS: '1' })).toEqual({ provider: 'sandbox' });
    expect(paymentFromEnv({ ...production, PAYMENT_PROVIDER: 'stripe', ...keys })).toMatchObject({
      provider: 'stripe',
    });
    expect(() => paymentFromEnv({ ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(
      'ALLOW_SANDBOX_PAYMENTS must be 1 or 0, got "true"',
    );
  });
});
