/**
 * Root of every page the reader exposes: marks the area (`data-remote`, `data-remote-version`),
 * provides the reader's jotai store, its API and its messages.
 */
import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
// Deep imports on purpose: not a shared singleton, so each reader release ships its own text even
// when the shell's copy of @shirube/i18n is older.
import { reader as jaReader } from '@shirube/i18n/src/ja/reader';
import { reader as enReader } from '@shirube/i18n/src/en/reader';
import { useShell } from '@shirube/shell-contract';
import { ReaderApiProvider, type ReaderApi } from './api';
import { createReaderApi } from './client';
import * as s from './root.css';

export const REMOTE_NAME = 'mf_reader';
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

/** One store for the whole remote: lists survive navigating to an article and back. */
const readerStore = createStore();
let sharedApi: ReaderApi | null = null;

export interface ReaderRootProps {
  children: ReactNode;
  /** Tests inject these; the site uses the module-level ones. */
  api?: ReaderApi;
  store?: ReturnType<typeof createStore>;
}

export function ReaderRoot({ children, api, store }: ReaderRootProps) {
  const shell = useShell();
  // The client outlives renders; a ref lets it reach the current shell on a 401.
  const shellRef = useRef(shell);
  shellRef.current = shell;
  const readerApi = useMemo(() => {
    if (api) return api;
    sharedApi ??= createReaderApi(() => shellRef.current.signOutOnScreen());
    return sharedApi;
  }, [api]);
  const locale = shell.locale;
  const localeMessages = useMemo(
    () => ({ ...messages.ja, ...jaReader, ...(locale === 'en' ? { ...messages.en, ...enReader } : {}) }),
    [locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={localeMessages}>
      <JotaiProvider store={store ?? readerStore}>
        <ReaderApiProvider api={readerApi}>
          <div className={s.root} data-remote={REMOTE_NAME} data-remote-version={REMOTE_VERSION}>
            {children}
          </div>
        </ReaderApiProvider>
      </JotaiProvider>
    </IntlProvider>
  );
}

/** Wraps a page for export from ./pages. */
export function withReaderRoot<P extends object>(Page: ComponentType<P>, name: string): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <ReaderRoot>
        <Page {...props} />
      </ReaderRoot>
    );
  }
  Wrapped.displayName = `Reader(${name})`;
  return Wrapped;
}
