import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, messages } from '@shirube/i18n';
import '@shirube/ui';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/loader';
import { AppRoutes } from './routes/AppRoutes';
import { ShellProvider } from './shell-context/ShellProvider';
import { SessionBootstrap } from './session/SessionBootstrap';
import { ToastArea } from './toast/ToastArea';

/** The whole shell. `loader` is injected so tests can hand in a fake remote loader. */
export function App({ loader, store }: { loader: RemoteLoader; store?: ReturnType<typeof createStore> }) {
  const [jotaiStore] = useState(() => store ?? createStore());
  return (
    <IntlProvider locale={defaultLocale} messages={messages[defaultLocale]} defaultLocale="ja">
      <JotaiProvider store={jotaiStore}>
        <RemoteLoaderContext.Provider value={loader}>
          <ShellProvider>
            <SessionBootstrap />
            <AppRoutes />
            <ToastArea />
          </ShellProvider>
        </RemoteLoaderContext.Provider>
      </JotaiProvider>
    </IntlProvider>
  );
}
