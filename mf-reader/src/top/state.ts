/** Top page state: new arrivals (cursor-paged), categories and advertisements. */
import { pagedListAtoms, resourceAtoms } from '../lib/state-helpers';
import type { AdvertisementView, ArticleCardView, CategoryView } from '../lib/types';

/** GET /v1/articles (new), paged with `since` = meta.pager.next. Key '' = the one global list. */
export const newArrivals = pagedListAtoms<ArticleCardView>(
  (api, _key, since) => api.listNewArticles(since),
  'top.new',
);
export const categories = resourceAtoms<readonly CategoryView[]>(
  (api) => api.listCategories(),
  'top.categories',
);
export const advertisements = resourceAtoms<readonly AdvertisementView[]>(
  (api) => api.listAdvertisements(),
  'top.advertisements',
);
