/**
 * Settings both servers read the same way, and what NODE_ENV=production refuses (issue 22): a demo
 * default that is harmless on a laptop is a hole on the internet, so a production start names the
 * variable and stops instead of running with it. Each function throws one line (the caller collects).
 */
import { isIP } from 'node:net';
import { trustList } from './trust-proxy';

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

const loopback = trustList(['loopback']);

/** localhost, *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses: nobody else reaches them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '0.0.0.0' || host === '::') return true;
  return isIP(host) !== 0 && loopback.trusts(host);
}

/**
 * SITE_URL: the origin of every absolute link (mails, og:url, canonical). Outside production it defaults
 * to http://localhost:$PORT; in production it must be set and reachable by others (not loopback).
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const given = env.SITE_URL ?? '';
  if (given === '' && isProduction(env))
    throw new Error(
      'SITE_URL must be set in production: the public URL of the site, e.g. https://shirube.example.jp',
    );
  const value = given || `http://localhost:${env.PORT || 3000}`;
  let url: URL | null = null;
  try {
    url = /^https?:\/\/[^/]+/.test(value) ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url) throw new Error(`SITE_URL must be an http(s) URL, got "${value}"`);
  if (isProduction(env) && isLoopbackHost(url.hostname))
    throw new Error(
      `SITE_URL must be the site's public URL in production, not a loopback address (got "${value}")`,
    );
  return value.replace(/\/$/, '');
}

/** The session cookie's key material: at least this many bytes (a 256-bit key's worth). */
export const SESSION_SECRET_MIN_BYTES = 32;

/**
 * SESSION_SECRET: in production it must be given and ≥ 32 bytes (a generated file in the data folder
 * would differ per machine and vanish with the container). Outside production: undefined = generated.
 */
export function sessionSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SESSION_SECRET || undefined;
  if (!isProduction(env)) return value;
  if (value === undefined)
    throw new Error('SESSION_SECRET must be set in production (≥ 32 bytes, e.g. `openssl rand -hex 32`)');
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < SESSION_SECRET_MIN_BYTES)
    throw new Error(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_BYTES} bytes in production, got ${bytes} (e.g. \`openssl rand -hex 32\`)`,
    );
  return value;
}

/**
 * The card processor as both servers read it (issue 41): PAYMENT_PROVIDER sandbox (or unset) takes test
 * cards, so under production it is refused — sellers would be paid for fake sales — unless
 * ALLOW_SANDBOX_PAYMENTS=1 says this is a staging site; then every page carries a banner saying no
 * real money moves (`sandboxBanner`). Stripe's keys are checked by the API (payments/payment-config.ts).
 */
export function paymentModeFromEnv(env: NodeJS.ProcessEnv): {
  provider: 'sandbox' | 'stripe';
  sandboxBanner: boolean;
} {
  const allow = env.ALLOW_SANDBOX_PAYMENTS ?? '';
  if (allow !== '' && allow !== '0' && allow !== '1')
    throw new Error(`ALLOW_SANDBOX_PAYMENTS must be 1 or 0, got "${allow}"`);
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got "${provider}"`);
  if (provider === 'stripe') return { provider, sandboxBanner: false };
  if (isProduction(env) && allow !== '1')
    throw new Error(
      `PAYMENT_PROVIDER${env.PAYMENT_PROVIDER ? '=sandbox' : ' unset (the sandbox)'} is refused in production: set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1 for a staging site (every page then says no real money moves)`,
    );
  return { provider, sandboxBanner: allow === '1' };
}
