// Mails after a purchase, per the users' settings (spec: mail_notification_settings purchase / sales):
// a receipt-like note to the buyer, a sales note to the author. A mail failure never undoes a purchase.
import { formatYen } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import { articles, users } from '../db/schema';
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

export async function sendPurchaseMails(
  services: Pick<AppServices, 'db' | 'config' | 'mailer'>,
  purchase: { buyerId: number; articleId: number; price: number },
): Promise<void> {
  const { db, config, mailer } = services;
  try {
    const [row] = await db
      .select({ title: articles.title, authorId: articles.userId })
      .from(articles)
      .where(eq(articles.id, purchase.articleId));
    if (!row) return;
    const people = await db.select().from(users).where(eq(users.id, purchase.buyerId));
    const [author] = await db.select().from(users).where(eq(users.id, row.authorId));
    const buyer = people[0];
    const articleLink = author
      ? `${config.siteUrl}/u/${encodeURIComponent(author.account)}/a/${purchase.articleId}`
      : config.siteUrl;
    if (buyer?.purchaseMailNotification) {
      await mailer.send(purchaseMail(buyer.email, buyer.name, row.title, purchase.price, articleLink));
    }
    if (author?.salesMailNotification) {
      await mailer.send(
        salesMail(
          author.email,
          author.name,
          row.title,
          purchase.price,
          `${config.siteUrl}/dashboard/sales_history`,
        ),
      );
    }
  } catch (error) {
    console.error('[purchases] purchase mail failed', error);
  }
}
