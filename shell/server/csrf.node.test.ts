import type { IncomingMessage } from 'node:http';
import { passesCsrf, STRIPE_WEBHOOK_PATH } from './csrf';

const request = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers: { host: 'shirube.example', ...headers } }) as unknown as IncomingMessage;

describe('passesCsrf', () => {
  it('lets Stripe POST its webhook with no Origin and no Sec-Fetch-Site (the signature protects it)', () => {
    expect(passesCsrf(request('POST'), STRIPE_WEBHOOK_PATH)).toBe(true);
  });

  it('exempts only that exact path and method', () => {
    for (const [method, pathname] of [
      ['PUT', STRIPE_WEBHOOK_PATH],
      ['DELETE', STRIPE_WEBHOOK_PATH],
      ['PATCH', STRIPE_WEBHOOK_PATH],
      ['POST', `${STRIPE_WEBHOOK_PATH}/`],
      ['POST', `${STRIPE_WEBHOOK_PATH}x`],
      ['POST', `${STRIPE_WEBHOOK_PATH}/../../auth/sign_in`],
      ['POST', '/v1/payment/stripe/webhooks'],
      ['POST', '/v1/payment/stripe/return/ord_1'],
      ['POST', '/v1/payment/charge'],
      ['POST', '/V1/payment/stripe/webhook'],
    ] as const)
      expect([method, pathname, passesCsrf(request(method), pathname)]).toEqual([method, pathname, false]);
  });

  it('still refuses other cross-site calls and admits same-origin ones', () => {
    expect(passesCsrf(request('POST', { origin: 'https://evil.example' }), '/v1/purchase')).toBe(false);
    expect(passesCsrf(request('POST', { origin: 'https://shirube.example' }), '/v1/purchase')).toBe(true);
    expect(passesCsrf(request('POST', { 'sec-fetch-site': 'same-origin' }), '/v1/purchase')).toBe(true);
    expect(passesCsrf(request('GET'), '/v1/articles')).toBe(true);
  });
});
