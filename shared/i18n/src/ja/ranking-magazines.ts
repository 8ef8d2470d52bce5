/**
 * Japanese messages for the magazine section of the author's ranking report (/dashboard/ranking_report,
 * issue 36 for magazines). Ids: `seller.rankingMagazines.*`; the shared columns reuse `seller.ranking.*`.
 */
import { moneyWords as W } from './money';

export const rankingMagazines = {
  'seller.rankingMagazines.title': 'マガジンの紹介者',
  'seller.rankingMagazines.lead':
    'あなたのマガジンを紹介リンクで紹介している人です。マガジンごとに、リンクのクリック数、購入数、購入率、売上、' +
    W.commission +
    'を表示します（返金された購入は数えません）。',
  'seller.rankingMagazines.magazine': 'マガジン',
  'seller.rankingMagazines.kind': 'マガジン',
  'seller.rankingMagazines.ended': '（販売終了）',
  'seller.rankingMagazines.empty': 'マガジンの紹介リンクからのクリックや売上はまだありません。',
  'seller.rankingMagazines.failed': 'マガジンの紹介者を読み込めませんでした。',
};
