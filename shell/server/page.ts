/**
 * An HTML page: the built index.html with, in <head>, the page's title/OGP/JSON-LD and preloads of
 * the route's remote files; in #root, the server-rendered app (reader routes) streamed from React;
 * after it, the page payload (session, live remotes, server state) the browser app starts from.
 *
 * A reader page whose server render fails or misses its deadlines (render-deadlines.ts) is sent
 * without server HTML (the browser renders it, as before) and the reason is logged; the rest of the
 * page is unaffected.
 */
import type { ServerResponse } from 'node:http';
import type { RemoteName, SessionView } from '@shirube/shell-contract';
import { PAYLOAD_ELEMENT_ID, serializePayload, type PagePayload } from '../src/ssr/payload';
import { routeOf } from '../src/ssr/routes';
import type { ApiFetch } from './api-fetch';
import { messages } from '@shirube/i18n';
import { deadlineStylesheets } from './css-deadline';
import { withNonce } from './headers';
import type { LiveReleases } from './live-remotes';
import { escape, injectHead, notFoundMeta, type PageMeta } from './meta';
import type { PageSession } from './page-session';
import { paintFirst } from './paint-first';
import { renderDeadlines } from './render-deadlines';
import type { Renderer } from './renderer';
import { cacheControl, cachePolicy, pageEtag, sendShared } from './shared-cache';

const ROOT = '<div id="root"></div>';

/**
 * Every page of a site running the sandbox card processor by ALLOW_SANDBOX_PAYMENTS=1 (issue 41): outside
 * the app's root, so it shows on every page — server-rendered or not, error pages, before any script —
 * and hydration never sees it. Inline styles only (CSP style-src-attr allows them; no stylesheet to wait for).
 */
const SANDBOX_BANNER = `<p role="note" data-sandbox-banner style="margin:0;padding:6px 12px;background:#fff3cd;color:#5c3c00;border-bottom:1px solid #e0c36a;font-size:13px;line-height:1.5;text-align:center">${escape(
  (messages.ja as Record<string, string>)['shell.sandboxBanner']!,
)}</p>`;

export interface PageRequest {
  /** pathname + search */
  url: string;
  method: string;
  template: string;
  renderer: Renderer | null;
  releases: LiveReleases;
  session: PageSession;
  meta: PageMeta | null;
  apiFetch: ApiFetch;
  /** Where the node runtime fetches remote containers from (this server). */
  selfOrigin: string;
  /** The shell's own work on a server render (render-deadlines.ts); the API wait has `dataWaitMs`. */
  budgetMs: number;
  dataWaitMs: number;
  headers: Record<string, string | string[]>;
  /** The staging banner (config.sandboxBanner): the sandbox takes the cards, no real money moves. */
  sandboxBanner?: boolean;
  /** The response's CSP nonce: every executable <script> of the page carries it (headers.ts). */
  nonce?: string;
  /** The request carried the session cookie; with `sharedSeconds` and the request's If-None-Match,
   *  what decides the page's caching (shared-cache.ts). Absent: 0 s, never shared. */
  sessionCookie?: boolean;
  sharedSeconds?: number;
  ifNoneMatch?: string;
  /** Told how the page went (metrics): server-rendered, or the browser's and why. */
  onOutcome?(outcome: 'rendered' | 'browser' | 'fallback', reason?: string): void;
  log(message: string): void;
}

/**
 * Preloads for a remote's page: its entry and `./pages` files download in parallel with the HTML.
 * None of them blocks the document: a slow or hung remote must not hold the header or another area
 * (its own chunk loading adds the stylesheet when the area mounts, from this download). Only a page
 * the server rendered links the remote's CSS as a stylesheet — its HTML is already in the page and
 * should paint styled, and the server has just loaded that remote from the same store — with a
 * deadline after which the page paints without it (css-deadline.ts).
 */
export function preloadTags(
  releases: LiveReleases,
  remote: RemoteName | null,
  serverRendered = false,
): string[] {
  const release = remote ? releases[remote] : undefined;
  if (!release || release.version === 'override') return [];
  // A server-rendered page links the CSS of the chunks its pages load on demand too (a few hundred bytes
  // each): the server may have rendered a shared component from one of them (the top page's notice),
  // and without it that part painted unstyled until the browser loaded its chunk. Those stylesheets
  // have a deadline (css-deadline.ts): a slow remote must not hold the shell's header off the screen.
  const styles = serverRendered
    ? deadlineStylesheets([...release.pages.css, ...release.pages.lazyCss])
    : release.pages.css.map((href) => `<link rel="preload" as="style" href="${escape(href)}" />`);
  return [
    ...styles,
    `<link rel="preload" as="script" href="${escape(release.webEntry)}" />`,
    ...release.pages.js.map((href) => `<link rel="preload" as="script" href="${escape(href)}" />`),
  ];
}

/**
 * Whose pages the server renders: the reader's, and the editor's for a signed-in author — its pages
 * with a server loader, i.e. the new draft, which paints and takes typing before its scripts run
 * (issue 23). A signed-out visitor's editor page stays the browser's: its guard sends them to sign in.
 */
export const serverRenders = (remote: RemoteName, session: SessionView): boolean =>
  remote === 'mf_reader' || (remote === 'mf_editor' && session.status === 'signedIn');

