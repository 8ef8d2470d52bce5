/**
 * Root of everything mf_commerce renders (pages and the PurchaseDialog widget): marks the area
 * (`data-remote`, `data-remote-build`), provides the commerce messages and the API client.
 */
import { useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@shirube/api-contract';
import { messages } from '@shirube/i18n';
// Deep imports on purpose (as mf-reader does): each commerce release ships its own text and error
// messages even when the shell's shared copy of @shirube/i18n is older.
import { commerce as jaCommerce } from '@shirube/i18n/src/ja/commerce';
import { commerce as enCommerce } from '@shirube/i18n/src/en/commerce';
import { konbini as jaKonbini } from '@shirube/i18n/src/ja/konbini';
import { konbini as enKonbini } from '@shirube/i18n/src/en/konbini';
import { errors as jaErrors } from '@shirube/i18n/src/ja/errors';
import { errors as enErrors } from '@shirube/i18n/src/en/errors';
import { RemoteRoot, useSignOutOnScreen } from '@shirube/ui';
import { requiredContext } from '@shirube/ui/src/requiredContext';

export const REMOTE_NAME = 'mf_commerce';
/** Compiled in by @shirube/build (package.json version + BUILD_LABEL); 'dev' under jest. */
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

export const [ApiProvider, useCommerceApi] = requiredContext<ApiClient>('useCommerceApi', 'CommerceRoot');

const MESSAGES = {
  ja: { ...messages.ja, ...jaErrors, ...jaCommerce, ...jaKonbini },
  en: { ...messages.en, ...enErrors, ...enCommerce, ...enKonbini },
};

export function CommerceRoot({ children }: { children: ReactNode }) {
  const signOutOnScreen = useSignOutOnScreen();
  const api = useMemo(() => createApiClient({ onUnauthorized: signOutOnScreen }), [signOutOnScreen]);
  return (
    <RemoteRoot name={REMOTE_NAME} version={REMOTE_VERSION} messages={MESSAGES}>
      <ApiProvider value={api}>{children}</ApiProvider>
    </RemoteRoot>
  );
}
