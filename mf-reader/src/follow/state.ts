/** Follow state: the follow/unfollow action (it replaces the viewed profile with the server's answer,
 *  spec §4) and the followers / following lists of an account (cursor-paged). */
import { atom } from 'jotai';
import type { ReaderApi } from '../lib/api';
import { pagedListAtoms } from '../lib/state-helpers';
import type { UserProfileView } from '../lib/types';
import { profile } from '../user/state';

export const followers = pagedListAtoms<UserProfileView>(
  (api, account, since) => api.listFollows(account, 'followers', since),
  'follow.followers',
);
export const followings = pagedListAtoms<UserProfileView>(
  (api, account, since) => api.listFollows(account, 'followings', since),
  'follow.followings',
);

/** POST/DELETE /v1/users/{account}/follow; the answer becomes the viewed profile. */
export const setFollow = atom(
  null,
  async (get, set, { api, account, follow }: { api: ReaderApi; account: string; follow: boolean }) => {
    const updated = await api.setFollow(account, follow);
    if (get(profile.resource).key === account) {
      set(profile.resource, { key: account, value: updated, status: 'ready', error: null });
    }
    return updated;
  },
);
