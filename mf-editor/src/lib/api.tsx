/**
 * The calls the editor makes, behind one interface so tests inject a fake and the pages stay plain.
 * The typing path (draft open/create/save/reset, link cards) is plain fetch (./http.ts); the other calls
 * load @shirube/api-contract's typed client on first use (./api-full.ts); image upload uses XHR. The
 * interface itself is ./editor-api.ts.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ArticleDraft, DraftPayload, OgpCard } from '@shirube/api-contract';
import { DEFERRED_CALLS, type DeferredCalls, type EditorApi } from './editor-api';
import { createHttp, EditorHttpError } from './http';

export type { DeferredCalls, DraftContent, EditorApi } from './editor-api';

type DraftBody = { data: ArticleDraft };

// The contract's eyecatchPath: a value import would bundle the whole contract into the first load.
const eyecatchPath = (id: number) => `/v1/articles/${id}/eyecatch`;

export function createEditorApi(onUnauthorized?: () => void): EditorApi {
  const call = createHttp(onUnauthorized);
  let full: Promise<DeferredCalls> | null = null;
  const deferred = Object.fromEntries(
    DEFERRED_CALLS.map((name) => [
      name,
      async (...args: unknown[]) => {
        full ??= import('./api-full').then((m) => m.deferredCalls(onUnauthorized));
        const calls = (await full) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
        return calls[name]!(...args);
      },
    ]),
  ) as unknown as DeferredCalls;
  return {
    ...deferred,
    createDraft: async () => (await call<{ data: { id: number } }>('POST', '/v1/articles/draft')).data.id,
    getDraft: async (id) => (await call<DraftBody>('GET', `/v1/articles/${id}/draft`)).data,
    saveDraft: async (id, article) =>
      (await call<DraftBody>('PATCH', `/v1/articles/${id}/draft`, { article } satisfies DraftPayload)).data,
    resetDraft: async (id) => (await call<DraftBody>('PATCH', `/v1/articles/${id}/reset_draft`)).data,
    ogp: async (url) =>
      (await call<{ data: OgpCard }>('GET', `/v1/ogp?${new URLSearchParams({ url }).toString()}`)).data,
    // XHR upload (progress events); its module carries the contract's upload rules, loaded on use.
    uploadImage: async (file, onProgress) => (await import('../image/upload')).uploadImage(file, onProgress),
    uploadEyecatch: async (id, file, onProgress) =>
      (await import('../image/upload')).uploadImage(file, onProgress, eyecatchPath(id)),
    deleteEyecatch: async (id) => {
      const res = await fetch(eyecatchPath(id), {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new EditorHttpError(res.status, res.status === 401 ? 'unauthorized' : 'http_error');
    },
  };
}

const EditorApiContext = createContext<EditorApi | null>(null);

export function EditorApiProvider({ api, children }: { api: EditorApi; children: ReactNode }) {
  return <EditorApiContext.Provider value={api}>{children}</EditorApiContext.Provider>;
}

export function useEditorApi(): EditorApi {
  const api = useContext(EditorApiContext);
  if (!api) throw new Error('useEditorApi() outside EditorRoot');
  return api;
}

/** Error code of a failed call (ApiError / UploadError), `network` when there is none. */
export const errorCode = (e: unknown) =>
  e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : 'network';
export const errorField = (e: unknown) =>
  e && typeof e === 'object' && 'field' in e && typeof e.field === 'string' ? e.field : undefined;
