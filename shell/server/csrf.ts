import type { IncomingMessage } from 'node:http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Mutating /v1 calls must come from our own pages: Sec-Fetch-Site: same-origin, or an Origin whose
 *  host is this site's host. The cookie is SameSite=Lax, this closes the remaining gaps. */
export function passesCsrf(req: IncomingMessage): boolean {
  if (SAFE.has(req.method ?? 'GET')) return true;
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
