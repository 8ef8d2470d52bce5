import { PAYWALL_NONE, isValidPaywallLine, paidLineCount, splitAtPaywall } from './paywall';

const body = ['<p>a</p>', '<p>b</p>', '<p>c</p>', '<p>d</p>'];

describe('splitAtPaywall', () => {
  it('puts paragraphs before the line in the free part and the rest in the paid part', () => {
    expect(splitAtPaywall(body, 2)).toEqual({
      free: ['<p>a</p>', '<p>b</p>'],
      paid: ['<p>c</p>', '<p>d</p>'],
    });
    expect(splitAtPaywall(body, 3).paid).toEqual(['<p>d</p>']);
  });

  it('treats -1 (none) as an all-free article', () => {
    expect(splitAtPaywall(body, PAYWALL_NONE)).toEqual({ free: body, paid: [] });
  });

  it('does not cut at line 0, so a misconfigured article never shows an empty teaser', () => {
    expect(splitAtPaywall(body, 0)).toEqual({ free: body, paid: [] });
  });

  it('ignores lines at or past the end and non-integers', () => {
    expect(splitAtPaywall(body, 4)).toEqual({ free: body, paid: [] });
    expect(splitAtPaywall(body, 99).paid).toEqual([]);
    expect(splitAtPaywall(body, 1.5).paid).toEqual([]);
  });

  it('returns copies, not the caller’s array', () => {
    const { free } = splitAtPaywall(body, PAYWALL_NONE);
    free.push('x');
    expect(body).toHaveLength(4);
  });
});

describe('paidLineCount', () => {
  it('counts paid paragraphs from an array or a count', () => {
    expect(paidLineCount(body, 1)).toBe(3);
    expect(paidLineCount(10, 7)).toBe(3);
    expect(paidLineCount(body, PAYWALL_NONE)).toBe(0);
    expect(paidLineCount(body, 0)).toBe(0);
    expect(paidLineCount([], 1)).toBe(0);
  });
});

describe('isValidPaywallLine', () => {
  it('accepts none or a line that leaves a free and a paid part', () => {
    expect(isValidPaywallLine(4, PAYWALL_NONE)).toBe(true);
    expect(isValidPaywallLine(4, 1)).toBe(true);
    expect(isValidPaywallLine(4, 3)).toBe(true);
  });
  it('rejects 0, the end, and other values', () => {
    expect(isValidPaywallLine(4, 0)).toBe(false);
    expect(isValidPaywallLine(4, 4)).toBe(false);
    expect(isValidPaywallLine(4, -2)).toBe(false);
    expect(isValidPaywallLine(1, 1)).toBe(false);
  });
});
