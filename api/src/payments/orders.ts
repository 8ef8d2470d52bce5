// Payment orders: every charge attempt, and the idempotency record of the purchase calls
// (unique (user, Idempotency-Key)).
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { paymentOrders } from '../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type OrderStatus = 'created' | 'pending' | 'purchased' | 'failed';

/** Orders not yet final (at most one per buyer and article: index payment_orders_one_open). */
export const OPEN: OrderStatus[] = ['created', 'pending'];

export const newOrderId = () => `ord_${randomBytes(15).toString('base64url')}`;
/** A request without Idempotency-Key is its own attempt. */
export const oneOffKey = () => `auto_${randomBytes(15).toString('base64url')}`;

// Asked by every purchase (the idempotency record): prepared once per database handle (db/prepared.ts).
const orderByKey = preparedQuery('order_by_key', (db) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, sql.placeholder('userId')),
        eq(paymentOrders.idempotencyKey, sql.placeholder('key')),
      ),
    ),
);

export async function findOrderByKey(db: Database, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await orderByKey(db).execute({ userId, key });
  return row ?? null;
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ?? null;
}

export interface NewOrder {
  userId: number;
  articleId: number;
  amount: number;
  provider: string;
  kind: string;
  idempotencyKey: string;
  affiliateUid?: string | null;
  cardToken?: string | null;
  discountCodeId?: number | null;
  saveCard?: boolean;
}

// Written by every purchase attempt: prepared once per database handle (db/prepared.ts).
const p = <K extends keyof NewOrder | 'id'>(key: K) => sql.placeholder(key);
const insertOrder = preparedQuery('insert_order', (db) =>
  db
    .insert(paymentOrders)
    .values({
      id: p('id'),
      userId: p('userId'),
      articleId: p('articleId'),
      amount: p('amount'),
      provider: p('provider'),
      kind: p('kind'),
      idempotencyKey: p('idempotencyKey'),
      affiliateUid: p('affiliateUid'),
      cardToken: p('cardToken'),
      discountCodeId: p('discountCodeId'),
      saveCard: p('saveCard'),
      status: 'created',
    })
    .onConflictDoNothing()
    .returning(),
);

/** Inserts the order unless (user, key) exists; null = another request holds the key. */
export async function createOrder(db: Database, values: NewOrder): Promise<OrderRow | null> {
  const [row] = await insertOrder(db).execute({
    affiliateUid: null,
    cardToken: null,
    discountCodeId: null,
    saveCard: false,
    ...values,
    id: newOrderId(),
  });
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
    // purchased and failed are final: a late answer (or the reconciler's) must not reopen or flip them.
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, OPEN)));
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

/**
 * A new attempt replaces the buyer's unanswered 3-D Secure challenge for the same article: the order
 * is failed first (so the challenge page can no longer complete it), then the provider releases it.
 * Answers the ids closed.
 */
export async function supersedePending(db: Database, userId: number, articleId: number): Promise<string[]> {
  const rows = await db
    .update(paymentOrders)
    .set({
      status: 'failed',
      errorCode: 'superseded',
      errorMessage: 'A newer payment attempt replaced this one',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.articleId, articleId),
        eq(paymentOrders.status, 'pending'),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.map((r) => r.id);
}

/**
 * The reconciler's claim (safe with N processes): open orders untouched since their time-out are
 * locked with SKIP LOCKED and their updated_at set to now in one transaction (on the claimer's clock), so
 * another process (or the next tick) does not take them again until a whole time-out has passed.
 */
export async function claimStaleOrders(
  db: Database,
  cutoffs: { created: Date; pending: Date },
  limit: number,
  now: Date,
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        or(
          and(eq(paymentOrders.status, 'created'), lt(paymentOrders.updatedAt, cutoffs.created)),
          and(eq(paymentOrders.status, 'pending'), lt(paymentOrders.updatedAt, cutoffs.pending)),
        ),
      )
      .orderBy(asc(paymentOrders.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return [];
    // The lease is taken on the claimer's clock, the one its cutoffs come from.
    return tx
      .update(paymentOrders)
      .set({ updatedAt: now })
      .where(
        inArray(
          paymentOrders.id,
          stale.map((o) => o.id),
        ),
      )
      .returning();
  });
}
