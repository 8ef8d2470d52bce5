// A full refund of one purchase (admin, with a reason). The provider gives the money back first
// (sandbox: a recorded reference), then ONE transaction:
//   1. the refund row (unique per purchase: a second refund is 409),
//   2. compensating ledger rows: every row of the sale negated (same user, account, available_at), so
//      each account of the purchase sums to 0 — the seller share, the commission and the fee are
//      reversed, never edited. Money already paid out leaves the payable balance negative; the next
//      payout absorbs it (payouts/balances.ts),
//   3. the purchase marked refunded (purchases.refunded_at: it no longer counts, and the buyer may buy
//      the article again — purchases_article_user is unique among unrefunded rows only), and a limited
//      article's copy returned to sale (sold_count −1); a magazine's refund closes what it opened,
//   4. notifications to buyer, seller and affiliate.
// The buyer loses access because purchasesOf ignores refunded purchases.
import { formatYen } from '@shirube/domain';
import { moneyWords as W } from '@shirube/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../auth/errors';
import type { Database } from '../db/open';
import {
  articles,
  ledgerEntries,
  magazines,
  notifications,
  paymentOrders,
  purchases,
  refunds,
} from '../db/schema';
import { appendLedger, balanced, type LedgerAccount } from '../ledger/entries';
import { paymentProvider } from '../payments/sandbox';

const yen = (n: number) => formatYen(n);

/**
 * `settled`: the money already went back outside our refund call (a lost dispute, a refund made in the
 * Stripe Dashboard: disputes/, payments/stripe/webhook.ts) — recorded with that reference, the provider
 * is not asked again. `adminId` null = no admin made it.
 */
export async function refundPurchase(
  db: Database,
  purchaseId: number,
  reason: string,
  adminId: number | null,
  settled?: { reference: string },
) {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) throw notFound('No such purchase');
  const [done] = await db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId));
  if (done) throw conflict('id', 'The purchase is already refunded');
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.purchaseId, purchaseId));
  const { reference } =
    settled ??
    (await paymentProvider(db).refund({
      orderId: order?.id ?? `purchase-${purchaseId}`,
      amount: purchase.price,
    }));
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .insert(refunds)
      .values({ purchaseId, amount: purchase.price, reason, providerRef: reference, createdBy: adminId })
      .onConflictDoNothing()
      .returning();
    if (!refund) throw conflict('id', 'The purchase is already refunded');
    const sale = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));
    const reversal = sale
      .filter((row) => row.refundId === null)
      .map((row) => ({
        purchaseId,
        refundId: refund.id,
        userId: row.userId,
        account: row.account as LedgerAccount,
        amount: -row.amount,
        availableAt: row.availableAt,
      }));
    await appendLedger(tx, balanced(reversal, `refund ${refund.id}`));
    await tx.update(purchases).set({ refundedAt: refund.createdAt }).where(eq(purchases.id, purchaseId));
    // The copy goes back on sale (an unlimited article counts no copies; a magazine has none). A
    // magazine's refund needs nothing more: refunded_at closes what it opened (articles/queries.ts).
    if (purchase.articleId !== null)
      await tx
        .update(articles)
        .set({ soldCount: sql`${articles.soldCount} - 1` })
        .where(
          and(
            eq(articles.id, purchase.articleId),
            eq(articles.isSalesUnlimited, false),
            sql`${articles.soldCount} > 0`,
          ),
        );
    const [article] =
      purchase.articleId !== null
        ? await tx
            .select({ title: articles.title, authorId: articles.userId })
            .from(articles)
            .where(eq(articles.id, purchase.articleId))
        : await tx
            .select({ title: magazines.title, authorId: magazines.userId })
            .from(magazines)
            .where(eq(magazines.id, purchase.magazineId!));
    const title = article?.title ?? '';
    const notes: Array<typeof notifications.$inferInsert> = [
      {
        userId: purchase.userId,
        kind: 'update',
        articleId: purchase.articleId,
        body: `「${title}」の購入代金${yen(purchase.price)}を返金しました（${reason}）。`,
      },
    ];
    if (article)
      notes.push({
        userId: article.authorId,
        kind: 'sales',
        articleId: purchase.articleId,
        body: `「${title}」の販売が返金されました（${reason}）。この販売の${W.earnings}は取り消され、${W.unpaid}から差し引かれます。`,
      });
    if (purchase.affiliateUserId !== null)
      notes.push({
        userId: purchase.affiliateUserId,
        kind: 'sales_affiliate',
        articleId: purchase.articleId,
        body: `紹介した「${title}」の購入が返金され、紹介料は取り消されました。`,
      });
    await tx.insert(notifications).values(notes);
    return refund;
  });
}
