// Link card look-ups: cache + per-user rate limit around fetchPage/parsePageMeta.
// Cache: an in-memory LRU per API process (500 URLs; a card 6 h, a refusal 10 min) — cards are
// cheap to refetch and need no migration; with N processes each keeps its own. Rate limit: 30
// look-ups a minute per signed-in user (per process), checked before the cache so it bounds calls.
import type { OgpCard } from '@shirube/api-contract';
import { decodeBody, declaredCharset, parsePageMeta } from './parse';
import { fetchPage, OgpFetchError, systemResolver, type FetchFailure, type Resolver } from './fetch';

const CACHE_SIZE = 500;
const CARD_TTL_MS = 6 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 10 * 60 * 1000;
export const OGP_RATE = { perWindow: 30, windowMs: 60 * 1000 };

type Outcome = { card: OgpCard } | { failure: FetchFailure };

export interface OgpService {
  /** `limitedForMs` when the user is over the rate limit: the ms until a look-up counts again. */
  lookup(userId: number, url: string): Promise<Outcome | { limitedForMs: number }>;
}

export type TestHosts = Readonly<Record<string, readonly { address: string; trusted?: boolean }[]>>;

/** Names in `testHosts` (tests and the e2e run only) resolve to the given answers; others via DNS. */
export function resolverWith(testHosts: TestHosts | undefined): Resolver {
  if (!testHosts) return systemResolver;
  return async (hostname) => {
    const answers = testHosts[hostname.toLowerCase()];
    if (!answers) return systemResolver(hostname);
    return answers.map((a) => ({ ...a, family: a.address.includes(':') ? 6 : 4 }));
  };
}

export function createOgpService(resolve: Resolver, now: () => number = Date.now): OgpService {
  const cache = new Map<string, { until: number; outcome: Outcome }>();
  const calls = new Map<number, number[]>();

  /** 0 when the look-up may go ahead (and is counted), else the ms until the oldest call leaves the window. */
  const waitFor = (userId: number) => {
    const t = now();
    const recent = (calls.get(userId) ?? []).filter((at) => t - at < OGP_RATE.windowMs);
    if (recent.length >= OGP_RATE.perWindow) return recent[0]! + OGP_RATE.windowMs - t;
    recent.push(t);
    calls.set(userId, recent);
    if (calls.size > 10_000) calls.delete(calls.keys().next().value!);
    return 0;
  };

  const remember = (key: string, outcome: Outcome) => {
    cache.delete(key);
    cache.set(key, { until: now() + ('card' in outcome ? CARD_TTL_MS : FAILURE_TTL_MS), outcome });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return outcome;
  };

  const load = async (url: string): Promise<Outcome> => {
    try {
      const page = await fetchPage(url, resolve);
      const html = decodeBody(page.body, declaredCharset(page.contentType, page.body));
      const meta = parsePageMeta(html, page.url);
      return { card: { url: page.url, host: new URL(page.url).host, ...meta } };
    } catch (error) {
      if (error instanceof OgpFetchError) return { failure: error.reason };
      throw error;
    }
  };

  return {
    async lookup(userId, url) {
      const wait = waitFor(userId);
      if (wait > 0) return { limitedForMs: wait };
      const hit = cache.get(url);
      if (hit && hit.until > now()) {
        cache.delete(url);
        cache.set(url, hit); // most recently used last
        return hit.outcome;
      }
      return remember(url, await load(url));
    },
  };
}
