/** Server data of `/u/:account`: the profile and the first page of their articles. */
import { statusOf, type ServerLoad } from '../lib/server-state';
import { profile, userArticles } from './state';

export const loadUser: ServerLoad = async ({ params }, api, store) => {
  const account = params.account ?? '';
  await Promise.all([
    store.set(profile.load, { api, key: account }),
    store.set(userArticles.load, { api, key: account }),
  ]);
  return statusOf(store.get(profile.resource));
};
