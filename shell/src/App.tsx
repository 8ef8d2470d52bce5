import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState } from 'react';
// Deep imports: the shell's own texts and the common ones, not every area's (see @shirube/i18n core).
import { coreMessages, defaultLocale } from '@shirube/i18n/src/core';
import { shell as jaShell } from '@shirube/i18n/src/ja/shell';
import { ServerStateContext, type RemoteName } from '@shirube/shell-contract';
import '@shirube/ui';
import { SharedIntlProvider } from '@shirube/ui/src/SharedIntlProvider';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/loader';
import { Prefetch } from './navigation/usePrefetch';
import { AppRoutes } from './routes/AppRoutes';
import { DocumentTitle } from './routes/DocumentTitle';
import { ShellProvider } from './shell-context/ShellProvider';
import { SessionBootstrap } from './session/SessionBootstrap';
import { ToastArea } from './toast/ToastArea';
import { useAppReady } from './ready/useAppReady';
import { ServerPageErrorProvider, useInitialPageError, type ServerPageError } from './errors/serverPageError';

const shellMessages = { ...coreMessages.ja, ...jaShell };

export interface AppProps {
  /** Injected so tests can hand in a fake remote loader (and the server a preloaded one). */
  loader: RemoteLoader;
  store?: ReturnType<typeof createStore>;
  /** The state a server-rendered remote page was rendered from (the browser hydrates with it). */
  serverState?: Partial<Record<RemoteName, unknown>> | null;
  /** The error page the server rendered for the first URL (the browser hydrates the same). */
  pageError?: ServerPageError | null;
}

/** The whole shell, in the browser and in the shell server's renderer. */
export function App({ loader, store, serverState = null, pageError }: AppProps) {
  const [jotaiStore] = useState(() => store ?? createStore());
  const initialPageError = useInitialPageError(pageError);
  // A server-rendered remote page is ready when that page has hydrated (RemotePage's marker).
  useAppReady(!serverState);
  return (
    <SharedIntlProvider locale={defaultLocale} messages={shellMessages}>
      <JotaiProvider store={jotaiStore}>
        <RemoteLoaderContext.Provider value={loader}>
          <ServerStateContext.Provider value={serverState}>
            <ServerPageErrorProvider value={initialPageError}>
              <ShellProvider>
                <SessionBootstrap />
                <AppRoutes />
                <DocumentTitle />
                <ToastArea />
                <Prefetch />
              </ShellProvider>
            </ServerPageErrorProvider>
          </ServerStateContext.Provider>
        </RemoteLoaderContext.Provider>
      </JotaiProvider>
    </SharedIntlProvider>
  );
}
