import {
  corporateHolderName,
  validateCompanyNameKana,
  validateCorporateHolderName,
} from './corporate-holder';

describe('口座名義 of a company (全銀 法人略語)', () => {
  it('abbreviates the legal form before, after or inside the name', () => {
    expect(corporateHolderName('カブシキガイシャ シルベ')).toBe('カ)シルベ');
    expect(corporateHolderName('しるべかぶしきがいしゃ')).toBe('シルベ(カ');
    expect(corporateHolderName('シルベ カブシキカイシャ トウキヨウシテン')).toBe(
      'シルベ(カ)トウキヨウシテン',
    );
    expect(corporateHolderName('ゴウドウガイシャ ミナト')).toBe('ド)ミナト');
    expect(corporateHolderName('ユウゲンガイシャ サクラ')).toBe('ユ)サクラ');
    expect(corporateHolderName('イッパンシャダンホウジン ニホンショセキ')).toBe('シヤ)ニホンシヨセキ');
    expect(corporateHolderName('トクテイヒエイリカツドウホウジン アオゾラ')).toBe('トクヒ)アオゾラ');
  });
  it('keeps a name already abbreviated, half-width as 全銀 prints it', () => {
    expect(corporateHolderName('ｶ)ｼﾙﾍﾞ')).toBe('カ)シルベ');
    expect(corporateHolderName('シルベ（カ')).toBe('シルベ(カ');
  });
  it('accepts the company name in either form and stores the abbreviation', () => {
    const kana = 'カブシキガイシャ シルベ';
    expect(validateCorporateHolderName('ｶ)ｼﾙﾍﾞ', kana)).toEqual({ ok: true, value: 'カ)シルベ' });
    expect(validateCorporateHolderName('かぶしきがいしゃしるべ', kana)).toEqual({
      ok: true,
      value: 'カ)シルベ',
    });
  });
  it('refuses another name, or the legal form on the other side', () => {
    const kana = 'カブシキガイシャ シルベ';
    expect(validateCorporateHolderName('ヤマダ タロウ', kana)).toEqual({
      ok: false,
      reason: 'company_mismatch',
    });
    expect(validateCorporateHolderName('シルベ(カ', kana)).toEqual({ ok: false, reason: 'company_mismatch' });
    expect(validateCorporateHolderName('株式会社しるべ', kana)).toMatchObject({ reason: 'invalid_chars' });
    expect(validateCorporateHolderName('', kana)).toEqual({ ok: false, reason: 'required' });
  });
});

describe('フリガナ of a company name', () => {
  it('keeps small kana and unifies width, hiragana and case', () => {
    expect(validateCompanyNameKana('かぶしきがいしゃ ｼｮｳｼﾞ abc')).toEqual({
      ok: true,
      value: 'カブシキガイシャ ショウジ ABC',
    });
  });
  it('refuses kanji and other symbols, naming them', () => {
    expect(validateCompanyNameKana('株式会社しるべ&')).toEqual({
      ok: false,
      reason: 'invalid_chars',
      chars: ['株', '式', '会', '社', '&'],
    });
    expect(validateCompanyNameKana(' ')).toEqual({ ok: false, reason: 'required' });
  });
});
