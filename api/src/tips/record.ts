// A charged tip order's ONE transaction (issue 37 item 1), the tip's counterpart of
// ../purchases/record.ts: the order claimed while `created` (whoever settles it — the request, the
// 3-D Secure return, the webhook, the reconciler — only one records), the tip marked paid, the ledger rows
// (calculateSale without a referrer: platform fee PLATFORM_FEE_BP, the rest to the author, pending for the
// payout hold like a sale's share), the author's notification with the message, its mail queued in
// purchase_mail_outbox (sent after the commit by ../purchases/mail-outbox.ts), the order purchased.
import { calculateSale, formatYen } from '@shirube/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clockOf, payoutConfig, platformFeeBp } from '../config';
import type { Database } from '../db/open';
import { notifications, paymentOrders, purchaseMailOutbox, tips, users } from '../db/schema';
import { appendLedger, balanced, type LedgerRow } from '../ledger/entries';
import { errorForCode } from '../purchases/errors';
import { findOrder, type OrderRow } from '../payments/orders';
import { paymentProvider } from '../payments/sandbox';
import type { AppServices } from '../context';
import { storeCard } from '../payments/cards';
import { kickPurchaseMails } from '../purchases/mail-outbox';

export type TipRow = typeof tips.$inferSelect;
type Services = Pick<AppServices, 'db' | 'config' | 'mailer'>;

/** The tip's sale rows: tipper pays, author earns (pending until availableAt), platform fee. Sum 0. */
export function tipLedgerRows(tip: TipRow, feeBp: number, availableAt: Date): LedgerRow[] {
  const split = calculateSale({
    price: tip.amount,
    platformFeeBp: feeBp,
    affiliateRateBp: 0,
    hasAffiliate: false,
  });
  const rows = [
    { userId: tip.tipperId, account: 'buyer_payment', amount: -split.price },
    { userId: tip.recipientId, account: 'seller', amount: split.sellerShare, availableAt },
    { userId: null, account: 'platform', amount: split.platformFee },
  ] as const;
  return balanced(
    rows.map((r) => ({ ...r, tipId: tip.id })),
    `tip ${tip.id}`,
  );
}

/** The author's notification: who (or 匿名), how much, and the message. */
export function tipNotice(tip: TipRow, tipperName: string): string {
  const who = tip.anonymous ? '匿名の読者' : `${tipperName}さん`;
  const said = tip.message ? `\nメッセージ：「${tip.message}」` : '';
  return `${who}から${formatYen(tip.amount)}のチップが届きました。${said}`;
}

/** null = the order is no longer `created` (another settler took it). */
export async function recordTip(
  db: Database,
  order: OrderRow,
  terms: { feeBp: number; holdDays: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentOrders)
      .set({ updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    if (!claimed) return null;
    const [tip] = await tx
      .update(tips)
      .set({ paidAt: terms.now })
      .where(and(eq(tips.orderId, order.id), isNull(tips.paidAt)))
      .returning();
    if (!tip) throw new Error(`tip order ${order.id} has no unpaid tip`);
    const availableAt = new Date(terms.now.getTime() + terms.holdDays * 86_400_000);
    await appendLedger(tx, tipLedgerRows(tip, terms.feeBp, availableAt));
    const [tipper] = await tx.select({ name: users.name }).from(users).where(eq(users.id, tip.tipperId));
    await tx.insert(notifications).values({
      userId: tip.recipientId,
      kind: 'tip',
      articleId: tip.articleId,
      body: tipNotice(tip, tipper?.name ?? ''),
    });
    await tx.insert(purchaseMailOutbox).values({ tipId: tip.id });
    await tx
      .update(paymentOrders)
      .set({ status: 'purchased', errorCode: null, errorMessage: null, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id));
    return tip;
  });
}

/** completePaidOrder for a tip order (../payments/settle.ts dispatches here). Always answers null. */
export async function completePaidTip(services: Services, order: OrderRow): Promise<null> {
  const { db, config } = services;
  const tip = await recordTip(db, order, {
    feeBp: platformFeeBp(config),
    holdDays: payoutConfig(config).holdDays,
    now: clockOf(config)(),
  });
  if (!tip) {
    // Settled by someone else: purchased is the answer; failed (the reconciler closed it) → give it back.
    const settled = await findOrder(db, order.id);
    if (settled?.status === 'purchased') return null;
    await paymentProvider(db).voidCharge(order.id);
    throw errorForCode(settled?.errorCode ?? null, settled?.errorMessage ?? null);
  }
  if (order.saveCard && order.cardToken) await storeCard(db, order.userId, order.cardToken);
  // Its mail was queued in the transaction; sent outside this request.
  void kickPurchaseMails(services);
  return null;
}
