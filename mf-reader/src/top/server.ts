/** Server data of `/`: the loads TopPage, Categories, Advertisements and おすすめ run on mount. */
import type { ServerLoad } from '../lib/server-state';
import { systemPhrases } from '../lib/systemPhrases';
import { recommended } from './feeds';
import { advertisements, categories, newArrivals } from './state';

export const loadTop: ServerLoad = async (_context, api, store) => {
  await Promise.all([
    store.set(newArrivals.load, { api, key: '' }),
    store.set(categories.load, { api, key: '' }),
    store.set(advertisements.load, { api, key: '' }),
    store.set(recommended.load, { api, key: '' }),
    store.set(systemPhrases.load, { api, key: '' }),
  ]);
};
