/**
 * Root of every editor page: marks the area (`data-remote`, `data-remote-version`), provides the
 * editor's messages and API client.
 */
import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
// Deep imports on purpose (as mf-reader): each editor release ships its own text.
import { editor as jaEditor } from '@shirube/i18n/src/ja/editor';
import { editor as enEditor } from '@shirube/i18n/src/en/editor';
import { useShell } from '@shirube/shell-contract';
import { createEditorApi, EditorApiProvider, type EditorApi } from './api';
import * as s from './root.css';

export const REMOTE_NAME = 'mf_editor';
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

let sharedApi: EditorApi | null = null;

export function EditorRoot({ children, api }: { children: ReactNode; api?: EditorApi }) {
  const shell = useShell();
  const shellRef = useRef(shell);
  shellRef.current = shell;
  const editorApi = useMemo(() => {
    if (api) return api;
    sharedApi ??= createEditorApi(() => shellRef.current.signOutOnScreen());
    return sharedApi;
  }, [api]);
  const locale = shell.locale;
  const localeMessages = useMemo(
    () => ({ ...messages.ja, ...jaEditor, ...(locale === 'en' ? { ...messages.en, ...enEditor } : {}) }),
    [locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={localeMessages}>
      <EditorApiProvider api={editorApi}>
        <div className={s.root} data-remote={REMOTE_NAME} data-remote-version={REMOTE_VERSION}>
          {children}
        </div>
      </EditorApiProvider>
    </IntlProvider>
  );
}

/** Wraps a page for export from ./pages. */
export function withEditorRoot<P extends object>(Page: ComponentType<P>, name: string): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <EditorRoot>
        <Page {...props} />
      </EditorRoot>
    );
  }
  Wrapped.displayName = `Editor(${name})`;
  return Wrapped;
}
