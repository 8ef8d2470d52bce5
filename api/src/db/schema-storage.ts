// Object storage bookkeeping (issue 38). Re-exported by schema.ts.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * Files that must go from the store (storage/deletions.ts): identity documents once a review verified
 * the seller, a side was replaced or the account was deleted, and a deleted account's icon. Written in
 * the transaction that decides the deletion, removed when the file is gone; a failed delete (the bucket
 * down) stays here and is tried again with a growing back-off until it succeeds.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    id: serial('id').primaryKey(),
    /** 'private': an identity document's name; 'public': a public image's stored URL. */
    area: text('area').notNull(),
    name: text('name').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storage_deletions_target').on(t.area, t.name),
    index('storage_deletions_due').on(t.nextAttemptAt),
  ],
);
