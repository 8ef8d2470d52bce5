// Mails after a purchase, per the users' settings (spec: mail_notification_settings purchase / sales):
// a receipt-like note to the buyer, a sales note to the author. Queued by the purchase transaction and
// sent by ./mail-outbox.ts; a mail failure never undoes a purchase. The author's sales that one send
// run finds together come as one note (salesDigestMail): an article that sells hundreds of copies a
// minute sends its author a few notes, not hundreds (the spec is silent on how often; our decision).
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

export interface SoldArticle {
  title: string;
  /** Copies sold in this note. */
  count: number;
  /** Their prices added up (a discount code can make one sale cheaper than another). */
  total: number;
}

/** Several sales of one author in one note: per article copies and yen, then the sum. */
export function salesDigestMail(to: string, name: string, sold: SoldArticle[], link: string): MailMessage {
  const count = sold.reduce((n, a) => n + a.count, 0);
  const total = sold.reduce((n, a) => n + a.total, 0);
  const lines = sold.map((a) => `・「${a.title}」${a.count}件 ${formatYen(a.total)}`).join('\n');
  return {
    to,
    subject: `【しるべ】記事が購入されました（${count}件）`,
    text: `${name} 様\n\n記事が${count}件購入されました。合計${yen(total)}\n${lines}\n売上の内訳は売上履歴でご確認いただけます。\n${link}\n\n— しるべ\n`,
  };
}
