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
} satisfies Record<string, string>;
