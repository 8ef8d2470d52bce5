// The magazine form as typed ↔ the API payload, and its per-field checks: @shirube/domain magazineProblems
// (the API's own rule), message ids `magazine.problem.<field>.<reason>` (shared/i18n magazines). The API's
// 400 field errors carry the same reasons in Japanese; `apiFieldErrors` maps them back onto message ids.
import type { MagazinePayload, MagazineSummary } from '@shirube/api-contract';
import { bpToPercent, magazineProblems, percentToBp, rateToBp } from '@shirube/domain';

export interface MagazineValues {
  title: string;
  description: string;
  price: string;
  /** Percent as typed (10 = 10 %), as the article's sale settings. */
  affiliatePercent: string;
  affiliatableOnlyPurchaser: boolean;
}
export type MagazineField = 'title' | 'description' | 'price' | 'affiliateRate';
/** A message id per broken field. */
export type MagazineErrors = Partial<Record<MagazineField, string>>;

export const emptyMagazine: MagazineValues = {
  title: '',
  description: '',
  price: '0',
  affiliatePercent: '0',
  affiliatableOnlyPurchaser: false,
};

export const magazineValues = (m: MagazineSummary): MagazineValues => ({
  title: m.title,
  description: m.description,
  price: String(m.price),
  affiliatePercent: String(bpToPercent(rateToBp(m.affiliateRate))),
  affiliatableOnlyPurchaser: m.affiliatableOnlyPurchaser,
});

const INT = /^\d+$/;
const NUM = /^\d+(\.\d+)?$/;
// Not a whole number ("1,000", "abc", "-5") is a price out of range, as the server would answer.
const wholeYen = (s: string) => (INT.test(s.trim()) ? Number(s.trim()) : NaN);
const rateBp = (s: string) => {
  const rate = s.trim() === '' ? '0' : s.trim();
  return NUM.test(rate) ? percentToBp(Number(rate)) : NaN;
};

export function magazineErrors(v: MagazineValues): MagazineErrors {
  const errors: MagazineErrors = {};
  const problems = magazineProblems({
    title: v.title,
    description: v.description,
    price: wholeYen(v.price),
    affiliateRateBp: rateBp(v.affiliatePercent),
  });
  for (const p of problems) errors[p.field] = `magazine.problem.${p.field}.${p.reason}`;
  return errors;
}

export const magazinePayload = (v: MagazineValues): MagazinePayload => ({
  title: v.title.trim(),
  description: v.description,
  price: wholeYen(v.price),
  affiliateRate: rateBp(v.affiliatePercent) / 10_000,
  affiliatableOnlyPurchaser: v.affiliatableOnlyPurchaser,
});

export const MAGAZINE_FIELDS: readonly MagazineField[] = ['title', 'description', 'price', 'affiliateRate'];

/**
 * The 400 `validation` answer's field errors (`details`: field + reason in Japanese, from the same
 * `magazine.problem.*` texts) as message ids: the id whose Japanese text `known` says exactly that reason,
 * so an English page shows English; `fallback` when none does. Only the given fields; empty when the
 * error names none of them.
 */
export function apiFieldErrors<F extends string>(
  e: unknown,
  fields: readonly F[],
  known: Readonly<Record<string, string>>,
  fallback: string,
): Partial<Record<F, string>> {
  const details =
    e && typeof e === 'object' && 'details' in e && Array.isArray(e.details)
      ? (e.details as ReadonlyArray<{ field?: unknown; reason?: unknown }>)
      : [];
  const errors: Partial<Record<F, string>> = {};
  for (const d of details) {
    const field = fields.find((f) => f === d.field);
    if (!field) continue;
    const id = Object.keys(known).find(
      (k) => k.startsWith(`magazine.problem.${field}.`) && known[k] === d.reason,
    );
    errors[field] = id ?? fallback;
  }
  return errors;
}
