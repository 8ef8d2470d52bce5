// Card payments through Stripe (issue 21; api/src/payments/stripe/CONTEXT.md) and disputes (chargebacks,
// any provider). Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef } from './schema-columns';
import { paymentOrders, purchases } from './schema-commerce';
import { tips } from './schema-tips';
import { users } from './schema-users';

/** The Stripe Customer of a user (made when a card is first saved); holds the stored PaymentMethod. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The PaymentIntent of one order. Written after the intent is created and BEFORE it is confirmed, so a
 * charge Stripe took always has its row here: lookupCharge (the reconciler) finds it by our order id.
 */
export const stripePayments = pgTable('stripe_payments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => paymentOrders.id),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  createdAt: createdAt(),
});

/** PaymentMethods (the Stripe.js "token") used by a charge or a card save: each is taken once, by one user. */
export const stripeUsedPaymentMethods = pgTable('stripe_used_payment_methods', {
  paymentMethodId: text('payment_method_id').primaryKey(),
  userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Webhook events by Stripe's event id: a row is taken before an event is processed (processed_at null)
 * and marked when done, so a redelivered or replayed event is processed once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A dispute (chargeback) of a sale. While `open` the sale's seller and affiliate rows are held (not
 * payable: payouts/balances.ts); `lost` reverses the sale like a refund; `won` releases the hold.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    /** The disputed sale: a purchase (article or magazine), or a tip (issue 37) — exactly one. */
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    tipId: optionalRef('tip_id', () => tips.id),
    provider: text('provider').notNull(),
    /** The provider's dispute id (Stripe dp_…): one row per dispute. */
    providerRef: text('provider_ref').notNull().unique(),
    amount: integer('amount').notNull(),
    /** The network's reason (fraudulent, product_not_received, …). */
    reason: text('reason').notNull(),
    status: text('status').notNull().$type<'open' | 'won' | 'lost'>(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('disputes_purchase').on(t.purchaseId, t.status),
    index('disputes_tip').on(t.tipId, t.status),
    check('disputes_item', sql`num_nonnulls(${t.purchaseId}, ${t.tipId}) = 1`),
  ],
);
