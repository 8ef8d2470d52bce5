/** Japanese messages for the referrer's own links (/dashboard/analytics?view=referrals, issue 36). Ids: `seller.referrals.*`. */
import { moneyWords as W } from './money';

export const referrals = {
  'seller.referrals.tabs': '表示する分析',
  'seller.referrals.tab.articles': '記事',
  'seller.referrals.tab.referrals': '紹介リンク',
  'seller.referrals.lead':
    'あなたの紹介リンクが開かれた回数と、そこから購入された数、その' +
    W.commission +
    'です。クッキーを保存しないブラウザでも、同じ訪問の中やログイン中のアカウントでの購入は数えます。',
  'seller.referrals.clicks': 'クリック数',
  'seller.referrals.uniqueVisitors': '訪問者数',
  'seller.referrals.purchases': '購入数',
  'seller.referrals.conversion': '購入率',
  'seller.referrals.commission': W.commission,
  'seller.referrals.pending': `${W.commission}（${W.held}）`,
  'seller.referrals.payable': `${W.commission}（${W.settled}）`,
  'seller.referrals.paid': `${W.commission}（${W.paid}）`,
  'seller.referrals.reversed': `${W.commission}（返金で取消）`,
  'seller.referrals.article': '記事・マガジン',
  'seller.referrals.kind': '種類',
  'seller.referrals.kind.article': '記事',
  'seller.referrals.kind.magazine': 'マガジン',
  'seller.referrals.code': 'リンク',
  'seller.referrals.links': 'リンク別',
  'seller.referrals.hosts': 'クリック元のサイト',
  'seller.referrals.host': 'サイト',
  'seller.referrals.hostUnknown': '不明・直接',
  'seller.referrals.noData': 'この期間の紹介リンクのデータはまだありません。',
  'seller.referrals.csv': 'CSVをダウンロード',
  'seller.referrals.sortBy': '{column}で並べ替え',
} satisfies Record<string, string>;
