// Publish form values ↔ the API payload, field checks (same limits as the server, message ids
// `editor.publish.error.<field>`), and the author's take-home per sale from calculateSale.
import {
  PRICE_MAX,
  PRICE_MIN,
  SALES_COUNT_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  type ArticleDraft,
  type PublishPayload,
} from '@shirube/api-contract';
import {
  AFFILIATE_RATE_MAX_BP,
  bpToPercent,
  calculateSale,
  isValidPaywallLine,
  normalizeTag,
  paidLineCount,
  percentToBp,
  rateToBp,
  isoToTokyoLocal,
  reservedTimeProblem,
  tokyoLocalToIso,
  type SaleSplit,
} from '@shirube/domain';

export interface PublishValues {
  price: string;
  salesCount: string;
  isSalesUnlimited: boolean;
  /** Percent as typed (10 = 10 %). */
  affiliatePercent: string;
  affiliatableOnlyPurchaser: boolean;
  category: string;
  tags: string;
  payArticleLine: number;
  /** 日時を指定 (reserved) instead of 今すぐ公開; only for a first publication. */
  reserve: boolean;
  /** datetime-local value read as Tokyo time. */
  publishAt: string;
}

export type PublishField =
  'price' | 'salesCount' | 'affiliateRate' | 'tags' | 'payArticleLine' | 'title' | 'category' | 'publishedAt';
export type PublishErrors = Partial<Record<PublishField, string>>;

export function initialValues(d: ArticleDraft): PublishValues {
  return {
    price: String(d.price),
    salesCount: d.isSalesUnlimited ? '' : String(d.salesCount || ''),
    isSalesUnlimited: d.isSalesUnlimited,
    affiliatePercent: String(bpToPercent(rateToBp(d.affiliateRate))),
    affiliatableOnlyPurchaser: d.affiliatableOnlyPurchaser,
    category: d.categoryId === null ? '' : String(d.categoryId),
    tags: d.tags.join(', '),
    payArticleLine: d.payArticleLine,
    reserve: d.status !== 'published' && d.reservePublishType === 'reserve',
    publishAt: d.publishedAt && d.status !== 'published' ? isoToTokyoLocal(d.publishedAt) : '',
  };
}

const INT = /^\d+$/;
const NUM = /^\d+(\.\d+)?$/;
export const splitTags = (tags: string) => [
  ...new Set(
    tags
      .split(/[,、，\s]+/)
      .map(normalizeTag)
      .filter(Boolean),
  ),
];

export function publishErrors(v: PublishValues, paragraphCount: number, now = new Date()): PublishErrors {
  const errors: PublishErrors = {};
  const price = v.price.trim();
  if (!INT.test(price) || (Number(price) !== 0 && (Number(price) < PRICE_MIN || Number(price) > PRICE_MAX))) {
    errors.price = 'editor.publish.error.price';
  }
  const count = v.salesCount.trim();
  if (!v.isSalesUnlimited && (!INT.test(count) || Number(count) < 1 || Number(count) > SALES_COUNT_MAX)) {
    errors.salesCount = 'editor.publish.error.salesCount';
  }
  const rate = v.affiliatePercent.trim() === '' ? '0' : v.affiliatePercent.trim();
  if (!NUM.test(rate) || percentToBp(Number(rate)) > AFFILIATE_RATE_MAX_BP) {
    errors.affiliateRate = 'editor.publish.error.affiliateRate';
  }
  const tags = splitTags(v.tags);
  if (tags.length > TAGS_MAX || tags.some((t) => t.length > TAG_MAX_LENGTH))
    errors.tags = 'editor.publish.error.tags';
  const paid = INT.test(price) && Number(price) > 0;
  if (
    !isValidPaywallLine(paragraphCount, v.payArticleLine) ||
    (paid && paidLineCount(paragraphCount, v.payArticleLine) === 0)
  ) {
    errors.payArticleLine = 'editor.publish.error.payArticleLine';
  }
  if (v.reserve && v.publishAt !== '') {
    const iso = tokyoLocalToIso(v.publishAt);
    if (!iso || reservedTimeProblem(new Date(iso), now))
      errors.publishedAt = 'editor.publish.error.publishedAt';
  }
  return errors;
}

export function toPayload(v: PublishValues): PublishPayload {
  return {
    price: Number(v.price.trim()),
    salesCount: v.isSalesUnlimited ? 0 : Number(v.salesCount.trim()),
    isSalesUnlimited: v.isSalesUnlimited,
    affiliateRate: percentToBp(Number(v.affiliatePercent.trim() || '0')) / 10_000,
    affiliatableOnlyPurchaser: v.affiliatableOnlyPurchaser,
    category: v.category === '' ? null : Number(v.category),
    reservePublishType: v.reserve ? 'reserve' : 'now',
    // Reserved without a time: the date is set later (set_published_at; the owner's banner asks).
    publishedAt: v.reserve && v.publishAt !== '' ? tokyoLocalToIso(v.publishAt) : null,
    tags: splitTags(v.tags),
    payArticleLine: v.payArticleLine,
  };
}

/** Per copy sold through a referral link (the smallest take-home); null while price/rate are invalid. */
export function takeHome(v: PublishValues, platformFeeBp?: number): SaleSplit | null {
  const price = v.price.trim();
  const rate = v.affiliatePercent.trim() === '' ? '0' : v.affiliatePercent.trim();
  if (!INT.test(price) || !NUM.test(rate)) return null;
  const bp = percentToBp(Number(rate));
  if (bp > AFFILIATE_RATE_MAX_BP || Number(price) > PRICE_MAX) return null;
  return calculateSale({ price: Number(price), affiliateRateBp: bp, hasAffiliate: bp > 0, platformFeeBp });
}
