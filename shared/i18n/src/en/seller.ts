/** English messages for the seller area (second language; missing ids fall back to Japanese). */
export const seller: Record<string, string> = {
  'seller.loading': 'Loading…',
  'seller.loadFailed': 'Could not load your sales. Please try again later.',
  'seller.nav.label': 'Dashboard',
  'seller.nav.salesManagement': 'Sales management',
  'seller.nav.transferredHistory': 'Transfer history',
  'seller.nav.salesHistory': 'Sales history',
  'seller.nav.rankingReport': 'Ranking report',
  'seller.management.thisMonth': 'Your take this month',
  'seller.management.unpaid': 'Unpaid take (all time)',
  'seller.management.definition':
    'Sales are what you receive for your articles (price minus fee and referral fee) plus referral fees you earned.',
  'seller.history.month': 'Month',
  'seller.history.monthOption': '{month}/{year}',
  'seller.history.empty': 'No sales this month.',
  'seller.history.date': 'Date',
  'seller.history.article': 'Article',
  'seller.history.price': 'Sales',
  'seller.history.fee': 'Fee',
  'seller.history.commission': 'Referral fee',
  'seller.history.profit': 'Your take',
  'seller.history.kindSale': 'Sale',
  'seller.history.kindAffiliate': 'Referral',
  'seller.history.totals': 'Total',
  'seller.history.more': 'Show more',
  'seller.history.definition':
    'Referral rows are other authors’ articles sold through your link; your take there is your referral fee.',
};
