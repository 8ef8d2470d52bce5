/** The contact form (/inquiry): merged by the lazy InquiryPage only, not the reader's first chunk. */
export const inquiry = {
  'reader.inquiry.title': 'お問い合わせ',
  'reader.inquiry.lead':
    'しるべへのご質問・ご要望・不具合や規約違反のご報告はこちらからお送りください。通常3営業日以内に、ご入力のメールアドレスへ返信いたします。',
  'reader.inquiry.category': 'お問い合わせの種類',
  'reader.inquiry.categoryChoose': '選択してください',
  'reader.inquiry.category.account': 'アカウント・ログイン',
  'reader.inquiry.category.purchase': '記事の購入・領収書',
  'reader.inquiry.category.sales': '売上・振込',
  'reader.inquiry.category.article': '記事の投稿・編集',
  'reader.inquiry.category.report': '規約違反の報告',
  'reader.inquiry.category.other': 'その他',
  'reader.inquiry.name': 'お名前',
  'reader.inquiry.email': '返信先メールアドレス',
  'reader.inquiry.body': 'お問い合わせ内容（10文字以上）',
  'reader.inquiry.privacy':
    'ご入力いただいた情報は、お問い合わせへの回答のためにのみ利用します。同じメールアドレスからの送信は1時間に5件までです。',
  'reader.inquiry.submit': '送信する',
  'reader.inquiry.sending': '送信しています…',
  'reader.inquiry.receivedTitle': 'お問い合わせを受け付けました',
  'reader.inquiry.receivedBody':
    '受付番号は {id} です。{email} 宛てに担当者から返信いたします。お問い合わせの際は受付番号をお知らせください。',
} satisfies Record<string, string>;
