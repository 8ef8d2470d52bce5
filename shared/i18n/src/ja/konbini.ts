/** コンビニ払い (Stripe konbini, issue 35): the voucher in the purchase dialog and 支払い待ち in the history. */
export const konbini = {
  'commerce.konbini.title': 'コンビニでお支払いください',
  'commerce.konbini.body':
    '下記の番号で、お支払い期限までに店頭でお支払いください。お支払いを確認すると記事が読めるようになります。同じ内容をメールでもお送りしました。',
  'commerce.konbini.expiresAt': 'お支払い期限: {date}',
  'commerce.konbini.paymentCode': 'お支払い番号',
  'commerce.konbini.confirmationNumber': '確認番号',
  'commerce.konbini.voucherLink': '払込票を開く',
  'commerce.konbini.expiresNote':
    '期限までにお支払いがない場合、お申し込みは自動で取り消されます（代金は発生しません）。',
  'commerce.konbini.chain.familymart': 'ファミリーマート',
  'commerce.konbini.chain.lawson': 'ローソン',
  'commerce.konbini.chain.ministop': 'ミニストップ',
  'commerce.konbini.chain.seicomart': 'セイコーマート',
  'commerce.konbini.awaitingHeading': '支払い待ち',
  'commerce.konbini.awaiting': '支払い待ち',
} satisfies Record<string, string>;
