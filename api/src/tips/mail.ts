// The author's mail about a tip (issue 37 item 1): who (or 匿名), how much, the message. Queued in
// purchase_mail_outbox by the tip's transaction (./record.ts) and sent, per the author's sales-mail
// setting, by the purchase mails' sender (../purchases/mail-outbox.ts): at least once, never lost.
import { formatYen } from '@shirube/domain';
import type { MailMessage } from '../mail/mailer';

export function tipMail(
  to: string,
  authorName: string,
  tip: { amount: number; message: string | null; anonymous: boolean },
  tipperName: string,
  link: string,
): MailMessage {
  const who = tip.anonymous ? '匿名の読者' : `${tipperName} さん`;
  const message = tip.message ? `\nメッセージ：\n${tip.message}\n` : '';
  return {
    to,
    subject: '【しるべ】チップが届きました',
    text: `${authorName} 様\n\n${who}から${formatYen(tip.amount, true)}のチップが届きました。\n${message}\n受け取ったチップの一覧はこちらです。\n${link}\n\n— しるべ\n`,
  };
}
