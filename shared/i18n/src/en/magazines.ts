import type { magazines as ja } from '../ja/magazines';

export const magazines = {
  'magazine.problem.title.required': 'Enter a title.',
  'magazine.problem.title.too_long': 'Use at most 100 characters for the title.',
  'magazine.problem.description.too_long': 'Use at most 2,000 characters for the description.',
  'magazine.problem.price.price_range': 'The price is 0 (free) or 100–100,000 yen.',
  'magazine.problem.affiliateRate.rate_range': 'The referral rate is 0–50%.',
  'magazine.problem.articleIds.not_own_published': 'Only your own published articles can be added.',
  'magazine.problem.articleIds.too_many': 'A magazine holds at most 200 articles.',
  'magazine.problem.articleIds.duplicate': 'The same article is listed twice.',
  'magazine.problem.articleIds.not_on_sale': 'Articles cannot be added to a magazine no longer on sale.',
  'magazine.included': 'Included in this magazine',
  'magazine.laterArticles': 'Articles added after your purchase are yours too while it is on sale.',
  'magazine.ownsSome': 'You already own {count} of its articles; the magazine price stays the same.',
  'errors.readable_via_magazine':
    'You can read this article through a magazine you bought. Nothing was charged.',
} satisfies Record<keyof typeof ja, string>;
