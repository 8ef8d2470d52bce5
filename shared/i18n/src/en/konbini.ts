import type { konbini as ja } from '../ja/konbini';

export const konbini: Record<keyof typeof ja, string> = {
  'commerce.konbini.title': 'Pay at a convenience store',
  'commerce.konbini.body':
    'Pay at the store with the numbers below before the deadline. The article opens once the payment is confirmed. We have also sent these details by email.',
  'commerce.konbini.expiresAt': 'Pay by: {date}',
  'commerce.konbini.paymentCode': 'Payment number',
  'commerce.konbini.confirmationNumber': 'Confirmation number',
  'commerce.konbini.voucherLink': 'Open the voucher',
  'commerce.konbini.expiresNote':
    'If it is not paid by the deadline, the order is cancelled (nothing is charged).',
  'commerce.konbini.chain.familymart': 'FamilyMart',
  'commerce.konbini.chain.lawson': 'Lawson',
  'commerce.konbini.chain.ministop': 'Ministop',
  'commerce.konbini.chain.seicomart': 'Seicomart',
  'commerce.konbini.awaitingHeading': 'Awaiting payment',
  'commerce.konbini.awaiting': 'Awaiting payment',
};
