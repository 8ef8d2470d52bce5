// Payment orders: every charge attempt, and the idempotency record of the purchase calls
// (unique (user, Idempotency-Key)).
import { and, asc, eq, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { executeNamed, preparedQuery } from '../db/prepared';
import { articles, paymentOrders, purchases } from '../db/schema';

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

/** How purchase `purchaseId` was paid: its purchased order's method (null: no order, e.g. demo data). */
export const paymentMethodOfPurchase = (purchaseId: SQL | AnyColumn) =>
  sql<
    string | null
  >`(select ${paymentOrders.paymentMethod} from ${paymentOrders} where ${paymentOrders.purchaseId} = ${purchaseId} limit 1)`;

export async function findOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ?? null;
}

export interface NewOrder {
  userId: number;
  /** What the order buys (issue 37): an article (the default) or a magazine — exactly one id is set. */
  itemKind?: 'article' | 'magazine';
  articleId: number | null;
  magazineId?: number | null;
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
      itemKind: p('itemKind'),
      articleId: p('articleId'),
      magazineId: p('magazineId'),
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

const orderValues = (values: NewOrder) => ({
  itemKind: 'article' as const,
  magazineId: null,
  affiliateUid: null,
  cardToken: null,
  discountCodeId: null,
  saveCard: false,
  ...values,
  id: newOrderId(),
});

/** Inserts the order unless (user, key) exists; null = another request holds the key. */
export async function createOrder(db: Database, values: NewOrder): Promise<OrderRow | null> {
  const [row] = await insertOrder(db).execute(orderValues(values));
  return row ?? null;
}

/**
 * Whether the buyer holds an unrefunded purchase of the article, asked AFTER the order row is written
 * (issue 39: a buyer's own concurrent second attempt was charged, then voided). The checkout's first
 * read can predate the buyer's other attempt's purchase; the order row cannot: one open order per buyer
 * and article (index payment_orders_one_open), so an insert that got through found the other attempt
 * final — committed, and seen by this later statement's snapshot (READ COMMITTED: one per statement).
 * A statement of its own for that reason: a subquery of the insert would read the insert's old snapshot.
 */
async function ownsArticle(db: Database, userId: number, values: NewOrder): Promise<boolean> {
  // A magazine order: the same question of the magazine (issue 37).
  const result = values.magazineId
    ? await executeNamed(
        db,
        'buyer_owns_magazine',
        sql`select 1 from ${purchases} where ${purchases.userId} = ${userId}::int
          and ${purchases.magazineId} = ${values.magazineId}::int and ${purchases.refundedAt} is null limit 1`,
      )
    : await executeNamed(
        db,
        'buyer_owns_article',
        sql`select 1 from ${purchases} where ${purchases.userId} = ${userId}::int
          and ${purchases.articleId} = ${values.articleId}::int and ${purchases.refundedAt} is null limit 1`,
      );
  return result.rows.length > 0;
}

/** Thrown inside openOrder's transaction: rolls back all of it (token, order, reservation). */
class NotOpened extends Error {
  constructor(readonly reason: 'conflict' | 'sold_out' | 'owned') {
    super(reason);
  }
}

/**
 * Opens a charge attempt (issue 21: reserve before charge). Without a step it is createOrder's one
 * prepared insert (the hot unlimited purchase). Otherwise ONE transaction: `before` (the one-time card
 * token is taken here: a crash cannot take it without the order), the order row, and for a limited
 * article one copy reserved on the article row — `sold + reserved + 1 <= sales`; concurrent buyers
 * queue on the row lock, so at most the copies left are reserved. No copy left → 'sold_out' and nothing
 * is written: the buyer is never charged. The reservation is converted by the purchase transaction
 * (purchases/record.ts) or released when the order fails (setOrderStatus, supersedePending).
 * 'owned' = the buyer bought the article meanwhile (ownsArticle): nothing is charged.
 * null = another request holds the key, or an open order for this article exists (as createOrder).
 */
export async function openOrder(
  db: Database,
  values: NewOrder,
  steps: { reserve: boolean; before?: ((tx: Database) => Promise<void>) | undefined },
): Promise<OrderRow | 'sold_out' | 'owned' | null> {
  if (!steps.reserve && !steps.before) {
    const row = await createOrder(db, values);
    if (!row || !(await ownsArticle(db, values.userId, values))) return row;
    // Kept as the key's record (a replay answers the same); it never reached the processor.
    await setOrderStatus(db, row.id, 'failed', OWNED);
    return 'owned';
  }
  try {
    return await db.transaction(async (tx) => {
      await steps.before?.(tx);
      const [row] = await tx
        .insert(paymentOrders)
        .values({ ...orderValues(values), reserved: steps.reserve, status: 'created' })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new NotOpened('conflict');
      if (await ownsArticle(tx, values.userId, values)) throw new NotOpened('owned');
      if (steps.reserve && !(await reserveCopy(tx, values.articleId!))) throw new NotOpened('sold_out');
      return row;
    });
  } catch (error) {
    if (!(error instanceof NotOpened)) throw error;
    return error.reason === 'conflict' ? null : error.reason;
  }
}

const OWNED = { code: 'already_purchased', message: 'You have already bought this article' };

/** The reservation: one copy of a limited, live article held while its order is open. */
async function reserveCopy(tx: Database, articleId: number): Promise<boolean> {
  const reserved = await tx
    .update(articles)
    .set({ reservedCount: sql`${articles.reservedCount} + 1` })
    .where(
      and(
        eq(articles.id, articleId),
        isNull(articles.deletedAt),
        eq(articles.isSalesUnlimited, false),
        sql`${articles.soldCount} + ${articles.reservedCount} + 1 <= ${articles.salesCount}`,
      ),
    )
    .returning({ id: articles.id });
  return reserved.length > 0;
}

/** Whether (user, key) already has an order (seen from inside openOrder's `before`). */
export async function keyTaken(tx: Database, userId: number, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)));
  return row !== undefined;
}

