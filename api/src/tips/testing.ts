// The tip suites' shared steps (sandbox and Stripe alike): the tip request and what a tip left behind.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ledgerEntries, paymentOrders, tips } from '../db/schema';
import { createUser, type TestApi } from '../testing/harness';

/** POST /v1/tips as `headers`' user; without `key` no Idempotency-Key is sent. */
export const tip = (
  api: TestApi,
  headers: Record<string, string>,
  json: Record<string, unknown>,
  key?: string,
) =>
  api.call('POST', '/v1/tips', {
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    json,
  });

/** An author and a reader who tips them. */
export async function tipParties(db: Database) {
  const author = await createUser(db);
  const reader = await createUser(db);
  return { author, reader };
}

/** The tipper's tip orders, oldest first. */
export const tipOrdersOf = (db: Database, userId: number) =>
  db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt));

/** Paid tips to `recipientId`. */
export const paidTipsTo = async (db: Database, recipientId: number) =>
  (await db.select().from(tips).where(eq(tips.recipientId, recipientId))).filter((t) => t.paidAt !== null);

/** Ledger rows of these tips as [account, user, amount, refund?] (sorted, comparable by value). */
export async function tipLedger(db: Database, tipIds: number[]) {
  if (tipIds.length === 0) return [];
  const rows = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.tipId, tipIds));
  return rows
    .map((r) => [r.account, r.userId, r.amount, r.refundId !== null] as const)
    .sort((a, b) => `${a[0]}${a[3]}`.localeCompare(`${b[0]}${b[3]}`));
}
