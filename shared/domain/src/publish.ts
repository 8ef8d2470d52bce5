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

export type PublishField = 'title' | 'body' | 'price' | 'salesCount' | 'affiliateRate' | 'tags' | 'payArticleLine';
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

/** Every broken publish setting, at most one per field, in form order. */
export function publishSettingsProblems(s: PublishSettings, paragraphCount: number): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!Number.isInteger(s.price) || (s.price !== 0 && (s.price < PRICE_MIN || s.price > PRICE_MAX))) {
    problems.push({ field: 'price', reason: `must be 0 or ${PRICE_MIN}..${PRICE_MAX}` });
  }
  if (!s.isSalesUnlimited && (!Number.isInteger(s.salesCount) || s.salesCount < 1 || s.salesCount > SALES_COUNT_MAX)) {
    problems.push({ field: 'salesCount', reason: `must be 1..${SALES_COUNT_MAX}` });
  }
  if (!Number.isInteger(s.affiliateRateBp) || s.affiliateRateBp < 0 || s.affiliateRateBp > AFFILIATE_RATE_MAX_BP) {
    problems.push({ field: 'affiliateRate', reason: 'must be a fraction 0..0.5' });
  }
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
  /<img|<iframe|class="embed-/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

/** Why a draft cannot be previewed or published yet (title first), or null. */
export function publishableProblem(title: string, body: readonly string[]): PublishProblem | null {
  if (title.trim() === '') return { field: 'title', reason: 'required' };
  if (!body.some(paragraphHasText)) return { field: 'body', reason: 'needs at least one paragraph with text' };
  return null;
}

export const isPublishable = (title: string, body: readonly string[]) => publishableProblem(title, body) === null;
