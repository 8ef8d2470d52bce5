/**
 * What the shell server believes about a request's origin, by THE trusted-proxy rule (@shirube/server:
 * TRUST_PROXY, default `loopback`). `X-Forwarded-For` and `X-Forwarded-Proto` count only when the
 * connected peer is trusted. Absolute URLs never come from the request: they are built from SITE_URL
 * (config.siteUrl).
 */
import type { IncomingMessage } from 'node:http';
import { forwardedOnward, trustList, type TrustList } from '@shirube/server';

export interface RequestOrigin {
  /** What the API is told in X-Forwarded-For (it walks the list from the right past its proxies). */
  readonly forwardedFor: string;
  readonly secure: boolean;
}

const origins = new WeakMap<IncomingMessage, RequestOrigin>();

/** Called once per request by the server: later `originOf(req)` calls read the answer. */
export function classifyRequest(req: IncomingMessage, proxies: TrustList): RequestOrigin {
  const origin = forwardedOnward(
    {
      peer: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      forwardedProto: req.headers['x-forwarded-proto'],
      encrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
    },
    proxies,
  );
  origins.set(req, origin);
  return origin;
}

/** The request's classification (a request never classified: only its own socket counts). */
export const originOf = (req: IncomingMessage): RequestOrigin =>
  origins.get(req) ?? classifyRequest(req, trustList([]));
