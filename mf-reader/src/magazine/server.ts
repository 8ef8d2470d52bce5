/** Server data of `/u/:account/m/:magazineId`: the magazine as THIS visitor sees it (which articles they
 *  already read), 404 for a missing or no-longer-sold one (the API's answer), 301 to the author's path. */
import { viewerOf } from '../lib/viewer';
import { statusOf, type ServerLoad } from '../lib/server-state';
import { magazine } from './state';

/** The page's magazine: its id and who reads (the answer marks what they already read). */
export const magazineKey = (id: string, viewer: string) => `${id}?viewer=${encodeURIComponent(viewer)}`;

export const loadMagazine: ServerLoad = async ({ params, search, session }, api, store) => {
  await store.set(magazine.load, { api, key: magazineKey(params.magazineId ?? '', viewerOf(session)) });
  const loaded = store.get(magazine.resource);
  const account = loaded.value?.user.account;
  if (account !== undefined && params.account !== account) {
    return { location: magazinePath(account, String(loaded.value?.id), search) };
  }
  return statusOf(loaded);
};

export function magazinePath(account: string, id: number | string, search = ''): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `/u/${encodeURIComponent(account)}/m/${id}${query ? `?${query}` : ''}`;
}
