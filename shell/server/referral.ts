/**
 * Referral links (team brief): `/s/<code>`, article and magazine URLs with `?ref=<code>` are resolved
 * through the API, which records the click (its server-side memory survives a browser that keeps no
 * cookie, issue 36), remembered per article (magazine: `m<id>`) in the cookie too ({id → {uid, at}},
 * 30 days, newest 20), and redirected to the clean URL. The purchase calls get the remembered affiliateUid filled in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ATTRIBUTION_WINDOW_MS } from '@shirube/domain/core';
import { originOf } from './forwarded';
import { isHttps } from './proxy';
import {
  decryptState,
  readCookie,
  stateCookie,
  type AffiliateMemory,
  type SessionTokens,
} from './session-cookie';

/** The one attribution window (shared/domain referral.ts). */
export const ATTRIBUTION_MS = ATTRIBUTION_WINDOW_MS;
export const MAX_REMEMBERED = 20;
const MAX_BODY_BYTES = 64 * 1024;

const SHORT = /^\/s\/([0-9A-Za-z_-]{10})\/?$/;
const ARTICLE = /^\/u\/[^/]+\/a\/\d+\/?$/;
/** A magazine page (issue 37): its `?ref=` is the code of POST /v1/magazines/:id/share_link. */
const MAGAZINE = /^\/u\/[^/]+\/m\/(\d+)\/?$/;
const MAGAZINE_CODE = /^[0-9A-Za-z_-]{1,64}$/;
/** The memory's key of a magazine: articles are keyed by their id, magazines by `m<id>`. */
export const magazineKey = (magazineId: number | string) => `m${magazineId}`;

/** Last click wins for an article; expired entries drop out; only the newest MAX_REMEMBERED stay. */
export function remember(memory: AffiliateMemory, articleId: number | string, uid: string, now = Date.now()) {
  const entries = Object.entries({ ...memory, [String(articleId)]: { uid, at: now } })
    .filter(([, v]) => now - v.at < ATTRIBUTION_MS)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_REMEMBERED);
  return Object.fromEntries(entries) as AffiliateMemory;
}

export function rememberedUid(
  memory: AffiliateMemory,
  articleId: number | string,
  now = Date.now(),
): string | null {
  const entry = memory[String(articleId)];
  return entry && typeof entry.uid === 'string' && now - entry.at < ATTRIBUTION_MS ? entry.uid : null;
}

/** Is this GET a referral URL the shell server must resolve? */
export function isReferralUrl(url: URL): boolean {
  return (
    SHORT.test(url.pathname) ||
    ((ARTICLE.test(url.pathname) || MAGAZINE.test(url.pathname)) && url.searchParams.has('ref'))
  );
}

interface Options {
  apiUrl: string;
  key: Buffer;
}

/**
 * Resolve the link and record the click (POST /v1/share_links/clicks): the API keeps it as the affiliate's
 * click and as server-side attribution memory for this visit (address + agent, hashed there) and, signed
 * in, for the account — so a purchase still pays the affiliate when the browser keeps no cookie.
 */
async function recordClick(
  apiUrl: string,
  req: IncomingMessage,
  pathAndQuery: string,
  session: SessionTokens | null,
) {
  const body = await postClick(`${apiUrl}/v1/share_links/clicks`, req, pathAndQuery, session);
  const origin = body as { articleId?: unknown; url?: unknown; affiliateUid?: unknown } | null;
  return origin && typeof origin.articleId === 'number' && typeof origin.affiliateUid === 'string'
    ? (origin as { articleId: number; url: string; affiliateUid: string })
    : null;
}

/** POST a followed referral link to the API (article or magazine click); its JSON answer, or null. */
async function postClick(
  endpoint: string,
  req: IncomingMessage,
  pathAndQuery: string,
  session: SessionTokens | null,
): Promise<unknown> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': req.headers['user-agent'] ?? '',
    'x-forwarded-for': originOf(req).forwardedFor,
  };
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (session)
    Object.assign(headers, { 'access-token': session.accessToken, client: session.client, uid: session.uid });
  const referrer = typeof req.headers.referer === 'string' ? req.headers.referer.slice(0, 2048) : null;
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: pathAndQuery.slice(0, 2048), referrer }),
    });
    return res.ok ? ((await res.json()) as unknown) : null;
  } catch {
    return null; // API down: the visitor still reaches the page, only the click is lost.
  }
}

