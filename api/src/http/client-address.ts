// The client's address for throttling. `X-Forwarded-For` counts only when the connected peer is a
// trusted proxy (TRUST_PROXY: addresses or CIDR ranges; default loopback — the shell server, which
// sets the header, runs beside the API). The list is walked from the right past trusted proxies, so a
// client cannot choose its address by sending the header itself.
import { BlockList, isIP } from 'node:net';
import * as Option from 'effect/Option';

/** The two parts of a request the address comes from (an HttpServerRequest has both). */
export interface AddressSource {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly remoteAddress: Option.Option<string>;
}

export const DEFAULT_TRUST_PROXY = ['127.0.0.1', '::1'];

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

const trusted = (list: BlockList, address: string) => {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
};

/** The client address of a request ('unknown' when the socket has none). */
export function clientAddress(request: AddressSource, proxies: BlockList): string {
  const peer = unmapped(Option.getOrElse(request.remoteAddress, () => 'unknown'));
  if (!trusted(proxies, peer)) return peer;
  const forwarded = (request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => unmapped(s.trim()))
    .filter(Boolean);
  let client = peer;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted(proxies, hop)) break;
  }
  return client;
}

const lists = new WeakMap<object, BlockList>();
/** `clientAddress` with the config's TRUST_PROXY list (parsed once per config). */
export function requestAddress(
  config: { readonly trustProxy?: readonly string[] },
  request: AddressSource,
): string {
  let list = lists.get(config);
  if (!list) {
    list = trustList(config.trustProxy ?? DEFAULT_TRUST_PROXY);
    lists.set(config, list);
  }
  return clientAddress(request, list);
}
