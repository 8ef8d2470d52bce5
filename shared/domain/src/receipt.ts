// 適格請求書 (qualified invoice) figures for a receipt. Prices are tax-inclusive (内税) integer yen.
//
// Rounding (documented, as the invoice rules require it to be fixed and applied ONCE per invoice
// and per tax rate, never per line): the consumption tax contained in a tax-inclusive total is
//   tax = floor(total × rate / (100 + rate))        (1円未満切り捨て)
// and the amount excluding tax is total − tax, so the two always add up to what the buyer paid.
// One article is one line, so the per-rate total is the line amount.

/** The standard rate (10 %). Articles are digital content: no reduced rate (8 %) applies. */
export const STANDARD_TAX_RATE_PERCENT = 10;

export interface ReceiptTaxLine {
  /** The rate in percent (10). */
  readonly ratePercent: number;
  /** Tax-inclusive amount for this rate (what the buyer paid). */
  readonly totalInclTax: number;
  /** Consumption tax contained in it (rounded down). */
  readonly tax: number;
  /** totalInclTax − tax. */
  readonly totalExclTax: number;
}

/** Tax contained in a tax-inclusive total of integer yen, rounded down once. */
export function includedTax(totalInclTax: number, ratePercent: number = STANDARD_TAX_RATE_PERCENT): number {
  if (!Number.isSafeInteger(totalInclTax) || totalInclTax < 0) {
    throw new RangeError(`total must be a non-negative integer yen, got ${totalInclTax}`);
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`rate must be an integer percent 0..100, got ${ratePercent}`);
  }
  return Math.floor((totalInclTax * ratePercent) / (100 + ratePercent));
}

export function receiptTaxLine(
  totalInclTax: number,
  ratePercent: number = STANDARD_TAX_RATE_PERCENT,
): ReceiptTaxLine {
  const tax = includedTax(totalInclTax, ratePercent);
  return { ratePercent, totalInclTax, tax, totalExclTax: totalInclTax - tax };
}

/** 適格請求書発行事業者登録番号: "T" followed by 13 digits. */
export const INVOICE_REGISTRATION_NUMBER_FORMAT = /^T\d{13}$/;
export const isInvoiceRegistrationNumber = (value: string) => INVOICE_REGISTRATION_NUMBER_FORMAT.test(value);

/**
 * The receipt number of a purchase: stable (derived from the purchase id only), so a re-issue carries
 * the same number. `SRB-` + the id zero-padded to 8 digits (longer ids are kept whole).
 */
export const receiptNumber = (purchaseId: number): string => `SRB-${String(purchaseId).padStart(8, '0')}`;

/** A tip's receipt number (issue 37): its own series (`SRB-T` + the tip id), never a purchase's. */
export const tipReceiptNumber = (tipId: number): string => `SRB-T${String(tipId).padStart(8, '0')}`;
