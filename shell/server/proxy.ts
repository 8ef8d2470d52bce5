/**
 * Proxy /v1/*, /uploads/*, /openapi.json to the API. Request: the browser's cookie is swapped for the
 * auth headers it encrypts. Response: auth headers are stripped (page JavaScript never sees a token)
 * and turned into the session cookie when the API issues new ones.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  clearedSessionCookie,
  decryptSession,
  encryptSession,
  readCookie,
  sessionCookie,
  type SessionTokens,
} from './session-cookie';

const AUTH_RESPONSE_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type', 'authorization'];
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
];

export function isHttps(req: IncomingMessage): boolean {
  return (
    (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
  );
}

export interface ProxyOptions {
  apiUrl: string;
  key: Buffer;
}

export function proxyToApi(req: IncomingMessage, res: ServerResponse, { apiUrl, key }: ProxyOptions): void {
  const target = new URL(req.url ?? '/', apiUrl);
  const raw = readCookie(req.headers.cookie);
  const session = raw ? decryptSession(raw, key) : null;
  const secure = isHttps(req);

  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name)) continue;
    // The browser may not supply auth headers itself, and the API never needs our cookie.
    if (name === 'cookie' || name === 'host' || AUTH_RESPONSE_HEADERS.includes(name)) continue;
    headers[name] = value;
  }
  if (session) {
    headers['access-token'] = session.accessToken;
    headers['client'] = session.client;
    headers['uid'] = session.uid;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = secure ? 'https' : 'http';

  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers }, (up) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(up.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || AUTH_RESPONSE_HEADERS.includes(name)) continue;
      if (name === 'set-cookie') continue; // the API has no cookies of its own to give the browser
      out[name] = value;
    }
    const issued = tokensFrom(up);
    const isSignOut = req.method === 'DELETE' && target.pathname === '/v1/auth/sign_out';
    if (isSignOut || (up.statusCode === 401 && session)) out['set-cookie'] = clearedSessionCookie(secure);
    else if (issued) out['set-cookie'] = sessionCookie(encryptSession(issued, key), secure);
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    const isSignOut = req.method === 'DELETE' && target.pathname === '/v1/auth/sign_out';
    res.writeHead(502, {
      'content-type': 'application/json',
      ...(isSignOut ? { 'set-cookie': clearedSessionCookie(secure) } : {}),
    });
    res.end(JSON.stringify({ code: 'bad_gateway', message: 'API unreachable' }));
  });
  req.pipe(upstream);
}

function tokensFrom(up: IncomingMessage): SessionTokens | null {
  const accessToken = up.headers['access-token'];
  const client = up.headers['client'];
  const uid = up.headers['uid'];
  if (typeof accessToken !== 'string' || typeof client !== 'string' || typeof uid !== 'string') return null;
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid };
}
