/**
 * Reviews of one article (key: `${articleId}|${viewer}` — isMine depends on who reads). Spec §4: a
 * new review goes to the top, an update replaces the item by id, a delete removes it by id.
 */
import { atom } from 'jotai';
import type { ReaderApi, ReviewInput } from '../lib/api';
import { pagedListAtoms, type PagedList } from '../lib/state-helpers';
import type { ReviewView } from '../lib/types';

export const reviewsKey = (articleId: number | string, viewer: string) => `${articleId}|${viewer}`;
const articleIdOf = (key: string) => Number(key.split('|')[0]);

export const reviews = pagedListAtoms<ReviewView>((api, key, since) =>
  api.listReviews(articleIdOf(key), since),
);

/** The viewer's own review from the first page's meta (null = none yet). */
export const mineOf = (list: PagedList<ReviewView>): ReviewView | null =>
  ((list.meta as { mine?: ReviewView | null } | null | undefined)?.mine ?? null) as ReviewView | null;

type Change =
  { kind: 'create'; input: ReviewInput } | { kind: 'update'; input: ReviewInput } | { kind: 'delete' };

/** Saves the change through the API, then updates the shown list as spec §4 says. */
export const changeReview = atom(
  null,
  async (get, set, { api, articleId, change }: { api: ReaderApi; articleId: number; change: Change }) => {
    const apply = (update: (list: PagedList<ReviewView>) => PagedList<ReviewView>) =>
      set(reviews.list, update(get(reviews.list)));
    if (change.kind === 'delete') {
      const id = await api.deleteReview(articleId);
      apply((list) => ({
        ...list,
        items: list.items.filter((r) => r.id !== id),
        meta: { ...list.meta, mine: null },
      }));
      return null;
    }
    if (change.kind === 'create') {
      const review = await api.createReview(articleId, change.input);
      apply((list) => ({ ...list, items: [review, ...list.items], meta: { ...list.meta, mine: review } }));
      return review;
    }
    const review = await api.updateReview(articleId, change.input);
    apply((list) => ({
      ...list,
      items: list.items.map((r) => (r.id === review.id ? review : r)),
      meta: { ...list.meta, mine: review },
    }));
    return review;
  },
);
