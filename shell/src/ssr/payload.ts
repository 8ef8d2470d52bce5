/**
 * What the shell server writes into every HTML page for the browser app, as one
 * `<script type="application/json">` (data, never executed — fine under a strict CSP):
 * the session it saw, the live remotes (so the browser needs no /remotes.json round trip) and, when
 * the page was server-rendered, the state the remote rendered from (hydration must start from it) and
 * the error page it showed, if the page threw a PageError.
 */
import type { RemoteName, SessionView } from '@shirube/shell-contract';
import type { ServerPageError } from '../errors/serverPageError';

export const PAYLOAD_ELEMENT_ID = 'shirube-page';

/** A live remote: its browser entry (remoteEntry.js URL) and release version. */
export interface LiveRemote {
  entry: string;
  version: string;
}

export interface PagePayload {
  session: SessionView;
  remotes: Partial<Record<RemoteName, LiveRemote>>;
  /** Per remote: the state its server-rendered page was rendered from; null = rendered in the browser. */
  serverState: Partial<Record<RemoteName, unknown>> | null;
  /** The server rendered the page's error page (its PageError): the browser hydrates the same. */
  pageError?: ServerPageError | null;
}

/** JSON safe inside <script>: `<` escaped so no `</script>` or `<!--` can end or confuse the element. */
export function serializePayload(payload: PagePayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPayload(doc: Document = document): PagePayload | null {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PagePayload;
  } catch {
    return null;
  }
}
