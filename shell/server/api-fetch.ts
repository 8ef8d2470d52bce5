/**
 * The shell server's own calls to the API while it builds a page (session, meta, a server-rendered
 * page's data): the visitor's session tokens from the cookie become the auth headers, as in the
 * proxy, and every call has a time-out so a slow API can never hold a page.
 */
import type { ApiCache } from './api-cache';
import type { SessionTokens } from './session-cookie';

export type ApiFetch = (path: string) => Promise<Response>;

export function apiFetcher(
  apiUrl: string,
  session: SessionTokens | null,
  /** `cache`: the server's micro-cache of anonymous answers (api-cache.ts; it passes by any request
   *  carrying a session). */
  options: { timeoutMs?: number; requestId?: string; cache?: ApiCache } = {},
): ApiFetch {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) {
    headers['access-token'] = session.accessToken;
    headers['client'] = session.client;
    headers['uid'] = session.uid;
  }
  if (options.requestId) headers['x-request-id'] = options.requestId;
  return (path) => {
    if (!path.startsWith('/v1/')) return Promise.reject(new Error(`not an API path: ${path}`));
    const url = new URL(path, apiUrl).href;
    const load = () => fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
    return options.cache ? options.cache.get(url, headers, load) : load();
  };
}
