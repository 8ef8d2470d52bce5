/** Server data of `/u/:account/followers` and `/following`: the account's profile (404 when there is
 *  no such user) and the first page of the list — the same loads FollowListPage runs on mount. */
import { statusOf, type ServerLoad } from '../lib/server-state';
import { profile } from '../user/state';
import { followers, followings } from './state';

const loadFollows =
  (direction: 'followers' | 'followings'): ServerLoad =>
  async ({ params }, api, store) => {
    const account = params.account ?? '';
    const list = direction === 'followers' ? followers : followings;
    await Promise.all([
      store.set(profile.load, { api, key: account }),
      store.set(list.load, { api, key: account }),
    ]);
    return statusOf(store.get(profile.resource));
  };

export const loadFollowers = loadFollows('followers');
export const loadFollowing = loadFollows('followings');
