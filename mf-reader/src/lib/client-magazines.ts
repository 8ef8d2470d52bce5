/** The magazine calls of the thin ReaderApi client (./client.ts), in their own chunk: the article page —
 *  every shared link lands there — does not carry them. Wire types from @shirube/api-contract, types only. */
import type { Magazine, MagazineShareLink, MagazineSummary } from '@shirube/api-contract';
import type { MagazineCalls } from './api';

type Call = <T>(path: string, payload?: unknown, method?: 'POST') => Promise<T>;
type List = { data: readonly MagazineSummary[] };

export function magazineCalls(call: Call, notFound: () => Error): MagazineCalls {
  return {
    get: async (id) => {
      // A malformed id in the URL is a missing page, not a request the API must reject.
      if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
      return (await call<{ data: Magazine }>(`/v1/magazines/${id}`)).data;
    },
    ofUser: async (account) => (await call<List>(`/v1/users/${encodeURIComponent(account)}/magazines`)).data,
    search: async (q) => (await call<List>(`/v1/magazines?q=${encodeURIComponent(q)}`)).data,
    shareLink: async (id) =>
      (
        await call<{ data: typeof MagazineShareLink.Type }>(
          `/v1/magazines/${id}/share_link`,
          undefined,
          'POST',
        )
      ).data.url,
  };
}
