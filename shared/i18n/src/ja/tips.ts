// Tips (チップ, issue 37 item 1). Not in the index on purpose: the reader's button takes only `tipButton`
// (its article route's byte budget), the tip dialog (a lazy chunk of mf-commerce) the rest.
export const tipButton = {
  'tips.button': 'チップで応援する',
  'tips.button.loading': '読み込み中…',
  'tips.button.error': 'チップの画面を開けませんでした。時間をおいてお試しください。',
};

export const tips = {
  'tips.dialog.title': 'チップで応援する',
  'tips.dialog.to': '{name} さんにチップを送ります',
  'tips.dialog.amount': '金額',
  'tips.dialog.custom': 'その他の金額',
  'tips.dialog.customLabel': '金額（{min}〜{max}円）',
  'tips.dialog.message': 'メッセージ（任意・{max}文字まで）',
  'tips.dialog.count': '{count} / {max}',
  'tips.dialog.anonymous': '匿名で送る（相手にお名前を表示しません）',
  'tips.dialog.send': '{amount}円を送る',
  'tips.dialog.sending': '送信中…',
  'tips.dialog.success': 'チップを送りました。ありがとうございます！',
  'tips.dialog.note': 'チップは返金できません。手数料を除いた額が著者に届きます。',
  'tips.error.amount': '{min}円から{max}円までの整数で入力してください',
  'tips.error.message': 'メッセージは{max}文字までです',
  'errors.self_tip': 'ご自身にチップを送ることはできません',
  'errors.tip_limit': 'チップの送信回数または金額が上限に達しました。時間をおいてお試しください。',
  'tips.received.title': '受け取ったチップ',
  'tips.received.empty': 'まだチップはありません',
  'tips.received.anonymous': '匿名',
  'tips.received.refunded': '返金済み',
  'tips.sent.title': '送ったチップ',
  'tips.sent.to': '{name} さんへのチップ',
  'tips.sent.anonymous': '匿名で送信',
  'tips.kind': 'チップ',
};
