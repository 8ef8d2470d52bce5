/**
 * The calls the editor makes, behind one interface so tests inject a fake and the pages stay plain.
 * The typing path (draft open/create/save/reset, link cards) is plain fetch (./http.ts); the other calls
 * load @shirube/api-contract's typed client on first use (./api-full.ts); image upload uses XHR.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type {
  ArticleDraft,
  DraftPayload,
  Category,
  DiscountCode,
  DiscountCodePatch,
  DiscountCodePayload,
  QuickEdit,
  QuickEditPayload,
  MyArticle,
  OgpCard,
  PublishPayload,
  ReviewItem,
  SystemPhrase,
} from '@shirube/api-contract';
import { createHttp, EditorHttpError } from './http';

export interface DraftContent {
  title: string;
  body: string[];
  payArticleLine: number;
}

export interface EditorApi {
  createDraft(): Promise<number>;
  getDraft(id: number): Promise<ArticleDraft>;
  saveDraft(id: number, content: DraftContent): Promise<ArticleDraft>;
  /** Drops unpublished edits of a published article (the draft becomes the live version). */
  resetDraft(id: number): Promise<ArticleDraft>;
  publish(id: number, settings: PublishPayload): Promise<ArticleDraft>;
  categories(): Promise<readonly Category[]>;
  myArticles(since?: string): Promise<{ data: readonly MyArticle[]; next: string | null }>;
  reviews(): Promise<readonly ReviewItem[]>;
  approve(id: number): Promise<void>;
  reject(id: number, reason: string): Promise<void>;
  uploadImage(file: File, onProgress: (percent: number) => void): Promise<string>;
  /** POST /v1/articles/{id}/eyecatch (XHR for progress); answers the stored image's URL. */
  uploadEyecatch(id: number, file: File, onProgress: (percent: number) => void): Promise<string>;
  deleteEyecatch(id: number): Promise<void>;
  /** Tag names starting with `q` (GET /v1/tags/search). */
  searchTags(q: string): Promise<readonly string[]>;
  /** Spec §7 DELETE /v1/articles/{id}: buyers keep what they bought (the server's rule). */
  deleteArticle(id: number): Promise<void>;
  quickEdit(id: number): Promise<QuickEdit>;
  saveQuickEdit(id: number, payload: QuickEditPayload): Promise<QuickEdit>;
  createDiscountCode(id: number, payload: DiscountCodePayload): Promise<DiscountCode>;
  updateDiscountCode(id: number, codeId: number, payload: DiscountCodePatch): Promise<DiscountCode>;
  deleteDiscountCode(id: number, codeId: number): Promise<void>;
  /** GET /v1/system_phrases: the texts the operators edit (spec §3). */
  systemPhrases(): Promise<readonly SystemPhrase[]>;
  /** GET /v1/ogp: a pasted URL's link card data. */
  ogp(url: string): Promise<OgpCard>;
}

/** The calls that load the Effect client on first use (./api-full.ts); the rest are ./http.ts fetches. */
export const DEFERRED_CALLS = [
  'publish',
  'categories',
  'myArticles',
  'reviews',
  'approve',
  'reject',
  'searchTags',
  'deleteArticle',
  'quickEdit',
  'saveQuickEdit',
  'createDiscountCode',
  'updateDiscountCode',
  'deleteDiscountCode',
  'systemPhrases',
] as const satisfies ReadonlyArray<keyof EditorApi>;
export type DeferredCalls = Pick<EditorApi, (typeof DEFERRED_CALLS)[number]>;

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
