// Payment orders: every charge attempt, and the idempotency record of the purchase calls
// (unique (user, Idempotency-Key)).
import { and, eq, ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { paymentOrders } from '../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type OrderStatus = 'created' | 'pending' | 'purchased' | 'failed';

export const newOrderId = () => `ord_${randomBytes(15).toString('base64url')}`;
/** A request without Idempotency-Key is its own attempt. */
export const oneOffKey = () => `auto_${randomBytes(15).toString('base64url')}`;

export async function findOrderByKey(db: Database, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)));
  return row ?? null;
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ?? null;
}

/** Inserts the order unless (user, key) exists; null = another request holds the key. */
export async function createOrder(
  db: Database,
  values: Omit<typeof paymentOrders.$inferInsert, 'id' | 'status'>,
): Promise<OrderRow | null> {
  const [row] = await db
    .insert(paymentOrders)
    .values({ ...values, id: newOrderId(), status: 'created' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setOrderStatus(
  db: Database,
  id: string,
  status: Exclude<OrderStatus, 'purchased'>,
  error?: { code: string; message: string },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({
      status,
      errorCode: error?.code ?? null,
      errorMessage: error?.message ?? null,
      updatedAt: new Date(),
    })
    // A purchased order is final: a late duplicate answer must not turn it into a failure.
    .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'purchased')));
}

/** Takes a pending (3-D Secure) order for answering; null when another request already took it. */
export async function claimPendingOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: 'created', updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'pending')))
    .returning();
  return row ?? null;
}

/** A retry that arrives while the first request is still charging waits for its answer (briefly). */
export async function waitWhileCreated(db: Database, order: OrderRow, timeoutMs = 5000): Promise<OrderRow> {
  let current = order;
  const until = Date.now() + timeoutMs;
  while (current.status === 'created' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    current = (await findOrder(db, order.id)) ?? current;
  }
  return current;
}
