// A full refund of one tip (administrator, with a reason), as ../refunds/refund.ts does for a purchase:
// the provider gives the money back first, then ONE transaction — the refund row (refunds.tip_id is
// unique: of two concurrent refunds one writes it, the other is 409 and writes nothing), the tip's sale
// rows negated (refund_id set; the author's share, the fee and the payment each sum to 0), the tip marked
// refunded, the tipper and the author notified.
import { formatYen } from '@shirube/domain';
import { moneyWords as W } from '@shirube/i18n';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../auth/errors';
import type { Database } from '../db/open';
import { ledgerEntries, notifications, refunds, tips } from '../db/schema';
import { appendLedger, balanced, type LedgerAccount } from '../ledger/entries';
import { paymentProvider } from '../payments/sandbox';

const done = () => conflict('id', 'The tip is already refunded');

/** `settled`: the money already went back outside our call (a refund made in the Stripe Dashboard, a lost
 *  dispute) — recorded with that reference, the provider is not asked again (as refundPurchase). */
export async function refundTip(
  db: Database,
  tipId: number,
  reason: string,
  adminId: number | null,
  settled?: { reference: string },
) {
  const [tip] = await db
    .select()
    .from(tips)
    .where(and(eq(tips.id, tipId), isNotNull(tips.paidAt)));
  if (!tip) throw notFound('No such tip');
  const [earlier] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.tipId, tipId));
  if (earlier || tip.refundedAt) throw done();
  // Idempotent per order at the provider: a second concurrent call gets the same refund.
  const { reference } =
    settled ?? (await paymentProvider(db).refund({ orderId: tip.orderId, amount: tip.amount }));
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .insert(refunds)
      .values({ tipId, amount: tip.amount, reason, providerRef: reference, createdBy: adminId })
      .onConflictDoNothing()
      .returning();
    if (!refund) throw done();
    const sale = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tipId, tipId), isNull(ledgerEntries.refundId)));
    const reversal = sale.map((row) => ({
      tipId,
      refundId: refund.id,
      userId: row.userId,
      account: row.account as LedgerAccount,
      amount: -row.amount,
      availableAt: row.availableAt,
    }));
    await appendLedger(tx, balanced(reversal, `tip refund ${refund.id}`));
    await tx.update(tips).set({ refundedAt: refund.createdAt }).where(eq(tips.id, tipId));
    const yen = formatYen(tip.amount);
    await tx.insert(notifications).values([
      {
        userId: tip.tipperId,
        kind: 'update',
        articleId: tip.articleId,
        body: `チップ${yen}を返金しました（${reason}）。`,
      },
      {
        userId: tip.recipientId,
        kind: 'tip',
        articleId: tip.articleId,
        body: `受け取ったチップ${yen}が返金されました（${reason}）。このチップの${W.earnings}は取り消され、${W.unpaid}から差し引かれます。`,
      },
    ]);
    return refund;
  });
}
