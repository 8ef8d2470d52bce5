// A konbini voucher (issue 35 item 5): the charge answered a voucher instead of money. The order waits
// `pending` (支払い待ち) with the voucher's expiry, so the reconciler leaves it — and the limited copy it
// reserved — alone until then (orders.ts claimStaleOrders, reconcile.ts isStale); payment_intent.succeeded
// (stripe/settle.ts) records the purchase, payment_failed or the reconciler after the expiry fails it and
// releases the copy. The buyer sees the voucher in the dialog and gets it by mail (this file).
import { formatTokyoDateTime, formatYen } from '@shirube/domain';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, magazines, paymentOrders, tips, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { OrderRow } from './orders';
import type { KonbiniVoucher } from './provider';
import { paymentProvider } from './sandbox';
import type { Services } from './settle';

export const CHAIN_NAMES: Record<string, string> = {
  familymart: 'ファミリーマート',
  lawson: 'ローソン',
  ministop: 'ミニストップ',
  seicomart: 'セイコーマート',
};

/** What the store payment does, by what the order pays for (a tip reaches the author; no article opens). */
const ONCE_PAID: Record<OrderRow['itemKind'], string> = {
  article: 'お支払いを確認すると記事が読めるようになります',
  magazine: 'お支払いを確認するとマガジンの記事が読めるようになります',
  tip: 'お支払いを確認するとチップが著者に届きます',
};

/** The voucher by mail: the same numbers as the dialog, and what happens if it is not paid. */
export function voucherMail(
  to: string,
  name: string,
  order: Pick<OrderRow, 'amount' | 'itemKind'>,
  voucher: KonbiniVoucher,
  siteUrl: string,
): MailMessage {
  const stores = voucher.stores.flatMap((s) => [
    `■ ${CHAIN_NAMES[s.chain] ?? s.chain}`,
    `  お支払い番号: ${s.paymentCode}`,
    ...(s.confirmationNumber ? [`  確認番号: ${s.confirmationNumber}`] : []),
  ]);
  return {
    to,
    subject: '【しるべ】コンビニでのお支払い番号のお知らせ',
    text: [
      `${name} 様`,
      '',
      'コンビニ払いのお申し込みを受け付けました。下記の番号で、お支払い期限までにコンビニでお支払いください。',
      `${ONCE_PAID[order.itemKind] ?? ONCE_PAID.article}（購入履歴には「支払い待ち」と表示されます）。`,
      '',
      `お支払い金額: ${formatYen(order.amount, true)}`,
      `お支払い期限: ${formatTokyoDateTime(voucher.expiresAt)}`,
      '',
      ...stores,
      ...(voucher.hostedVoucherUrl ? ['', `払込票: ${voucher.hostedVoucherUrl}`] : []),
      '',
      '期限までにお支払いがない場合、お申し込みは自動で取り消されます（代金は発生しません）。',
      `${siteUrl}/settings/purchased_history`,
    ].join('\n'),
  };
}

/** The order waits for the store payment until the voucher expires; the buyer is mailed the voucher. */
export async function holdForVoucher(services: Services, order: OrderRow, voucher: KonbiniVoucher) {
  const { db } = services;
  await db
    .update(paymentOrders)
    .set({ status: 'pending', voucherExpiresAt: voucher.expiresAt, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
  const [buyer] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  // The voucher is on screen already; a mail that fails is logged, the order stands.
  if (buyer)
    await services.mailer
      .send(voucherMail(buyer.email, buyer.name, order, voucher, services.config.siteUrl))
      .catch((error: unknown) => console.error('konbini voucher mail failed', order.id, error));
}

/** The buyer's konbini orders still waiting for the store payment (支払い待ち) — articles, magazines and
 *  tips alike — with their vouchers as Stripe holds them now (a voucher Stripe no longer shows — paid or
 *  expired a moment ago — is left out). */
export async function awaitingPayments(db: Database, userId: number, now: Date) {
  const open = await db
    .select({
      orderId: paymentOrders.id,
      itemKind: paymentOrders.itemKind,
      // 0 when the order is not for an article (a tip or a magazine, issue 37), as in the sales history.
      articleId: sql<number>`coalesce(${paymentOrders.articleId}, 0)`,
      // What it pays for, as the purchase history names it.
      articleTitle: sql<string>`coalesce(${articles.title}, 'マガジン「' || ${magazines.title} || '」',
        'チップ（' || ${users.name} || ' さんへ）', '')`,
      amount: paymentOrders.amount,
      orderedAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .leftJoin(articles, eq(articles.id, paymentOrders.articleId))
    .leftJoin(magazines, eq(magazines.id, paymentOrders.magazineId))
    .leftJoin(tips, eq(tips.orderId, paymentOrders.id))
    .leftJoin(users, eq(users.id, tips.recipientId))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'pending'),
        isNotNull(paymentOrders.voucherExpiresAt),
        gt(paymentOrders.voucherExpiresAt, now),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(20);
  const provider = paymentProvider(db);
  const listed = await Promise.all(
    open.map(async (row) => {
      const voucher = await provider.voucherOf?.(row.orderId);
      return voucher ? { ...row, voucher } : null;
    }),
  );
  return listed.filter((row) => row !== null);
}
