// The author's mail about a tip (issue 37 item 1): who (or 匿名), how much, the message. Sent just after
// the tip's transaction commits, per the author's sales-mail setting; tips.mailed_at is claimed first so
// two settlers never send it twice. A failed send gives the claim back (logged; the tip stands).
import { formatYen } from '@shirube/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import { tips, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

type Services = Pick<AppServices, 'db' | 'config' | 'mailer'>;

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

export async function sendTipMail(services: Services, tipId: number): Promise<boolean> {
  const { db, config, mailer } = services;
  const [tip] = await db
    .update(tips)
    .set({ mailedAt: new Date() })
    .where(and(eq(tips.id, tipId), isNull(tips.mailedAt)))
    .returning();
  if (!tip) return false;
  const [author] = await db.select().from(users).where(eq(users.id, tip.recipientId));
  const [tipper] = await db.select({ name: users.name }).from(users).where(eq(users.id, tip.tipperId));
  if (!author || !author.salesMailNotification || author.deletedAt) return false;
  try {
    await mailer.send(
      tipMail(
        author.email,
        author.name,
        tip,
        tipper?.name ?? '',
        `${config.siteUrl}/dashboard/sales_history`,
      ),
    );
    return true;
  } catch (error) {
    await db.update(tips).set({ mailedAt: null }).where(eq(tips.id, tipId));
    throw error;
  }
}

/** After a tip commits: its mail, outside the request. Never throws (a failure is logged). */
export function kickTipMail(services: Services, tipId: number): Promise<void> {
  return sendTipMail(services, tipId).then(
    () => undefined,
    (error: unknown) => console.error('tip mail failed', tipId, error),
  );
}
