/** User page state: the viewed profile and that user's articles (cursor-paged), keyed by account. */
import { pagedListAtoms, resourceAtoms } from '../lib/state-helpers';
import type { ArticleCardView, SpecifiedView, UserProfileView } from '../lib/types';

export const profile = resourceAtoms<UserProfileView>((api, account) => api.getUser(account), 'user.profile');
export const userArticles = pagedListAtoms<ArticleCardView>(
  (api, account, since) => api.listUserArticles(account, since),
  'user.articles',
);

/** GET /v1/users/{account}/articles/high_rated (人気). */
export const userHighRated = pagedListAtoms<ArticleCardView>((api, account, since) =>
  api.listUserHighRated(account, since),
);
/** The owner's own lists on /u/{account}?sortType=purchased|viewed (key: the account). */
export const purchased = pagedListAtoms<ArticleCardView>((api, _account, since) => api.listPurchased(since));
/** Viewed history: one list of the most recent (no paging in the API; spec: size is the caller's). */
export const VIEWED_SIZE = 30;
export const viewed = resourceAtoms<readonly ArticleCardView[]>((api) => api.listViewed(VIEWED_SIZE));
/** 特定商取引法に基づく表記 of the seller. */
export const specified = resourceAtoms<SpecifiedView>(
  (api, account) => api.getSpecified(account),
  'user.specified',
);
