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
import type { RemoteName, ServerData, ServerRenderablePage, SessionView } from '@shirube/shell-contract';
import { App } from '../App';
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
  /** The live node container of the route's remote (URL the MF node runtime fetches). */
  remoteEntry: string;
  /** Its release version (the mount element's `data-remote-version`, as in the browser). */
  remoteVersion?: string;
  /** `/v1/...` → the API, with the visitor's session. */
  fetch(path: string): Promise<Response>;
  /** Aborted when the render budget is spent: the route then renders in the browser. */
  signal: AbortSignal;
  /** Errors inside the remote's render (React recovers them in the browser); for the log. */
  onRecoverableError?(error: unknown): void;
  /** CSP nonce of the response: React puts it on the inline scripts it streams. */
  nonce?: string;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      remote: RemoteName;
      serverState: unknown;
      /** The app's HTML, streamed. Ends when React is done. */
      stream: PassThrough;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'client'; reason: string };

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('render budget spent'));
    signal.addEventListener('abort', () => reject(new Error('render budget spent')), { once: true });
  });

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(request.url, 'http://shell.invalid');
  const route = routeOf(pathname);
  if (!route.target) return { kind: 'client', reason: 'not a remote page' };
  const { remote, page } = route.target;
  const pages = await Promise.race([loadServerPages(remote, request.remoteEntry), aborted(request.signal)]);
  const Page = pages[page] as ServerRenderablePage | undefined;
  if (!Page?.loadServerData) return { kind: 'client', reason: `${remote}/${page} has no server data` };

  const data: ServerData = await Promise.race([
    Page.loadServerData({
      params: route.params,
      search,
      session: request.session,
      fetch: request.fetch,
    }),
    aborted(request.signal),
  ]);

  if (data.location) return { kind: 'redirect', location: data.location };

  const store = createStore();
  store.set(sessionAtom, request.session);
  const loader: RemoteLoader = {
    loadModule: async (name, expose) => {
      if (name !== remote || expose !== 'pages') throw new Error(`${name}/${expose} is not server-rendered`);
      return pages;
    },
    reset: async () => undefined,
    version: (name) => (name === remote ? request.remoteVersion : undefined),
  };
  const serverState = { [remote]: data.state };
  const stream = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const react = renderToPipeableStream(
      <StaticRouter location={request.url}>
        <App loader={loader} store={store} serverState={serverState} />
      </StaticRouter>,
      {
        // Everything (the remote's page included) is ready before the first byte: crawlers and
        // readers get the whole article in the HTML, and the status is known.
        onAllReady: () => {
          react.pipe(stream);
          resolve();
        },
        // React's own inline scripts carry the response's CSP nonce (shell/server/headers.ts).
        nonce: request.nonce,
        onShellError: reject,
        onError: (error) => request.onRecoverableError?.(error),
      },
    );
    request.signal.addEventListener('abort', () => {
      react.abort();
      reject(new Error('render budget spent'));
    });
  });
  return { kind: 'html', status: data.status, remote, serverState: data.state, stream };
}
