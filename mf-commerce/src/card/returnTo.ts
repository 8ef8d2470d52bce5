/**
 * Spec §2: "A path to return to after card registration is also remembered." The purchase dialog sends
 * the buyer to /settings/credit_card?return_to=<the article>; once a card is saved the page goes back
 * there. Kept in the URL (not in storage): a later visit to the card page never jumps somewhere old.
 */
import { safeReturnPath } from '@shirube/domain/core';

export const CARD_PAGE = '/settings/credit_card';
const PARAM = 'return_to';

/** The card page's link that comes back to `path` (the page the buyer is on). */
export function cardPageReturningTo(path: string): string {
  return `${CARD_PAGE}?${new URLSearchParams({ [PARAM]: path }).toString()}`;
}

/** The path to go back to, from the card page's query; null when none or not a path of this site. */
export function cardReturnPath(search: string): string | null {
  // The site's one return-path rule (@shirube/domain return-path.ts); the card page itself would loop.
  const path = safeReturnPath(new URLSearchParams(search).get(PARAM));
  return path && !path.startsWith(CARD_PAGE) ? path : null;
}
