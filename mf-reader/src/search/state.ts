/** Search state: one cursor-paged result list keyed by (q, order, category). */
import type { SearchQuery } from '../lib/api';
import { pagedListAtoms } from '../lib/state-helpers';
import type { ArticleCardView, SearchOrder } from '../lib/types';

export const searchKey = (query: SearchQuery): string =>
  JSON.stringify([query.q, query.order, query.category]);

function fromKey(key: string): SearchQuery {
  const [q, order, category] = JSON.parse(key) as [string, SearchOrder, string];
  return { q, order, category };
}

/** GET /v1/articles/search (or search_by_category when only a category is chosen). */
export const searchResults = pagedListAtoms<ArticleCardView>(
  (api, key, since) => api.searchArticles(fromKey(key), since),
  'search.results',
);

/** `order` from the URL: fav (the header's) or new; anything else is new. */
export const parseOrder = (value: string | null): SearchOrder => (value === 'fav' ? 'fav' : 'new');
