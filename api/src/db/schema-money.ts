// Money out (issue 11): bank accounts, identity verification, payouts and their transfer batches,
// the monthly run, admin holds, refunds and extra affiliate rates. Re-exported by schema.ts.
// The append-only ledger every sale, payout and refund writes: `ledger_entries` (api/src/payouts/CONTEXT.md).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef, updatedAt } from './schema-columns';
import { articles } from './schema-articles';
import { purchases } from './schema-commerce';
import { tips } from './schema-tips';
import { users } from './schema-users';

/** The seller's one payout account (全銀). Names/kana are copied from the zengin-code dataset. */
export const bankAccounts = pgTable('bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  bankKana: text('bank_kana').notNull(),
  branchCode: text('branch_code').notNull(),
  branchName: text('branch_name').notNull(),
  branchKana: text('branch_kana').notNull(),
  /** ordinary (普通) | current (当座) */
  accountType: text('account_type').notNull(),
  accountNumber: text('account_number').notNull(),
  /** Full-width katakana as validateHolderName returns it. */
  holderName: text('holder_name').notNull(),
  /** zengin-code dataset version the codes were checked against. */
  datasetVersion: text('dataset_version').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Identity verification (本人確認), one row per user. status: unverified → pending (profile and the
 * front image sent) → verified | rejected (reason). Images are files under ${dataDir}/identity,
 * never under the public uploads folder.
 */
export const identityVerifications = pgTable('identity_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  status: text('status').notNull().default('unverified'),
  /** individual | company (法人: the name columns hold the representative, the address the registered one). */
  businessType: text('business_type').notNull().default('individual'),
  companyName: text('company_name'),
  companyNameKana: text('company_name_kana'),
  /** 法人番号, 13 digits (国税庁 check digit). */
  corporateNumber: text('corporate_number'),
  lastName: text('last_name'),
  firstName: text('first_name'),
  lastNameKana: text('last_name_kana'),
  firstNameKana: text('first_name_kana'),
  /** YYYY-MM-DD */
  birthDate: text('birth_date'),
  postalCode: text('postal_code'),
  prefecture: text('prefecture'),
  city: text('city'),
  town: text('town'),
  addressLine: text('address_line'),
  phone: text('phone'),
  frontImage: text('front_image'),
  backImage: text('back_image'),
  rejectReason: text('reject_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: optionalRef('reviewed_by', () => users.id),
  updatedAt: updatedAt(),
});

/** An admin stopped this seller's payouts; the reason is shown to the seller. Deleting the row lifts it. */
export const payoutHolds = pgTable('payout_holds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  reason: text('reason').notNull(),
  createdBy: optionalRef('created_by', () => users.id),
  createdAt: createdAt(),
});

/** A file of 総合振込 records handed to the bank. status: exported → transferred | failed. */
export const transferBatches = pgTable('transfer_batches', {
  id: serial('id').primaryKey(),
  status: text('status').notNull().default('exported'),
  /** Tokyo date (YYYY-MM-DD) the bank is asked to transfer on (取組日). */
  transferDate: text('transfer_date').notNull(),
  totalCount: integer('total_count').notNull(),
  totalAmount: integer('total_amount').notNull(),
  failureReason: text('failure_reason'),
  createdBy: optionalRef('created_by', () => users.id),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * One payout: `amount` leaves the payable balance, `fee` is the transfer fee, `net` reaches the bank.
 * status: requested → exported (in a batch) → transferred | failed (money back to payable).
 * (user, idempotency_key) is unique: a retried request, or the monthly run (key monthly-YYYY-MM), finds
 * its payout instead of paying twice. The bank details are a snapshot taken at request time.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** request (the seller asked) | monthly (the automatic run) */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    net: integer('net').notNull(),
    status: text('status').notNull().default('requested'),
    batchId: optionalRef('batch_id', () => transferBatches.id),
    bankCode: text('bank_code').notNull(),
    bankKana: text('bank_kana').notNull(),
    branchCode: text('branch_code').notNull(),
    branchKana: text('branch_kana').notNull(),
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_user_key').on(t.userId, t.idempotencyKey),
    index('payouts_status').on(t.status),
    index('payouts_user_created').on(t.userId, t.createdAt),
  ],
);

/** The monthly automatic payout run of a Tokyo month; finished_at null = started, resumable. */
export const payoutRuns = pgTable('payout_runs', {
  month: text('month').primaryKey(),
  startedAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  payoutCount: integer('payout_count').notNull().default(0),
});

/** A full refund of one purchase (admin, with a reason). Its ledger rows reverse the sale's. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** The purchase refunded; null for a tip's refund (issue 37: tip_id then). */
    purchaseId: integer('purchase_id')
      .unique()
      .references(() => purchases.id),
    /** The tip refunded (one refund per tip). */
    tipId: integer('tip_id')
      .unique()
      .references(() => tips.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The provider's refund reference (sandbox: recorded here). */
    providerRef: text('provider_ref').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [check('refunds_item', sql`num_nonnulls(${t.purchaseId}, ${t.tipId}) = 1`)],
);

/**
 * Earnings below the smallest payout given up when their seller deleted the account, with consent to
 * exactly this amount (issue 25 item 1; users/deletion.ts). One per user; its ledger rows move the yen
 * from the seller (account `forfeit`) to the platform (`forfeited`).
 */
export const forfeits = pgTable('forfeits', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** Extra commission an author grants one affiliator on one article (spec §4), in basis points. */
export const affiliateAdditionalRates = pgTable(
  'affiliate_additional_rates',
  {
    articleId: requiredRef('article_id', () => articles.id),
    affiliateUserId: requiredRef('affiliate_user_id', () => users.id),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.affiliateUserId] })],
);

/**
 * Append-only double-entry ledger (a trigger refuses UPDATE and DELETE). Per purchase: buyer_payment
 * −price, seller +share, affiliate +commission (only if > 0), platform +fee; they sum to zero.
 * Balances and sales figures are sums of these rows. user_id is null for the platform.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** The sale (and its refund) a row belongs to; null for payout rows. */
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    /** The payout a row belongs to (issue 11); null for sale rows. */
    payoutId: optionalRef('payout_id', () => payouts.id),
    refundId: optionalRef('refund_id', () => refunds.id),
    /** The tip a row belongs to (issue 37: its sale rows, and its refund's with refund_id). */
    tipId: optionalRef('tip_id', () => tips.id),
    /** Unpaid earnings given up at account deletion (forfeits); null otherwise. */
    forfeitId: optionalRef('forfeit_id', () => forfeits.id),
    userId: optionalRef('user_id', () => users.id),
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    /** Earnings rows (seller, affiliate): when the hold ends and the money becomes payable. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_purchase').on(t.purchaseId),
    index('ledger_entries_payout').on(t.payoutId),
    index('ledger_entries_tip').on(t.tipId),
    index('ledger_entries_user').on(t.userId, t.account, t.createdAt),
    check(
      'ledger_entries_owner',
      sql`${t.purchaseId} is not null or ${t.payoutId} is not null or ${t.forfeitId} is not null or ${t.tipId} is not null`,
    ),
  ],
);
