// The buyer's purchase history: what was paid and when (the price column is what was charged).
import type { PurchaseHistoryItem } from '@shirube/api-contract';
import { paymentMethodOf } from '@shirube/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../articles/queries';
import type { Database } from '../db/open';
import { articles, magazines, purchases, receipts, refunds, users } from '../db/schema';
import { paymentMethodOfPurchase } from '../payments/orders';
import { inTokyoMonth, tokyoMonthsWith } from '../sales/queries';

export async function purchaseHistory(
  db: Database,
  userId: number,
  offset: number,
  /** A Tokyo month (YYYY-MM) to limit the list to (GET /v1/sales/purchased_histories). */
  month?: string,
): Promise<{ data: PurchaseHistoryItem[]; meta: { pager: { next: string | null } } }> {
  const rows = await db
    .select({
      purchaseId: purchases.id,
      createdAt: purchases.createdAt,
      price: purchases.price,
      itemKind: purchases.itemKind,
      // An article's, or a magazine's (issue 37): one of the two joins below matches.
      itemId: sql<number>`coalesce(${articles.id}, ${magazines.id})`.mapWith(Number),
      title: sql<string>`coalesce(${articles.title}, ${magazines.title})`,
      account: users.account,
      name: users.name,
      receiptNumber: receipts.number,
      receiptName: receipts.addressee,
      refundedAt: refunds.createdAt,
      paymentMethod: paymentMethodOfPurchase(purchases.id),
    })
    .from(purchases)
    .leftJoin(articles, eq(articles.id, purchases.articleId))
    .leftJoin(magazines, eq(magazines.id, purchases.magazineId))
    .innerJoin(users, eq(users.id, sql`coalesce(${articles.userId}, ${magazines.userId})`))
    .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
    .leftJoin(refunds, eq(refunds.purchaseId, purchases.id))
    .where(and(eq(purchases.userId, userId), inTokyoMonth(purchases.createdAt, month)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(PAGE_SIZE + 1)
    .offset(offset);
  return {
    data: rows.slice(0, PAGE_SIZE).map((r) => ({
      purchaseId: r.purchaseId,
      purchasedAt: r.createdAt.toISOString(),
      price: r.price,
      article: { id: r.itemId, title: r.title, user: { account: r.account, name: r.name } },
      itemKind: r.itemKind,
      receipt:
        r.receiptNumber !== null && r.receiptName !== null
          ? { number: r.receiptNumber, name: r.receiptName }
          : null,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      paymentMethod: r.paymentMethod === null ? null : paymentMethodOf(r.paymentMethod),
    })),
    meta: { pager: { next: rows.length > PAGE_SIZE ? String(offset + PAGE_SIZE) : null } },
  };
}

/** Tokyo months (YYYY-MM) in which the user bought something, newest first. */
export const purchasedMonths = (db: Database, userId: number): Promise<string[]> =>
  tokyoMonthsWith(db, purchases, eq(purchases.userId, userId));
