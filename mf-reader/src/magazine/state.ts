/** Magazine state (issue 37): the page's magazine (keyed by id + viewer, server.ts magazineKey: what it
 *  says depends on who reads), a user's magazines, the magazines a search finds, those holding an article. Registered for
 *  server rendering, so this file rides in the reader's first chunk: keep it to the atoms. */
import { resourceAtoms } from '../lib/state-helpers';
import type { MagazineSummaryView, MagazineView } from '../lib/types';

export const magazine = resourceAtoms<MagazineView>(
  async (api, key) => (await api.magazines()).get(key.split('?')[0] ?? ''),
  'magazine',
);

type Summaries = readonly MagazineSummaryView[];
// The lists beside a page's own content are best effort: a failed one is shown as none — the page's own
// list (the article, the user's articles, the search results) says what went wrong — and the page never
// fails, shows a second error or asks again for them.
const orNone = (list: Promise<Summaries>) => list.catch((): Summaries => []);
export const userMagazines = resourceAtoms<Summaries>(
  (api, account) => orNone(api.magazines().then((m) => m.ofUser(account))),
  'user.magazines',
);
export const foundMagazines = resourceAtoms<Summaries>(
  (api, q) => orNone(api.magazines().then((m) => m.search(q))),
  'search.magazines',
);
export const articleMagazines = resourceAtoms<Summaries>(
  (api, id) => orNone(api.listArticleMagazines(id)),
  'article.magazines',
);
