/**
 * The page a redirect payment method (Stripe PayPay) brings the buyer back to, in the whole window
 * (api/src/payments/stripe/redirect-return.ts): server HTML, so only in `messages`, never in a remote.
 */
export const paymentReturn = {
  'paymentReturn.title': 'お支払いの結果',
  'paymentReturn.waiting.heading': 'お支払いを確認しています',
  'paymentReturn.waiting.body': 'このままお待ちください。数秒後に自動で更新します。',
  'paymentReturn.failed.heading': 'お支払いは完了しませんでした',
  'paymentReturn.failed.payment_not_completed':
    'お支払いがキャンセルされたか、承認されませんでした。代金は請求されていません。',
  'paymentReturn.failed.sold_out': '売り切れのため購入できませんでした。お支払いは取り消されます。',
  'paymentReturn.failed.already_purchased': 'この記事はすでに購入済みです。お支払いは取り消されます。',
  'paymentReturn.failed.other': 'お支払いを完了できませんでした。代金は請求されていません。',
  'paymentReturn.back': '記事に戻る',
} satisfies Record<string, string>;
