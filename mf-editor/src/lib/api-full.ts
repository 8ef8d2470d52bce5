/**
 * The editor calls that are not on the typing path (publish, lists, review, quick edit, discount codes,
 * tags), through @shirube/api-contract's typed Effect client. Loaded on first use by ./api.tsx, so the
 * editor's first load does not carry the client (issue 23).
 */
import { createApiClient } from '@shirube/api-contract';
import type { DeferredCalls } from './editor-api';

/** Calls without responseMode resolve to the body; the client's union type keeps every mode. */
type Body<R> = Extract<R, { readonly data: unknown }>;
const body = async <R>(pending: Promise<R>) => (await pending) as Body<R>;

export function deferredCalls(onUnauthorized?: () => void): DeferredCalls {
  const client = createApiClient({ onUnauthorized });
  const calls: DeferredCalls = {
    publish: async (id, payload) => (await body(client.drafts.publish({ params: { id }, payload }))).data,
    categories: async () => (await body(client.catalog.categories())).data,
    myArticles: async (since) => {
      const page = await body(client.current.myArticles({ query: since ? { since } : {} }));
      return { data: page.data, next: page.meta.pager.next };
    },
    reviews: async () => (await body(client.admin.reviews())).data,
    approve: async (id) => void (await client.admin.approve({ params: { id } })),
    reject: async (id, reason) => void (await client.admin.reject({ params: { id }, payload: { reason } })),
    systemPhrases: async () => (await body(client.catalog.systemPhrases())).data,
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
  };
  return calls;
}
