// Reading tips (issue 37 item 1): the author's received list (the tipper's name, or none when they chose
// 匿名), the tipper's own list (purchase history) and an administrator's by tipper (refunds). Paid tips
// only, newest first.
import type { ReceivedTip, SentTip } from '@shirube/api-contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open';
import { articles, paymentOrders, receipts, tips, users } from '../db/schema';

const tipper = alias(users, 'tipper');
const recipient = alias(users, 'recipient');
const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function receivedTips(db: Database, recipientId: number): Promise<ReceivedTip[]> {
  const rows = await db
    .select({ tip: tips, name: tipper.name, account: tipper.account, title: articles.title })
    .from(tips)
    .innerJoin(tipper, eq(tipper.id, tips.tipperId))
    .leftJoin(articles, eq(articles.id, tips.articleId))
    .where(and(eq(tips.recipientId, recipientId), isNotNull(tips.paidAt)))
    .orderBy(desc(tips.paidAt), desc(tips.id))
    .limit(100);
  return rows.map(({ tip, name, account, title }) => ({
    id: tip.id,
    amount: tip.amount,
    message: tip.message,
    anonymous: tip.anonymous,
    // The author never learns who an anonymous tipper is (not even through the API).
    tipperName: tip.anonymous ? null : name,
    tipperAccount: tip.anonymous ? null : account,
    articleId: tip.articleId,
    articleTitle: title,
    paidAt: tip.paidAt!.toISOString(),
    refundedAt: iso(tip.refundedAt),
  }));
}

export async function sentTips(db: Database, tipperId: number, limit = 100): Promise<SentTip[]> {
  const rows = await db
    .select({
      tip: tips,
      name: recipient.name,
      account: recipient.account,
      title: articles.title,
      method: paymentOrders.paymentMethod,
      receiptNumber: receipts.number,
      receiptName: receipts.addressee,
    })
    .from(tips)
    .innerJoin(recipient, eq(recipient.id, tips.recipientId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, tips.orderId))
    .leftJoin(articles, eq(articles.id, tips.articleId))
    .leftJoin(receipts, eq(receipts.tipId, tips.id))
    .where(and(eq(tips.tipperId, tipperId), isNotNull(tips.paidAt)))
    .orderBy(desc(tips.paidAt), desc(tips.id))
    .limit(limit);
  return rows.map(({ tip, name, account, title, method, receiptNumber, receiptName }) => ({
    id: tip.id,
    amount: tip.amount,
    message: tip.message,
    anonymous: tip.anonymous,
    recipientName: name,
    recipientAccount: account,
    articleId: tip.articleId,
    articleTitle: title,
    paymentMethod: method,
    paidAt: tip.paidAt!.toISOString(),
    refundedAt: iso(tip.refundedAt),
    receipt: receiptNumber && receiptName ? { number: receiptNumber, name: receiptName } : null,
  }));
}
