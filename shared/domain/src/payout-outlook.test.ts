import { payoutOutlook } from './payout-outlook';

const rules = { transferFee: 250, minimumPayout: 1000 };

describe('payoutOutlook', () => {
  it('is now once the payable balance reaches the minimum plus the fee', () => {
    expect(payoutOutlook(1250, [], rules)).toEqual({ kind: 'now' });
    expect(payoutOutlook(1249, [], rules)).toEqual({ kind: 'short', amount: 1 });
  });

  it('names the day the held earnings carry the balance over the minimum, not the first release', () => {
    const releases = [
      { at: '2026-12-10T03:00:00.000Z', amount: 500 },
      { at: '2026-12-03T03:00:00.000Z', amount: 300 },
      { at: '2026-12-20T03:00:00.000Z', amount: 900 },
    ];
    // 200 + 300 (12/03) = 500, + 500 (12/10) = 1000, + 900 (12/20) = 1900 ≥ 1250.
    expect(payoutOutlook(200, releases, rules)).toEqual({ kind: 'on', at: '2026-12-20T03:00:00.000Z' });
    expect(payoutOutlook(450, releases, rules)).toEqual({ kind: 'on', at: '2026-12-10T03:00:00.000Z' });
  });

  it('says how many yen are missing when even every held yen is not enough', () => {
    expect(payoutOutlook(0, [{ at: '2026-12-03T03:00:00.000Z', amount: 872 }], rules)).toEqual({
      kind: 'short',
      amount: 378,
    });
    // A negative balance (a refund of paid-out money) is part of what is missing.
    expect(payoutOutlook(-300, [], rules)).toEqual({ kind: 'short', amount: 1550 });
  });
});
