/**
 * THE trusted-proxy rule of both servers (API: the client address for throttling; shell server: the
 * address and scheme it passes on, HSTS). TRUST_PROXY is a comma-separated list of addresses, CIDR
 * ranges and keywords — `loopback` (127.0.0.0/8, ::1), `linklocal`, `uniquelocal` (10/8, 172.16/12,
 * 192.168/16, fc00::/7), `none`. Unset or empty = `loopback` on both (a proxy or the shell server on the
 * same machine). X-Forwarded-* count only when the connected peer is in the list, and of
 * X-Forwarded-For only the right-most entry — the one that proxy added — so a client cannot choose its
 * address by sending the header, not even from an address that is itself trusted (issue 20).
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
 * The client's address: the peer itself unless it is a trusted proxy; then the address that proxy
 * added — the right-most X-Forwarded-For entry (the peer when there is none or it is no address).
 * Nothing left of it counts: those entries came from the client or from hops nobody vouches for.
 * Walking further left "past trusted hops" (as before) let a client whose own address is trusted
 * (loopback, a private range) name any address through our proxy: 25 wrong sign-ins with a rotated
 * header were 25 addresses. So every trusted proxy must append its peer (nginx:
 * `$proxy_add_x_forwarded_for`) or pass on the one address it resolved (the shell server does).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  proxies: TrustList,
): string {
  const from = unmapped(peer ?? 'unknown');
  if (!proxies.trusts(from)) return from;
  const added = forwardedHops(forwardedFor).at(-1);
  return added !== undefined && isIP(added) !== 0 ? added : from;
}

/** What the shell server passes on: X-Forwarded-For = the one client address it resolved by
 *  `clientAddress` (so the API, believing only the right-most entry, sees the visitor), and whether
 *  the visitor used https (our own TLS, or a trusted peer's X-Forwarded-Proto). */
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
  const proto = proxies.trusts(peer) ? forwardedHops(request.forwardedProto)[0] : undefined;
  return {
    forwardedFor: clientAddress(peer, request.forwardedFor, proxies),
    secure: request.encrypted || proto === 'https',
  };
}

/** A server config's list (`trustProxy`, read from TRUST_PROXY at start); absent → `loopback` (tests and
 *  callers that build a config by hand). An empty list trusts nobody. */
export const configuredTrustList = (entries: readonly string[] | undefined): TrustList =>
  trustList(entries ?? [DEFAULT_TRUST_PROXY]);
