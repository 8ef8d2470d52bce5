// Discount pricing (spec §3 "Discount code", §7 charge `code`): THE one place that says what an article
// costs. The API charges `chargedPrice`, the article response shows it as `discountedPrice`, and the
// reader's price tag and buy button use the same function — so page, charge and ledger always agree.
//
// Decisions (the spec gives none): a code's price is 100 yen or more and below the list price; a code
// may end at a time (タイムセール) and/or after a number of uses; the lowest applicable price wins
// (a standing sale below a code's price is kept); expiry is checked when the order is created (a buyer
// in the middle of 3-D Secure keeps the price they were shown), the use count in the purchase
// transaction (a used-up code never sells one more).

export const DISCOUNT_PRICE_MIN = 100;
/** Highest number of uses an author may set on one code (our limit). */
export const DISCOUNT_MAX_USES_MAX = 100_000;
/** Codes per article (our limit: a list an author can still oversee). */
export const DISCOUNT_CODES_PER_ARTICLE_MAX = 20;

export type DiscountCodeState = 'active' | 'expired' | 'used_up';

export interface DiscountCodeTerms {
  price: number;
  /** End of the offer (exclusive); null = no end. */
  expiresAt: Date | string | null;
  /** null = unlimited uses. */
  maxUses: number | null;
  usedCount: number;
}

export function discountCodeState(code: DiscountCodeTerms, now: Date = new Date()): DiscountCodeState {
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'used_up';
  if (code.expiresAt !== null && new Date(code.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export type DiscountPriceProblem = 'not_integer' | 'below_minimum' | 'not_below_price';

/** Why a code price is not acceptable for an article listed at `listPrice` (null = fine). */
export function discountPriceProblem(price: number, listPrice: number): DiscountPriceProblem | null {
  if (!Number.isSafeInteger(price)) return 'not_integer';
  if (price < DISCOUNT_PRICE_MIN) return 'below_minimum';
  if (price >= listPrice) return 'not_below_price';
  return null;
}

export interface PriceInput {
  /** The list price (integer yen). */
  price: number;
  /** A standing sale price; counts only below the list price. */
  discountedPrice?: number | null;
  /** The price of an ACTIVE discount code of this request; counts only below the list price. */
  codePrice?: number | null;
}

const below = (candidate: number | null | undefined, price: number): candidate is number =>
  candidate !== null && candidate !== undefined && candidate < price;

/** What the buyer pays: the lowest of the list price and any applicable discount. */
export function chargedPrice(input: PriceInput): number {
  const { price } = input;
  let result = price;
  if (below(input.discountedPrice, price)) result = Math.min(result, input.discountedPrice);
  if (below(input.codePrice, price)) result = Math.min(result, input.codePrice);
  return result;
}

/** The wire's `discountedPrice`: the charged price when it is below the list price, else null. */
export function shownDiscountedPrice(input: PriceInput): number | null {
  const charged = chargedPrice(input);
  return charged < input.price ? charged : null;
}
