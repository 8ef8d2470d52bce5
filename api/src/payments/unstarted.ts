// Orders the processor never received (a crash between the order row and the charge, issue 39 item 5):
// the reconciler fails them as NOT_STARTED, and nothing of them is kept from the buyer — the same
// Idempotency-Key resumes (checkout.ts replay → releaseKey) and the card token is the buyer's again.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentOrders } from '../db/schema';
import type { OrderRow } from './orders';

/**
 * The code of an order the reconciler failed because the processor never received it (a crash between
 * the order row and the charge, issue 39 item 5). Nothing was charged, so nothing of it is kept from the
 * buyer: its Idempotency-Key resumes (releaseKey) and its card token can be used again (tokenNeverCharged).
 */
export const NOT_STARTED = 'payment_not_started';

/** Frees the key of a never-started order for a new attempt: the old row keeps its id and state, under a
 *  key no request sends (`<key>~<order id>`). False when another request released it first. */
export async function releaseKey(db: Database, order: OrderRow): Promise<boolean> {
  const released = await db
    .update(paymentOrders)
    .set({ idempotencyKey: sql`${paymentOrders.idempotencyKey} || '~' || ${paymentOrders.id}` })
    .where(
      and(
        eq(paymentOrders.id, order.id),
        eq(paymentOrders.idempotencyKey, order.idempotencyKey),
        eq(paymentOrders.status, 'failed'),
        eq(paymentOrders.errorCode, NOT_STARTED),
      ),
    )
    .returning({ id: paymentOrders.id });
  return released.length > 0;
}

/** Whether the buyer's card token was taken only by orders that never reached the processor (so no
 *  charge was ever made with it): such a token is the buyer's to use again. */
export async function tokenNeverCharged(tx: Database, userId: number, token: string): Promise<boolean> {
  const [row] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      started: sql<number>`(count(*) filter (where not (${paymentOrders.status} = 'failed'
        and ${paymentOrders.errorCode} = ${NOT_STARTED})))::int`,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.cardToken, token)));
  return row !== undefined && row.orders > 0 && row.started === 0;
}
