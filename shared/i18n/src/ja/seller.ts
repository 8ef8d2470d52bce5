/** Japanese messages for the seller area. Ids: `seller.<feature>.<what>`. */
export const seller = {
  'seller.loading': '読み込み中…',
  'seller.loadFailed': '売上情報を読み込めませんでした。時間をおいて再度お試しください。',
  'seller.nav.label': 'ダッシュボード',
  'seller.nav.salesManagement': '売上管理',
  'seller.nav.transferredHistory': '振込履歴',
  'seller.nav.salesHistory': '売上履歴',
  'seller.nav.rankingReport': 'ランキングレポート',
  'seller.management.thisMonth': '今月の受取額',
  'seller.management.unpaid': '未払いの受取額（全期間）',
  'seller.management.definition':
    '売上は購入者が支払った金額（税込）です。受取額は、販売した記事の売上から手数料と紹介料を引いた額と、あなたの紹介で得た紹介料の合計で、振込の対象になる金額です。',
  'seller.history.month': '表示する月',
  'seller.history.monthOption': '{year}年{month}月',
  'seller.history.empty': 'この月の売上はありません。',
  'seller.history.date': '購入日',
  'seller.history.article': '記事',
  'seller.history.price': '売上',
  'seller.history.fee': '手数料',
  'seller.history.commission': '紹介料',
  'seller.history.profit': '受取額',
  'seller.history.kindSale': '販売',
  'seller.history.kindAffiliate': '紹介',
  'seller.history.totals': '合計',
  'seller.history.more': 'さらに表示',
  'seller.history.definition':
    '「紹介」の行は、あなたの紹介リンク経由で売れた他の人の記事です。その行の受取額は、あなたが受け取る紹介料です。合計の売上・手数料・紹介料は、あなたが販売した記事の分です。',
} satisfies Record<string, string>;
