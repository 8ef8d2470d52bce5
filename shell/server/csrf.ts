import type { IncomingMessage } from 'node:http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Stripe's webhook endpoint (api/src/payments/stripe/webhook.ts WEBHOOK_PATH, registered in Stripe's
 *  Dashboard as `https://<site>/v1/payment/stripe/webhook`). */
export const STRIPE_WEBHOOK_PATH = '/v1/payment/stripe/webhook';

/**
 * The one call exempt from the browser check: Stripe's servers POST webhooks with no Origin and no
 * Sec-Fetch-Site, so the check would refuse every one. What protects it is the API's Stripe-Signature
 * check over the raw body, not the browser's headers; the shell sends it on without the caller's
 * cookie (app.ts), so a forged cross-site POST carries no session either. Exact path and method only:
 * no prefix, no trailing slash, no other method.
 */
export const isSignedWebhook = (method: string | undefined, pathname: string): boolean =>
  method === 'POST' && pathname === STRIPE_WEBHOOK_PATH;

/** Mutating /v1 calls must come from our own pages: Sec-Fetch-Site: same-origin, or an Origin whose
 *  host is this site's host. The cookie is SameSite=Lax, this closes the remaining gaps. */
export function passesCsrf(req: IncomingMessage, pathname: string): boolean {
  if (SAFE.has(req.method ?? 'GET')) return true;
  if (isSignedWebhook(req.method, pathname)) return true;
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
