// Mails after a purchase, per the users' settings (spec: mail_notification_settings purchase / sales):
// a receipt-like note to the buyer, a sales note to the author. Queued by the purchase transaction and
// sent by ./mail-outbox.ts; a mail failure never undoes a purchase.
import { formatYen } from '@shirube/domain';
import type { MailMessage } from '../mail/mailer';

const yen = (n: number) => formatYen(n, true);

export function purchaseMail(
  to: string,
  name: string,
  title: string,
  price: number,
  link: string,
): MailMessage {
  return {
    to,
    subject: '【しるべ】記事を購入しました',
    text: `${name} 様\n\n「${title}」を購入しました。\nお支払い金額：${yen(price)}\n\n記事はこちらから全文をお読みいただけます。\n${link}\n\n— しるべ\n`,
  };
}

export function salesMail(to: string, name: string, title: string, price: number, link: string): MailMessage {
  return {
    to,
    subject: '【しるべ】記事が購入されました',
    text: `${name} 様\n\n「${title}」が購入されました（${yen(price)}）。\n売上の内訳は売上履歴でご確認いただけます。\n${link}\n\n— しるべ\n`,
  };
}
