/**
 * The shell server's own calls to the API while it builds a page (session, meta, a server-rendered
 * page's data): the visitor's session tokens from the cookie become the auth headers, as in the
 * proxy, and every call has a time-out so a slow API can never hold a page.
 */
import type { SessionTokens } from './session-cookie';

export type ApiFetch = (path: string) => Promise<Response>;

export function apiFetcher(
  apiUrl: string,
  session: SessionTokens | null,
  options: { timeoutMs?: number; requestId?: string } = {},
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
    return fetch(new URL(path, apiUrl), {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
  };
}
