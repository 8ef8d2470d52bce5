// Opening a tip's order (issue 37 item 1): ONE transaction per attempt, queued per tipper on their users
// row (FOR UPDATE), so the limits against card testing hold under concurrency: the key's own order first
// (a retry answers from it, never counted against the limits), then the limits (@shirube/domain
// tipLimitReached over the tipper's tip orders), the one-time card token taken, the order row
// (item_kind 'tip', no article) and its tips row. Refused → nothing is written and nothing charged.
import { tipLimitReached, type TipLimit } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentOrders, tips, users } from '../db/schema';
import { keyTaken, newOrderId, type OrderRow } from '../payments/orders';
import { NOT_STARTED } from '../payments/unstarted';

export interface NewTipOrder {
  tipperId: number;
  recipientId: number;
  articleId: number | null;
  amount: number;
  message: string | null;
  anonymous: boolean;
  provider: string;
  kind: 'charge' | 'stored_card';
  idempotencyKey: string;
  cardToken: string;
  saveCard: boolean;
}

class NotOpened extends Error {
  constructor(readonly reason: 'conflict' | TipLimit) {
    super(reason);
  }
}

/** The tipper's tip orders the limits count (index payment_orders_tip_attempts). */
async function tipHistory(tx: Database, tipperId: number) {
  const [row] = await tx
    .select({
      attemptsLastHour: sql<number>`(count(*) filter (where ${paymentOrders.createdAt} > now() - interval '1 hour'
        and coalesce(${paymentOrders.errorCode}, '') <> ${NOT_STARTED}))::int`,
      declinesLastDay: sql<number>`(count(*) filter (where ${paymentOrders.status} = 'failed'
        and ${paymentOrders.errorCode} not in (${NOT_STARTED}, 'superseded')))::int`,
      yenLastDay: sql<number>`coalesce(sum(${paymentOrders.amount}) filter (where ${paymentOrders.status} <> 'failed'), 0)::int`,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, tipperId),
        eq(paymentOrders.itemKind, 'tip'),
        sql`${paymentOrders.createdAt} > now() - interval '1 day'`,
      ),
    );
  return {
    attemptsLastHour: Number(row?.attemptsLastHour ?? 0),
    declinesLastDay: Number(row?.declinesLastDay ?? 0),
    yenLastDay: Number(row?.yenLastDay ?? 0),
  };
}

/**
 * The order and its tip, or: null = the key already has an order (replay it); a TipLimit = refused.
 * `takeToken` runs in the transaction (a new card's one-time token; throws the contract's error).
 */
export async function openTipOrder(
  db: Database,
  values: NewTipOrder,
  takeToken?: (tx: Database) => Promise<void>,
): Promise<OrderRow | TipLimit | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, values.tipperId)).for('update');
      if (await keyTaken(tx, values.tipperId, values.idempotencyKey)) throw new NotOpened('conflict');
      const limit = tipLimitReached(await tipHistory(tx, values.tipperId), values.amount);
      if (limit) throw new NotOpened(limit);
      await takeToken?.(tx);
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          id: newOrderId(),
          userId: values.tipperId,
          itemKind: 'tip',
          articleId: null,
          amount: values.amount,
          provider: values.provider,
          kind: values.kind,
          idempotencyKey: values.idempotencyKey,
          cardToken: values.cardToken,
          saveCard: values.saveCard,
          status: 'created',
        })
        .onConflictDoNothing()
        .returning();
      if (!order) throw new NotOpened('conflict');
      await tx.insert(tips).values({
        orderId: order.id,
        tipperId: values.tipperId,
        recipientId: values.recipientId,
        articleId: values.articleId,
        amount: values.amount,
        message: values.message,
        anonymous: values.anonymous,
      });
      return order;
    });
  } catch (error) {
    if (!(error instanceof NotOpened)) throw error;
    return error.reason === 'conflict' ? null : error.reason;
  }
}
