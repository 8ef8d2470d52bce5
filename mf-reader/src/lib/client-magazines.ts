/** The magazine calls of the thin ReaderApi client (./client.ts); wire types from @shirube/api-contract,
 *  types only. A malformed id in the URL is a missing page, not a request the API must reject. */
import type { Magazine, MagazineSummary } from '@shirube/api-contract';
import type { ReaderApi } from './api';

type Call = <T>(path: string, payload?: unknown, method?: 'POST' | 'PATCH' | 'DELETE') => Promise<T>;

type Magazines = Pick<
  ReaderApi,
  'getMagazine' | 'listArticleMagazines' | 'listUserMagazines' | 'searchMagazines'
>;
type List = { data: readonly MagazineSummary[] };
const ID = /^[1-9]\d{0,9}$/;

export function magazineCalls(call: Call, notFound: () => Error): Magazines {
  return {
    getMagazine: async (id) => {
      if (!ID.test(id)) throw notFound();
      return (await call<{ data: Magazine }>(`/v1/magazines/${id}`)).data;
    },
    listArticleMagazines: async (id) =>
      ID.test(id) ? (await call<List>(`/v1/articles/${id}/magazines`)).data : [],
    listUserMagazines: async (account) =>
      (await call<List>(`/v1/users/${encodeURIComponent(account)}/magazines`)).data,
    searchMagazines: async (q) => (await call<List>(`/v1/magazines?q=${encodeURIComponent(q)}`)).data,
  };
}
