import { decodeHtmlEntities, normalizeForSearch, searchWords, trimTitle } from './text';

describe('trimTitle', () => {
  it('trims ASCII and full-width spaces and joins lines', () => {
    expect(trimTitle('　 副業の始め方 \n')).toBe('副業の始め方');
    expect(trimTitle('一行目\n二行目')).toBe('一行目 二行目');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes what the sanitiser escapes, &amp; last', () => {
    expect(decodeHtmlEntities('&lt;b&gt; &quot;引用&quot; &#39;x&#39;&nbsp;A&amp;B')).toBe(
      `<b> "引用" 'x' A&B`,
    );
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('normalizeForSearch', () => {
  it('folds half-width and full-width katakana to hiragana', () => {
    expect(normalizeForSearch('ﾌﾟﾛｸﾞﾗﾐﾝｸﾞ')).toBe('ぷろぐらみんぐ');
    expect(normalizeForSearch('プログラミング')).toBe('ぷろぐらみんぐ');
    expect(normalizeForSearch('ヴァイオリン')).toBe('ゔぁいおりん');
  });

  it('folds full-width latin and digits to lower-case ASCII', () => {
    expect(normalizeForSearch('ＲｅａｃｔとＴｙｐｅＳｃｒｉｐｔ　１０１')).toBe('reactとtypescript 101');
  });

  it('keeps kanji and the long-vowel mark, and folds whitespace', () => {
    expect(normalizeForSearch('  データ   分析\t入門 ')).toBe('でーた 分析 入門');
  });

  it('is idempotent', () => {
    const once = normalizeForSearch('ｶﾀｶﾅ　ＡＢＣ');
    expect(normalizeForSearch(once)).toBe(once);
  });
});

describe('searchWords', () => {
  it('splits on half- and full-width spaces after normalising, without duplicates', () => {
    expect(searchWords('副業　ﾌﾞﾛｸﾞ  副業 ＡＩ')).toEqual(['副業', 'ぶろぐ', 'ai']);
  });

  it('gives no words for blank input', () => {
    expect(searchWords(' 　\t')).toEqual([]);
  });
});
