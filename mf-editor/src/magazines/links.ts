/** Where the author's magazine screens live (a tab of /my_articles) and a magazine's public page. */
export const MAGAZINES_TAB = '/my_articles?tab=magazines';
export const magazineHref = (id: number | 'new') => `${MAGAZINES_TAB}&magazine=${id}`;
export const publicMagazineHref = (account: string, id: number) => `/u/${account}/m/${id}`;
