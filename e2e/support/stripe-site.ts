/**
 * The site with PAYMENT_PROVIDER=stripe, beside the setup's sandbox site (which every other spec keeps):
 * the Stripe-compatible loopback server (in this process), a real API on its own temp PGlite with the
 * demo seed (a copy of the setup's seeded database), test keys and the SDK pointed at that server (STRIPE_API_BASE), its webhooks delivered
 * to the site's URL (through the shell, as Stripe delivers them), and a shell server in stripe mode (Stripe's origins in its CSP) in front of it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { startFakeStripe, type FakeStripe } from '../../api/src/payments/stripe/testing/fake-stripe';
import { noteCpu } from './cpu';
import { ports } from './ports';
import { apiServer, copySeededDatabase } from './servers';
import { specSite, startShell, type SpecSite } from './shell-server';
import { e2eState } from './state';

/** Test-mode keys as Stripe shapes them (payment-config.ts checks the prefixes). */
export const STRIPE_KEYS = {
  secretKey: 'sk_test_e2e_shirube',
  publishableKey: 'pk_test_e2e_shirube',
  webhookSecret: 'whsec_e2e_shirube',
};

export interface StripeSite extends SpecSite {
  apiUrl: string;
  mailDir: string;
  fake: FakeStripe;
}

export async function startStripeSite(): Promise<StripeSite> {
  const state = e2eState();
  const dir = path.join(state.tmpDir, 'stripe-site');
  const mailDir = path.join(dir, 'mail');
  await mkdir(mailDir, { recursive: true });
  const lines: string[] = [];
  const fake = await startFakeStripe({
    ...STRIPE_KEYS,
    port: ports.fakeStripe,
    // The browser reaches 3-D Secure at Stripe's origin (routed to this server: stripe-routes.ts).
    hooksUrl: 'https://hooks.stripe.com',
  });
  const apiUrl = `http://127.0.0.1:${ports.stripeApi}`;
  const shellUrl = `http://127.0.0.1:${ports.stripeShell}`;
  await copySeededDatabase(state.seededDir, path.join(dir, 'api'));
  const api = startChild('stripe-api', apiServer.cmd, apiServer.args, {
    cwd: apiServer.cwd,
    quiet: true,
    onLine: (line: string) => lines.push(`[stripe-api] ${line}`),
    env: {
      API_PORT: String(ports.stripeApi),
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'api'),
      MAIL_DIR: mailDir,
      SITE_URL: shellUrl,
      SEED_DEMO: '1',
      PAYOUT_SCHEDULE: '0',
      SIGNUP_LIMIT: '100000',
      RESET_LIMIT: '100000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: fake.url,
      // Every method the code handles, so the journeys can pick each in the Payment Element.
      STRIPE_PAYMENT_METHODS: 'card,paypay,konbini',
    },
  });
  const stopAll = async () => {
    noteCpu('stripe-api', api);
    await stopChild(api);
    await fake.idle();
    await fake.close();
  };
  try {
    await waitForHttp(`${apiUrl}/openapi.json`, { child: api, what: 'stripe-mode API', timeoutMs: 120_000 });
    const shell = await startShell('stripe-shell', ports.stripeShell, undefined, {
      API_URL: apiUrl,
      PAYMENT_PROVIDER: 'stripe',
    });
    // Webhooks go where the README registers them: the site's URL, through the shell server.
    fake.deliverTo(`${shellUrl}/v1/payment/stripe/webhook`);
    return { ...specSite(shell, lines, stopAll), apiUrl, mailDir, fake };
  } catch (e) {
    await stopAll();
    throw new Error(`${(e as Error).message}\n${lines.slice(-30).join('\n')}`);
  }
}
