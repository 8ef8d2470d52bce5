/** The discovery and social calls of the thin ReaderApi client (./client.ts): search, feeds, follow,
 *  reviews, viewed history, the seller notice. Wire types from @shirube/api-contract, types only. */
import type {
  ArticleList,
  ArticleSummary,
  ProfileData,
  ProfileList,
  Review,
  SearchResult,
} from '@shirube/api-contract';
import type { ReaderApi } from './api';
import type { ReviewPage, SpecifiedView } from './types';

type Call = <T>(path: string, payload?: unknown, method?: 'POST' | 'PATCH' | 'DELETE') => Promise<T>;
type Discovery = Pick<
  ReaderApi,
  | 'searchArticles'
  | 'listHighRated'
  | 'listFollowingArticles'
  | 'listRecommended'
  | 'listUserHighRated'
  | 'listPurchased'
  | 'listViewed'
  | 'recordView'
  | 'countView'
  | 'setFollow'
  | 'listFollows'
  | 'getSpecified'
  | 'listReviews'
  | 'createReview'
  | 'updateReview'
  | 'deleteReview'
>;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function discoveryCalls(call: Call): Discovery {
  const seg = encodeURIComponent;
  const list = (path: string, since?: string) => call<typeof ArticleList.Type>(withQuery(path, { since }));
  const reviews = (id: number) => `/v1/articles/${id}/reviews`;
  return {
    searchArticles: (query, since) =>
      query.q.trim() === '' && query.category !== ''
        ? call<typeof SearchResult.Type>(
            withQuery('/v1/articles/search_by_category', { q: query.category, order: query.order, since }),
          )
        : call<typeof SearchResult.Type>(
            withQuery('/v1/articles/search', {
              q: query.q,
              order: query.order,
              category: query.category || undefined,
              since,
            }),
          ),
    listHighRated: (since) => list('/v1/articles/high_rated', since),
    listFollowingArticles: (since) => list('/v1/current/articles/followings', since),
    listRecommended: async () =>
      (await call<{ data: readonly ArticleSummary[] }>('/v1/articles/recommended')).data,
    listUserHighRated: (account, since, discountCode) =>
      call<typeof ArticleList.Type>(
        withQuery(`/v1/users/${seg(account)}/articles/high_rated`, { since, discount_code: discountCode }),
      ),
    listPurchased: (since) => list('/v1/current/articles/purchased', since),
    listViewed: async (size) =>
      (
        await call<{ data: readonly ArticleSummary[] }>(
          withQuery('/v1/current/articles/viewed_article_histories', { size: String(size) }),
        )
      ).data,
    recordView: (id) => call<void>(`/v1/current/articles/${id}/viewed_article_histories`, undefined, 'POST'),
    countView: (id, referrer) => call<void>(`/v1/articles/${id}/views`, { referrer }, 'POST'),
    setFollow: async (account, follow) =>
      (
        await call<typeof ProfileData.Type>(
          `/v1/users/${seg(account)}/follow`,
          undefined,
          follow ? 'POST' : 'DELETE',
        )
      ).data,
    listFollows: (account, direction, since) =>
      call<typeof ProfileList.Type>(withQuery(`/v1/users/${seg(account)}/${direction}`, { since })),
    getSpecified: async (account) =>
      (await call<{ data: SpecifiedView }>(`/v1/users/${seg(account)}/specified`)).data,
    listReviews: (id, since) => call<ReviewPage>(withQuery(reviews(id), { since })),
    createReview: async (id, input) => (await call<{ data: Review }>(reviews(id), input)).data,
    updateReview: async (id, input) => (await call<{ data: Review }>(reviews(id), input, 'PATCH')).data,
    deleteReview: async (id) =>
      (await call<{ data: { id: number } }>(reviews(id), undefined, 'DELETE')).data.id,
  };
}
