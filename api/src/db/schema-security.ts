// Security (issue 9): throttling counters shared by every API process. Re-exported by schema.ts.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per throttled key (`signin:account:<email>`, `signin:address:<ip>`, `signup:address:<ip>`…):
 * `hits` in the window that began at `window_started_at`; `blocked_until` set by the sign-in back-off.
 * Rows are rewritten in place (one UPSERT per attempt), so N processes see the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
