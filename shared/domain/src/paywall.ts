// Paywall: the body is an ordered list of paragraph HTML strings and `payArticleLine` is the index of
// the FIRST PAID paragraph (spec §3 "payArticleLine", default -1 = none).
//
// Decision (spec §4 "when the paywall line is above 0 the body is cut at that line"): only a line in
// 1..length-1 cuts the body. -1, 0 and anything ≥ length mean "no paid part" — an article always keeps
// at least one free paragraph as its teaser (search, OGP and the article page show the free part).
// Because line 0 would otherwise publish everything for free, publish endpoints should reject it with
// `isValidPaywallLine` rather than silently giving the body away.

export const PAYWALL_NONE = -1;

export interface PaywallSplit {
  free: string[];
  paid: string[];
}

/** The line actually in effect: a line that cuts the body, or PAYWALL_NONE. */
export function effectivePaywallLine(paragraphCount: number, payArticleLine: number): number {
  if (!Number.isInteger(payArticleLine)) return PAYWALL_NONE;
  return payArticleLine > 0 && payArticleLine < paragraphCount ? payArticleLine : PAYWALL_NONE;
}

export function splitAtPaywall(paragraphs: readonly string[], payArticleLine: number): PaywallSplit {
  const line = effectivePaywallLine(paragraphs.length, payArticleLine);
  if (line === PAYWALL_NONE) return { free: [...paragraphs], paid: [] };
  return { free: paragraphs.slice(0, line), paid: paragraphs.slice(line) };
}

/** Number of paid paragraphs; the preview may proceed to paid publishing only when this is above 0. */
export function paidLineCount(paragraphs: readonly string[] | number, payArticleLine: number): number {
  const count = typeof paragraphs === 'number' ? paragraphs : paragraphs.length;
  const line = effectivePaywallLine(count, payArticleLine);
  return line === PAYWALL_NONE ? 0 : count - line;
}

/** What a publish request may carry: -1 (all free) or a line leaving ≥ 1 free and ≥ 1 paid paragraph. */
export function isValidPaywallLine(paragraphCount: number, payArticleLine: number): boolean {
  return (
    payArticleLine === PAYWALL_NONE || effectivePaywallLine(paragraphCount, payArticleLine) === payArticleLine
  );
}

/** Stable class of the paid area in the article HTML (the paid paragraphs for a buyer, the paywall
 *  box for everyone else). The article's JSON-LD points at it (`hasPart.cssSelector`), as Google's
 *  paywalled-content guidance asks, so showing the free part to crawlers is not cloaking. */
export const PAID_AREA_CLASS = 'shirube-paid';
