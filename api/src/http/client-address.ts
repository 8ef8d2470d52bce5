// The client's address for throttling, by THE trusted-proxy rule (@shirube/server: TRUST_PROXY,
// default `loopback` — the shell server, which sets X-Forwarded-For, runs beside the API).
import * as Option from 'effect/Option';
import { clientAddress as addressOf, configuredTrustList, type TrustList } from '@shirube/server';

/** The two parts of a request the address comes from (an HttpServerRequest has both). */
export interface AddressSource {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly remoteAddress: Option.Option<string>;
}

/** The client address of a request ('unknown' when the socket has none). */
export function clientAddress(request: AddressSource, proxies: TrustList): string {
  return addressOf(Option.getOrUndefined(request.remoteAddress), request.headers['x-forwarded-for'], proxies);
}

const lists = new WeakMap<object, TrustList>();
/** `clientAddress` with the config's TRUST_PROXY list (parsed once per config). */
export function requestAddress(
  config: { readonly trustProxy?: readonly string[] },
  request: AddressSource,
): string {
  let list = lists.get(config);
  if (!list) {
    list = configuredTrustList(config.trustProxy);
    lists.set(config, list);
  }
  return clientAddress(request, list);
}
