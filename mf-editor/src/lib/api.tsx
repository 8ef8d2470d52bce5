/**
 * The calls the editor makes, behind one interface so tests inject a fake and the pages stay plain.
 * The real one adapts @shirube/api-contract's typed client; image upload uses XHR (../image/upload).
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  createApiClient,
  type ArticleDraft,
  type Category,
  type MyArticle,
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
    uploadImage,
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
