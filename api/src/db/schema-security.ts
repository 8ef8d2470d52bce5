// Security (issue 9, 20): throttling counters shared by every API process and the browsers that signed
// in before. Re-exported by schema.ts.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './schema-columns';
import { users } from './schema-users';

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

/**
 * Browsers that signed in to an account before (issue 20, OWASP "device cookies"): the SHA-256 of a
 * random token the shell server keeps in a long-lived httpOnly cookie. The right password from such a
 * browser is not blocked by other addresses' failures on the account (auth/devices.ts). One browser
 * token may stand for several accounts (a shared computer): one row per (token, account).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] })],
);
