/**
 * Proxy /v1/*, /uploads/*, /openapi.json to the API. Request: the browser's cookie is swapped for the
 * auth headers it encrypts (and, on /v1/auth, the device cookie for the `device-token` header).
 * Response: auth headers are stripped (page JavaScript never sees a token) and turned into the session
 * cookie when the API issues new ones, a `device-token` into the device cookie.
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { originOf } from './forwarded';
import {
  decryptState,
  DEVICE_COOKIE,
  deviceCookie,
  readCookie,
  stateCookie,
  type SessionTokens,
} from './session-cookie';

const DEVICE_HEADER = 'device-token';
const AUTH_RESPONSE_HEADERS = [
  'access-token',
  'client',
  'uid',
  'expiry',
  'token-type',
  'authorization',
  DEVICE_HEADER,
];
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
];

/** Forwarded headers a client might send itself: the proxy sets its own (forwarded.ts). */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

/**
 * The connections to the API (issue 39 item 6). Node's global agent opens one connection per request
 * with no limit, so a 1,000-way burst became 1,000 connects at once; past the API's listen backlog the
 * kernel drops them and the shell answered 502 seconds later with nothing logged by the API. Now at most
 * API_SOCKETS connections per shell process (the API's 503 past 256 in flight covers two shells), the
 * rest wait here, and past API_QUEUE waiting the shell answers 503 + Retry-After at once. An idle
 * connection is closed after 4 s, before the API's 5 s keep-alive timeout (Node's default), so a request
 * is never written into a connection the API is closing (the reuse race, nodejs/node#47130).
 */
export const API_SOCKETS = 128;
export const API_QUEUE = 512;
const agentOptions = { keepAlive: true, maxSockets: API_SOCKETS, timeout: 4_000 };
const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };

/** Requests waiting for one of the agent's connections (Node keeps them per host:port). */
function waiting(agent: HttpAgent): number {
  let n = 0;
  for (const queue of Object.values(agent.requests)) n += queue?.length ?? 0;
  return n;
}

/** https on our socket, or X-Forwarded-Proto from a TRUST_PROXY peer (forwarded.ts). */
export const isHttps = (req: IncomingMessage): boolean => originOf(req).secure;

export interface ProxyOptions {
  apiUrl: string;
  key: Buffer;
  /** Send this instead of streaming the request body (the BFF rewrote it, e.g. affiliateUid). */
  body?: Buffer;
}

export function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  { apiUrl, key, body }: ProxyOptions,
): void {
  const target = new URL(req.url ?? '/', apiUrl);
  // The cookie also carries the affiliate memory (referral.ts), kept whenever the session changes.
  const state = decryptState(readCookie(req.headers.cookie), key);
  const session = state.session;
  const secure = isHttps(req);

  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name)) continue;
    // The browser may not supply auth headers itself, and the API never needs our cookie.
    if (name === 'cookie' || name === 'host' || AUTH_RESPONSE_HEADERS.includes(name)) continue;
    if (FORWARDED.includes(name)) continue;
    headers[name] = value;
  }
  if (body) {
    delete headers['content-length'];
    headers['content-length'] = String(body.length);
  }
  if (session) {
    headers['access-token'] = session.accessToken;
    headers['client'] = session.client;
    headers['uid'] = session.uid;
  }
  const device = readCookie(req.headers.cookie, DEVICE_COOKIE);
  if (device && target.pathname.startsWith('/v1/auth/')) headers[DEVICE_HEADER] = device;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = secure ? 'https' : 'http';
  headers['x-forwarded-for'] = originOf(req).forwardedFor;

  const https = target.protocol === 'https:';
  const agent = https ? agents.https : agents.http;
  if (waiting(agent) >= API_QUEUE) {
    // Overloaded: say so now, as the API does past its own limit, rather than queue without end.
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    res.end(JSON.stringify({ code: 'overloaded', message: 'The API is busy; retry after a second' }));
    req.resume();
    return;
  }
  const send = https ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, agent }, (up) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(up.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || AUTH_RESPONSE_HEADERS.includes(name)) continue;
      if (name === 'set-cookie') continue; // the API has no cookies of its own to give the browser
      out[name] = value;
    }
    const issued = tokensFrom(up);
    const isSignOut = req.method === 'DELETE' && target.pathname === '/v1/auth/sign_out';
    // A deleted account's session is revoked by the API; drop the cookie with it (spec §4).
    const isAccountDeleted =
      req.method === 'DELETE' && target.pathname === '/v1/users/current' && up.statusCode === 204;
    const cookies: string[] = [];
    if (isSignOut || isAccountDeleted || (up.statusCode === 401 && session))
      cookies.push(stateCookie({ session: null, affiliates: state.affiliates }, key, secure));
    else if (issued)
      cookies.push(stateCookie({ session: issued, affiliates: state.affiliates }, key, secure));
    const issuedDevice = up.headers[DEVICE_HEADER];
    const kept = typeof issuedDevice === 'string' ? deviceCookie(issuedDevice, secure) : null;
    if (kept) cookies.push(kept);
    if (cookies.length > 0) out['set-cookie'] = cookies;
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    const isSignOut = req.method === 'DELETE' && target.pathname === '/v1/auth/sign_out';
    res.writeHead(502, {
      'content-type': 'application/json',
      ...(isSignOut
        ? { 'set-cookie': stateCookie({ session: null, affiliates: state.affiliates }, key, secure) }
        : {}),
    });
    res.end(JSON.stringify({ code: 'bad_gateway', message: 'API unreachable' }));
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

function tokensFrom(up: IncomingMessage): SessionTokens | null {
  const accessToken = up.headers['access-token'];
  const client = up.headers['client'];
  const uid = up.headers['uid'];
  if (typeof accessToken !== 'string' || typeof client !== 'string' || typeof uid !== 'string') return null;
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid };
}
