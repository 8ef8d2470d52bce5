/**
 * The shell's NODE build (dist/server/index.js): renders a reader route to HTML inside the shell's
 * chrome, for the shell server. The remote's page comes from the live release's node container,
 * loaded through Module Federation's node runtime — the same shared singletons as this build, so
 * React context (router, intl, shell contract) is one identity across host and remote.
 *
 *   renderPage(request) → status + a React stream to pipe, or a reason to render in the browser
 */
import { PassThrough } from 'node:stream';
import { createStore } from 'jotai';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  isPageError,
  type RemoteName,
  type ServerData,
  type ServerRenderablePage,
  type SessionView,
} from '@shirube/shell-contract';
import { App } from '../App';
import type { ServerPageError } from '../errors/serverPageError';
import type { RemoteLoader } from '../remotes/loader';
import { sessionAtom } from '../session/state';
import { routeOf } from './routes';
import { loadServerPages } from './serverRemotes';

/** Load a remote's node container ahead of the first request that needs it (server start). */
export async function warmUp(remote: RemoteName, entry: string): Promise<void> {
  await loadServerPages(remote, entry);
}

export interface RenderRequest {
  /** pathname + search of the page. */
  url: string;
  session: SessionView;
  /** The live node container of the route's remote (URL the MF node runtime fetches); none for a
   *  path no route knows (its 404 page is the shell's own). */
  remoteEntry?: string;
  /** Its release version (the mount element's `data-remote-version`, as in the browser). */
  remoteVersion?: string;
  /** `/v1/...` → the API, with the visitor's session. */
  fetch(path: string): Promise<Response>;
  /** Aborted when the render budget is spent: the route then renders in the browser. */
  signal: AbortSignal;
  /** The wait for the page's API data, outside the render budget (shell/server/render-deadlines.ts):
   *  `begin`/`end` around it, `signal` aborted when the API kept the page waiting too long. Absent:
   *  the data wait counts against `signal` like the rest. */
  dataWait?: { signal: AbortSignal; begin(): void; end(): void };
  /** Errors inside the remote's render (React recovers them in the browser); for the log. */
  onRecoverableError?(error: unknown): void;
  /** CSP nonce of the response: React puts it on the inline scripts it streams. */
  nonce?: string;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      /** null: the shell's own 404 page (no remote on it). */
      remote: RemoteName | null;
      serverState: unknown;
      /** The page threw the contract's PageError: the HTML is the shell's error page for it. */
      pageError: ServerPageError | null;
      /** The app's HTML, streamed. Ends when React is done. */
      stream: PassThrough;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'client'; reason: string };

const aborted = (signal: AbortSignal, why = 'render budget spent') =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error(why));
    signal.addEventListener('abort', () => reject(new Error(why)), { once: true });
  });

export async function renderPage(
  request: RenderRequest,
  /** The remote's `./pages` (tests hand in their own; the server loads the live node container). */
  loadPages: typeof loadServerPages = loadServerPages,
): Promise<RenderResult> {
  const { pathname, search } = new URL(request.url, 'http://shell.invalid');
  const route = routeOf(pathname);
  if (!route.target) {
    if (route.status !== 404) return { kind: 'client', reason: 'not a remote page' };
    // No route: the shell's 404 page, in the site's layout, readable without JavaScript.
    const unknown = await renderApp(request, null, noRemote, {});
    return { kind: 'html', status: 404, remote: null, serverState: null, pageError: null, stream: unknown };
  }
  const { remote, page } = route.target;
  if (!request.remoteEntry) return { kind: 'client', reason: `${remote} has no node build` };
  const pages = await Promise.race([loadPages(remote, request.remoteEntry), aborted(request.signal)]);
  const Page = pages[page] as ServerRenderablePage | undefined;
  if (!Page?.loadServerData) return { kind: 'client', reason: `${remote}/${page} has no server data` };

  const { dataWait } = request;
  dataWait?.begin();
  const data: ServerData = await Promise.race([
    Page.loadServerData({
      params: route.params,
      search,
      session: request.session,
      fetch: request.fetch,
    }),
    aborted(request.signal),
    ...(dataWait ? [aborted(dataWait.signal, 'the API kept the page waiting too long')] : []),
  ]).finally(() => dataWait?.end());

  if (data.location) return { kind: 'redirect', location: data.location };

  const loader: RemoteLoader = {
    loadModule: async (name, expose) => {
      if (name !== remote || expose !== 'pages') throw new Error(`${name}/${expose} is not server-rendered`);
      return pages;
    },
    reset: async () => undefined,
    version: (name) => (name === remote ? request.remoteVersion : undefined),
  };
  const serverState = { [remote]: data.state };
  const thrown: unknown[] = [];
  const first = await renderApp(request, null, loader, serverState, thrown);
  // React has no error boundaries on the server: a page that throws PageError (404 missing article or
  // user, under review, …) leaves its Suspense fallback in the HTML. Render again with the error page
  // in its place — the browser's first render shows the same (payload `pageError`), so it hydrates.
  const error = thrown.find(isPageError);
  if (!error)
    return {
      kind: 'html',
      status: data.status,
      remote,
      serverState: data.state,
      pageError: null,
      stream: first,
    };
  first.destroy();
  const pageError: ServerPageError = {
    pathname,
    status: error.status,
    ...(error.variant ? { variant: error.variant } : {}),
  };
  const stream = await renderApp(request, pageError, loader, serverState);
  const status = data.status >= 400 ? data.status : error.status >= 400 ? error.status : 500;
  return { kind: 'html', status, remote, serverState: data.state, pageError, stream };
}

const noRemote: RemoteLoader = {
  loadModule: async (name) => {
    throw new Error(`${name} is not server-rendered on this page`);
  },
  reset: async () => undefined,
  version: () => undefined,
};

/** The whole app for the request's URL, streamed once everything is ready (the status is known). */
async function renderApp(
  request: RenderRequest,
  pageError: ServerPageError | null,
  loader: RemoteLoader,
  serverState: Partial<Record<RemoteName, unknown>>,
  /** Collects what the render threw (recoverable in the browser; PageErrors are looked for). */
  thrown: unknown[] = [],
): Promise<PassThrough> {
  const store = createStore();
  store.set(sessionAtom, request.session);
  const stream = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const react = renderToPipeableStream(
      <StaticRouter location={request.url}>
        <App loader={loader} store={store} serverState={serverState} pageError={pageError} />
      </StaticRouter>,
      {
        // Everything (the remote's page included) is ready before the first byte: crawlers and
        // readers get the whole article in the HTML, and the status is known.
        onAllReady: () => {
          react.pipe(stream);
          resolve();
        },
        // Nothing streams later (onAllReady): every Suspense boundary's content goes inline, where it
        // paints at once. React's default (12.8 KB) sent a bigger page (the top page's cards, behind
        // the lazy page's boundary) in a `<div hidden id="S:0">`, shown by its inline script only after
        // its 300 ms reveal throttle.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React's own inline scripts carry the response's CSP nonce (shell/server/headers.ts).
        nonce: request.nonce,
        onShellError: reject,
        onError: (error) => {
          thrown.push(error);
          if (!isPageError(error)) request.onRecoverableError?.(error);
        },
      },
    );
    const spent = () => {
      react.abort();
      reject(new Error('render budget spent'));
    };
    if (request.signal.aborted) spent();
    else request.signal.addEventListener('abort', spent, { once: true });
  });
  return stream;
}
