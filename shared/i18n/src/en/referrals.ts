import type { referrals as ja } from '../ja/referrals';

/** English messages for the referrer's own links (/dashboard/analytics?view=referrals). */
export const referrals: Record<keyof typeof ja, string> = {
  'seller.referrals.tabs': 'Analytics to show',
  'seller.referrals.tab.articles': 'Articles',
  'seller.referrals.tab.referrals': 'Referral links',
  'seller.referrals.lead':
    'How often your referral links were opened, how many purchases followed, and your referral fees. Purchases in the same visit or on a signed-in account count even when the browser keeps no cookie.',
  'seller.referrals.clicks': 'Clicks',
  'seller.referrals.uniqueVisitors': 'Visitors',
  'seller.referrals.purchases': 'Purchases',
  'seller.referrals.conversion': 'Conversion',
  'seller.referrals.commission': 'Referral fee',
  'seller.referrals.pending': 'Referral fee (on hold)',
  'seller.referrals.payable': 'Referral fee (settled)',
  'seller.referrals.paid': 'Referral fee (paid out)',
  'seller.referrals.reversed': 'Referral fee (reversed by refunds)',
  'seller.referrals.article': 'Article or magazine',
  'seller.referrals.kind': 'Kind',
  'seller.referrals.kind.article': 'Article',
  'seller.referrals.kind.magazine': 'Magazine',
  'seller.referrals.code': 'Link',
  'seller.referrals.links': 'By link',
  'seller.referrals.hosts': 'Where the clicks came from',
  'seller.referrals.host': 'Site',
  'seller.referrals.hostUnknown': 'Unknown / direct',
  'seller.referrals.noData': 'No referral link data for this period yet.',
  'seller.referrals.csv': 'Download CSV',
  'seller.referrals.sortBy': 'Sort by {column}',
};
