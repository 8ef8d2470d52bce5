import {
  diffParagraphs,
  diffSequences,
  diffText,
  MAX_DIFF_CELLS,
  paragraphText,
  tokenize,
  type DiffPart,
} from './text-diff';

/** Both sides rebuilt from a diff: what was there before, and what is there now. */
const sides = (parts: readonly DiffPart[]) => ({
  before: parts
    .filter((p) => p.op !== 'added')
    .map((p) => p.text)
    .join(''),
  after: parts
    .filter((p) => p.op !== 'removed')
    .map((p) => p.text)
    .join(''),
});

describe('tokenize', () => {
  it('keeps Latin words and numbers whole, splits Japanese into characters', () => {
    expect(tokenize('React 19で家計簿')).toEqual(['React', ' ', '19', 'で', '家', '計', '簿']);
  });
});

describe('diffText', () => {
  it('marks only the changed Japanese characters', () => {
    expect(diffText('はじめての家計簿', 'はじめての家計簿アプリ')).toEqual([
      { op: 'same', text: 'はじめての家計簿' },
      { op: 'added', text: 'アプリ' },
    ]);
    expect(diffText('価格は1000円です', '価格は800円です')).toEqual([
      { op: 'same', text: '価格は' },
      { op: 'removed', text: '1000' },
      { op: 'added', text: '800' },
      { op: 'same', text: '円です' },
    ]);
  });

  it('finds the common words in the middle (LCS), and rebuilds both texts exactly', () => {
    const before = 'the quick brown fox jumps over the lazy dog';
    const after = 'a quick red fox jumps over the very lazy cat';
    const parts = diffText(before, after);
    expect(sides(parts)).toEqual({ before, after });
    expect(parts.filter((p) => p.op === 'same').map((p) => p.text)).toEqual([
      ' quick ',
      ' fox jumps over the ',
      'lazy ',
    ]);
  });

  it('says nothing changed for equal texts, and everything for disjoint ones', () => {
    expect(diffText('同じ', '同じ')).toEqual([{ op: 'same', text: '同じ' }]);
    expect(diffText('', '新しい')).toEqual([{ op: 'added', text: '新しい' }]);
    expect(diffText('古い', '')).toEqual([{ op: 'removed', text: '古い' }]);
  });

  it('shows a change too large for the table as removed then added (still exact)', () => {
    const n = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 1;
    const a = Array.from({ length: n }, (_, i) => `a${i} `);
    const b = Array.from({ length: n }, (_, i) => `b${i} `);
    const parts = diffSequences(['X', ...a, 'Y'], ['X', ...b, 'Y']);
    expect(parts.map((p) => p.op)).toEqual(['same', 'removed', 'added', 'same']);
    expect(sides(parts)).toEqual({ before: ['X', ...a, 'Y'].join(''), after: ['X', ...b, 'Y'].join('') });
  });
});

describe('diffParagraphs', () => {
  it('keeps unchanged paragraphs, pairs an edited one with its word diff, and lists added/removed ones', () => {
    const before = ['はじめに', '古い段落です', '消える段落', 'おわりに'];
    const after = ['はじめに', '新しい段落です', 'おわりに', '追記'];
    expect(diffParagraphs(before, after)).toEqual([
      { op: 'same', text: 'はじめに' },
      {
        op: 'changed',
        parts: [
          { op: 'removed', text: '古' },
          { op: 'added', text: '新し' },
          { op: 'same', text: 'い段落です' },
        ],
      },
      { op: 'removed', text: '消える段落' },
      { op: 'same', text: 'おわりに' },
      { op: 'added', text: '追記' },
    ]);
  });

  it('treats a line break inside a paragraph as a space (paragraphs never merge)', () => {
    expect(diffParagraphs(['a\nb'], ['a b'])).toEqual([{ op: 'same', text: 'a b' }]);
  });
});

describe('paragraphText', () => {
  it('drops tags and decodes the usual entities', () => {
    expect(paragraphText('<p>A&amp;B <strong>太字</strong><br>&lt;改行&gt;</p>')).toBe('A&B 太字 <改行>');
  });
});
