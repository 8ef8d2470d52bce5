// 法人番号 (corporate number, 国税庁): 13 digits, the FIRST digit is a check digit over the other 12.
// The official formula (法人番号の指定等に関する省令 第2条, 国税庁「法人番号の構成」):
//   check digit = 9 − (Σ_{n=1..12} Pn × Qn  mod 9)
// where Pn is the digit n places from the RIGHT of the 12-digit base number and Qn is 1 when n is odd,
// 2 when n is even. e.g. 国税庁 itself: 7000012050002.

export type CorporateNumberResult =
  { ok: true; value: string } | { ok: false; reason: 'required' | 'format' | 'check_digit' };

/** The check digit of a 12-digit base number. */
export function corporateNumberCheckDigit(base: string): number {
  if (!/^\d{12}$/.test(base)) throw new RangeError(`base must be 12 digits, got ${base}`);
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** Full-width digits and the hyphens or spaces people copy from 法人番号公表サイト are dropped. */
export const normalizeCorporateNumber = (input: string): string =>
  input.normalize('NFKC').replace(/[-‐ー−\s]/gu, '');

export function validateCorporateNumber(input: string): CorporateNumberResult {
  const value = normalizeCorporateNumber(input);
  if (value === '') return { ok: false, reason: 'required' };
  if (!/^\d{13}$/.test(value)) return { ok: false, reason: 'format' };
  return Number(value[0]) === corporateNumberCheckDigit(value.slice(1))
    ? { ok: true, value }
    : { ok: false, reason: 'check_digit' };
}
