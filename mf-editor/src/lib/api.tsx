/**
 * The calls the editor makes, behind one interface so tests inject a fake and the pages stay plain.
 * The real one adapts @shirube/api-contract's typed client; image upload uses XHR (../image/upload).
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  createApiClient,
  eyecatchPath,
  type ArticleDraft,
  type Category,
  type DiscountCode,
  type DiscountCodePatch,
  type DiscountCodePayload,
  type QuickEdit,
  type QuickEditPayload,
  type MyArticle,
  type OgpCard,
  type PublishPayload,
  type ReviewItem,
} from '@shirube/api-contract';
import { uploadImage } from '../image/upload';

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
  /** GET /v1/ogp: a pasted URL's link card data. */
  ogp(url: string): Promise<OgpCard>;
}

/** Calls without responseMode resolve to the body; the client's union type keeps every mode. */
type Body<R> = Extract<R, { readonly data: unknown }>;
const body = async <R,>(pending: Promise<R>) => (await pending) as Body<R>;

export function createEditorApi(onUnauthorized?: () => void): EditorApi {
  const client = createApiClient({ onUnauthorized });
  return {
    createDraft: async () => (await body(client.drafts.create())).data.id,
    getDraft: async (id) => (await body(client.drafts.get({ params: { id } }))).data,
    saveDraft: async (id, article) =>
      (await body(client.drafts.save({ params: { id }, payload: { article } }))).data,
    resetDraft: async (id) => (await body(client.drafts.reset({ params: { id } }))).data,
    publish: async (id, payload) => (await body(client.drafts.publish({ params: { id }, payload }))).data,
    categories: async () => (await body(client.catalog.categories())).data,
    myArticles: async (since) => {
      const page = await body(client.current.myArticles({ query: since ? { since } : {} }));
      return { data: page.data, next: page.meta.pager.next };
    },
    reviews: async () => (await body(client.admin.reviews())).data,
    approve: async (id) => void (await client.admin.approve({ params: { id } })),
    reject: async (id, reason) => void (await client.admin.reject({ params: { id }, payload: { reason } })),
    uploadImage: (file, onProgress) => uploadImage(file, onProgress),
    uploadEyecatch: (id, file, onProgress) => uploadImage(file, onProgress, eyecatchPath(id)),
    deleteEyecatch: async (id) => {
      const res = await fetch(eyecatchPath(id), {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!res.ok)
        throw Object.assign(new Error('delete failed'), {
          code: res.status === 401 ? 'unauthorized' : 'http_error',
        });
    },
    searchTags: async (q) =>
      (await body(client.catalog.searchTags({ query: { q } }))).data.map((t) => t.name),
    deleteArticle: async (id) => void (await client.articles.delete({ params: { id } })),
    quickEdit: async (id) => (await body(client.quickEdit.get({ params: { id } }))).data,
    saveQuickEdit: async (id, payload) =>
      (await body(client.quickEdit.save({ params: { id }, payload }))).data,
    createDiscountCode: async (id, payload) =>
      (await body(client.quickEdit.createDiscountCode({ params: { id }, payload }))).data,
    updateDiscountCode: async (id, codeId, payload) =>
      (await body(client.quickEdit.updateDiscountCode({ params: { id, codeId }, payload }))).data,
    deleteDiscountCode: async (id, codeId) =>
      void (await client.quickEdit.deleteDiscountCode({ params: { id, codeId } })),
    ogp: async (url) => (await body(client.ogp.ogp({ query: { url } }))).data,
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
