// Sale split in integer yen (prices are tax-included). Rates are basis points in storage
// (1000 bp = 10 %); the wire `affiliateRate` is a fraction (0.1) as spec §3 says.
//
// Rounding decision: platform fee and affiliate commission are each floor(price × bp / 10000), both
// taken from the full price, and the seller gets the remainder — so any odd yen goes to the seller
// and the three parts always add up to the price exactly.

export const BP_PER_UNIT = 10_000;
/** 12 % platform fee unless config says otherwise. */
export const DEFAULT_PLATFORM_FEE_BP = 1200;
/** Highest affiliate rate an author may set (our choice; the spec gives none). */
export const AFFILIATE_RATE_MAX_BP = 5000;

export interface SaleInput {
  price: number;
  platformFeeBp?: number;
  affiliateRateBp: number;
  /** Extra rate the author granted this affiliator (spec §4 "affiliate additional rate"); 0 = none. */
  additionalAffiliateRateBp?: number;
  /** The purchase came through someone's referral link. */
  hasAffiliate: boolean;
  /** The referrer is the buyer or the author: no commission is paid. */
  selfReferral?: boolean;
}

export interface SaleSplit {
  price: number;
  platformFee: number;
  affiliateCommission: number;
  sellerShare: number;
}

function assertYen(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0)
    throw new RangeError(`${name} must be a non-negative integer yen, got ${v}`);
}

function assertBp(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0 || v > BP_PER_UNIT)
    throw new RangeError(`${name} must be 0..10000 bp, got ${v}`);
}

/** floor(amount × bp / 10000) in integer arithmetic. */
export function applyBp(amount: number, bp: number): number {
  return Math.floor((amount * bp) / BP_PER_UNIT);
}

export function calculateSale(input: SaleInput): SaleSplit {
  const { price, hasAffiliate } = input;
  const platformFeeBp = input.platformFeeBp ?? DEFAULT_PLATFORM_FEE_BP;
  const rateBp = input.affiliateRateBp;
  const extraBp = input.additionalAffiliateRateBp ?? 0;
  assertYen('price', price);
  assertBp('platformFeeBp', platformFeeBp);
  assertBp('affiliateRateBp', rateBp);
  assertBp('additionalAffiliateRateBp', extraBp);

  const platformFee = applyBp(price, platformFeeBp);
  const paysCommission = hasAffiliate && !input.selfReferral;
  const wanted = paysCommission ? applyBp(price, Math.min(rateBp + extraBp, BP_PER_UNIT)) : 0;
  // Rates above what is left after the fee cannot make the seller's share negative.
  const affiliateCommission = Math.min(wanted, price - platformFee);
  return { price, platformFee, affiliateCommission, sellerShare: price - platformFee - affiliateCommission };
}

/** 1000 bp → 0.1 (wire `affiliateRate`). */
export function bpToRate(bp: number): number {
  return bp / BP_PER_UNIT;
}

/** 0.1 → 1000 bp; rounds away float noise (0.1 × 10000 = 1000.0000000000001). */
export function rateToBp(rate: number): number {
  return Math.round(rate * BP_PER_UNIT);
}

/** 1000 bp → 10 (the percentage the UI shows). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** 10 (%) → 1000 bp. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** Integer yen as server-made Japanese text reads it (mails, receipts, the payment page):
 *  1100 → 「1,100円」, with taxIncluded 「1,100円(税込)」. Pages use the `common.price`/`common.yen` messages. */
export function formatYen(amount: number, taxIncluded = false): string {
  const grouped = String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}円${taxIncluded ? '(税込)' : ''}`;
}
