/** The real ReaderApi: @shirube/api-contract's browser client, reshaped to the reader's calls. */
import { createApiClient, type ApiClient } from '@shirube/api-contract';
import type { ReaderApi } from './api';

/** The client's promisified type keeps every response mode of the Effect client (body, raw response,
 *  both); called without `responseMode` it resolves to the body, which is what we narrow to. */
type Body<R> = Extract<R, { readonly data: unknown }>;
async function body<R>(pending: Promise<R>): Promise<Body<R>> {
  return (await pending) as Body<R>;
}

export function readerApiFromClient(client: ApiClient): ReaderApi {
  const since = (value?: string) => (value ? { since: value } : {});
  return {
    listNewArticles: (cursor) => body(client.articles.list({ query: since(cursor) })),
    listCategories: async () => (await body(client.catalog.categories())).data,
    listAdvertisements: async () => (await body(client.catalog.advertisements())).data,
    getArticle: async (id, query) => {
      const numericId = Number(id);
      if (!Number.isInteger(numericId) || numericId <= 0) {
        // A malformed id in the URL is a missing page, not a request the API must reject.
        throw Object.assign(new Error('not_found'), { status: 404, code: 'not_found' });
      }
      const q: { type?: string; discount_code?: string } = {};
      if (query.type) q.type = query.type;
      if (query.discountCode) q.discount_code = query.discountCode;
      return (await body(client.articles.get({ params: { id: numericId }, query: q }))).data;
    },
    getUser: async (account) => (await body(client.users.profile({ params: { account } }))).data,
    listUserArticles: (account, cursor) =>
      body(client.users.articles({ params: { account }, query: since(cursor) })),
  };
}

export function createReaderApi(onUnauthorized?: () => void): ReaderApi {
  return readerApiFromClient(createApiClient({ onUnauthorized }));
}
