// The new-card form's input rules: the ONE rule of @shirube/domain (card.ts, the API's token server uses
// it too) mapped to message ids (commerce.card.error.*), so the text stays in shared/i18n.
import { cardProblems, formatCardExpiry, formatCardNumber } from '@shirube/domain/core';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

export { formatCardNumber, formatCardExpiry as formatExpiry };

const KEY = { cardNumber: 'number', cardExpire: 'expiry', securityCode: 'cvc' } as const;
const MESSAGE = {
  cardNumber: { required: 'numberRequired', invalid: 'numberInvalid', expired: 'numberInvalid' },
  cardExpire: { required: 'expiryRequired', invalid: 'expiryInvalid', expired: 'expired' },
  securityCode: { required: 'cvcInvalid', invalid: 'cvcInvalid', expired: 'cvcInvalid' },
} as const;

export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const input = { cardNumber: fields.number, cardExpire: fields.expiry, securityCode: fields.cvc };
  for (const p of cardProblems(input, now)) {
    errors[KEY[p.field]] = `commerce.card.error.${MESSAGE[p.field][p.code]}`;
  }
  return errors;
}

export const isValid = (errors: CardErrors) => Object.keys(errors).length === 0;
