/**
 * Root of everything mf_commerce renders (pages and the PurchaseDialog widget): marks the area
 * (`data-remote`, `data-remote-version`), provides the commerce messages and the API client.
 */
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createApiClient, type ApiClient } from '@shirube/api-contract';
import { messages } from '@shirube/i18n';
// Deep imports on purpose (as mf-reader does): each commerce release ships its own text and error
// messages even when the shell's shared copy of @shirube/i18n is older.
import { commerce as jaCommerce } from '@shirube/i18n/src/ja/commerce';
import { commerce as enCommerce } from '@shirube/i18n/src/en/commerce';
import { errors as jaErrors } from '@shirube/i18n/src/ja/errors';
import { errors as enErrors } from '@shirube/i18n/src/en/errors';
import { useShell } from '@shirube/shell-contract';

export const REMOTE_NAME = 'mf_commerce';
/** Compiled in by @shirube/build (package.json version + BUILD_LABEL); 'dev' under jest. */
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

const ApiContext = createContext<ApiClient | null>(null);

export function useCommerceApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useCommerceApi() outside CommerceRoot');
  return api;
}

export function CommerceRoot({ children }: { children: ReactNode }) {
  const shell = useShell();
  // The client outlives renders; a ref lets it reach the current shell on a 401.
  const shellRef = useRef(shell);
  shellRef.current = shell;
  const api = useMemo(
    () => createApiClient({ onUnauthorized: () => shellRef.current.signOutOnScreen() }),
    [],
  );
  const locale = shell.locale;
  const localeMessages = useMemo(
    () => ({
      ...messages.ja,
      ...jaErrors,
      ...jaCommerce,
      ...(locale === 'en' ? { ...messages.en, ...enErrors, ...enCommerce } : {}),
    }),
    [locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={localeMessages}>
      <ApiContext.Provider value={api}>
        <div data-remote={REMOTE_NAME} data-remote-version={REMOTE_VERSION} style={{ display: 'contents' }}>
          {children}
        </div>
      </ApiContext.Provider>
    </IntlProvider>
  );
}
