/**
 * Stripe's origins for a browser context, without network: js.stripe.com serves the Stripe.js stand-in
 * (stripe-js-standin.ts) and its Payment Element frame (stripe-element-frame.ts); api.stripe.com and
 * hooks.stripe.com (3-D Secure) are answered by the Stripe-compatible loopback server
 * (api/src/payments/stripe/testing/fake-stripe.ts) — so the page keeps the shell's real stripe-mode
 * CSP (only Stripe's documented origins) and every call the browser makes goes where it would in
 * production. Any other Stripe host is refused, so a stray call fails the test instead of hanging.
 */
import type { BrowserContext, Route } from '@playwright/test';
import { elementFrameHtml } from './stripe-element-frame';
import { stripeJsStandIn } from './stripe-js-standin';

/** @stripe/stripe-js 10 loads https://js.stripe.com/<train>/stripe.js (older: /v3). */
const STRIPE_JS = /^\/(v3|[a-z]+)\/stripe\.js$/;
const FRAME_PATH = '/standin/elements-inner-payment.html';

async function forwardTo(route: Route, base: string): Promise<void> {
  const url = new URL(route.request().url());
  // maxRedirects 0: a 302 (3-D Secure → our return page) goes back to the browser, which follows it.
  const response = await route.fetch({ url: `${base}${url.pathname}${url.search}`, maxRedirects: 0 });
  await route.fulfill({ response });
}

export async function routeStripe(context: BrowserContext, fakeStripeUrl: string): Promise<void> {
  // Registered first: Playwright asks the routes added last first, so this only takes what they leave.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, (route) => route.abort());
  await context.route(/^https:\/\/js\.stripe\.com\//, async (route) => {
    const { pathname } = new URL(route.request().url());
    const train = STRIPE_JS.exec(pathname)?.[1];
    if (train)
      return route.fulfill({
        contentType: 'application/javascript; charset=utf-8',
        body: `(${stripeJsStandIn.toString()})(${JSON.stringify(`https://js.stripe.com${FRAME_PATH}`)}, ${JSON.stringify(train)});`,
      });
    if (pathname === FRAME_PATH)
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: elementFrameHtml('https://api.stripe.com'),
      });
    return route.fulfill({ status: 404, body: `stand-in: no ${pathname}` });
  });
  await context.route(/^https:\/\/(api|hooks)\.stripe\.com\//, (route) => forwardTo(route, fakeStripeUrl));
}
