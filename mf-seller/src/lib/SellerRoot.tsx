/**
 * Wraps every seller page: the remote's marker attributes, its own messages (deep-imported so a seller
 * release ships its own text, as mf-reader does) and the sales API.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { messages } from '@shirube/i18n';
import { seller as jaSeller } from '@shirube/i18n/src/ja/seller';
import { seller as enSeller } from '@shirube/i18n/src/en/seller';
import { payouts as jaPayouts } from '@shirube/i18n/src/ja/payouts';
import { payouts as enPayouts } from '@shirube/i18n/src/en/payouts';
import { analytics as jaAnalytics } from '@shirube/i18n/src/ja/analytics';
import { analytics as enAnalytics } from '@shirube/i18n/src/en/analytics';
import { referrals as jaReferrals } from '@shirube/i18n/src/ja/referrals';
import { referrals as enReferrals } from '@shirube/i18n/src/en/referrals';
import { rankingMagazines as jaRankingMagazines } from '@shirube/i18n/src/ja/ranking-magazines';
import { rankingMagazines as enRankingMagazines } from '@shirube/i18n/src/en/ranking-magazines';
import { RemoteRoot, useSignOutOnScreen, withRemoteRoot } from '@shirube/ui';
import { requiredContext } from '@shirube/ui/src/requiredContext';
import { createApiClient, type ApiClient } from '@shirube/api-contract';
import { createSalesApi, type SalesApi } from './salesApi';
import * as s from './root.css';

export const REMOTE_NAME = 'mf_seller';
/** Compiled in by @shirube/build (package.json version + BUILD_LABEL); 'dev' under jest. */
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

export const [SalesApiProvider, useSalesApi] = requiredContext<SalesApi>('useSalesApi', 'SellerRoot');
/** The contract client (typed calls) for the money-out screens. */
export const [ClientProvider, useApiClient] = requiredContext<ApiClient>('useApiClient', 'SellerRoot');

const MESSAGES = {
  ja: { ...messages.ja, ...jaSeller, ...jaPayouts, ...jaAnalytics, ...jaReferrals, ...jaRankingMagazines },
  en: { ...messages.en, ...enSeller, ...enPayouts, ...enAnalytics, ...enReferrals, ...enRankingMagazines },
};

export function SellerRoot({ children }: { children: ReactNode }) {
  const signOutOnScreen = useSignOutOnScreen();
  const api = useMemo(() => createSalesApi(signOutOnScreen), [signOutOnScreen]);
  const client = useMemo(() => createApiClient({ onUnauthorized: signOutOnScreen }), [signOutOnScreen]);
  return (
    <RemoteRoot name={REMOTE_NAME} version={REMOTE_VERSION} messages={MESSAGES} className={s.root}>
      <SalesApiProvider value={api}>
        <ClientProvider value={client}>{children}</ClientProvider>
      </SalesApiProvider>
    </RemoteRoot>
  );
}

/** Wraps a page for export from ./pages. */
export function sellerPage(name: string, Page: ComponentType) {
  return withRemoteRoot(SellerRoot, Page, name);
}
