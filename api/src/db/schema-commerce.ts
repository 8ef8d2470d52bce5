// Buying: purchases, saved cards, payment orders (reserve before charge), the sandbox processor,
// purchase mails and receipts. Money out and the ledger: schema-money.ts. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef, updatedAt } from './schema-columns';
import { articles, discountCodes } from './schema-articles';
import { magazines } from './schema-magazines';
import { users } from './schema-users';

/**
 * What an order or a purchase is for (issue 37): exactly one of article_id / magazine_id is set, as
 * item_kind says (CHECK). 'article' is the default so every existing row and writer stays as it was.
 */
export type ItemKind = 'article' | 'magazine';
/** An order may also pay a tip (issue 37 item 1): neither id set, its `tips` row references the order. */
export type OrderItemKind = ItemKind | 'tip';
const itemKindCheck = (name: string, t: { itemKind: unknown; articleId: unknown; magazineId: unknown }) =>
  check(
    name,
    sql`(${t.itemKind} = 'article' and ${t.articleId} is not null and ${t.magazineId} is null)
      or (${t.itemKind} = 'magazine' and ${t.magazineId} is not null and ${t.articleId} is null)`,
  );

/** One row per (article or magazine, buyer). Issue 3 adds the ledger and idempotency key around it. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind').$type<ItemKind>().notNull().default('article'),
    /** Null for a magazine purchase (item_kind). */
    articleId: optionalRef('article_id', () => articles.id),
    magazineId: optionalRef('magazine_id', () => magazines.id),
    userId: requiredRef('user_id', () => users.id),
    price: integer('price').notNull(),
    affiliateUserId: optionalRef('affiliate_user_id', () => users.id),
    /** The discount code this purchase was priced with (null = list or standing sale price). */
    discountCodeId: optionalRef('discount_code_id', () => discountCodes.id),
    /** Set in the refund's transaction (refunds/refund.ts): a refunded purchase no longer counts. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live purchase per article and buyer; a refunded buyer may buy again.
    uniqueIndex('purchases_article_user')
      .on(t.articleId, t.userId)
      .where(sql`${t.refundedAt} is null`),
    // The same for magazines; also the paywall's lookup (magazine, buyer) → when bought.
    uniqueIndex('purchases_magazine_user')
      .on(t.magazineId, t.userId)
      .where(sql`${t.refundedAt} is null and ${t.magazineId} is not null`),
    index('purchases_user').on(t.userId, t.createdAt, t.id),
    itemKindCheck('purchases_item_kind', t),
  ],
);

// ── Payments, purchases and the ledger (issue 3, helper Pay) ────────────────────────────────────
/**
 * The built-in sandbox processor's token store (it plays the provider's token server). A token stands
 * for a card; the card number itself is never stored, only what the sandbox decides from it.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the simulated issuer does: succeed | challenge (3-D Secure) | decline. */
  outcome: text('outcome').notNull(),
  /** The user who tokenised the card: only they may pay with it (issue 9 item 10). */
  userId: optionalRef('user_id', () => users.id, { onDelete: 'cascade' }),
  /** Set when a charge or the card store took the token: a one-time token is never used twice. */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox processor's own record of every charge it was asked for, keyed by the charge id (our
 * order id): what the provider knows, so the reconciler can ask "what happened to charge X" after a
 * crash. state: captured | requires_action (3-D Secure open) | declined | voided | refunded.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  state: text('state').notNull(),
  declineCode: text('decline_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The user's one stored card (spec §3 "Stored card"): the provider's reusable token + display fields. */
export const paymentCards = pgTable('payment_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

/**
 * Every charge attempt (the spec's veritrans order). status: created (charging) → pending (3-D Secure
 * challenge open) → purchased | failed. (user, idempotency_key) is unique: a retried request finds its
 * order and answers from it instead of charging again.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    /**
     * What the order pays for (issue 37): article (article_id set: the purchase path) | tip (article_id
     * null; the tip row is `tips.order_id` = this id, written with the order: api/src/tips) | magazine
     * (magazine_id set). Another kind adds its value here and its own row that references the order.
     */
    itemKind: text('item_kind').$type<OrderItemKind>().notNull().default('article'),
    /** The article bought (item_kind article); null for a tip or a magazine. */
    articleId: optionalRef('article_id', () => articles.id),
    /** The magazine bought (item_kind magazine). */
    magazineId: optionalRef('magazine_id', () => magazines.id),
    /** Yen charged (the article's discounted price when set). */
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    /** charge (new card, may need 3-D Secure) | stored_card */
    kind: text('kind').notNull(),
    /** How the buyer paid (shared/domain STRIPE_PAYMENT_METHODS): card (sandbox, stored card, Stripe card)
     *  paypay or konbini — set by the Stripe provider from the PaymentMethod's type; history and receipts name it. */
    paymentMethod: text('payment_method').notNull().default('card'),
    idempotencyKey: text('idempotency_key').notNull(),
    affiliateUid: text('affiliate_uid'),
    cardToken: text('card_token'),
    /** The discount code the amount was priced with (its use is counted in the purchase transaction). */
    discountCodeId: optionalRef('discount_code_id', () => discountCodes.id),
    saveCard: boolean('save_card').notNull().default(false),
    /**
     * The order reserved a copy of a limited article when it was created (counted in
     * articles.reserved_count while the order is open): purchased converts it, failed releases it.
     */
    reserved: boolean('reserved').notNull().default(false),
    status: text('status').notNull().default('created'),
    /** A voucher method (konbini): the order stays pending — its limited copy held — until the voucher's
     *  expiry (Stripe's next_action.konbini_display_details.expires_at); the reconciler settles it after. */
    voucherExpiresAt: timestamp('voucher_expires_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_user_key').on(t.userId, t.idempotencyKey),
    // One open attempt per buyer and article: a second key cannot charge while one is in progress.
    uniqueIndex('payment_orders_one_open')
      .on(t.userId, t.articleId)
      .where(sql`${t.status} in ('created', 'pending')`),
    uniqueIndex('payment_orders_one_open_magazine')
      .on(t.userId, t.magazineId)
      .where(sql`${t.status} in ('created', 'pending') and ${t.magazineId} is not null`),
    // Exactly what item_kind says is set; a tip order names neither (its tips row names the recipient).
    check(
      'payment_orders_item_kind',
      sql`(${t.itemKind} = 'article' and ${t.articleId} is not null and ${t.magazineId} is null)
        or (${t.itemKind} = 'magazine' and ${t.magazineId} is not null and ${t.articleId} is null)
        or (${t.itemKind} = 'tip' and ${t.articleId} is null and ${t.magazineId} is null)`,
    ),
    // The reconciler's scan (payments/reconcile.ts): open orders by age.
    index('payment_orders_open_age')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    // The per-user tip limits count a tipper's recent tip orders (tips/limits.ts).
    index('payment_orders_tip_attempts')
      .on(t.userId, t.createdAt)
      .where(sql`${t.itemKind} = 'tip'`),
  ],
);

// ── Account and contact (issue 12; receipts: schema-receipts.ts) ────────────────────────────────────────────────────