function payloadFor(
  req: PageRequest,
  serverState: PagePayload['serverState'],
  pageError: PagePayload['pageError'],
): string {
  const remotes: PagePayload['remotes'] = {};
  for (const [name, r] of Object.entries(req.releases)) {
    if (r) remotes[name as RemoteName] = { entry: r.webEntry, version: r.version };
  }
  const json = serializePayload({
    session: req.session.view,
    remotes,
    serverState,
    ...(pageError ? { pageError } : {}),
  });
  return `<script id="${PAYLOAD_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** Why a server render fell back, as a bounded label (metrics): the deadline that fired, or an error. */
function fallbackReason(error: unknown, budget: AbortSignal, dataWait: AbortSignal): string {
  if (dataWait.aborted) return 'data_wait';
  if (budget.aborted) return 'budget';
  return error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'error';
}

export async function sendPage(req: PageRequest, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url, 'http://shell.invalid').pathname;
  const route = routeOf(pathname);
  const remote = route.target?.remote ?? null;
  let status: number = route.status;
  let rendered: Awaited<ReturnType<Renderer['renderPage']>> | null = null;

  const release = remote ? req.releases[remote] : undefined;
  // A remote's page (when it has a node build), and the 404 page of a path no route knows (the shell's
  // own: no remote needed).
  const renderable =
    remote && serverRenders(remote, req.session.view) ? Boolean(release?.nodeEntry) : route.status === 404;
  if (req.renderer && renderable) {
    const deadlines = renderDeadlines({ budgetMs: req.budgetMs, dataWaitMs: req.dataWaitMs });
    const started = Date.now();
    try {
      rendered = await req.renderer.renderPage({
        url: req.url,
        session: req.session.view,
        remoteEntry: release?.nodeEntry ? req.selfOrigin + release.nodeEntry : undefined,
        remoteVersion: release?.version,
        fetch: req.apiFetch,
        signal: deadlines.signal,
        dataWait: deadlines.dataWait,
        nonce: req.nonce,
        onRecoverableError: (e) =>
          req.log(`server render of ${req.url} recovered in the browser: ${String(e)}`),
      });
    } catch (error) {
      req.onOutcome?.('fallback', fallbackReason(error, deadlines.signal, deadlines.dataWait.signal));
      req.log(
        `server render of ${req.url} fell back to the browser after ${Date.now() - started} ms: ${String(error)}`,
      );
    } finally {
      deadlines.done();
    }
  }

  if (rendered?.kind === 'redirect') {
    res.writeHead(301, { location: rendered.location, 'cache-control': 'no-cache', ...req.headers });
    return void res.end();
  }
  const html = rendered?.kind === 'html' ? rendered : null;
  if (html) status = html.status;
  if (html) req.onOutcome?.('rendered');
  else if (!renderable || !req.renderer) req.onOutcome?.('browser');
  const serverState = html ? (html.remote ? { [html.remote]: html.serverState } : {}) : null;
  // A server-rendered page is painted before the app's script runs (paint-first.ts).
  const shell = html ? paintFirst(req.template, req.nonce) : { template: req.template, loader: '' };
  const meta = status === 404 ? notFoundMeta(req.meta, req.url) : req.meta;
  const page = injectHead(shell.template, meta, preloadTags(req.releases, remote, Boolean(html)));
  const at = page.indexOf(ROOT);
  const nonced = (html: string) => (req.nonce ? withNonce(html, req.nonce) : html);
  const before = nonced(at >= 0 ? page.slice(0, at) : page);
  const after = at >= 0 ? page.slice(at + ROOT.length) : '';
  const tail = nonced(`</div>${payloadFor(req, serverState, html?.pageError)}${shell.loader}${after}`);

  const sharedSeconds = req.sharedSeconds ?? 0;
  // A signed-in visitor's page holds their session and what they bought: never in a shared cache.
  const policy = cachePolicy({
    method: req.method,
    sessionCookie: req.sessionCookie ?? false,
    signedOut: req.session.view.status === 'signedOut',
    route,
    status,
    serverRendered: html !== null,
    headers: req.headers,
    sharedSeconds,
  });
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    ...cacheControl(policy, sharedSeconds),
    ...req.headers,
  };
  if (policy === 'shared' && html) {
    // The whole page first: its ETag goes in the headers (the render is all inline anyway).
    const chunks: Buffer[] = [];
    html.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    html.stream.on('error', () => res.destroy());
    html.stream.on('end', () => {
      const whole = `${before}${req.sandboxBanner ? SANDBOX_BANNER : ''}<div id="root">${Buffer.concat(chunks).toString('utf8')}${tail}`;
      sendShared(
        res,
        { status, headers, html: whole, method: req.method },
        pageEtag(whole, req.nonce),
        req.ifNoneMatch,
      );
    });
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    html?.stream.destroy();
    return void res.end();
  }
  res.write(`${before}${req.sandboxBanner ? SANDBOX_BANNER : ''}<div id="root">`);
  if (!html) return void res.end(tail);
  html.stream.on('data', (chunk: Buffer) => res.write(chunk));
  html.stream.on('end', () => res.end(tail));
  html.stream.on('error', () => res.destroy());
}
