/** Server data of `/u/:account`: the profile and the first page of their articles. */
import { statusOf, type ServerLoad } from '../lib/server-state';
import { profile, specified, userArticles, userListKey } from './state';
import { userMagazines } from '../magazine/state';

export const loadUser: ServerLoad = async ({ params, search }, api, store) => {
  const account = params.account ?? '';
  const discountCode = new URLSearchParams(search).get('discount_code');
  await Promise.all([
    store.set(profile.load, { api, key: account }),
    store.set(userArticles.load, { api, key: userListKey(account, discountCode) }),
    store.set(userMagazines.load, { api, key: account }),
  ]);
  return statusOf(store.get(profile.resource));
};

/** Server data of `/u/:account/specified`: the profile (404 when there is no such user) and the
 *  seller's 特定商取引法 notice. */
export const loadSpecified: ServerLoad = async ({ params }, api, store) => {
  const account = params.account ?? '';
  await Promise.all([
    store.set(profile.load, { api, key: account }),
    store.set(specified.load, { api, key: account }),
  ]);
  return statusOf(store.get(profile.resource));
};
