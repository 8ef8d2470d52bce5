/** Japanese messages used by every area. */
export const common = {
  'common.siteName': 'しるべ',
  'common.price': '{price, number}円(税込)',
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
