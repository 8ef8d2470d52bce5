import { validateHolderName } from './bank-holder';
import { normalizeNameKana, validateNameKana } from './name-kana';

describe('name reading (本人確認 セイ・メイ)', () => {
  it('keeps small kana as typed — unlike the bank-holder rule', () => {
    expect(validateNameKana('しょう')).toEqual({ ok: true, value: 'ショウ' });
    expect(validateHolderName('しょう')).toEqual({ ok: true, value: 'シヨウ' });
    expect(validateNameKana('ヴァージル')).toEqual({ ok: true, value: 'ヴァージル' });
  });
  it('unifies width and spacing only', () => {
    expect(normalizeNameKana(' ｼｮｳﾀ　 ﾛｳ ')).toBe('ショウタ ロウ');
    expect(normalizeNameKana('ｶﾞｯｺｳ')).toBe('ガッコウ');
  });
  it('refuses what is not a reading, naming the characters', () => {
    expect(validateNameKana('翔太')).toEqual({ ok: false, reason: 'invalid_chars', chars: ['翔', '太'] });
    expect(validateNameKana('ABC')).toEqual({ ok: false, reason: 'invalid_chars', chars: ['A', 'B', 'C'] });
    expect(validateNameKana('  ')).toEqual({ ok: false, reason: 'required' });
  });
});
