/** Japanese messages used by every area. */
export const common = {
  'common.siteName': 'しるべ',
  'common.siteDescription':
    'しるべは、知識やノウハウを記事にして売り買いできる場所です。副業、投資、プログラミング、暮らしの工夫まで、書き手の経験から学べます。',
  'common.price': '{price, number}円(税込)',
  'common.price.original': '通常価格',
  'common.price.discounted': '割引価格',
  'common.price.free': '無料',
  'common.yen': '{amount, number}円',
  'common.loading': '読み込み中…',
  'common.retry': '再読み込み',
  'common.cancel': 'キャンセル',
  'common.save': '保存する',
  'common.close': '閉じる',
  'common.more': 'もっと見る',
  'common.backToTop': 'トップへ戻る',
  'common.placeholder.title': '{area}：この画面は準備中です',
  'common.placeholder.body': 'この画面は今後のリリースで提供されます。',
  'common.placeholder.badge': '準備中',
  'common.placeholder.purchaseTitle': '記事の購入',
  'common.placeholder.purchaseBody':
    '記事の購入機能は次のリリースで提供されます。もうしばらくお待ちください。',
  'common.area.reader': '記事を読む',
  'common.area.editor': '記事の執筆・管理',
  'common.area.commerce': '購入・お支払い',
  'common.area.seller': '売上・振込',
} satisfies Record<string, string>;
