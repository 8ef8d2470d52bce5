// PAYMENT_PROVIDER and its keys (issue 21). sandbox (the default: quick start, tests) needs nothing, but
// production refuses it unless ALLOW_SANDBOX_PAYMENTS=1 (the rule both servers share: @shirube/server
// paymentModeFromEnv, issue 41); stripe needs the three keys of the Stripe account, checked at start so a
// missing one is one line.
import {
  DEFAULT_STRIPE_PAYMENT_METHODS,
  parseStripePaymentMethods,
  type StripePaymentMethod,
} from '@shirube/domain';
import { paymentModeFromEnv } from '@shirube/server';

export type PaymentConfig =
  | { readonly provider: 'sandbox' }
  | {
      readonly provider: 'stripe';
      readonly secretKey: string;
      readonly publishableKey: string;
      readonly webhookSecret: string;
      /** STRIPE_PAYMENT_METHODS (default card): what the intents allow and the Payment Element offers. */
      readonly methods: readonly StripePaymentMethod[];
      /** STRIPE_WALLETS=1: Apple Pay / Google Pay in the Payment Element (card PaymentMethods, the card path).
       *  Off by default: they need the site's domain registered with Stripe and a device that has a wallet. */
      readonly wallets: boolean;
      /** Tests only (STRIPE_API_BASE, refused in production): a Stripe-compatible server, e.g. on loopback. */
      readonly apiBase?: string;
    };

export const SANDBOX: PaymentConfig = { provider: 'sandbox' };

/** One line per problem (joined by newlines: configFromEnv reports each). */
export function paymentFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  if (paymentModeFromEnv(env).provider === 'sandbox') return SANDBOX;
  const problems: string[] = [];
  const need = (name: string, prefix: RegExp, shape: string) => {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name} is required when PAYMENT_PROVIDER=stripe (${shape})`);
    else if (!prefix.test(value)) problems.push(`${name} must look like ${shape}`);
    return value;
  };
  const secretKey = need('STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_/, 'sk_test_… or sk_live_…');
  const publishableKey = need('STRIPE_PUBLISHABLE_KEY', /^pk_(test|live)_/, 'pk_test_… or pk_live_…');
  const webhookSecret = need('STRIPE_WEBHOOK_SECRET', /^whsec_/, 'whsec_… from the webhook endpoint');
  const mode = (key: string) => /_(test|live)_/.exec(key)?.[1];
  if (secretKey && publishableKey && mode(secretKey) !== mode(publishableKey))
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  let methods = DEFAULT_STRIPE_PAYMENT_METHODS;
  if (env.STRIPE_PAYMENT_METHODS !== undefined) {
    const parsed = parseStripePaymentMethods(env.STRIPE_PAYMENT_METHODS);
    if (typeof parsed === 'string') problems.push(`STRIPE_PAYMENT_METHODS ${parsed}, e.g. card,paypay`);
    else methods = parsed;
  }
  const walletsValue = env.STRIPE_WALLETS?.trim() ?? '';
  if (!['', '0', '1'].includes(walletsValue))
    problems.push(`STRIPE_WALLETS must be 0 or 1, got "${walletsValue}"`);
  let apiBase: string | undefined;
  if (env.STRIPE_API_BASE) {
    if (env.NODE_ENV === 'production') problems.push('STRIPE_API_BASE is for tests; refused in production');
    else if (!/^https?:\/\/[^/:]+(:\d+)?\/?$/.test(env.STRIPE_API_BASE))
      problems.push(`STRIPE_API_BASE must be http(s)://host[:port], got "${env.STRIPE_API_BASE}"`);
    else apiBase = env.STRIPE_API_BASE;
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    provider: 'stripe',
    secretKey,
    publishableKey,
    webhookSecret,
    methods,
    wallets: walletsValue === '1',
    ...(apiBase ? { apiBase } : {}),
  };
}
