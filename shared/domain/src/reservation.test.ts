import { normalizeTag, reservedTimeProblem } from './reservation';

describe('reservedTimeProblem', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('accepts a future time up to a year ahead', () => {
    expect(reservedTimeProblem(new Date('2026-11-23T00:01:00Z'), now)).toBeNull();
    expect(reservedTimeProblem(new Date('2027-11-23T00:00:00Z'), now)).toBeNull();
  });
  it('refuses now, the past, more than a year ahead and an invalid date', () => {
    expect(reservedTimeProblem(now, now)).toBe('past');
    expect(reservedTimeProblem(new Date('2026-01-01T00:00:00Z'), now)).toBe('past');
    expect(reservedTimeProblem(new Date('2027-11-23T00:00:01Z'), now)).toBe('too_far');
    expect(reservedTimeProblem(new Date('nope'), now)).toBe('invalid');
  });
});

describe('normalizeTag', () => {
  it('folds width, trims and drops leading hash marks', () => {
    expect(normalizeTag('  ＃ＴｙｐｅＳｃｒｉｐｔ ')).toBe('TypeScript');
    expect(normalizeTag('##家計簿')).toBe('家計簿');
    expect(normalizeTag('ｶﾞｲﾄﾞ')).toBe('ガイド');
  });
});
