/**
 * What the shell server believes about a request's origin (issue 9, item 11). `X-Forwarded-For` and
 * `X-Forwarded-Proto` count only when the connected peer is in TRUST_PROXY (comma-separated addresses
 * or CIDR ranges; default none — the shell server is the front). Absolute URLs never come from the
 * request: they are built from SITE_URL (config.siteUrl).
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export interface RequestOrigin {
  /** The client's address, as the API is told in X-Forwarded-For. */
  readonly forwardedFor: string;
  readonly secure: boolean;
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: not an address or CIDR range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
};

const origins = new WeakMap<IncomingMessage, RequestOrigin>();

/** Called once per request by the server: later `originOf(req)` calls read the answer. */
export function classifyRequest(req: IncomingMessage, proxies: BlockList): RequestOrigin {
  const peer = unmapped(req.socket.remoteAddress ?? 'unknown');
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const trusted = isTrusted(proxies, peer);
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
  };
  const incoming = trusted ? header('x-forwarded-for') : '';
  const origin: RequestOrigin = {
    // The API walks this list from the right past the proxies it trusts (the shell server).
    forwardedFor: incoming ? `${incoming}, ${peer}` : peer,
    secure: encrypted || (trusted && header('x-forwarded-proto').split(',')[0]?.trim() === 'https'),
  };
  origins.set(req, origin);
  return origin;
}

/** The request's classification (a request never classified: only its own socket counts). */
export const originOf = (req: IncomingMessage): RequestOrigin =>
  origins.get(req) ?? classifyRequest(req, new BlockList());
