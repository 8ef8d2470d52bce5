/** Top page feeds besides 新着 (./state.ts): 人気, フォロー中 (signed in) and おすすめ. */
import { pagedListAtoms, resourceAtoms } from '../lib/state-helpers';
import type { ArticleCardView } from '../lib/types';

/** GET /v1/articles/high_rated. */
export const highRatedFeed = pagedListAtoms<ArticleCardView>((api, _key, since) => api.listHighRated(since));
/** GET /v1/current/articles/followings; key = the viewer's account (another viewer starts over). */
export const followingFeed = pagedListAtoms<ArticleCardView>((api, _key, since) =>
  api.listFollowingArticles(since),
);
/** GET /v1/articles/recommended (the rule is documented in the API contract). */
export const recommended = resourceAtoms<readonly ArticleCardView[]>(
  (api) => api.listRecommended(),
  'top.recommended',
);
