// Card input rules for the card form (browser) AND the sandbox token server (API): digits + Luhn, brand
// from the number, security code length by brand, MM/YY not past. The raw number lives only inside these
// functions (never stored, never logged).
// Month semantics: a card is valid through the LAST day of its expiry month in Asia/Tokyo (the site's one
// time zone, constant +09:00), whatever the browser's or server's clock zone — so a form and the server
// never disagree at a month boundary.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'diners' | 'unknown';

export type CardField = 'cardNumber' | 'cardExpire' | 'securityCode';
export type CardProblemCode = 'required' | 'invalid' | 'expired';
export type CardProblem = { field: CardField; code: CardProblemCode; reason: string };

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

/** Spaces and hyphens a person types are dropped; any other character keeps the number invalid. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  return 'unknown';
}

/** '4242424242424242' → '4242 4242 4242 4242' while typing (max 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30' while typing; keeps what the user deletes deletable. */
export function formatCardExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Months since year 0 of `now`'s calendar month in Asia/Tokyo. */
export function tokyoMonthIndex(now: Date): number {
  const t = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return t.getUTCFullYear() * 12 + t.getUTCMonth();
}

type CardInput = { cardNumber: string; cardExpire: string; securityCode: string };

/** Every problem of a card form, one per field (the form shows them all; the server answers the first). */
export function cardProblems(input: CardInput, now = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = cardDigits(input.cardNumber);
  if (!digits) problems.push({ field: 'cardNumber', code: 'required', reason: 'is required' });
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
    problems.push({ field: 'cardNumber', code: 'invalid', reason: 'not a valid card number' });
  const expiry = input.cardExpire.trim();
  const exp = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  const expMonth = exp ? Number(exp[1]) : 0;
  if (!expiry) problems.push({ field: 'cardExpire', code: 'required', reason: 'is required' });
  else if (!exp || expMonth < 1 || expMonth > 12)
    problems.push({ field: 'cardExpire', code: 'invalid', reason: 'must be MM/YY' });
  else {
    const expYear = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    if (expYear * 12 + (expMonth - 1) < tokyoMonthIndex(now))
      problems.push({ field: 'cardExpire', code: 'expired', reason: 'the card has expired' });
  }
  const cvcLength = cardBrand(digits) === 'amex' ? /^\d{4}$/ : /^\d{3,4}$/;
  if (!cvcLength.test(input.securityCode.trim()))
    problems.push({ field: 'securityCode', code: 'invalid', reason: 'must be 3 or 4 digits' });
  return problems;
}

/** Validates what a card form sends: the checked card, or the first problem. */
export function checkCard(input: CardInput, now = new Date()): CheckedCard | CardProblem {
  const problem = cardProblems(input, now)[0];
  if (problem) return problem;
  const digits = cardDigits(input.cardNumber);
  const exp = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.cardExpire.trim())!;
  const expYear = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  return { digits, brand: cardBrand(digits), last4: digits.slice(-4), expMonth: Number(exp[1]), expYear };
}
