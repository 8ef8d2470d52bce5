/** Server data of `/search`: the categories (filter and suggestions) and the first page of results
 *  for the URL's q / order / category — the same loads SearchPage runs on mount. */
import { statusOf, type ServerLoad } from '../lib/server-state';
import { categories } from '../top/state';
import { parseOrder, searchKey, searchResults } from './state';
import { foundMagazines } from '../magazine/state';

export const loadSearch: ServerLoad = async ({ search }, api, store) => {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim();
  const order = parseOrder(params.get('order'));
  const category = params.get('category') ?? '';
  await Promise.all([
    store.set(categories.load, { api, key: '' }),
    q || category ? store.set(searchResults.load, { api, key: searchKey({ q, order, category }) }) : null,
    q ? store.set(foundMagazines.load, { api, key: q }) : null,
  ]);
  const results = store.get(searchResults.list);
  // A query the API refuses (too long, unknown category) is a 400 page with its message.
  return results.status === 'error' && results.error
    ? statusOf({ status: 'error', error: results.error })
    : 200;
};
