// The mails users get. Japanese only: they are read in a mail client, outside the react-intl UI.
import type { MailMessage } from './mailer';

export const confirmationMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  subject: '【しるべ】メールアドレスの確認',
  text: [
    `${name} 様`,
    '',
    'しるべへのご登録ありがとうございます。',
    '下記のリンクを開いて、メールアドレスの確認を完了してください。',
    '',
    link,
    '',
    'このメールに心当たりがない場合は、破棄してください。',
  ].join('\n'),
});

export const resetPasswordMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  subject: '【しるべ】パスワード再設定のご案内',
  text: [
    `${name} 様`,
    '',
    'パスワード再設定のリクエストを受け付けました。',
    '下記のリンクを開いて、新しいパスワードを設定してください（有効期限: 6時間）。',
    '',
    link,
    '',
    'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
  ].join('\n'),
});

export const inquiryMail = (
  to: string,
  from: { name: string; email: string },
  body: string,
): MailMessage => ({
  to,
  subject: `【しるべ】お問い合わせ: ${from.name}`,
  replyTo: from.email,
  text: [`お名前: ${from.name}`, `メールアドレス: ${from.email}`, '', body].join('\n'),
});
