// Card input checks for the sandbox token server: digits + Luhn, brand from the number, MM/YY not past.
// The raw number lives only inside these functions (never stored, never logged).

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'diners' | 'unknown';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
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

export type CardProblem = { field: 'cardNumber' | 'cardExpire' | 'securityCode'; reason: string };

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

/** Validates what a card form sends; `now` decides whether MM/YY has passed (valid through its month). */
export function checkCard(
  input: { cardNumber: string; cardExpire: string; securityCode: string },
  now = new Date(),
): CheckedCard | CardProblem {
  const digits = digitsOnly(input.cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    return { field: 'cardNumber', reason: 'not a valid card number' };
  }
  const exp = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.cardExpire.trim());
  const expMonth = exp ? Number(exp[1]) : 0;
  if (!exp || expMonth < 1 || expMonth > 12) return { field: 'cardExpire', reason: 'must be MM/YY' };
  const expYear = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth)
    return { field: 'cardExpire', reason: 'the card has expired' };
  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? /^\d{4}$/ : /^\d{3,4}$/;
  if (!cvcLength.test(input.securityCode.trim())) {
    return { field: 'securityCode', reason: 'must be 3 or 4 digits' };
  }
  return { digits, brand, last4: digits.slice(-4), expMonth, expYear };
}
