// Throttling kept in the database (`rate_limits`), so every API process counts the same attempts.
// Two shapes: a fixed window (`countHit`: sign-up, password reset, inquiries) and the sign-in back-off
// (`signInBlocked` / `recordSignInFailure`): after a key's threshold of failures it is blocked for
// 30 s · 2^(failures − threshold), at most one hour; attempts while blocked are refused unverified
// and not counted. Which keys a sign-in answers to, and their thresholds: sign-in-gate.ts (issue 20).
import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { TooManyRequestsError } from '@shirube/api-contract';
import type { Database } from '../db/open';
import { rateLimits } from '../db/schema';

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3600_000;
/** Failures older than this no longer count (the count restarts). */
export const FAILURE_MEMORY_MS = 24 * 3600_000;

/** Seconds the client is told to wait (Retry-After) for each 429 the throttle makes. */
const retryAfterOf = new WeakMap<object, number>();
export const retryAfterSeconds = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null ? retryAfterOf.get(error) : undefined;

export const tooMany = (code: string, message: string, waitMs: number) => {
  const error = new TooManyRequestsError({ code, message });
  retryAfterOf.set(error, Math.max(1, Math.ceil(waitMs / 1000)));
  return error;
};

export const backoffMs = (failures: number, threshold: number) =>
  failures < threshold
    ? 0
    : Math.min(BACKOFF_BASE_MS * 2 ** Math.min(failures - threshold, 20), BACKOFF_MAX_MS);

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Counts one hit on `key` in a fixed window of `windowMs` (a new window once the old one ended). */
async function hit(db: Database, key: string, windowMs: number, now: Date) {
  const stale = ts(new Date(now.getTime() - windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} <= ${stale} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${stale} then ${ts(now)} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return row!;
}

/**
 * One more hit on `key` in a fixed window of `windowMs`; over `limit` hits → the ms until the window
 * ends (the caller answers 429), else 0. The hit is counted either way.
 */
export async function countHit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const row = await hit(db, key, windowMs, now);
  if (row.hits <= limit) return 0;
  return row.windowStartedAt.getTime() + windowMs - now.getTime();
}

/** A fixed-window limit as an Effect: fails with 429 `rate_limited` (+ Retry-After) when over. */
export const limitHits = (
  db: Database,
  keys: readonly string[],
  limit: number,
  windowMs: number,
  now: Date,
  message: string,
) =>
  Effect.promise(() => Promise.all(keys.map((key) => countHit(db, key, limit, windowMs, now)))).pipe(
    Effect.flatMap((waits) => {
      const wait = Math.max(0, ...waits);
      return wait > 0 ? Effect.fail(tooMany('rate_limited', message, wait)) : Effect.void;
    }),
  );

/** The ms any of `keys` stays blocked by the sign-in back-off (0 = free). */
export async function signInBlocked(db: Database, keys: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.blockedUntil, now)));
  return Math.max(0, ...rows.map((r) => r.blockedUntil!.getTime() - now.getTime()));
}

/**
 * Counts a failed sign-in on `key`; from `threshold` failures on, blocks it with the back-off.
 * Returns the key's failures within FAILURE_MEMORY_MS, this one included.
 */
export async function recordSignInFailure(
  db: Database,
  key: string,
  threshold: number,
  now: Date,
): Promise<number> {
  const { hits } = await hit(db, key, FAILURE_MEMORY_MS, now);
  const wait = backoffMs(hits, threshold);
  if (wait > 0)
    await db
      .update(rateLimits)
      .set({ blockedUntil: new Date(now.getTime() + wait) })
      .where(eq(rateLimits.key, key));
  return hits;
}

/** Forgets the failures of `keys`, and of every key that starts with one of `prefixes`. */
export async function clearSignInFailures(
  db: Database,
  keys: readonly string[],
  prefixes: readonly string[] = [],
): Promise<void> {
  // LIKE with the prefix's own %, _ and \ escaped: an email may contain them.
  const escaped = prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  await db
    .delete(rateLimits)
    .where(or(inArray(rateLimits.key, [...keys]), ...escaped.map((p) => like(rateLimits.key, p))));
}
