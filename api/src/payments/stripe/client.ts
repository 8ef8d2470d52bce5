// The official Stripe SDK, pointed at api.stripe.com or (tests: STRIPE_API_BASE) a Stripe-compatible
// server on loopback through the SDK's host/port/protocol options.
import Stripe from 'stripe';
import type { PaymentConfig } from '../payment-config';

export type StripeConfig = Extract<PaymentConfig, { provider: 'stripe' }>;

export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    // The SDK retries network failures and 5xx answers with the SAME Idempotency-Key (ours: the order id
    // and the step), so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'shirube' },
    ...(base
      ? { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/** Our idempotency key of one Stripe call for an order: the order id and the step (create, confirm, …). */
export const orderKey = (orderId: string, step: string) => `shirube:${orderId}:${step}`;
