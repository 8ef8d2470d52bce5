/**
 * Root of every editor page: marks the area (`data-remote`, `data-remote-build`), provides the
 * editor's messages and API client.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
// Deep imports on purpose (as mf-reader): each editor release ships its own text — only the common,
// error and editor texts, English only when the page is shown in English.
import { coreMessages, loadCoreEnglish } from '@shirube/i18n/src/core';
import { editor as jaEditor } from '@shirube/i18n/src/ja/editor';
import { RemoteRoot, useSignOutOnScreen, withRemoteRoot } from '@shirube/ui';
import { createEditorApi, EditorApiProvider, type EditorApi } from './api';
import { remotePage } from '@shirube/ui/src/remotePage.css';

export const REMOTE_NAME = 'mf_editor';
export const REMOTE_VERSION: string = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

let sharedApi: EditorApi | null = null;
const MESSAGES = {
  ja: { ...coreMessages.ja, ...jaEditor },
  en: async () => {
    const [core, { editor }] = await Promise.all([loadCoreEnglish(), import('@shirube/i18n/src/en/editor')]);
    return { ...core, ...editor };
  },
};

export function EditorRoot({ children, api }: { children: ReactNode; api?: EditorApi }) {
  const signOutOnScreen = useSignOutOnScreen();
  const editorApi = useMemo(() => {
    if (api) return api;
    sharedApi ??= createEditorApi(signOutOnScreen);
    return sharedApi;
  }, [api, signOutOnScreen]);
  return (
    <RemoteRoot name={REMOTE_NAME} version={REMOTE_VERSION} messages={MESSAGES} className={remotePage}>
      <EditorApiProvider api={editorApi}>{children}</EditorApiProvider>
    </RemoteRoot>
  );
}

/** Wraps a page for export from ./pages. */
export function withEditorRoot<P extends object>(Page: ComponentType<P>, name: string): ComponentType<P> {
  return withRemoteRoot(EditorRoot, Page, `Editor(${name})`);
}
