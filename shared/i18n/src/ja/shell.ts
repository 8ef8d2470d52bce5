/** Japanese messages for the shell area. Ids: `shell.<feature>.<what>`. */
import { moneyWords as W } from './money';

export const shell = {
  // header
  'shell.header.home': 'しるべ トップへ',
  'shell.header.search': '記事を検索',
  'shell.header.searchSubmit': '検索',
  'shell.header.login': 'ログイン',
  'shell.header.signUp': '会員登録',
  'shell.header.post': '投稿する',
  'shell.notifications.empty': 'お知らせはまだありません',
  'shell.header.notifications': 'お知らせ',
  'shell.header.notificationsUnread': 'お知らせ（未読 {count} 件）',
  'shell.header.userMenu': 'ユーザーメニュー',
  'shell.header.openDrawer': 'メニューを開く',
  'shell.menu.myPage': 'マイページ',
  'shell.menu.myArticles': '記事の管理',
  'shell.menu.purchased': '購入した記事',
  'shell.menu.account': 'アカウント設定',
  'shell.menu.dashboard': 'ダッシュボード',
  'shell.menu.logout': 'ログアウト',
  // guideline dialog (post button)
  'shell.guideline.title': '投稿ガイドラインへの同意',
  'shell.guideline.body':
    '記事を投稿する前に、利用規約と投稿ガイドラインをご確認ください。他者の権利を侵害する内容、虚偽・誇大な表現、法令に反する内容は投稿できません。',
  'shell.guideline.link': '投稿ガイドラインを読む',
  'shell.guideline.agree': '同意して書き始める',
  // drawer
  'shell.drawer.title': 'メニュー',
  'shell.drawer.settings': '設定',
  'shell.drawer.settingsAccount': 'アカウント',
  'shell.drawer.settingsPurchased': '購入履歴',
  'shell.drawer.settingsCard': 'カード情報',
  'shell.drawer.settingsIdentity': '本人確認',
  'shell.drawer.settingsBank': '振込先口座',
  'shell.footer.privacy': '個人情報保護方針',
  'shell.drawer.dashboard': 'ダッシュボード',
  'shell.drawer.salesManagement': '売上管理',
  'shell.drawer.transferHistory': '振込履歴',
  'shell.drawer.salesHistory': '売上履歴',
  'shell.drawer.rankingReport': 'ランキングレポート',
  // footer
  'shell.footer.terms': '利用規約',
  'shell.footer.faq': 'よくある質問',
  'shell.footer.guideline': '投稿ガイドライン',
  'shell.footer.manual': '使い方マニュアル',
  'shell.footer.specified': '特定商取引法に基づく表記',
  'shell.footer.inquiry': 'お問い合わせ',
  'shell.footer.copyright': '© しるべ',
  // session toasts (spec §8)
  'shell.session.logoutCompleted': 'ログアウトしました',
  'shell.session.alreadyLoggedOut': 'すでにログアウトしています',
  'shell.session.userFetchFailed': 'ユーザー情報を取得できなかったため、ログアウトしました',
  'shell.session.signedIn': 'ログインしました',
  // error pages (spec §2)
  'shell.error.notFound': 'お探しのページは見つかりませんでした',
  'shell.error.notFoundTitle': 'ページが見つかりません',
  'shell.error.articleHint':
    '記事のURLの場合、記事がまだ公開されていない、URLが間違っている、または利用規約違反により削除された可能性があります。',
  'shell.error.underReview': '審査中：この記事は現在審査中です',
  'shell.error.sessionExpired': 'セッションの有効期限が切れました。再度ログインしてください。',
  'shell.error.technical': '技術的な問題が発生しました',
  'shell.error.signIn': 'ログインする',
  // remote area failures
  'shell.remote.failedTitle': 'この画面を読み込めませんでした',
  'shell.remote.failedBody':
    '一時的な問題で「{area}」の画面を表示できません。ほかのページは引き続きご利用いただけます。',
  'shell.remote.retry': '再読み込み',
  'shell.remote.loading': '画面を読み込んでいます…',
  // auth pages
  'shell.auth.signInTitle': 'ログイン',
  'shell.auth.signUpTitle': '会員登録',
  'shell.auth.email': 'メールアドレス',
  'shell.auth.password': 'パスワード',
  'shell.auth.passwordConfirmation': 'パスワード（確認）',
  'shell.auth.account': 'アカウントID（半角英数字）',
  'shell.auth.name': '表示名',
  'shell.auth.signInSubmit': 'ログインする',
  'shell.auth.signUpSubmit': '登録する',
  'shell.auth.toSignUp': 'はじめての方は会員登録',
  // Sign-up consent (issue 40 item 6): both documents linked beside it (auth/ConsentLinks.tsx).
  'shell.auth.consent': '登録すると、利用規約と個人情報保護方針に同意したものとみなされます。',
  'shell.auth.terms': '利用規約',
  'shell.auth.privacy': '個人情報保護方針',
  'shell.auth.toSignIn': 'アカウントをお持ちの方はログイン',
  'shell.auth.forgot': 'パスワードをお忘れの方',
  'shell.auth.signUpSent':
    '確認メールを {email} に送信しました。メールのリンクを開いて登録を完了してください。',
  'shell.auth.confirmTitle': 'メールアドレスの確認',
  'shell.auth.confirming': '確認しています…',
  'shell.auth.confirmFailed': '確認リンクが無効か、有効期限が切れています。',
  'shell.auth.resetTitle': 'パスワードの再設定',
  'shell.auth.resetLead': '登録したメールアドレスに再設定用のリンクを送ります。',
  'shell.auth.resetSubmit': '再設定メールを送る',
  'shell.auth.resetSent': '再設定用のメールを送信しました。メールのリンクを開いてください。',
  'shell.auth.updateTitle': '新しいパスワードの設定',
  'shell.auth.updateSubmit': 'パスワードを変更する',
  'shell.auth.updateDone': 'パスワードを変更しました',
  'shell.auth.updateInvalid': '再設定リンクが無効か、有効期限が切れています。もう一度お手続きください。',
  'shell.auth.confirmUsed':
    'この確認リンクはすでに使用されたか、無効です。メールアドレスの確認は済んでいる可能性があります。',
  'shell.auth.confirmMissing': '確認リンクが正しくありません。届いたメールのリンクをそのまま開いてください。',
  'shell.auth.toTop': 'トップページへ',
  'shell.auth.callbackTitle': '外部サービスでのログイン',
  'shell.auth.callbackUnavailable':
    '外部サービスを使ったログインは現在ご利用いただけません。メールアドレスとパスワードでログインしてください。',
  // help pages (footer)
  'shell.help.faq.title': 'よくある質問',
  // The payout rules' figures come from @shirube/domain DEFAULT_PAYOUT_RULES (shell/src/help/HelpPage.tsx).
  'shell.help.faq.q1': `売上はいつ振り込まれますか？ — 購入時にカードで決済され、販売者の${W.earnings}は購入日から{days}日間${W.held}となった後に${W.settled}になります。${W.settled}の${W.earnings}が{smallest}（${W.minimum}{minimum}＋${W.fee}{fee}）以上になれば、振込先口座と本人確認を登録したうえで売上管理から振込を申請でき、申請の翌日に入金される予定です。申請しなくても毎月{day}日に全額が自動で振込申請されます。`,
  'shell.help.faq.q2': '購入した記事はどこで読めますか？ — 「購入した記事」からいつでも読み返せます。',
  'shell.help.faq.q3': `紹介リンクとは何ですか？ — 記事を紹介して購入されると、記事ごとに決められた割合の${W.commission}を受け取れます。${W.commission}はあなたの${W.earnings}になり、売上と同じように振り込まれます。`,
  'shell.help.faq.q4':
    '領収書は発行できますか？ — 「購入履歴」の「領収書を発行」から、運営者名と登録番号を記載した適格請求書（PDF）を発行できます。宛名は最初の発行時に決まり、2回目以降は「再発行」と記載されます。',
  'shell.help.faq.q5':
    'メールアドレスを変えたいときは？ — 「アカウント設定」で新しいアドレスを入力すると確認メールが届きます。メールのリンクを開いた時点で変更が完了し、旧アドレスにもお知らせが届きます。',
  'shell.help.faq.q6':
    '記事を販売するには何が必要ですか？ — 「アカウント設定」で特定商取引法に基づく表記（氏名・連絡先、所在地と電話番号または「請求があれば遅滞なく開示」）を登録してください。',
  'shell.help.faq.q7': `退会するとどうなりますか？ — 公開中の記事は非公開になり、個人情報は削除されます。購入者は引き続き記事を読めます。${W.unpaid}が{smallest}以上ある間、または${W.inTransit}の間は退会できません（振込の完了後に手続きしてください）。{smallest}に満たない${W.unpaid}は、同意のうえ失効させて退会できます。`,
  'shell.help.faq.q8':
    '解決しないときは？ — フッターの「お問い合わせ」からご連絡ください。通常3営業日以内に返信します。',
  'shell.help.manual.4':
    '「アカウント設定」でアイコン・表示名・自己紹介・メール通知・特定商取引法の表記を設定できます。',
  'shell.help.manual.5': '購入した記事の領収書（適格請求書）は「購入履歴」からPDFで発行できます。',
  'shell.help.guideline.title': '投稿ガイドライン',
  'shell.help.guideline.1': '他者の著作権・肖像権・プライバシーを侵害する内容は投稿できません。',
  'shell.help.guideline.2': '「必ず儲かる」など、根拠のない誇大な表現は禁止です。',
  'shell.help.guideline.3': '法令や公序良俗に反する内容、差別や誹謗中傷を含む内容は投稿できません。',
  'shell.help.guideline.4': '有料部分には、無料部分で約束した内容をきちんと書いてください。',
  'shell.help.manual.title': '使い方マニュアル',
  'shell.help.manual.1': '「投稿する」からガイドラインに同意して、記事を書き始めます。',
  'shell.help.manual.2': 'プレビュー画面で有料エリアの開始位置と価格を決めて公開します。',
  'shell.help.manual.3': '売上と振込はダッシュボードで確認できます。',
  'shell.sandboxBanner':
    'テスト運用中のサイトです。カード決済はテスト用の決済処理で行われ、実際のお金は動きません。',
} satisfies Record<string, string>;
