/** Account settings (/settings/account), account deletion (/settings/delete_account). */
export const account = {
  'account.title': 'アカウント設定',
  'account.loading': 'アカウント情報を読み込んでいます…',
  'account.loadFailed': 'アカウント情報を読み込めませんでした。',
  'account.saved': '保存しました',
  'account.moneyLinks.title': '売上の受け取り',
  'account.moneyLinks.bank': '振込先口座の登録・変更',
  'account.moneyLinks.identity': '本人確認',
  'account.help': 'ご不明な点は<link>お問い合わせ</link>からご連絡ください。',
  'account.saving': '保存しています…',
  // profile
  'account.profile.title': 'プロフィール',
  'account.profile.name': '表示名',
  'account.profile.account': 'アカウントID（3〜20文字の半角英数字と _ ）',
  'account.profile.accountHint':
    'アカウントIDを変えると、これまでのマイページのURL（/u/…）は使えなくなります。',
  'account.profile.description': '自己紹介',
  'account.profile.descriptionCount': '{count} / {max}文字',
  'account.profile.submit': 'プロフィールを保存する',
  // icon
  'account.icon.title': 'アイコン画像',
  'account.icon.none': 'アイコン画像は設定されていません。',
  'account.icon.current': '現在のアイコン',
  'account.icon.choose': '画像を選ぶ',
  'account.icon.zoom': '拡大',
  'account.icon.x': '左右の位置',
  'account.icon.y': '上下の位置',
  'account.icon.preview': '切り抜き後のプレビュー',
  'account.icon.upload': 'この範囲でアイコンにする',
  'account.icon.uploading': 'アップロードしています…',
  'account.icon.remove': 'アイコンを削除する',
  'account.icon.cancel': '選び直す',
  'account.icon.hint': 'JPEG・PNG・WebP（10MB・4,000万画素まで）。正方形に切り抜いて保存します。',
  'account.icon.unreadable': 'この画像は読み込めませんでした。別の画像を選んでください。',
  'account.icon.saved': 'アイコンを変更しました',
  'account.icon.removed': 'アイコンを削除しました',
  // email
  'account.email.title': 'メールアドレス',
  'account.email.current': '現在のメールアドレス',
  'account.email.new': '新しいメールアドレス',
  'account.email.password': '現在のパスワード',
  'account.email.submit': '確認メールを送る',
  'account.email.pending':
    '{email} に確認メールを送りました。メールのリンクを開くと変更が完了します（24時間有効）。',
  'account.email.sent': '新しいメールアドレスに確認メールを送りました',
  // password
  'account.password.title': 'パスワード',
  'account.password.current': '現在のパスワード',
  'account.password.new': '新しいパスワード（8文字以上）',
  'account.password.confirmation': '新しいパスワード（確認）',
  'account.password.submit': 'パスワードを変更する',
  'account.password.saved': 'パスワードを変更しました',
  // mail notification
  'account.mail.title': 'メール通知',
  'account.mail.purchase': '記事を購入したときにメールで知らせる',
  'account.mail.sales': '自分の記事が購入されたときにメールで知らせる',
  'account.mail.submit': '通知設定を保存する',
  // 特定商取引法
  'account.law.title': '特定商取引法に基づく表記',
  'account.law.lead':
    '有料記事を販売する方は、特定商取引法に基づく表記が必要です。ここで登録した内容は {link} に表示されます。',
  'account.law.name': '販売事業者名（氏名または名称）',
  'account.law.address': '所在地',
  'account.law.phone': '電話番号',
  'account.law.contact': '連絡先メールアドレス',
  'account.law.disclosure': '所在地と電話番号は公開せず「請求があれば遅滞なく開示します」と表示する',
  'account.law.disclosureHint':
    '個人の方はこの表示を選べます。購入者から請求があった場合は、遅滞なく開示する必要があります。',
  'account.law.submit': '表記を保存する',
  // delete
  'account.delete.link': '退会する',
  'account.delete.title': '退会（アカウントの削除）',
  'account.delete.lead': '退会すると、次のようになります。この操作は取り消せません。',
  'account.delete.rule1': '公開中の記事はすべて非公開になります。',
  'account.delete.rule2': 'あなたの記事を購入した方は、引き続きその記事を読めます。',
  'account.delete.rule3':
    '表示名・メールアドレス・アイコン・自己紹介・特定商取引法の表記・登録カードは削除されます。',
  'account.delete.rule4':
    '出金できる金額（最低振込額＋振込手数料）以上の未払いの売上（紹介報酬を含む）がある間は退会できません。振込の完了後に手続きしてください。それに満たない売上は、同意のうえ失効させて退会できます。',
  'account.delete.rule5': '購入・売上の記録は、法令に基づく保存のため個人を特定できない形で残ります。',
  'account.delete.password': 'パスワード',
  'account.delete.agree': '上記を理解し、退会します',
  'account.delete.submit': '退会する',
  'account.delete.submitting': '退会しています…',
  'account.delete.done': '退会手続きが完了しました。ご利用ありがとうございました。',
  // Unpaid earnings (api/src/users/deletion-forfeit.ts): forfeit with consent, or how to take them out.
  'account.delete.forfeit':
    '未払いの売上 {amount} は振り込まれずに失効します（出金できる金額に届かないため）。',
  'account.delete.forfeitAgree': '未払いの売上 {amount} が失効することに同意します',
  'account.delete.unpaid.payout_first':
    '未払いの売上が {amount} あるため退会できません。売上管理から振込を申請し、振込が完了してから退会してください。',
  'account.delete.unpaid.wait':
    '未払いの売上が {amount} あるため退会できません。{date}に出金できるようになります。振込を申請し、振込が完了してから退会してください。',
  'account.delete.unpaid.in_transit':
    '{amount} を振込手続き中のため退会できません。振込の完了後に退会してください。',
  'account.delete.unpaid.disputed':
    '未払いの売上 {amount} の一部がチャージバック（支払いの異議）の結果待ちのため退会できません。結果が出てから手続きしてください。',
  'account.delete.toSales': '売上管理へ',
  'account.delete.back': 'アカウント設定へ戻る',
} satisfies Record<string, string>;
