/**
 * Wraps every seller page: the remote's marker attributes, its own messages (deep-imported so a seller
 * release ships its own text, as mf-reader does) and the sales API.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { messages } from '@shirube/i18n';
import { seller as jaSeller } from '@shirube/i18n/src/ja/seller';
import { seller as enSeller } from '@shirube/i18n/src/en/seller';
import { payouts as jaPayouts } from '@shirube/i18n/src/ja/payouts';
import { payouts as enPayouts } from '@shirube/i18n/src/en/payouts';
import { RemoteRoot, useSignOutOnScreen, withRemoteRoot } from '@shirube/ui';
import { createApiClient, type ApiClient } from '@shirube/api-contract';
import { createSalesApi, type SalesApi } from './salesApi';
import * as s from './root.css';

export const REMOTE_NAME = 'mf_seller';
/** Compiled in by @shirube/build (package.json version + BUILD_LABEL); 'dev' under jest. */
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

const SalesApiContext = createContext<SalesApi | null>(null);
const ClientContext = createContext<ApiClient | null>(null);

/** The contract client (typed calls) for the money-out screens. */
export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient() outside SellerRoot');
  return client;
}

export function useSalesApi(): SalesApi {
  const api = useContext(SalesApiContext);
  if (!api) throw new Error('useSalesApi() outside SellerRoot');
  return api;
}

const MESSAGES = {
  ja: { ...messages.ja, ...jaSeller, ...jaPayouts },
  en: { ...messages.en, ...enSeller, ...enPayouts },
};

export function SellerRoot({ children }: { children: ReactNode }) {
  const signOutOnScreen = useSignOutOnScreen();
  const api = useMemo(() => createSalesApi(signOutOnScreen), [signOutOnScreen]);
  const client = useMemo(() => createApiClient({ onUnauthorized: signOutOnScreen }), [signOutOnScreen]);
  return (
    <RemoteRoot name={REMOTE_NAME} version={REMOTE_VERSION} messages={MESSAGES} className={s.root}>
      <SalesApiContext.Provider value={api}>
        <ClientContext.Provider value={client}>{children}</ClientContext.Provider>
      </SalesApiContext.Provider>
    </RemoteRoot>
  );
}

/** Wraps a page for export from ./pages. */
export function sellerPage(name: string, Page: ComponentType) {
  return withRemoteRoot(SellerRoot, Page, name);
}
