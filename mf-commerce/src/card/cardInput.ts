// The new-card form's input rules, in the browser (the sandbox token server checks again).
// Error values are message ids (commerce.card.error.*), so the text stays in shared/i18n.

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

const digits = (s: string) => s.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' while typing (max 19 digits). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; keeps what the user deletes deletable. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  const d = digits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digits(fields.number);
  if (!number) errors.number = 'commerce.card.error.numberRequired';
  else if (number.length < 13 || number.length > 19 || !luhnValid(number)) {
    errors.number = 'commerce.card.error.numberInvalid';
  }
  const exp = /^(\d{2})\/(\d{2})$/.exec(fields.expiry.trim());
  if (!fields.expiry.trim()) errors.expiry = 'commerce.card.error.expiryRequired';
  else if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12)
    errors.expiry = 'commerce.card.error.expiryInvalid';
  else {
    const months = (2000 + Number(exp[2])) * 12 + Number(exp[1]) - 1;
    if (months < now.getFullYear() * 12 + now.getMonth()) errors.expiry = 'commerce.card.error.expired';
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'commerce.card.error.cvcInvalid';
  return errors;
}

export const isValid = (errors: CardErrors) => Object.keys(errors).length === 0;
