import { corporateNumberCheckDigit, validateCorporateNumber } from './corporate-number';

// Published numbers from 国税庁法人番号公表サイト (houjin-bangou.nta.go.jp).
const PUBLISHED: Array<[string, string]> = [
  ['国税庁', '7000012050002'],
  ['トヨタ自動車株式会社', '1180301018771'],
];

describe('法人番号 check digit (国税庁 formula)', () => {
  it.each(PUBLISHED)('accepts %s (%s)', (_name, number) => {
    expect(corporateNumberCheckDigit(number.slice(1))).toBe(Number(number[0]));
    expect(validateCorporateNumber(number)).toEqual({ ok: true, value: number });
  });
  it('computes 9 − (Σ Pn×Qn mod 9) with Qn = 1 for odd n from the right, 2 for even', () => {
    // 000012050002: 2×1 + 5×1 + 2×1 + 1×2 = 11; 11 mod 9 = 2; 9 − 2 = 7.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    // A sum divisible by 9 gives 9, never 0.
    expect(corporateNumberCheckDigit('000000000009')).toBe(9);
    expect(corporateNumberCheckDigit('000000000000')).toBe(9);
    expect(() => corporateNumberCheckDigit('12345')).toThrow(RangeError);
  });
  it('refuses a wrong check digit and any other changed digit', () => {
    expect(validateCorporateNumber('6000012050002')).toEqual({ ok: false, reason: 'check_digit' });
    expect(validateCorporateNumber('7000012050003')).toEqual({ ok: false, reason: 'check_digit' });
    // Two neighbours swapped (a common typo) is caught too.
    expect(validateCorporateNumber('1180301018717')).toEqual({ ok: false, reason: 'check_digit' });
  });
  it('takes full-width digits and the hyphens of 公表サイト copies, refuses other lengths', () => {
    expect(validateCorporateNumber('７０００−０１−２０５０００２')).toEqual({
      ok: true,
      value: '7000012050002',
    });
    expect(validateCorporateNumber(' 7000 0120 50002 ')).toEqual({ ok: true, value: '7000012050002' });
    expect(validateCorporateNumber('700001205000')).toEqual({ ok: false, reason: 'format' });
    expect(validateCorporateNumber('T7000012050002')).toEqual({ ok: false, reason: 'format' });
    expect(validateCorporateNumber('  ')).toEqual({ ok: false, reason: 'required' });
  });
});
