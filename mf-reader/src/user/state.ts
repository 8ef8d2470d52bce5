/** User page state: the viewed profile and that user's articles (cursor-paged), keyed by account. */
import { pagedListAtoms, resourceAtoms } from '../lib/state-helpers';
import type { ArticleCardView, UserProfileView } from '../lib/types';

export const profile = resourceAtoms<UserProfileView>((api, account) => api.getUser(account), 'user.profile');
export const userArticles = pagedListAtoms<ArticleCardView>(
  (api, account, since) => api.listUserArticles(account, since),
  'user.articles',
);
