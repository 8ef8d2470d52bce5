/** Japanese text for API error codes (`errors.<code>`), owned with the API's error catalogue. */
import { moneyWords as W } from './money';

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
  // Buying (payments / purchases)
  'errors.card_declined': 'カードが利用できませんでした。別のカードをお試しください。',
  'errors.authentication_failed': '本人認証（3-D Secure）が完了しませんでした。もう一度お試しください。',
  'errors.sold_out': '売り切れのため購入できませんでした。',
  'errors.already_purchased': 'この記事はすでに購入済みです。',
  'errors.no_card': '登録済みのカードがありません。カード情報を入力してください。',
  'errors.payment_in_progress': '決済を処理しています。しばらくしてから再度お試しください。',
  'errors.price_changed': '価格が変更されました。新しい価格をご確認のうえ、もう一度お試しください。',
  'errors.card_token_invalid': 'カード情報を確認できませんでした。カード情報をもう一度入力してください。',
  'errors.card_token_used': 'このカード情報はすでに使われました。カード情報をもう一度入力してください。',
  'errors.payment_expired': '本人認証（3-D Secure）の有効期限が切れました。お支払いは行われていません。',
  'errors.payment_method_not_offered':
    'このお支払い方法は現在ご利用いただけません。別のお支払い方法をお選びください。',
  'errors.payment_not_completed':
    '決済が完了しませんでした。お支払いは行われていません。もう一度お試しください。',
  'errors.payment_not_started':
    '決済が開始されませんでした。お支払いは行われていません。同じカードでもう一度お試しください。',
  'errors.superseded': '新しい購入手続きが始まったため、この手続きは取り消されました。',
  'errors.idempotency_conflict': '購入手続きをやり直してください。',
  'errors.payment_timeout': '決済の確認に時間がかかっています。購入履歴をご確認ください。',
  'errors.rate_limited':
    '送信が続いたため、しばらく受け付けを止めています。1時間ほどおいてから再度お試しください。',
  'errors.too_many_attempts':
    'ログインに続けて失敗したため、しばらく受け付けを止めています。少し時間をおいてから再度お試しください。',
  'errors.too_many_password_checks':
    'パスワードの入力に続けて失敗したため、しばらく受け付けを止めています。少し時間をおいてから再度お試しください。',
  'errors.session_ended':
    'パスワードの入力に続けて失敗したため、安全のためログアウトしました。もう一度ログインしてください。',
  'errors.invalid_link': 'リンクが無効か、有効期限が切れているか、すでに使用されています。',
  'errors.forfeit_required': `${W.unpaid}が失効することへの同意が必要です。`,
  'errors.unpaid_balance': `${W.unpaid}があるため退会できません。振込の完了後に手続きしてください。`,
  'errors.discount_code_expired': 'この割引コードは期限切れです。通常価格で購入できます。',
  'errors.discount_code_used_up': 'この割引コードは利用上限に達しました。通常価格で購入できます。',
  'errors.discount_code_invalid': 'この割引コードはこの記事では使えません。',
  'errors.not_published': '公開済みの記事だけが対象です。',
} satisfies Record<string, string>;
