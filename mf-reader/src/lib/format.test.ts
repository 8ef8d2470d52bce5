import { affiliatePercent, formatTokyoDate } from './format';

describe('formatTokyoDate', () => {
  it('shows the Japanese calendar day even when UTC is still the previous day', () => {
    expect(formatTokyoDate('2026-03-31T16:30:00Z')).toBe('2026/04/01');
  });
  it('pads month and day', () => {
    expect(formatTokyoDate('2026-01-05T03:00:00Z')).toBe('2026/01/05');
  });
  it('gives null for a missing or broken date instead of "Invalid Date"', () => {
    expect(formatTokyoDate(null)).toBeNull();
    expect(formatTokyoDate('not a date')).toBeNull();
  });
});

describe('affiliatePercent', () => {
  it('turns the wire fraction into the percentage a person reads', () => {
    expect(affiliatePercent(0.1)).toBe(10);
    expect(affiliatePercent(0.125)).toBe(12.5);
    expect(affiliatePercent(undefined)).toBe(0);
  });
});
