// Publish form values ↔ the API payload, field checks (the server's rule, @shirube/domain publish.ts; message
// ids `editor.publish.error.<field>`), and the author's take-home per sale from calculateSale.
import { PRICE_MAX, type ArticleDraft, type PublishPayload } from '@shirube/api-contract';
import {
  AFFILIATE_RATE_MAX_BP,
  bpToPercent,
  calculateSale,
  normalizeTag,
  percentToBp,
  publishableProblem,
  publishSettingsProblems,
  rateToBp,
  isoToTokyoLocal,
  reservedTimeProblem,
  tokyoLocalToIso,
  type SaleSplit,
} from '@shirube/domain';

/** The sale settings publish and quick edit share (SaleSettings.tsx), as typed. */
export interface SaleValues {
  price: string;
  salesCount: string;
  isSalesUnlimited: boolean;
  /** Percent as typed (10 = 10 %). */
  affiliatePercent: string;
  affiliatableOnlyPurchaser: boolean;
  category: string;
}

export interface PublishValues extends SaleValues {
  tags: string;
  payArticleLine: number;
  /** 日時を指定 (reserved) instead of 今すぐ公開; only for a first publication. */
  reserve: boolean;
  /** datetime-local value read as Tokyo time. */
  publishAt: string;
}

export type PublishField =
  | 'price'
  | 'salesCount'
  | 'affiliateRate'
  | 'tags'
  | 'payArticleLine'
  | 'title'
  | 'body'
  | 'category'
  | 'publishedAt';
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
  const whole = (s: string) => (INT.test(s.trim()) ? Number(s.trim()) : NaN);
  const rate = v.affiliatePercent.trim() === '' ? '0' : v.affiliatePercent.trim();
  const settings = {
    price: whole(v.price),
    salesCount: whole(v.salesCount),
    isSalesUnlimited: v.isSalesUnlimited,
    affiliateRateBp: NUM.test(rate) ? percentToBp(Number(rate)) : NaN,
    tags: splitTags(v.tags),
    payArticleLine: v.payArticleLine,
  };
  for (const p of publishSettingsProblems(settings, paragraphCount)) {
    if (p.field !== 'title' && p.field !== 'body') errors[p.field] = `editor.publish.error.${p.field}`;
  }
  if (v.reserve && v.publishAt !== '') {
    const iso = tokyoLocalToIso(v.publishAt);
    if (!iso || reservedTimeProblem(new Date(iso), now))
      errors.publishedAt = 'editor.publish.error.publishedAt';
  }
  return errors;
}

/** Spec §4 "publishable" (the server's rule): a title and a paragraph with text; message ids as above. */
export function publishableErrors(title: string, body: readonly string[]): PublishErrors {
  const problem = publishableProblem(title, body);
  return problem ? { [problem.field]: `editor.publish.error.${problem.field}` } : {};
}

/** The sale settings as the API takes them (publish and quick edit). */
export const salePayload = (v: SaleValues) => ({
  price: Number(v.price.trim()),
  salesCount: v.isSalesUnlimited ? 0 : Number(v.salesCount.trim()),
  isSalesUnlimited: v.isSalesUnlimited,
  affiliateRate: percentToBp(Number(v.affiliatePercent.trim() || '0')) / 10_000,
  affiliatableOnlyPurchaser: v.affiliatableOnlyPurchaser,
  category: v.category === '' ? null : Number(v.category),
});

export function toPayload(v: PublishValues): PublishPayload {
  return {
    ...salePayload(v),
    reservePublishType: v.reserve ? 'reserve' : 'now',
    // Reserved without a time: the date is set later (set_published_at; the owner's banner asks).
    publishedAt: v.reserve && v.publishAt !== '' ? tokyoLocalToIso(v.publishAt) : null,
    tags: splitTags(v.tags),
    payArticleLine: v.payArticleLine,
  };
}

/** What one sale earns the author: bought directly, and (with a 紹介料 rate) through a referral link,
 *  which is less by the 紹介料 (issue 40 item 5: both, plainly). null while price/rate are invalid. */
export function takeHome(
  v: PublishValues,
  platformFeeBp?: number,
): { direct: SaleSplit; referred: SaleSplit | null } | null {
  const price = v.price.trim();
  const rate = v.affiliatePercent.trim() === '' ? '0' : v.affiliatePercent.trim();
  if (!INT.test(price) || !NUM.test(rate)) return null;
  const bp = percentToBp(Number(rate));
  if (bp > AFFILIATE_RATE_MAX_BP || Number(price) > PRICE_MAX) return null;
  const sale = (hasAffiliate: boolean) =>
    calculateSale({ price: Number(price), affiliateRateBp: bp, hasAffiliate, platformFeeBp });
  return { direct: sale(false), referred: bp > 0 ? sale(true) : null };
}
