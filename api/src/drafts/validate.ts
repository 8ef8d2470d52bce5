// Publish settings checks (400 `validation` naming the field). Limits are ours (spec §9 gives none):
// price 0 (free) or 100..100,000 yen; salesCount 1..100,000 unless unlimited; affiliateRate a
// fraction 0..0.5 (AFFILIATE_RATE_MAX_BP); ≤ 5 tags of ≤ 30 chars; a paid article needs a paywall
// line leaving ≥ 1 free and ≥ 1 paid paragraph (spec §4 "paid-line count above 0").
import {
  PRICE_MAX,
  PRICE_MIN,
  SALES_COUNT_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  type PublishPayload,
} from '@shirube/api-contract';
import { AFFILIATE_RATE_MAX_BP, isValidPaywallLine, paidLineCount, rateToBp } from '@shirube/domain';

export interface PublishProblem {
  field: string;
  reason: string;
}

export function publishProblem(
  p: PublishPayload,
  paragraphCount: number,
  title: string,
): PublishProblem | null {
  if (title.trim() === '') return { field: 'title', reason: 'required' };
  if (!Number.isInteger(p.price) || (p.price !== 0 && (p.price < PRICE_MIN || p.price > PRICE_MAX))) {
    return { field: 'price', reason: `must be 0 or ${PRICE_MIN}..${PRICE_MAX}` };
  }
  if (
    !p.isSalesUnlimited &&
    (!Number.isInteger(p.salesCount) || p.salesCount < 1 || p.salesCount > SALES_COUNT_MAX)
  ) {
    return { field: 'salesCount', reason: `must be 1..${SALES_COUNT_MAX}` };
  }
  if (
    !Number.isFinite(p.affiliateRate) ||
    p.affiliateRate < 0 ||
    rateToBp(p.affiliateRate) > AFFILIATE_RATE_MAX_BP
  ) {
    return { field: 'affiliateRate', reason: 'must be a fraction 0..0.5' };
  }
  const tags = p.tags ?? [];
  if (tags.length > TAGS_MAX) return { field: 'tags', reason: `at most ${TAGS_MAX}` };
  if (tags.some((t) => t.trim() === '' || t.length > TAG_MAX_LENGTH)) {
    return { field: 'tags', reason: `each 1..${TAG_MAX_LENGTH} characters` };
  }
  if (!isValidPaywallLine(paragraphCount, p.payArticleLine)) {
    return { field: 'payArticleLine', reason: 'must leave at least one free and one paid paragraph' };
  }
  if (p.price > 0 && paidLineCount(paragraphCount, p.payArticleLine) === 0) {
    return { field: 'payArticleLine', reason: 'a paid article needs a paid part' };
  }
  if (p.reservePublishType != null && !['now', 'reserve'].includes(p.reservePublishType)) {
    return { field: 'reservePublishType', reason: 'must be now or reserve' };
  }
  return null;
}
