// Whether a seller may be paid out now, and if not exactly why (issue 11: never a silent hold).
// The API refuses a payout with the first reason; the sales screen lists all of them.

export type VerificationStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

export type PayoutBlocker =
  | 'no_bank_account'
  | 'verification_required'
  | 'verification_pending'
  | 'verification_rejected'
  | 'payout_held'
  | 'below_minimum';

export interface PayoutRules {
  /** Transfer fee in yen, taken from the amount paid out. */
  transferFee: number;
  /** Smallest amount that reaches the bank (after the fee). */
  minimumPayout: number;
}

export interface PayoutState {
  hasBankAccount: boolean;
  verificationStatus: VerificationStatus;
  /** An admin hold on this seller's payouts (its reason is shown beside the blocker). */
  held: boolean;
  /** Payable balance in yen (ledger sum; may be negative after a refund of paid-out money). */
  payable: number;
}

/** Net yen the bank receives for `amount` taken from the payable balance. */
export const payoutNet = (amount: number, rules: PayoutRules): number => amount - rules.transferFee;

/** Smallest amount a payout may take from the balance: the minimum plus the fee. */
export const smallestPayout = (rules: PayoutRules): number => rules.minimumPayout + rules.transferFee;

export function payoutBlockers(state: PayoutState, rules: PayoutRules): PayoutBlocker[] {
  const out: PayoutBlocker[] = [];
  if (!state.hasBankAccount) out.push('no_bank_account');
  if (state.verificationStatus === 'unverified') out.push('verification_required');
  if (state.verificationStatus === 'pending') out.push('verification_pending');
  if (state.verificationStatus === 'rejected') out.push('verification_rejected');
  if (state.held) out.push('payout_held');
  if (state.payable < smallestPayout(rules)) out.push('below_minimum');
  return out;
}

/** Bank account + verified + not held (spec §6 "Payouts need payoutsEnabled"); the balance is apart. */
export const payoutsEnabled = (state: Omit<PayoutState, 'payable'>): boolean =>
  state.hasBankAccount && state.verificationStatus === 'verified' && !state.held;