/** Resolve, remember, redirect 302. Returns false when a short link is unknown (the SPA shows its 404). */
export async function handleReferral(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { apiUrl, key }: Options,
): Promise<boolean> {
  const state = decryptState(readCookie(req.headers.cookie), key);
  const magazine = MAGAZINE.exec(url.pathname);
  if (magazine) {
    // The click recorded by the API (its server-side memory, issue 36); the cookie keeps the code anyway.
    await postClick(
      `${apiUrl}/v1/magazine_share_links/clicks`,
      req,
      url.pathname + url.search,
      state.session,
    );
    return rememberMagazine(req, res, url, state, magazine[1]!, key);
  }
  const origin = await recordClick(apiUrl, req, url.pathname + url.search, state.session);
  const isShort = SHORT.test(url.pathname);
  if (isShort && !origin) return false;
  let location: string;
  if (origin && isShort) location = new URL(origin.url).pathname;
  else {
    // Keep any other query (e.g. discount_code); drop only ref — an unknown ref is simply ignored.
    const clean = new URL(url.toString());
    clean.searchParams.delete('ref');
    location = clean.pathname + clean.search;
  }
  // Personal (it sets the visitor's cookie): never kept by a CDN (shared-cache.ts).
  const headers: Record<string, string> = { location, 'cache-control': 'private, no-store' };
  if (origin) {
    const affiliates = remember(state.affiliates, origin.articleId, origin.affiliateUid);
    headers['set-cookie'] = stateCookie({ ...state, affiliates }, key, isHttps(req));
  }
  res.writeHead(302, headers);
  res.end();
  return true;
}

/**
 * A magazine's `?ref=`: remembered as `m<id>` (last click wins, the same 30 days) and dropped from the
 * address, like an article's. The code is kept as it came, also when the API could not record the click:
 * the magazine checkout resolves it (an unknown or foreign code credits nobody).
 */
function rememberMagazine(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: ReturnType<typeof decryptState>,
  magazineId: string,
  key: Buffer,
): true {
  const code = url.searchParams.get('ref') ?? '';
  const clean = new URL(url.toString());
  clean.searchParams.delete('ref');
  const headers: Record<string, string> = {
    location: clean.pathname + clean.search,
    'cache-control': 'private, no-store',
  };
  if (MAGAZINE_CODE.test(code)) {
    const affiliates = remember(state.affiliates, magazineKey(magazineId), code);
    headers['set-cookie'] = stateCookie({ ...state, affiliates }, key, isHttps(req));
  }
  res.writeHead(302, headers);
  res.end();
  return true;
}

const PURCHASE = /^\/v1\/articles\/(\d+)\/purchase$/;
const MAGAZINE_CHARGE = /^\/v1\/magazines\/(\d+)\/charge$/;
const CHARGE = '/v1/payment/veritrans/charge';

/** The purchase calls (an article's two, a magazine's charge) whose JSON body gets the remembered affiliateUid (when it has none). */
export function needsAffiliateFill(method: string | undefined, pathname: string): boolean {
  return (
    method === 'POST' && (PURCHASE.test(pathname) || pathname === CHARGE || MAGAZINE_CHARGE.test(pathname))
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The body to send upstream instead of the request stream, with affiliateUid filled in when absent and
 * remembered for the article (path id for purchase, body articleId for charge). Non-JSON bodies pass
 * through unchanged, so the API answers its usual 400. null = body too large.
 */
export async function filledBody(
  req: IncomingMessage,
  pathname: string,
  key: Buffer,
): Promise<Buffer | null> {
  const raw = await readBody(req);
  if (!raw) return null;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return raw;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return raw;
  const fields = body as Record<string, unknown>;
  if (typeof fields.affiliateUid === 'string' && fields.affiliateUid !== '') return raw;
  const magazine = MAGAZINE_CHARGE.exec(pathname)?.[1];
  const articleId = Number(PURCHASE.exec(pathname)?.[1] ?? fields.articleId);
  if (!magazine && !Number.isInteger(articleId)) return raw;
  const memory = decryptState(readCookie(req.headers.cookie), key).affiliates;
  const uid = rememberedUid(memory, magazine ? magazineKey(magazine) : articleId);
  if (!uid) return raw;
  return Buffer.from(JSON.stringify({ ...fields, affiliateUid: uid }), 'utf8');
}
