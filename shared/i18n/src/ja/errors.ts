/** Japanese text for API error codes (`errors.<code>`), owned with the API's error catalogue. */
export const errors = {
  'errors.unknown': '技術的な問題が発生しました。時間をおいて再度お試しください。',
  'errors.network': '通信できませんでした。接続を確認して再度お試しください。',
  'errors.validation': '入力内容を確認してください。',
  'errors.unauthorized': 'セッションの有効期限が切れました。再度ログインしてください。',
  'errors.forbidden': 'この操作を行う権限がありません。',
  'errors.not_found': 'ページが見つかりませんでした。',
} satisfies Record<string, string>;
