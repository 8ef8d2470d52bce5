/** Japanese text for API error codes (`errors.<code>`), owned with the API's error catalogue. */
export const errors = {
  'errors.unknown': '技術的な問題が発生しました。時間をおいて再度お試しください。',
  'errors.internal': '技術的な問題が発生しました。時間をおいて再度お試しください。',
  'errors.network': '通信できませんでした。接続を確認して再度お試しください。',
  'errors.bad_gateway': 'サーバーに接続できませんでした。時間をおいて再度お試しください。',
  'errors.http_error': '通信中に問題が発生しました。時間をおいて再度お試しください。',
  'errors.invalid_response': '技術的な問題が発生しました。時間をおいて再度お試しください。',
  'errors.validation': '入力内容を確認してください。',
  'errors.unauthorized': 'セッションの有効期限が切れました。再度ログインしてください。',
  'errors.unconfirmed': 'メールアドレスの確認が済んでいません。届いたメールのリンクを開いてください。',
  'errors.invalid_credentials': 'メールアドレスまたはパスワードが正しくありません。',
  'errors.forbidden': 'この操作を行う権限がありません。',
  'errors.csrf': '不正なリクエストと判断されました。ページを再読み込みしてからお試しください。',
  'errors.not_found': 'ページが見つかりませんでした。',
  'errors.under_review': '審査中：この記事は現在審査中です。',
  'errors.conflict': 'すでに登録されています。別の内容でお試しください。',
  'errors.affiliate_purchaser_only': '紹介リンクを発行できるのは、この記事を購入した人だけです。',
} satisfies Record<string, string>;
