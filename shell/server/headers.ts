/**
 * Security headers of the shell server (issue 9, item 7; OWASP ASVS 3.4). Every answer: nosniff,
 * Referrer-Policy, HSTS when the request came over https (directly or from a TRUST_PROXY peer).
 * HTML pages: a Content-Security-Policy with a fresh nonce per response on every inline <script>
 * (the page payload and JSON-LD are data blocks, but carry it too), scripts only from this origin
 * and the live remotes' origins, no plugins, no framing of the site, frames only for the embeds.
 * Uploads: nothing in them may run (the same policy as the API's /uploads route).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveReleases } from './live-remotes';
import { isHttps } from './proxy';

/** Players the article embeds may frame (mf-editor/mf-reader embeds). */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://platform.twitter.com',
];
/**
 * Stripe's documented origins (docs.stripe.com/security/guide, Content Security Policy) for Stripe.js
 * and its Payment Element, and hooks.stripe.com for 3-D Secure in the purchase dialog's frame. Allowed
 * only when PAYMENT_PROVIDER=stripe; the sandbox needs none of them.
 */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  if (isHttps(req)) res.setHeader('strict-transport-security', 'max-age=31536000');
  if (pathname.startsWith('/uploads/')) res.setHeader('content-security-policy', UPLOAD_CSP);
}

/** Where browsers POST violation reports: logged as `[csp] violation …` (the e2e run fails on one). */
export const CSP_REPORT_PATH = '/csp-report';

export function receiveCspReport(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    if (body.length < 16_384) body += chunk;
  });
  req.on('end', () => {
    let report: Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(body) as { 'csp-report'?: Record<string, unknown> };
      report = parsed['csp-report'] ?? {};
    } catch {
      report = {};
    }
    const field = (name: string) => String(report[name] ?? '?').slice(0, 300);
    console.warn(
      `[csp] violation ${field('violated-directive')} blocked ${field('blocked-uri')} on ${field('document-uri')}` +
        (report['script-sample'] ? ` sample ${field('script-sample')}` : ''),
    );
    res.writeHead(204).end();
  });
}

export const newNonce = () => randomBytes(16).toString('base64');

/** Origins (other than this site's) the live remotes are loaded from: REMOTE_<NAME>_URL overrides and
 *  REMOTES_BASE_URL (the release bucket or its CDN, live-remotes.ts remotesBase). */
export function remoteOrigins(releases: LiveReleases): string[] {
  const origins = new Set<string>();
  for (const release of Object.values(releases)) {
    if (!release || !/^https?:\/\//i.test(release.webEntry)) continue;
    origins.add(new URL(release.webEntry).origin);
  }
  return [...origins];
}

/**
 * The page policy. Styles: files from self/remotes; `style` attributes are allowed (React and
 * vanilla-extract's assignInlineVars write them into server-rendered HTML), <style> elements are not.
 */
export function pageCsp(nonce: string, releases: LiveReleases, options: { stripe?: boolean } = {}): string {
  const remotes = remoteOrigins(releases).join(' ');
  const self = (extra = '') => `'self'${remotes ? ` ${remotes}` : ''}${extra}`;
  const stripe = (kind: keyof typeof STRIPE_CSP) => (options.stripe ? ` ${STRIPE_CSP[kind].join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src ${self(` 'nonce-${nonce}'${stripe('script')}`)}`,
    `style-src ${self()}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `font-src ${self(' data:')}`,
    // The remotes' origins: the federation runtime fetches a remote's mf-manifest.json when it is
    // registered by its manifest (overrides), and a remote may fetch its own files.
    `connect-src ${self(stripe('connect'))}`,
    // 'self': the card processor's 3-D Secure page (/v1/payment/sandbox/3ds/…) opens in a frame.
    `frame-src 'self' ${EMBED_FRAME_ORIGINS.join(' ')}${stripe('frame')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * Every executable <script> of a piece of HTML carries the nonce. Data blocks (the page payload
 * `application/json`, JSON-LD) are never executed, so CSP does not apply to them and they stay as
 * they are.
 */
export const withNonce = (html: string, nonce: string): string =>
  html.replace(/<script\b([^>]*)>/gi, (tag, attrs: string) =>
    /\snonce=/i.test(attrs) || /\stype=["']?application\/(ld\+)?json/i.test(attrs)
      ? tag
      : `<script nonce="${nonce}"${attrs}>`,
  );
