import {
  formatTokyoDate,
  formatTokyoDateTime,
  isoToTokyoLocal,
  tokyoLocalToIso,
  tokyoMonth,
} from './tokyo-time';

describe('Tokyo time for forms', () => {
  it('reads a datetime-local value as Tokyo time', () => {
    expect(tokyoLocalToIso('2026-12-01T00:30')).toBe('2026-12-01T00:30:00+09:00');
    expect(new Date(tokyoLocalToIso('2026-12-01T00:30')!).toISOString()).toBe('2026-11-30T15:30:00.000Z');
  });
  it('refuses malformed and impossible dates', () => {
    expect(tokyoLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(tokyoLocalToIso('2026-12-01 10:00')).toBeNull();
    expect(tokyoLocalToIso('2026-12-01T24:00')).toBeNull();
    expect(tokyoLocalToIso('')).toBeNull();
  });
  it('shows an instant in Tokyo, across the date line', () => {
    expect(isoToTokyoLocal('2026-11-30T15:30:00Z')).toBe('2026-12-01T00:30');
    expect(formatTokyoDateTime('2026-12-31T15:00:00Z')).toBe('2027/01/01 00:00');
  });
  it('formats the Tokyo date (spec §9) from ISO, epoch ms or Date; nothing for nothing', () => {
    expect(formatTokyoDate('2026-12-31T14:59:59Z')).toBe('2026/12/31');
    expect(formatTokyoDate('2026-12-31T15:00:00Z')).toBe('2027/01/01');
    expect(formatTokyoDate(Date.UTC(2026, 0, 5, 3))).toBe('2026/01/05');
    expect(formatTokyoDate(new Date('2026-03-09T00:00:00+09:00'))).toBe('2026/03/09');
    expect(formatTokyoDate(null)).toBeNull();
    expect(formatTokyoDate('')).toBeNull();
    expect(formatTokyoDate('not a date')).toBeNull();
    expect(tokyoMonth(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
  });
});
