import {
  EMPTY_PARAGRAPH,
  addParagraphAfter,
  deleteParagraph,
  paywallAfterDelete,
  paywallAfterInsert,
  replaceParagraph,
} from './paragraphs';
import { PAYWALL_NONE } from './paywall';

const body = ['<p>a</p>', '<p>b</p>', '<p>c</p>'];

describe('addParagraphAfter', () => {
  it('inserts after the given line, or at the top for -1', () => {
    expect(addParagraphAfter(body, 0, '<p>x</p>')).toEqual(['<p>a</p>', '<p>x</p>', '<p>b</p>', '<p>c</p>']);
    expect(addParagraphAfter(body, 2, '<p>x</p>')[3]).toBe('<p>x</p>');
    expect(addParagraphAfter(body, -1, '<p>x</p>')[0]).toBe('<p>x</p>');
    expect(addParagraphAfter([], 0, '<p>x</p>')).toEqual(['<p>x</p>']);
  });

  it('sanitises the new paragraph and leaves the original array alone', () => {
    const next = addParagraphAfter(body, 0, '<p onclick="x()">x<script>alert(1)</script></p>');
    expect(next[1]).toBe('<p>x</p>');
    expect(body).toHaveLength(3);
  });

  it('rejects a line outside the body', () => {
    expect(() => addParagraphAfter(body, 3, '<p>x</p>')).toThrow(RangeError);
    expect(() => addParagraphAfter(body, -2, '<p>x</p>')).toThrow(RangeError);
  });
});

describe('deleteParagraph', () => {
  it('removes the paragraph at the line', () => {
    expect(deleteParagraph(body, 1)).toEqual(['<p>a</p>', '<p>c</p>']);
    expect(body).toHaveLength(3);
  });

  it('leaves one empty paragraph when the last one goes', () => {
    expect(deleteParagraph(['<p>only</p>'], 0)).toEqual([EMPTY_PARAGRAPH]);
  });

  it('rejects a line outside the body', () => {
    expect(() => deleteParagraph(body, 3)).toThrow(RangeError);
  });
});

describe('replaceParagraph', () => {
  it('replaces with the sanitised html', () => {
    expect(replaceParagraph(body, 2, '<p><a href="javascript:x()">z</a></p>')).toEqual([
      '<p>a</p>',
      '<p>b</p>',
      '<p><a>z</a></p>',
    ]);
    expect(body[2]).toBe('<p>c</p>');
  });
});

describe('paywall line follows edits', () => {
  it('moves down when a paragraph is inserted above it', () => {
    expect(paywallAfterInsert(2, 0)).toBe(3);
    expect(paywallAfterInsert(2, 2)).toBe(2);
    expect(paywallAfterInsert(PAYWALL_NONE, 0)).toBe(PAYWALL_NONE);
  });

  it('moves up when a free paragraph is deleted and drops when a part empties', () => {
    expect(paywallAfterDelete(2, 0, 3)).toBe(1);
    expect(paywallAfterDelete(2, 2, 3)).toBe(2);
    expect(paywallAfterDelete(1, 0, 2)).toBe(PAYWALL_NONE);
    expect(paywallAfterDelete(2, 2, 2)).toBe(PAYWALL_NONE);
  });
});
