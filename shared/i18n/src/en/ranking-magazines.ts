import type { rankingMagazines as ja } from '../ja/ranking-magazines';

/** English messages for the magazine section of the ranking report (/dashboard/ranking_report). */
export const rankingMagazines: Record<keyof typeof ja, string> = {
  'seller.rankingMagazines.title': 'Magazine affiliates',
  'seller.rankingMagazines.lead':
    'People who share your magazines through referral links: per magazine, clicks on the link, purchases, conversion, sales and commission (refunded purchases not counted).',
  'seller.rankingMagazines.magazine': 'Magazine',
  'seller.rankingMagazines.kind': 'Magazine',
  'seller.rankingMagazines.ended': ' (no longer sold)',
  'seller.rankingMagazines.empty': 'No clicks or sales through your magazine links yet.',
  'seller.rankingMagazines.failed': 'The magazine affiliates could not be loaded.',
};
