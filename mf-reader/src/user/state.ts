/** User page state: the viewed profile and that user's articles (cursor-paged), keyed by account. */
import { pagedListAtoms, resourceAtoms } from '../lib/state-helpers';
import type { ArticleCardView, SpecifiedView, UserProfileView } from '../lib/types';

export const profile = resourceAtoms<UserProfileView>((api, account) => api.getUser(account), 'user.profile');

/** Key of the article lists: the account, plus the page's ?discount_code= (it changes one price). */
export function userListKey(account: string, discountCode?: string | null): string {
  return discountCode ? `${account}?discount_code=${encodeURIComponent(discountCode)}` : account;
}

function parseListKey(key: string): { account: string; discountCode?: string } {
  const [account = '', search = ''] = key.split('?');
  return { account, discountCode: new URLSearchParams(search).get('discount_code') ?? undefined };
}

export const userArticles = pagedListAtoms<ArticleCardView>((api, key, since) => {
  const { account, discountCode } = parseListKey(key);
  return api.listUserArticles(account, since, discountCode);
}, 'user.articles');

/** GET /v1/users/{account}/articles/high_rated (人気). */
export const userHighRated = pagedListAtoms<ArticleCardView>((api, key, since) => {
  const { account, discountCode } = parseListKey(key);
  return api.listUserHighRated(account, since, discountCode);
});
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
