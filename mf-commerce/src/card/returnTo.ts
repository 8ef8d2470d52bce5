/**
 * Spec §2: "A path to return to after card registration is also remembered." The purchase dialog sends
 * the buyer to /settings/credit_card?return_to=<the article>; once a card is saved the page goes back
 * there. Kept in the URL (not in storage): a later visit to the card page never jumps somewhere old.
 */
export const CARD_PAGE = '/settings/credit_card';
const PARAM = 'return_to';

/** The card page's link that comes back to `path` (the page the buyer is on). */
export function cardPageReturningTo(path: string): string {
  return `${CARD_PAGE}?${new URLSearchParams({ [PARAM]: path }).toString()}`;
}

/** The path to go back to, from the card page's query; null when none or not a path of this site. */
export function cardReturnPath(search: string): string | null {
  const path = new URLSearchParams(search).get(PARAM);
  if (!path || !path.startsWith('/')) return null;
  // '//host' and '/\host' leave the site; the card page itself would loop.
  if (path.startsWith('//') || path.startsWith('/\\') || path.startsWith(CARD_PAGE)) return null;
  return path;
}
