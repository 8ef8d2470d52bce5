// Receipts (適格請求書, issue 12; a tip's too since issue 37). A file of its own: it refers to purchases
// and to tips, and schema-tips.ts refers to schema-commerce.ts. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { purchases } from './schema-commerce';
import { tips } from './schema-tips';

/**
 * One 適格請求書 per purchase or tip: the number and the addressee are fixed at the first issue, so a re-issue
 * (issue_count > 1) is the same document marked 再発行.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    /** The purchase receipted; null for a tip's receipt (issue 37: tip_id then). */
    purchaseId: integer('purchase_id')
      .unique()
      .references(() => purchases.id),
    tipId: integer('tip_id')
      .unique()
      .references(() => tips.id),
    number: text('number').notNull().unique(),
    addressee: text('addressee').notNull(),
    /** As printed at the first issue, so a re-issue is the same document even after edits or deletion. */
    articleTitle: text('article_title').notNull(),
    sellerName: text('seller_name').notNull(),
    issueCount: integer('issue_count').notNull().default(1),
    firstIssuedAt: timestamp('first_issued_at', { withTimezone: true }).notNull().defaultNow(),
    lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('receipts_item', sql`num_nonnulls(${t.purchaseId}, ${t.tipId}) = 1`)],
);
