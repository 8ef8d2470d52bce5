// Payout refusals as the contract's error values: setup problems are 403 with the blocker as `code`
// (field names what to fix), amounts are 400 `validation` on `amount`.
import { BadRequestError, ForbiddenError } from '@shirube/api-contract';
import type { PayoutBlocker } from '@shirube/domain';
import { invalid } from '../auth/errors';

const FIELD: Record<PayoutBlocker, string> = {
  no_bank_account: 'bankAccount',
  verification_required: 'verification',
  verification_pending: 'verification',
  verification_rejected: 'verification',
  payout_held: 'hold',
  below_minimum: 'amount',
};

const MESSAGE: Record<PayoutBlocker, string> = {
  no_bank_account: 'Register a bank account before requesting a payout',
  verification_required: 'Identity verification is required before a payout',
  verification_pending: 'Identity verification is still being reviewed',
  verification_rejected: 'Identity verification was rejected; submit it again',
  payout_held: 'Payouts of this account are held by an administrator',
  below_minimum: 'The amount after the transfer fee is below the minimum payout',
};

export function payoutRefused(blocker: PayoutBlocker, detail?: string): BadRequestError | ForbiddenError {
  if (blocker === 'below_minimum') return invalid('amount', 'below_minimum');
  const message = detail ? `${MESSAGE[blocker]}: ${detail}` : MESSAGE[blocker];
  return new ForbiddenError({
    code: blocker,
    message,
    field: FIELD[blocker],
    details: [{ field: FIELD[blocker], reason: blocker }],
  });
}

/**
 * A payout of the whole balance while it is under the smallest payout — also when refunds of money
 * already paid out made it negative (issue 21): later sales are netted against it, and the message
 * says so with the figure (the sales summary's unpaidSalesOfPayoutable shows the same number).
 */
export function balanceBelowMinimum(payable: number, smallest: number): BadRequestError {
  const message =
    payable < 0
      ? `amount: below_minimum — the payable balance is ${payable} yen (refunds of sales already paid out); later sales are netted against it, a payout needs ${smallest} yen`
      : `amount: below_minimum — the payable balance is ${payable} yen, a payout needs ${smallest} yen`;
  return new BadRequestError({
    code: 'validation',
    message,
    field: 'amount',
    details: [{ field: 'amount', reason: 'below_minimum' }],
  });
}
