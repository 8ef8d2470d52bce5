// The mails users get. Japanese only: they are read in a mail client, outside the react-intl UI.
import type { MailMessage } from './mailer';

/** A mail to a user: the 【しるべ】 subject and 「name 様」 above the lines. */
const userMail = (to: string, name: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject: `【しるべ】${subject}`,
  text: [`${name} 様`, '', ...lines].join('\n'),
});

/** A mail whose point is one link: what it is for (the lines), the link, then what to do if the
 *  reader did not ask for it (the last line). */
const linkMail =
  (subject: string, lines: string[]) =>
  (to: string, name: string, link: string): MailMessage =>
    userMail(to, name, subject, [...lines.slice(0, -1), '', link, '', ...lines.slice(-1)]);

export const confirmationMail = linkMail('メールアドレスの確認', [
  'しるべへのご登録ありがとうございます。',
  '下記のリンクを開いて、メールアドレスの確認を完了してください。',
  'このメールに心当たりがない場合は、破棄してください。',
]);

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', line: 'LINE', x: 'X' };
const providerNames = (providers: readonly string[]) =>
  providers.map((p) => PROVIDER_NAMES[p] ?? p).join('、');

/** A sign-up through a provider that gave no proven address: the link confirms the address AND keeps
 *  that provider's account as a way in, so the mail names it — someone who did not start it ignores it. */
export const providerConfirmationMail = (
  to: string,
  name: string,
  link: string,
  provider: string,
): MailMessage =>
  userMail(to, name, 'メールアドレスの確認', [
    `${providerNames([provider])}アカウントでのしるべへのご登録ありがとうございます。`,
    `下記のリンクを開くとメールアドレスの確認が完了し、この${providerNames([provider])}アカウントでログインできるようになります。`,
    '',
    link,
    '',
    'ご自身で登録していない場合はリンクを開かず、このメールを破棄してください。',
  ]);

/**
 * What the owner of an address is told about the external sign-ins linked to its account (issue 39):
 * while the address was never proven they were linked by whoever typed it, so proving it by a reset
 * link removes them (auth/prove-address.ts).
 */
export const linkedProvidersLines = (linked: { providers: readonly string[]; unproven: boolean }) =>
  linked.providers.length === 0
    ? []
    : linked.unproven
      ? [
          `このアカウントには ${providerNames(linked.providers)} のアカウントが連携されていますが、メールアドレスは確認されていません。`,
          'パスワード再設定のリンクを開くとメールアドレスが確認され、これらの連携はすべて解除されます。',
        ]
      : [
          `このアカウントには ${providerNames(linked.providers)} のアカウントが連携されています（ログインに使えます）。`,
        ];

export const resetPasswordMail = (
  to: string,
  name: string,
  link: string,
  linked: { providers: readonly string[]; unproven: boolean },
): MailMessage =>
  userMail(to, name, 'パスワード再設定のご案内', [
    'パスワード再設定のリクエストを受け付けました。',
    '下記のリンクを開いて、新しいパスワードを設定してください（有効期限: 6時間）。',
    ...linkedProvidersLines(linked),
    '',
    link,
    '',
    'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
  ]);

/** Sign-up with an address that already has an account: the owner is told instead of the form. */
export const alreadyRegisteredMail = (
  to: string,
  name: string,
  signInUrl: string,
  resetUrl: string,
  linked: { providers: readonly string[]; unproven: boolean },
): MailMessage =>
  userMail(to, name, 'このメールアドレスはすでに登録されています', [
    'このメールアドレスで新規登録の申し込みがありましたが、すでにアカウントがあります。',
    '下記からログインしてください。パスワードを忘れた場合は再設定できます。',
    ...linkedProvidersLines(linked),
    '',
    signInUrl,
    resetUrl,
    '',
    'お心当たりがない場合は、このメールを破棄してください。アカウントは変更されていません。',
  ]);

export const emailChangeMail = linkMail('新しいメールアドレスの確認', [
  'ログインに使うメールアドレスの変更を受け付けました。',
  '下記のリンクを開くと、このアドレスへの変更が完了します（有効期限: 24時間）。',
  'お心当たりがない場合は、このメールを破棄してください。変更は行われません。',
]);

export const emailChangedNoticeMail = (
  to: string,
  name: string,
  newEmail: string,
  siteUrl: string,
): MailMessage =>
  userMail(to, name, 'メールアドレス変更のお知らせ', [
    `ログインに使うメールアドレスを ${newEmail} に変更する手続きが行われました。`,
    '新しいアドレスに届いたリンクが開かれると変更が完了し、以後このアドレスではログインできません。',
    '',
    'お心当たりがない場合は、すぐにパスワードを変更し、お問い合わせフォームからご連絡ください。',
    `${siteUrl}/inquiry`,
  ]);

/** Every password change (settings or a reset link): the owner hears of it, whoever made it. */
export const passwordChangedMail = (
  to: string,
  name: string,
  how: 'settings' | 'reset',
  siteUrl: string,
): MailMessage =>
  userMail(to, name, 'パスワード変更のお知らせ', [
    how === 'reset'
      ? 'パスワード再設定のリンクから、ログインに使うパスワードが変更されました。'
      : 'アカウント設定から、ログインに使うパスワードが変更されました。',
    '変更を行った端末以外では、ログイン中の状態がすべて終了しました。',
    '',
    'お心当たりがない場合は、すぐに下記からパスワードを再設定し、お問い合わせフォームからご連絡ください。',
    `${siteUrl}/reset_password`,
    `${siteUrl}/inquiry`,
  ]);

/** The email change took effect: told to the OLD address (the new one just opened the link). */
export const emailChangedMail = (to: string, name: string, newEmail: string, siteUrl: string): MailMessage =>
  userMail(to, name, 'メールアドレスが変更されました', [
    `ログインに使うメールアドレスが ${newEmail} に変更されました。以後このアドレスではログインできません。`,
    '変更を確定した端末以外では、ログイン中の状態がすべて終了しました。',
    '',
    'お心当たりがない場合は、お問い合わせフォームからすぐにご連絡ください。',
    `${siteUrl}/inquiry`,
  ]);

export const accountDeletedMail = (to: string, name: string): MailMessage =>
  userMail(to, name, '退会手続きが完了しました', [
    'しるべの退会手続きが完了しました。これまでのご利用ありがとうございました。',
    'アカウント情報は削除（匿名化）され、公開中の記事は非公開になりました。',
    '購入済みの記事を読んでいた方は、引き続きお読みいただけます。',
  ]);

const INQUIRY_CATEGORY_NAMES: Record<string, string> = {
  account: 'アカウント・ログイン',
  purchase: '記事の購入・領収書',
  sales: '売上・振込',
  article: '記事の投稿・編集',
  report: '規約違反の報告',
  other: 'その他',
};

export const inquiryMail = (
  to: string,
  inquiry: { id: number; category: string; name: string; email: string; userAccount: string | null },
  body: string,
): MailMessage => ({
  to,
  subject: `【しるべ】お問い合わせ #${inquiry.id}（${INQUIRY_CATEGORY_NAMES[inquiry.category] ?? inquiry.category}）: ${inquiry.name}`,
  replyTo: inquiry.email,
  text: [
    `受付番号: ${inquiry.id}`,
    `種別: ${INQUIRY_CATEGORY_NAMES[inquiry.category] ?? inquiry.category}`,
    `お名前: ${inquiry.name}`,
    `メールアドレス: ${inquiry.email}`,
    `アカウント: ${inquiry.userAccount ? `@${inquiry.userAccount}` : '（未ログイン）'}`,
    '',
    body,
  ].join('\n'),
});
