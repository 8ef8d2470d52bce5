// Who a visitor is, for counting once a day and for the same-visit referral memory: the signed-in user,
// or a keyed hash of address + User-Agent under the Tokyo day's random salt. The salt lives in
// PostgreSQL (every API process of a deployment must hash alike) and is deleted when the day is over,
// so a stored hash can no longer be recomputed from an address: it cannot be reversed after the day.
import { createHmac, randomBytes } from 'node:crypto';
import { viewDay } from '@shirube/domain';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { visitorSalts } from '../db/schema';

const salts = new WeakMap<Database, { day: string; salt: Promise<string> }>();

async function loadSalt(db: Database, day: string): Promise<string> {
  // Yesterday's salt goes as soon as anyone asks for today's.
  await db.delete(visitorSalts).where(lt(visitorSalts.day, day));
  await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const result = (await db.execute(sql`select salt from ${visitorSalts} where day = ${day}`)) as unknown as {
    rows: Array<{ salt: string }>;
  };
  return result.rows[0]!.salt;
}

/** The day's salt, asked of the database once per day per process. */
export function daySalt(db: Database, day: string): Promise<string> {
  const cached = salts.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = loadSalt(db, day);
  salts.set(db, { day, salt });
  salt.catch(() => salts.delete(db)); // a failed read is retried by the next visitor
  return salt;
}

export interface VisitorInput {
  userId: number | null;
  address: string;
  userAgent: string;
  now: Date;
}

/** A signed-out reader's key under a day's salt: `h:` + 128 bits of HMAC-SHA-256(salt, address, agent). */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  const mac = createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('hex');
  return `h:${mac.slice(0, 32)}`;
}

/** `u:<id>` for a signed-in reader; otherwise `visitorHash` under the day's salt. */
export async function visitorKey(db: Database, input: VisitorInput): Promise<string> {
  if (input.userId !== null) return `u:${input.userId}`;
  return visitorHash(await daySalt(db, viewDay(input.now)), input.address, input.userAgent);
}

/** A signed-out reader's key is at most this (63 bits of the hash: never negative). */
const HASH_KEY_MASK = (1n << 63n) - 1n;
/** A deleted account's views are keyed below this (−2⁶²), apart from every account's −<id>. */
export const ERASED_VIEW_KEY = -(1n << 62n);

/**
 * The 64-bit key a counted view is stored and deduplicated under (view_events.visitor_key): `h:<hex>` →
 * its first 63 bits; `u:<id>` → −id. The key thread computes the same for a batch (key-thread.ts, checked
 * equal by its test) and migration 0036 did for the rows before it.
 */
export function viewKeyOf(visitor: string): bigint {
  if (visitor.startsWith('u:')) return -BigInt(visitor.slice(2));
  return BigInt(`0x${visitor.slice(2, 18)}`) & HASH_KEY_MASK;
}
