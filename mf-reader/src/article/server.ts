/** Server data of `/u/:account/a/:id`: the article as THIS visitor may see it (the API's paywall gate
 *  cuts the paid part for non-buyers, so the HTML of a non-buyer carries the free part only). */
import { statusOf, type ServerLoad } from '../lib/server-state';
import { article, articleKey } from './state';
import { articleMagazines } from '../magazine/state';
import { viewerOf } from '../lib/viewer';

export const loadArticle: ServerLoad = async ({ params, search, session }, api, store) => {
  const query = new URLSearchParams(search);
  const key = articleKey(
    params.id ?? '',
    { type: query.get('type') ?? undefined, discountCode: query.get('discount_code') ?? undefined },
    viewerOf(session),
  );
  // The magazines holding it beside (「このマガジンに含まれています」): its failure never fails the page.
  await Promise.all([
    store.set(article.load, { api, key }),
    store.set(articleMagazines.load, { api, key: params.id ?? '' }),
  ]);
  const loaded = store.get(article.resource);
  const canonical = loaded.value?.user.account;
  if (canonical !== undefined && params.account !== canonical) {
    // One URL per article (ArticlePage does the same in the browser).
    return { location: canonicalArticlePath(canonical, String(loaded.value?.id), search) };
  }
  return statusOf(loaded);
};

export function canonicalArticlePath(account: string, id: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `/u/${encodeURIComponent(account)}/a/${id}${query ? `?${query}` : ''}`;
}
