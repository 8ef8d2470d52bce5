// Quick edit form values ↔ payload and field checks (the server's limits, @shirube/domain publish.ts;
// message ids `editor.publish.error.<field>` / `editor.quickEdit.error.<reason>`). Discount code form likewise.
import type { DiscountCodePayload, QuickEdit, QuickEditPayload } from '@shirube/api-contract';
import { salePayload, type SaleValues } from '../publish/form';
import type { SaleField } from '../publish/SaleSettings';
import {
  DISCOUNT_MAX_USES_MAX,
  affiliateRateProblem,
  bpToPercent,
  discountPriceProblem,
  percentToBp,
  priceProblem,
  rateToBp,
  salesCountProblem,
  tokyoLocalToIso,
} from '@shirube/domain';

export type QuickEditValues = SaleValues;
export type QuickEditField = SaleField;
export type QuickEditErrors = Partial<Record<QuickEditField, string>>;

export const quickEditValues = (q: QuickEdit): QuickEditValues => ({
  price: String(q.price),
  salesCount: q.isSalesUnlimited ? '' : String(q.salesCount),
  isSalesUnlimited: q.isSalesUnlimited,
  affiliatePercent: String(bpToPercent(rateToBp(q.affiliateRate))),
  affiliatableOnlyPurchaser: q.affiliatableOnlyPurchaser,
  category: q.categoryId === null ? '' : String(q.categoryId),
});

const INT = /^\d+$/;
const NUM = /^\d+(\.\d+)?$/;

export function quickEditErrors(v: QuickEditValues, q: QuickEdit): QuickEditErrors {
  const errors: QuickEditErrors = {};
  const whole = (s: string) => (INT.test(s.trim()) ? Number(s.trim()) : NaN);
  const n = whole(v.price);
  if (priceProblem(n)) errors.price = 'editor.publish.error.price';
  else if (n > 0 && !q.hasPaidPart) errors.price = 'editor.quickEdit.error.noPaidPart';
  const count = whole(v.salesCount);
  if (salesCountProblem(count, v.isSalesUnlimited)) errors.salesCount = 'editor.publish.error.salesCount';
  else if (!v.isSalesUnlimited && count < q.soldCount) errors.salesCount = 'editor.quickEdit.error.belowSold';
  const rate = v.affiliatePercent.trim() || '0';
  if (affiliateRateProblem(NUM.test(rate) ? percentToBp(Number(rate)) : NaN))
    errors.affiliateRate = 'editor.publish.error.affiliateRate';
  return errors;
}

export const quickEditPayload = (v: QuickEditValues): QuickEditPayload => salePayload(v);

export interface CodeValues {
  price: string;
  /** datetime-local value, read as Tokyo time; '' = no end. */
  expiresAt: string;
  /** '' = unlimited. */
  maxUses: string;
}
export type CodeField = 'price' | 'expiresAt' | 'maxUses';
export type CodeErrors = Partial<Record<CodeField, string>>;
export const emptyCode: CodeValues = { price: '', expiresAt: '', maxUses: '' };

export function codeErrors(v: CodeValues, listPrice: number, now = new Date()): CodeErrors {
  const errors: CodeErrors = {};
  const price = v.price.trim();
  const problem = INT.test(price) ? discountPriceProblem(Number(price), listPrice) : 'not_integer';
  if (problem === 'not_below_price') errors.price = 'editor.discount.error.notBelowPrice';
  else if (problem) errors.price = 'editor.discount.error.price';
  if (v.expiresAt !== '') {
    const iso = tokyoLocalToIso(v.expiresAt);
    if (!iso || new Date(iso).getTime() <= now.getTime())
      errors.expiresAt = 'editor.discount.error.expiresAt';
  }
  const max = v.maxUses.trim();
  if (max !== '' && (!INT.test(max) || Number(max) < 1 || Number(max) > DISCOUNT_MAX_USES_MAX))
    errors.maxUses = 'editor.discount.error.maxUses';
  return errors;
}

export const codePayload = (v: CodeValues): DiscountCodePayload => ({
  price: Number(v.price.trim()),
  expiresAt: v.expiresAt === '' ? null : tokyoLocalToIso(v.expiresAt),
  maxUses: v.maxUses.trim() === '' ? null : Number(v.maxUses.trim()),
});

/** The server's 400 reason for a field → our message id. */
export function serverFieldError(field: string, message: string): string {
  if (field === 'salesCount' && message.includes('below_sold')) return 'editor.quickEdit.error.belowSold';
  if (field === 'price' && message.includes('not_below_price')) return 'editor.discount.error.notBelowPrice';
  if (field === 'price' && message.includes('paid part')) return 'editor.quickEdit.error.noPaidPart';
  if (field === 'expiresAt' || field === 'maxUses') return `editor.discount.error.${field}`;
  return `editor.publish.error.${field}`;
}
