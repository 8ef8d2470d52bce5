// The SSRF-safe page fetch behind GET /v1/ogp. Per hop: http(s) only, no credentials; the host is
// resolved ONCE and every address it has must be public (address.ts); the socket then connects to
// that checked address (custom `lookup`, TLS still verifies the host name), so a second DNS answer
// (rebinding) can never be used. Redirects (≤ 3) repeat all of it. Connect and total time-outs, a
// streamed size cap, text/html only.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address';

export const OGP_LIMITS = { maxBytes: 512 * 1024, maxRedirects: 3, connectMs: 3000, totalMs: 8000 };

export type FetchFailure =
  | 'scheme'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'not_html'
  | 'too_large'
  | 'too_many_redirects';

export class OgpFetchError extends Error {
  constructor(readonly reason: FetchFailure) {
    super(reason);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
  /** Test-only allowance (config.ogpTestHosts): skip the public-address check for this answer. */
  trusted?: boolean;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface FetchedPage {
  url: string;
  contentType: string;
  body: Buffer;
}

/** The one address to connect to, after checking every address the host has. */
async function checkedAddress(hostname: string, resolve: Resolver): Promise<ResolvedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(bare);
  let answers: ResolvedAddress[];
  if (literal) answers = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      answers = await resolve(bare);
    } catch {
      throw new OgpFetchError('unreachable');
    }
  }
  if (answers.length === 0) throw new OgpFetchError('unreachable');
  if (answers.some((a) => !a.trusted && !isPublicAddress(a.address))) {
    throw new OgpFetchError('blocked_address');
  }
  return answers[0]!;
}

function parseTarget(raw: string, base?: string): URL {
  let u: URL;
  try {
    u = new URL(raw, base);
  } catch {
    throw new OgpFetchError('scheme');
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) {
    throw new OgpFetchError('scheme');
  }
  return u;
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

/** A `lookup` that answers the already-checked address for any name (no second DNS query). */
function pinnedLookup(to: ResolvedAddress): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) =>
    opts?.all
      ? cb(null, [{ address: to.address, family: to.family }])
      : cb(null, to.address, to.family)) as unknown as LookupFunction;
}

function requestOnce(u: URL, to: ResolvedAddress, deadline: number): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OgpFetchError('timeout'));
    const client = u.protocol === 'https:' ? https : http;
    const fail = (reason: FetchFailure) => {
      req.destroy();
      reject(new OgpFetchError(reason));
    };
    const req = client.request(
      {
        protocol: u.protocol,
        hostname: u.hostname.replace(/^\[|\]$/g, ''),
        port: u.port || undefined,
        path: u.pathname + u.search,
        method: 'GET',
        agent: false,
        servername: isIP(u.hostname.replace(/^\[|\]$/g, '')) ? undefined : u.hostname,
        headers: {
          'user-agent': 'ShirubeLinkCard/1.0 (+OGP)',
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'identity',
        },
        // Connect to the checked address only: never a second DNS answer.
        lookup: pinnedLookup(to),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          req.destroy();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status < 200 || status >= 300) return fail('http_status');
        if (!/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return fail('not_html');
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > OGP_LIMITS.maxBytes) return fail('too_large');
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > OGP_LIMITS.maxBytes) return fail('too_large');
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('error', () => fail('unreachable'));
      },
    );
    const total = setTimeout(() => fail('timeout'), remaining);
    req.on('close', () => clearTimeout(total));
    req.on('socket', (socket) => {
      const connect = setTimeout(() => fail('timeout'), Math.min(OGP_LIMITS.connectMs, remaining));
      socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect));
      socket.once('close', () => clearTimeout(connect));
    });
    req.on('error', (error) => {
      if (!(error instanceof OgpFetchError)) reject(new OgpFetchError('unreachable'));
    });
    req.end();
  });
}

/** Fetches an HTML page under every rule above; throws OgpFetchError with the reason otherwise. */
export async function fetchPage(raw: string, resolve: Resolver = systemResolver): Promise<FetchedPage> {
  const deadline = Date.now() + OGP_LIMITS.totalMs;
  let u = parseTarget(raw);
  for (let redirects = 0; ; redirects++) {
    const to = await checkedAddress(u.hostname, resolve);
    const hop = await requestOnce(u, to, deadline);
    if (hop.body) return { url: u.href, contentType: hop.contentType, body: hop.body };
    if (redirects >= OGP_LIMITS.maxRedirects) throw new OgpFetchError('too_many_redirects');
    u = parseTarget(hop.location!, u.href);
  }
}
