import {
  holderNameHalfWidthLength,
  isAccountNumber,
  normalizeHolderName,
  validateHolderName,
} from './bank-holder';

describe('account holder name (全銀)', () => {
  it('converts half-width kana, hiragana, small kana and the long vowel', () => {
    expect(normalizeHolderName('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ タロウ');
    expect(normalizeHolderName('きっしゃ　りょう')).toBe('キツシヤ リヨウ');
    expect(normalizeHolderName('ヲーノ')).toBe('オ-ノ');
    expect(normalizeHolderName('ｶ)ｼﾙﾍﾞ')).toBe('カ)シルベ');
    expect(normalizeHolderName('abc１２３')).toBe('ABC123');
  });

  it('accepts a converted name and refuses kanji, naming the characters', () => {
    expect(validateHolderName('やまだ たろう')).toEqual({ ok: true, value: 'ヤマダ タロウ' });
    expect(validateHolderName('山田 タロウ')).toEqual({
      ok: false,
      reason: 'invalid_chars',
      chars: ['山', '田'],
    });
    expect(validateHolderName('  ')).toEqual({ ok: false, reason: 'required' });
  });

  it('counts voiced kana as two file characters and refuses names over 30', () => {
    expect(holderNameHalfWidthLength('ガギ')).toBe(4);
    expect(validateHolderName('ア'.repeat(30)).ok).toBe(true);
    expect(validateHolderName('ガ'.repeat(16))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('takes exactly seven digits as an account number', () => {
    expect(isAccountNumber('1234567')).toBe(true);
    expect(isAccountNumber('12345678')).toBe(false);
    expect(isAccountNumber('123456')).toBe(false);
  });
});