/** openOrder's `before` asks openOrder to answer null (the key's order exists: replay it). */
export const keyConflict = () => new NotOpened('conflict');

export async function setOrderStatus(
  db: Database,
  id: string,
  status: Exclude<OrderStatus, 'purchased'>,
  error?: { code: string; message: string },
): Promise<void> {
  // purchased and failed are final: a late answer (or the reconciler's) must not reopen or flip them.
  // Failing an order releases its reserved copy in the same statement (exactly once: only the update
  // that moves it out of created/pending returns it).
  await db.execute(sql`
    with o as (
      update ${paymentOrders} set status = ${status}, error_code = ${error?.code ?? null},
        error_message = ${error?.message ?? null}, updated_at = ${new Date().toISOString()}::timestamptz
      where id = ${id} and status in ('created', 'pending')
      returning article_id, reserved
    )
    update ${articles} set reserved_count = reserved_count - 1
    from o where articles.id = o.article_id and o.reserved and ${status}::text = 'failed'`);
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
export async function supersedePending(
  db: Database,
  userId: number,
  articleId: number | null,
  /** A magazine's order instead (issue 37; never reserves a copy). */
  magazineId: number | null = null,
): Promise<string[]> {
  const item =
    magazineId !== null ? sql`magazine_id = ${magazineId}::int` : sql`article_id = ${articleId}::int`;
  // Its reserved copy is released in the same statement (the new attempt reserves its own).
  const result = (await db.execute(sql`
    with o as (
      update ${paymentOrders} set status = 'failed', error_code = 'superseded',
        error_message = 'A newer payment attempt replaced this one',
        updated_at = ${new Date().toISOString()}::timestamptz
      where user_id = ${userId}::int and ${item} and status = 'pending'
      returning id, reserved
    ), released as (
      update ${articles} set reserved_count = reserved_count - (select count(*)::int from o where o.reserved)
      where articles.id = ${articleId}::int and exists (select 1 from o where o.reserved)
    )
    select id from o`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((r) => r.id);
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
          and(
            eq(paymentOrders.status, 'pending'),
            lt(paymentOrders.updatedAt, cutoffs.pending),
            // A konbini voucher holds its order (and copy) open until it expires.
            or(isNull(paymentOrders.voucherExpiresAt), lt(paymentOrders.voucherExpiresAt, now)),
          ),
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
