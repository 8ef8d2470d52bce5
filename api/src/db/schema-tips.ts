// Tips (チップ, issue 37 item 1): a reader pays an author an amount of their choice. Paid through the
// purchase path's order (payment_orders, item_kind 'tip'); ledger rows and refunds name the tip
// (ledger_entries.tip_id, refunds.tip_id). Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef } from './schema-columns';
import { articles } from './schema-articles';
import { paymentOrders } from './schema-commerce';
import { users } from './schema-users';

/**
 * One row per tip attempt, written in the transaction that writes its order (so the order always has
 * its item); paid_at is set by the tip's ledger transaction (tips/record.ts) — only paid tips count.
 */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    tipperId: requiredRef('tipper_id', () => users.id),
    recipientId: requiredRef('recipient_id', () => users.id),
    /** The article the reader tipped from (null: from the user page). */
    articleId: optionalRef('article_id', () => articles.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    /** Cleaned by @shirube/domain cleanTipMessage (plain text, ≤ TIP_MESSAGE_MAX); null = none. */
    message: text('message'),
    /** The tipper chose 匿名: the author sees no name. */
    anonymous: boolean('anonymous').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set in the refund's transaction (tips/refund.ts). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The author's list of tips received, newest first.
    index('tips_recipient_paid')
      .on(t.recipientId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('tips_tipper').on(t.tipperId, t.createdAt),
  ],
);
