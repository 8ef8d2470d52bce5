// Publishing rules for the editor's forms AND the API's publish endpoint (one implementation).
// Limits are ours (spec §9 gives none): price 0 (free) or 100..100,000 yen; salesCount 1..100,000 unless
// unlimited; affiliate rate 0..50 % (AFFILIATE_RATE_MAX_BP); ≤ 5 tags of 1..30 chars; a paid article needs a
// paywall line leaving ≥ 1 free and ≥ 1 paid paragraph (spec §4 "paid-line count above 0").
// "Publishable" (spec §4: preview and publish): a title AND at least one paragraph with text or media.
import { AFFILIATE_RATE_MAX_BP } from './money';
import { isValidPaywallLine, paidLineCount } from './paywall';

export const PRICE_MIN = 100;
export const PRICE_MAX = 100_000;
export const SALES_COUNT_MAX = 100_000;
export const TAGS_MAX = 5;
export const TAG_MAX_LENGTH = 30;

export type PublishField =
  'title' | 'body' | 'price' | 'salesCount' | 'affiliateRate' | 'tags' | 'payArticleLine';
export interface PublishProblem {
  field: PublishField;
  reason: string;
}

/** Publish settings as numbers (a form passes NaN for what is not a whole number). */
export interface PublishSettings {
  price: number;
  salesCount: number;
  isSalesUnlimited: boolean;
  affiliateRateBp: number;
  tags: readonly string[];
  payArticleLine: number;
}

/** The price limits (publish and quick edit): a reason, or null when the price is fine. */
export function priceProblem(price: number): string | null {
  return !Number.isInteger(price) || (price !== 0 && (price < PRICE_MIN || price > PRICE_MAX))
    ? `must be 0 or ${PRICE_MIN}..${PRICE_MAX}`
    : null;
}

/** The copies-for-sale limits (publish and quick edit); an unlimited article has none. */
export function salesCountProblem(salesCount: number, isSalesUnlimited: boolean): string | null {
  return !isSalesUnlimited &&
    (!Number.isInteger(salesCount) || salesCount < 1 || salesCount > SALES_COUNT_MAX)
    ? `must be 1..${SALES_COUNT_MAX}`
    : null;
}

/** The affiliate rate limits in basis points (publish and quick edit). */
export function affiliateRateProblem(affiliateRateBp: number): string | null {
  return !Number.isInteger(affiliateRateBp) || affiliateRateBp < 0 || affiliateRateBp > AFFILIATE_RATE_MAX_BP
    ? 'must be a fraction 0..0.5'
    : null;
}

/** Every broken publish setting, at most one per field, in form order. */
export function publishSettingsProblems(s: PublishSettings, paragraphCount: number): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const price = priceProblem(s.price);
  if (price) problems.push({ field: 'price', reason: price });
  const salesCount = salesCountProblem(s.salesCount, s.isSalesUnlimited);
  if (salesCount) problems.push({ field: 'salesCount', reason: salesCount });
  const affiliateRate = affiliateRateProblem(s.affiliateRateBp);
  if (affiliateRate) problems.push({ field: 'affiliateRate', reason: affiliateRate });
  if (s.tags.length > TAGS_MAX) problems.push({ field: 'tags', reason: `at most ${TAGS_MAX}` });
  else if (s.tags.some((t) => t.trim() === '' || t.length > TAG_MAX_LENGTH)) {
    problems.push({ field: 'tags', reason: `each 1..${TAG_MAX_LENGTH} characters` });
  }
  if (!isValidPaywallLine(paragraphCount, s.payArticleLine)) {
    problems.push({ field: 'payArticleLine', reason: 'must leave at least one free and one paid paragraph' });
  } else if (s.price > 0 && paidLineCount(paragraphCount, s.payArticleLine) === 0) {
    problems.push({ field: 'payArticleLine', reason: 'a paid article needs a paid part' });
  }
  return problems;
}

/** A paragraph (sanitised HTML) with visible text, an image or an embed. */
export const paragraphHasText = (html: string) =>
  /<img|<iframe|class="embed-/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** Why a draft cannot be previewed or published yet (title first), or null. */
export function publishableProblem(title: string, body: readonly string[]): PublishProblem | null {
  if (title.trim() === '') return { field: 'title', reason: 'required' };
  if (!body.some(paragraphHasText))
    return { field: 'body', reason: 'needs at least one paragraph with text' };
  return null;
}

export const isPublishable = (title: string, body: readonly string[]) =>
  publishableProblem(title, body) === null;
