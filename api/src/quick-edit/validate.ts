// Quick edit and discount code checks (400 `validation` naming the field). The publish limits are
// @shirube/domain's (publish.ts, as for publishing and both editor forms); so are the code price rules.
import type { DiscountCodePatch, QuickEditPayload } from '@shirube/api-contract';
import {
  DISCOUNT_MAX_USES_MAX,
  affiliateRateProblem,
  discountPriceProblem,
  paidLineCount,
  priceProblem,
  rateToBp,
  salesCountProblem,
} from '@shirube/domain';
import type { ArticleRow } from '../articles/visibility';
import type { DiscountCodeRow } from './codes';

export interface Problem {
  field: string;
  reason: string;
}

export function quickEditProblem(p: QuickEditPayload, article: ArticleRow): Problem | null {
  const price = priceProblem(p.price);
  if (price) return { field: 'price', reason: price };
  if (p.price > 0 && paidLineCount(article.body.length, article.payArticleLine) === 0) {
    return { field: 'price', reason: 'the article has no paid part; set one in the editor first' };
  }
  const salesCount = salesCountProblem(p.salesCount, p.isSalesUnlimited);
  if (salesCount) return { field: 'salesCount', reason: salesCount };
  if (!p.isSalesUnlimited && p.salesCount < article.soldCount) {
    return { field: 'salesCount', reason: `below_sold: ${article.soldCount} copies are already sold` };
  }
  const affiliateRate = affiliateRateProblem(
    Number.isFinite(p.affiliateRate) ? rateToBp(p.affiliateRate) : NaN,
  );
  if (affiliateRate) return { field: 'affiliateRate', reason: affiliateRate };
  return null;
}

/** An ISO time with a zone (e.g. 2026-12-01T00:00:00+09:00) → Date; null input stays null. */
export function parseExpiry(value: string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

export interface CodeValues {
  price?: number;
  expiresAt?: Date | null;
  maxUses?: number | null;
}

/** Checks a new code (existing undefined) or the changed fields of one; answers the values to store. */
export function codeProblem(
  p: DiscountCodePatch,
  article: ArticleRow,
  existing: DiscountCodeRow | undefined,
  now = new Date(),
): Problem | CodeValues {
  const values: CodeValues = {};
  if (p.price !== undefined) {
    const problem = discountPriceProblem(p.price, article.price);
    if (problem === 'below_minimum') return { field: 'price', reason: 'below_minimum: at least 100 yen' };
    if (problem === 'not_below_price')
      return { field: 'price', reason: `not_below_price: must be below the list price ${article.price}` };
    if (problem) return { field: 'price', reason: 'must be whole yen' };
    values.price = p.price;
  }
  if (p.expiresAt !== undefined) {
    const expiry = parseExpiry(p.expiresAt);
    if (expiry === 'invalid') return { field: 'expiresAt', reason: 'must be an ISO date-time with a zone' };
    if (expiry !== null && expiry.getTime() <= now.getTime())
      return { field: 'expiresAt', reason: 'must be in the future' };
    values.expiresAt = expiry;
  }
  if (p.maxUses !== undefined) {
    const max = p.maxUses;
    if (max !== null && (!Number.isInteger(max) || max < 1 || max > DISCOUNT_MAX_USES_MAX))
      return { field: 'maxUses', reason: `must be 1..${DISCOUNT_MAX_USES_MAX} or null` };
    if (max !== null && existing && max < existing.usedCount)
      return { field: 'maxUses', reason: `below_used: already used ${existing.usedCount} times` };
    values.maxUses = max;
  }
  return values;
}

export const isProblem = (v: Problem | CodeValues): v is Problem => 'field' in v && 'reason' in v;
