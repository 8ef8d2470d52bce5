// Users and their sessions (auth tokens). Security counters: schema-security.ts; external sign-in:
// schema-oauth.ts. Re-exported by schema.ts.
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, updatedAt } from './schema-columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(), // stored lower-cased
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  thumbnailUrl: text('thumbnail_url'),
  lawName: text('law_name'),
  lawContact: text('law_contact'),
  /** 特定商取引法: 住所 and 電話番号, or `lawDisclosureOnRequest` (「請求があれば遅滞なく開示します」). */
  lawAddress: text('law_address'),
  lawPhone: text('law_phone'),
  lawDisclosureOnRequest: boolean('law_disclosure_on_request').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  purchaseMailNotification: boolean('purchase_mail_notification').notNull().default(true),
  salesMailNotification: boolean('sales_mail_notification').notNull().default(true),
  paymentProvider: text('payment_provider'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // Only hashes of mailed tokens are stored: a database leak must not hand out working links.
  confirmationTokenHash: text('confirmation_token_hash').unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  resetPasswordTokenHash: text('reset_password_token_hash').unique(),
  resetPasswordSentAt: timestamp('reset_password_sent_at', { withTimezone: true }),
  /** Email change (PATCH /v1/auth): the new address waits here until its link is opened. */
  unconfirmedEmail: text('unconfirmed_email'),
  emailChangeTokenHash: text('email_change_token_hash').unique(),
  emailChangeSentAt: timestamp('email_change_sent_at', { withTimezone: true }),
  /** Set when the account was deleted (personal data anonymised then; see api/src/users/deletion.ts). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** devise-token-auth sessions: one row per (user, client); `kind` password_reset = temporary headers. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull().default('session'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_user_client').on(t.userId, t.client)],
);
