// The sale mails' outbox (issue 9 item 5, tips since issue 37), apart from schema-commerce.ts because it
// names both a purchase and a tip (schema-tips.ts imports schema-commerce.ts). Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef } from './schema-columns';
import { purchases } from './schema-commerce';
import { tips } from './schema-tips';

/**
 * Sale mails not yet sent (issue 9 item 5; tips since issue 37): the purchase's or the tip's transaction
 * inserts one row naming it, so a committed sale's mails are never lost (a crash after the commit leaves
 * the row); purchases/mail-outbox.ts sends them in batches outside the request and deletes the rows it
 * sent. Exactly one of purchase_id / tip_id.
 */
export const purchaseMailOutbox = pgTable(
  'purchase_mail_outbox',
  {
    id: serial('id').primaryKey(),
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    tipId: optionalRef('tip_id', () => tips.id),
    createdAt: createdAt(),
  },
  (t) => [check('purchase_mail_outbox_item', sql`num_nonnulls(${t.purchaseId}, ${t.tipId}) = 1`)],
);
