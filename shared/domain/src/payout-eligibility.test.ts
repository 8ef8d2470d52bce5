import { payoutBlockers, payoutsEnabled } from './payout-eligibility';

const rules = { transferFee: 250, minimumPayout: 1000 };
const ready = { hasBankAccount: true, verificationStatus: 'verified' as const, held: false, payable: 1250 };

describe('payout eligibility', () => {
  it('allows a verified seller with a bank account and the minimum after the fee', () => {
    expect(payoutBlockers(ready, rules)).toEqual([]);
    expect(payoutsEnabled(ready)).toBe(true);
  });

  it('names every reason at once', () => {
    expect(
      payoutBlockers(
        { hasBankAccount: false, verificationStatus: 'rejected', held: true, payable: 1249 },
        rules,
      ),
    ).toEqual(['no_bank_account', 'verification_rejected', 'payout_held', 'below_minimum']);
    expect(payoutBlockers({ ...ready, verificationStatus: 'pending' }, rules)).toEqual([
      'verification_pending',
    ]);
    expect(payoutsEnabled({ ...ready, verificationStatus: 'unverified' })).toBe(false);
  });
});
