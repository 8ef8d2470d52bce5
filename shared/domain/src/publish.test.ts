import {
  affiliateRateProblem,
  isPublishable,
  paragraphHasText,
  priceProblem,
  publishableProblem,
  publishSettingsProblems,
  salesCountProblem,
} from './publish';

const ok = {
  price: 500,
  salesCount: 0,
  isSalesUnlimited: true,
  affiliateRateBp: 1000,
  tags: ['React'],
  payArticleLine: 1,
};
const fields = (s: Partial<typeof ok>, paragraphs = 2) =>
  publishSettingsProblems({ ...ok, ...s }, paragraphs).map((p) => p.field);

describe('publish settings (editor form and publish endpoint)', () => {
  it('accepts free and paid articles inside the limits', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ price: 0, payArticleLine: -1 }, 1)).toEqual([]);
    expect(
      fields({ price: 100_000, isSalesUnlimited: false, salesCount: 100_000, affiliateRateBp: 5000 }),
    ).toEqual([]);
  });

  it('names every broken field once, with a reason', () => {
    expect(fields({ price: 99 })).toEqual(['price']);
    expect(fields({ price: 100_001 })).toEqual(['price']);
    expect(fields({ price: NaN })).toEqual(['price']);
    expect(fields({ isSalesUnlimited: false, salesCount: 0 })).toEqual(['salesCount']);
    expect(fields({ affiliateRateBp: 5001 })).toEqual(['affiliateRate']);
    expect(fields({ affiliateRateBp: -1 })).toEqual(['affiliateRate']);
    expect(fields({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['tags']);
    expect(fields({ tags: ['x'.repeat(31)] })).toEqual(['tags']);
    expect(fields({ tags: [' '] })).toEqual(['tags']);
    // A paid article needs a paid part; the line must leave both parts.
    expect(fields({ payArticleLine: 0 })).toEqual(['payArticleLine']);
    expect(fields({ payArticleLine: 2 })).toEqual(['payArticleLine']);
    expect(fields({ price: 99, affiliateRateBp: 9999 })).toEqual(['price', 'affiliateRate']);
    expect(publishSettingsProblems({ ...ok, price: 1 }, 2)[0]!.reason).toBe('must be 0 or 100..100000');
  });
});

describe('publishable (preview and publish)', () => {
  it('needs a title and a paragraph with text, an image or an embed', () => {
    expect(publishableProblem('', ['<p>本文</p>'])).toMatchObject({ field: 'title' });
    expect(publishableProblem('題名', ['<p></p>', '<p> &nbsp; </p>'])).toMatchObject({ field: 'body' });
    expect(isPublishable('題名', ['<p></p>', '<p>本文</p>'])).toBe(true);
    expect(paragraphHasText('<p><img src="/v1/images/1"></p>')).toBe(true);
    expect(paragraphHasText('<div class="embed-post" data-url="https://x.com/a/status/1"></div>')).toBe(true);
  });
});

describe('the single limits (quick edit uses them too)', () => {
  it('answers a reason or null', () => {
    expect(priceProblem(0)).toBeNull();
    expect(priceProblem(100)).toBeNull();
    expect(priceProblem(50)).toBe('must be 0 or 100..100000');
    expect(priceProblem(100.5)).not.toBeNull();
    expect(salesCountProblem(0, true)).toBeNull();
    expect(salesCountProblem(0, false)).toBe('must be 1..100000');
    expect(affiliateRateProblem(5000)).toBeNull();
    expect(affiliateRateProblem(Number.NaN)).not.toBeNull();
  });
});
