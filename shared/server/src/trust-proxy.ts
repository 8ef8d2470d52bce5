/**
 * THE trusted-proxy rule of both servers (API: the client address for throttling; shell server: the
 * address and scheme it passes on, HSTS). TRUST_PROXY is a comma-separated list of addresses, CIDR
 * ranges and keywords — `loopback` (127.0.0.0/8, ::1), `linklocal`, `uniquelocal` (10/8, 172.16/12,
 * 192.168/16, fc00::/7), `none`. Unset or empty = `loopback` on both (a proxy or the shell server on the
 * same machine). X-Forwarded-* count only when the connected peer is in the list; X-Forwarded-For is
 * walked from the right past trusted hops, so a client cannot choose its address by sending it.
 */
import { BlockList, isIP } from 'node:net';

export const DEFAULT_TRUST_PROXY = 'loopback';

const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  none: [],
};

/** The proxies a server believes. `entries` as configured (keywords unexpanded), for logs. */
export interface TrustList {
  readonly entries: readonly string[];
  trusts(address: string): boolean;
}

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4. */
export const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const problemOf = (entry: string) =>
  `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${Object.keys(KEYWORDS).join(', ')}`;

function add(list: BlockList, entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = Number(bits);
  if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** A list from entries (TRUST_PROXY split at commas); throws one line per bad entry. */
export function trustList(entries: readonly string[]): TrustList {
  const list = new BlockList();
  const kept: string[] = [];
  const problems: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const keyword = KEYWORDS[entry.toLowerCase()];
    if (keyword) keyword.forEach((range) => add(list, range));
    else if (!add(list, entry)) {
      problems.push(problemOf(entry));
      continue;
    }
    kept.push(entry);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    entries: kept,
    trusts(address) {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** TRUST_PROXY as both servers read it: unset or blank → `loopback`. Throws like `trustList`. */
export function trustProxyFromEnv(value: string | undefined): TrustList {
  const entries = (value ?? '').split(',').filter((s) => s.trim());
  return trustList(entries.length ? entries : [DEFAULT_TRUST_PROXY]);
}

/** The hops of an X-Forwarded-For header (several headers count as one list, in order). */
export function forwardedHops(header: string | readonly string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : ((header as string | undefined) ?? '');
  return value
    .split(',')
    .map((s) => unmapped(s.trim()))
    .filter(Boolean);
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then X-Forwarded-For from the
 * right, past trusted hops, stopping at the first untrusted one (or at a hop that is no address).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  proxies: TrustList,
): string {
  const from = unmapped(peer ?? 'unknown');
  if (!proxies.trusts(from)) return from;
  const hops = forwardedHops(forwardedFor);
  let client = from;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) break;
    client = hop;
    if (!proxies.trusts(hop)) break;
  }
  return client;
}

/** What a proxy passes on: X-Forwarded-For with the peer appended (the incoming list only from a
 *  trusted peer), and whether the visitor used https (our own TLS, or a trusted peer's X-Forwarded-Proto). */
export function forwardedOnward(
  request: {
    peer: string | undefined;
    forwardedFor: string | readonly string[] | undefined;
    forwardedProto: string | readonly string[] | undefined;
    encrypted: boolean;
  },
  proxies: TrustList,
): { forwardedFor: string; secure: boolean } {
  const peer = unmapped(request.peer ?? 'unknown');
  const trusted = proxies.trusts(peer);
  const incoming = trusted ? forwardedHops(request.forwardedFor) : [];
  const proto = trusted ? forwardedHops(request.forwardedProto)[0] : undefined;
  return {
    forwardedFor: [...incoming, peer].join(', '),
    secure: request.encrypted || proto === 'https',
  };
}
