import { magazines as ja } from '@shirube/i18n/src/ja/magazines';
import { apiFieldErrors, MAGAZINE_FIELDS, magazineErrors, magazinePayload, emptyMagazine } from './form';

const typed = (more: Partial<typeof emptyMagazine>) => ({ ...emptyMagazine, title: '本', ...more });

it('refuses what the API refuses, one message id per field', () => {
  expect(magazineErrors(typed({ price: '100' }))).toEqual({});
  expect(magazineErrors(typed({ price: '0' }))).toEqual({});
  for (const price of ['50', '1,000', '100001', '-100', 'abc', ''])
    expect(magazineErrors(typed({ price }))).toEqual({ price: 'magazine.problem.price.price_range' });
  expect(magazineErrors(typed({ title: '  ', affiliatePercent: '51' }))).toEqual({
    title: 'magazine.problem.title.required',
    affiliateRate: 'magazine.problem.affiliateRate.rate_range',
  });
  expect(magazineErrors(typed({ description: 'あ'.repeat(2001) }))).toEqual({
    description: 'magazine.problem.description.too_long',
  });
});

it('sends whole yen and the rate as a fraction, the title trimmed', () => {
  expect(magazinePayload(typed({ title: ' 本 ', price: ' 1200 ', affiliatePercent: '12.5' }))).toEqual({
    title: '本',
    description: '',
    price: 1200,
    affiliateRate: 0.125,
    affiliatableOnlyPurchaser: false,
  });
});

it("maps the API's Japanese reasons back to their ids; an unknown one to the fallback; other fields ignored", () => {
  const error = {
    details: [
      { field: 'price', reason: ja['magazine.problem.price.price_range'] },
      { field: 'title', reason: 'something new' },
      { field: 'articleIds', reason: ja['magazine.problem.articleIds.too_many'] },
    ],
  };
  expect(apiFieldErrors(error, MAGAZINE_FIELDS, ja, 'fallback')).toEqual({
    price: 'magazine.problem.price.price_range',
    title: 'fallback',
  });
  expect(apiFieldErrors(new Error('network'), MAGAZINE_FIELDS, ja, 'fallback')).toEqual({});
});
