import {
  expectedBankDate,
  monthlyBankDate,
  nextMonthlyRun,
  payoutRuleValues,
  transferDateFor,
} from './payout-schedule';

describe('transferDateFor (the 全銀 file default 取組日)', () => {
  it('is the next Tokyo day, across the UTC date line and month ends', () => {
    // 2026-12-07 23:30 Tokyo = 14:30 UTC → 12/08; 2026-12-08 00:30 Tokyo = 12/07 15:30 UTC → 12/09.
    expect(transferDateFor('2026-12-07T14:30:00Z')).toBe('2026-12-08');
    expect(transferDateFor('2026-12-07T15:30:00Z')).toBe('2026-12-09');
    expect(transferDateFor('2026-12-31T03:00:00Z')).toBe('2027-01-01');
  });
});

describe('nextMonthlyRun', () => {
  it('is 00:00 Tokyo of the run day this month until it has passed, then next month', () => {
    expect(nextMonthlyRun('2026-11-20T03:00:00Z', 1)).toBe('2026-11-30T15:00:00.000Z');
    expect(nextMonthlyRun('2026-11-30T15:00:00Z', 1)).toBe('2026-11-30T15:00:00.000Z');
    expect(nextMonthlyRun('2026-11-30T15:00:01Z', 1)).toBe('2026-12-31T15:00:00.000Z');
    expect(nextMonthlyRun('2026-12-03T00:00:00Z', 5)).toBe('2026-12-04T15:00:00.000Z');
  });
});

describe('expectedBankDate', () => {
  const now = new Date('2026-12-07T03:00:00Z'); // 12/07 noon in Tokyo

  it('is the file’s 取組日 once the payout is in a file, also after the bank confirmed it', () => {
    const inFile = { requestedAt: '2026-12-01T03:00:00Z', transferDate: '2026-12-08' };
    expect(expectedBankDate({ ...inFile, status: 'exported' }, now)).toBe('2026-12-08');
    expect(expectedBankDate({ ...inFile, status: 'transferred' }, now)).toBe('2026-12-08');
  });

  it('waiting for its file: the day after the request, or after today once that day has passed', () => {
    const waiting = { status: 'requested' as const, transferDate: null };
    expect(expectedBankDate({ ...waiting, requestedAt: '2026-12-07T01:00:00Z' }, now)).toBe('2026-12-08');
    expect(expectedBankDate({ ...waiting, requestedAt: '2026-12-01T01:00:00Z' }, now)).toBe('2026-12-08');
  });

  it('has no date for a failed payout (its money is back in the balance)', () => {
    const failed = { status: 'failed' as const, requestedAt: '2026-12-01T01:00:00Z', transferDate: null };
    expect(expectedBankDate(failed, now)).toBeNull();
  });
});

describe('monthlyBankDate', () => {
  const now = new Date('2026-11-20T03:00:00Z');
  it('settled money goes with the next run; money settled later with the first run after it', () => {
    expect(monthlyBankDate(now, now, 1)).toBe('2026-12-02');
    expect(monthlyBankDate('2026-12-03T03:00:00Z', now, 1)).toBe('2027-01-02');
    expect(monthlyBankDate('2026-11-25T03:00:00Z', now, 1)).toBe('2026-12-02');
  });
});

describe('payoutRuleValues', () => {
  it('words the limit as the minimum plus the fee', () => {
    expect(
      payoutRuleValues({ holdDays: 7, transferFee: 250, minimumPayout: 1000, monthlyRunDay: 1 }),
    ).toEqual({ days: '7', fee: '250円', minimum: '1,000円', smallest: '1,250円', day: '1' });
  });
});
