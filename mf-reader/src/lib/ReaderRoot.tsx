/**
 * Root of every page the reader exposes: marks the area (`data-remote`, `data-remote-build`),
 * provides the reader's jotai store, its API and its messages.
 */
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
// Deep imports on purpose: not a shared singleton, so each reader release ships its own text even
// when the shell's copy of @shirube/i18n is older — and only the reader's and the common texts.
import { coreMessages, loadCoreEnglish } from '@shirube/i18n/src/core';
import { reader as jaReader } from '@shirube/i18n/src/ja/reader';
import { useServerState, type ServerRenderablePage } from '@shirube/shell-contract';
import { RemoteRoot, useSignOutOnScreen, withRemoteRoot } from '@shirube/ui';
import { ReaderApiProvider, type ReaderApi } from './api';
import { createReaderApi } from './client';
import { ListLinkProvider } from './ListLink';
import { rememberPage } from './page-trail';
import { hydrate, serverLoader, type ServerLoad } from './server-state';
import { remotePage } from '@shirube/ui/src/remotePage.css';

export const REMOTE_NAME = 'mf_reader';
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

/** One store for the whole remote in the browser: lists survive navigating to an article and back.
 *  A server render gets a store of its own (requests must never share state). */
const readerStore = createStore();
const onServer = typeof window === 'undefined';
let sharedApi: ReaderApi | null = null;

export interface ReaderRootProps {
  children: ReactNode;
  /** Tests inject these; the site uses the module-level ones. */
  api?: ReaderApi;
  store?: ReturnType<typeof createStore>;
}

// English only when the shell is in English: a Japanese reader never downloads it.
const MESSAGES = {
  ja: { ...coreMessages.ja, ...jaReader },
  en: async () => {
    const [core, { reader }] = await Promise.all([loadCoreEnglish(), import('@shirube/i18n/src/en/reader')]);
    return { ...core, ...reader };
  },
};

export function ReaderRoot({ children, api, store }: ReaderRootProps) {
  const signOutOnScreen = useSignOutOnScreen();
  const readerApi = useMemo(() => {
    if (api) return api;
    sharedApi ??= createReaderApi({ onUnauthorized: signOutOnScreen });
    return sharedApi;
  }, [api, signOutOnScreen]);
  // What the server loaded for this page goes into the store before the first render, so the
  // browser's first render (hydration) shows exactly what the server's HTML shows.
  const serverState = useServerState(REMOTE_NAME);
  const [pageStore] = useState(() => {
    const target = store ?? (onServer ? createStore() : readerStore);
    hydrate(target, serverState);
    return target;
  });
  // After the page's own effects (a child's run first): the article reads the page before this one.
  useEffect(() => rememberPage());
  return (
    <RemoteRoot name={REMOTE_NAME} version={REMOTE_VERSION} messages={MESSAGES} className={remotePage}>
      <JotaiProvider store={pageStore}>
        <ReaderApiProvider api={readerApi}>
          <ListLinkProvider>{children}</ListLinkProvider>
        </ReaderApiProvider>
      </JotaiProvider>
    </RemoteRoot>
  );
}

/** Wraps a page for export from ./pages; `load` makes it a server-rendered page (see server-state.ts). */
export function withReaderRoot<P extends object>(
  Page: ComponentType<P>,
  name: string,
  load?: ServerLoad,
): ServerRenderablePage<P> {
  const Wrapped: ServerRenderablePage<P> = withRemoteRoot(ReaderRoot, Page, `Reader(${name})`);
  if (load) Wrapped.loadServerData = serverLoader(load);
  return Wrapped;
}
