/**
 * Which pages a CDN (or nginx proxy_cache) may keep, and the validator it revalidates with (issue 38
 * item 3). One rule for every page the shell server sends:
 *
 * - shared: a GET/HEAD of a public page (a remote's route without a guard: top, search, user, article,
 *   and any later one such as a magazine) that the server rendered (status 200), for a request that
 *   carries no session cookie at all and answers no Set-Cookie. Everyone without a cookie gets the same
 *   bytes (the paywall's free part), so a shared cache may keep it `SHARED_CACHE_S` seconds
 *   (s-maxage, ≤ 30) and serve it stale as long again while it revalidates in the background (so at
 *   most a minute in all). A weak
 *   ETag over the page without its CSP nonce lets the cache (and the browser) revalidate with a 304.
 * - private: anything that depends on the visitor — a session cookie (even one holding only referral
 *   memory, or an expired session being cleared), Set-Cookie, a buyer's paid part, owner tools:
 *   `private, no-store`, never kept by a shared cache.
 * - revalidate: the rest (a page rendered in the browser after a fallback, 404s, guarded routes for a
 *   signed-out visitor): `no-cache`, as before — a fallback must not stick in the CDN.
 *
 * `Vary: Cookie` on shared pages: a cache that honours Vary (nginx does) keeps only the cookie-less
 * variant; the deploy/nginx config also bypasses the cache for any request with the session cookie.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteMatch } from '../src/ssr/routes';
import { COOKIE_NAME } from './session-cookie';

export type CachePolicy = 'shared' | 'private' | 'revalidate';

export const PRIVATE = 'private, no-store';

/** Does the request carry the session cookie (whatever is inside it)? */
export const hasSessionCookie = (req: IncomingMessage): boolean =>
  (req.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${COOKIE_NAME}=`));

export function cachePolicy(input: {
  method: string;
  /** The request carried the session cookie (hasSessionCookie). */
  sessionCookie: boolean;
  signedOut: boolean;
  route: RouteMatch;
  status: number;
  serverRendered: boolean;
  headers: Record<string, string | string[]>;
  sharedSeconds: number;
}): CachePolicy {
  const setsCookie = Object.keys(input.headers).some((n) => n.toLowerCase() === 'set-cookie');
  if (input.sessionCookie || !input.signedOut || setsCookie) return 'private';
  const publicPage = input.route.target !== null && input.route.guard === null;
  if (
    input.sharedSeconds > 0 &&
    (input.method === 'GET' || input.method === 'HEAD') &&
    publicPage &&
    input.status === 200 &&
    input.serverRendered
  )
    return 'shared';
  return 'revalidate';
}

export function cacheControl(policy: CachePolicy, sharedSeconds: number): Record<string, string> {
  if (policy === 'private') return { 'cache-control': PRIVATE };
  if (policy === 'revalidate') return { 'cache-control': 'no-cache' };
  // max-age=0: the browser revalidates (cheap, a 304); only shared caches keep it for s-maxage.
  return {
    'cache-control': `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds}`,
    vary: 'Cookie',
  };
}

/** A weak validator of the page's bytes, the per-response CSP nonce left out (it differs every time). */
export function pageEtag(html: string, nonce: string | undefined): string {
  const stable = nonce ? html.split(nonce).join('') : html;
  return `W/"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Sends a shared page: 304 with only the validator and caching fields when the client's copy matches
 * (no CSP header — a 304 updates the stored headers, and a new nonce would not match the kept body's),
 * else the whole page with its ETag.
 */
export function sendShared(
  res: ServerResponse,
  page: { status: number; headers: Record<string, string | string[]>; html: string; method: string },
  etag: string,
  ifNoneMatch: string | undefined,
): void {
  const caching = {
    ...Object.fromEntries(
      Object.entries(page.headers).filter(([n]) => ['cache-control', 'vary'].includes(n.toLowerCase())),
    ),
    etag,
  };
  if (etagMatches(ifNoneMatch, etag)) {
    res.writeHead(304, caching);
    return void res.end();
  }
  res.writeHead(page.status, { ...page.headers, etag });
  res.end(page.method === 'HEAD' ? undefined : page.html);
}
