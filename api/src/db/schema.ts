// Drizzle schema. Money in integer yen, rates in basis points, times as timestamptz (UTC).
// `drizzle-kit generate` turns changes here into SQL under api/drizzle (committed, applied at start).
import { sql } from 'drizzle-orm';
import { payouts, refunds } from './schema-money';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull().default('session'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_user_client').on(t.userId, t.client)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Keyset pages of /followers and /followings: newest follow first.
    index('follows_followers_page').on(t.followeeId, t.createdAt, t.followerId),
    index('follows_followings_page').on(t.followerId, t.createdAt, t.followeeId),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    /** Ordered paragraph HTML strings, each sanitised with shared/domain's options. */
    body: jsonb('body')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Index of the first paid paragraph; -1 = all free. */
    payArticleLine: integer('pay_article_line').notNull().default(-1),
    price: integer('price').notNull().default(0),
    /** A standing sale price below `price` (null = none); discount codes (issue 3) can go lower. */
    discountedPrice: integer('discounted_price'),
    /** Copies offered (the limit) and copies sold: +1 in the purchase transaction, −1 in a refund's. */
    salesCount: integer('sales_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * Copies of a limited article held by open orders (payment_orders.reserved) while their charge runs:
     * a copy is reserved (sold + reserved + 1 <= sales) before any charge (payments/orders.ts).
     */
    reservedCount: integer('reserved_count').notNull().default(0),
    isSalesUnlimited: boolean('is_sales_unlimited').notNull().default(true),
    affiliateRateBp: integer('affiliate_rate_bp').notNull().default(0),
    affiliatableOnlyPurchaser: boolean('affiliatable_only_purchaser').notNull().default(false),
    status: text('status').notNull().default('draft'), // draft | published
    inspectStatus: text('inspect_status').notNull().default('none'), // none | review | approved | rejected
    eyecatchImagePath: text('eyecatch_image_path'),
    reservePublishType: text('reserve_publish_type'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Rating, kept by api/src/reviews in the review's transaction: sum and count of stars ... */
    /** When the scheduler announced a reserved publication (scheduler/reserved-publish.ts); null = not yet. */
    publishAnnouncedAt: timestamp('publish_announced_at', { withTimezone: true }),
    pointSum: integer('point_sum').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** ... and the average in hundredths (4.25★ = 425), an integer so keyset cursors compare exactly. */
    averagePointCenti: integer('average_point_centi').notNull().default(0),
    /**
     * おすすめ order (api/src/articles/trend.ts): log2 of the time-decayed count of sales and 4–5★
     * reviews (half-life 7 days); null = no such activity yet.
     */
    trendScore: doublePrecision('trend_score'),
    /** Normalised (shared/domain normalizeForSearch) title + free text, and the title alone. */
    searchText: text('search_text').notNull().default(''),
    searchTitle: text('search_title').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Every reader list walks one of these backwards (all its keys DESC) and stops after a page
    // (keyset, never OFFSET). Ascending on purpose: drizzle's .desc() mutates the shared column.
    // The gram index for search is hand-written SQL (drizzle/0006_*.sql, api/src/search/CONTEXT.md).
    const live = sql`${t.status} = 'published' and ${t.deletedAt} is null`;
    const fav = [t.averagePointCenti, t.reviewsCount, t.publishedAt, t.id] as const;
    return [
      index('articles_listing').on(t.status, t.publishedAt, t.id),
      index('articles_user').on(t.userId, t.publishedAt, t.id),
      // フォロー中 (articles/following.ts) reads ≤ a page per followed author: listable rows only, so
      // the merge is an index-only scan (no heap fetch per candidate).
      index('articles_user_listable')
        .on(t.userId, t.publishedAt, t.id)
        .where(sql`${live} and ${t.inspectStatus} <> 'review'`),
      index('articles_high_rated')
        .on(...fav)
        .where(live),
      index('articles_user_high_rated')
        .on(t.userId, ...fav)
        .where(live),
      index('articles_category_new').on(t.categoryId, t.publishedAt, t.id).where(live),
      index('articles_category_fav')
        .on(t.categoryId, ...fav)
        .where(live),
      index('articles_trend')
        .on(t.trendScore, t.id)
        .where(sql`${live} and ${t.trendScore} is not null`),
      // The scheduler's due query (scheduler/reserved-publish.ts) reads only unannounced reservations.
      index('articles_reserved_due')
        .on(t.publishedAt)
        .where(sql`${t.reservePublishType} = 'reserve' and ${t.publishAnnouncedAt} is null`),
    ];
  },
);

/**
 * A re-publication waiting for review (issue 9 item 2): the author's new version of an article that is
 * already live. The live columns of `articles` stay as approved — buyers and (for a public article)
 * everyone keep reading them — and approval copies this row over them (api/src/drafts/revisions.ts).
 */
export const articleRevisions = pgTable('article_revisions', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: jsonb('body').$type<string[]>().notNull(),
  payArticleLine: integer('pay_article_line').notNull(),
  price: integer('price').notNull(),
  salesCount: integer('sales_count').notNull(),
  isSalesUnlimited: boolean('is_sales_unlimited').notNull(),
  affiliateRateBp: integer('affiliate_rate_bp').notNull(),
  affiliatableOnlyPurchaser: boolean('affiliatable_only_purchaser').notNull(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  tags: jsonb('tags').$type<string[]>().notNull(),
  requestedAt: createdAt(),
});

/**
 * Sales of unlimited articles, append-only (issue 9 item 5): the purchase transaction inserts a row
 * here instead of updating the hot `articles` row; purchases/sale-events.ts folds them into
 * `articles.trend_score` on a schedule (and deletes the folded rows). Limited articles still count
 * copies with the conditional `sold_count` update (exactly N).
 */
export const articleSaleEvents = pgTable('article_sale_events', {
  id: serial('id').primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] })],
);

/** One row per (article, buyer). Issue 3 adds the ledger and idempotency key around it. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    price: integer('price').notNull(),
    affiliateUserId: integer('affiliate_user_id').references(() => users.id),
    /** The discount code this purchase was priced with (null = list or standing sale price). */
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /** Set in the refund's transaction (refunds/refund.ts): a refunded purchase no longer counts. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live purchase per article and buyer; a refunded buyer may buy again.
    uniqueIndex('purchases_article_user')
      .on(t.articleId, t.userId)
      .where(sql`${t.refundedAt} is null`),
    index('purchases_user').on(t.userId, t.createdAt, t.id),
  ],
);

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const systemPhrases = pgTable('system_phrases', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  body: text('body').notNull(),
  url: text('url'),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // sales | sales_affiliate | update | sold_out
    body: text('body').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);

/** Last time a signed-in user opened an article (the "viewed" list); one row per pair. */
export const articleViews = pgTable(
  'article_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('article_views_recent').on(t.userId, t.viewedAt),
  ],
);

// ── Affiliates (issue 3, helper Refer) ──────────────────────────────────────────────────────────
/** A referral link: `code` (nanoid 10) is the affiliateUid; one link per (article, user), reissue returns it. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_article_user').on(t.articleId, t.userId)],
);

// ── Editing and review (issue 3, helper Edit) ───────────────────────────────────────────────────
/**
 * The author's working copy, one row per article. Readers only ever see the live columns of
 * `articles`; publish copies title/body/payArticleLine from here (api/CONTEXT.md "drafts").
 */
export const articleDrafts = pgTable('article_drafts', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  body: jsonb('body')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  payArticleLine: integer('pay_article_line').notNull().default(-1),
  updatedAt: updatedAt(),
});

/** Review history: one row per publish request and per admin decision (reason kept for rejections). */
export const articleReviews = pgTable(
  'article_reviews',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** requested | approved | rejected */
    decision: text('decision').notNull(),
    reason: text('reason'),
    /** The admin who decided; the author for `requested`. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_reviews_article').on(t.articleId, t.createdAt)],
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
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    /** Yen charged (the article's discounted price when set). */
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    /** charge (new card, may need 3-D Secure) | stored_card */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    affiliateUid: text('affiliate_uid'),
    cardToken: text('card_token'),
    /** The discount code the amount was priced with (its use is counted in the purchase transaction). */
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    saveCard: boolean('save_card').notNull().default(false),
    /**
     * The order reserved a copy of a limited article when it was created (counted in
     * articles.reserved_count while the order is open): purchased converts it, failed releases it.
     */
    reserved: boolean('reserved').notNull().default(false),
    status: text('status').notNull().default('created'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_user_key').on(t.userId, t.idempotencyKey),
    // One open attempt per buyer and article: a second key cannot charge while one is in progress.
    uniqueIndex('payment_orders_one_open')
      .on(t.userId, t.articleId)
      .where(sql`${t.status} in ('created', 'pending')`),
    // The reconciler's scan (payments/reconcile.ts): open orders by age.
    index('payment_orders_open_age')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'pending')`),
  ],
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
    purchaseId: integer('purchase_id').references(() => purchases.id),
    /** The payout a row belongs to (issue 11); null for sale rows. */
    payoutId: integer('payout_id').references(() => payouts.id),
    refundId: integer('refund_id').references(() => refunds.id),
    userId: integer('user_id').references(() => users.id),
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    /** Earnings rows (seller, affiliate): when the hold ends and the money becomes payable. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_purchase').on(t.purchaseId),
    index('ledger_entries_payout').on(t.payoutId),
    index('ledger_entries_user').on(t.userId, t.account, t.createdAt),
    check('ledger_entries_owner', sql`${t.purchaseId} is not null or ${t.payoutId} is not null`),
  ],
);

/**
 * Purchase mails not yet sent (issue 9 item 5): the purchase transaction inserts one row with the
 * purchase, so a committed purchase's mails are never lost (a crash after the commit leaves the row);
 * purchases/mail-outbox.ts sends them in batches outside the request and deletes the rows it sent.
 */
export const purchaseMailOutbox = pgTable('purchase_mail_outbox', {
  id: serial('id').primaryKey(),
  purchaseId: integer('purchase_id')
    .notNull()
    .references(() => purchases.id),
  createdAt: createdAt(),
});

// ── Account, receipts and contact (issue 12) ────────────────────────────────────────────────────
/**
 * One 適格請求書 per purchase: the number and the addressee are fixed at the first issue, so a re-issue
 * (issue_count > 1) is the same document marked 再発行.
 */
export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  purchaseId: integer('purchase_id')
    .notNull()
    .unique()
    .references(() => purchases.id),
  number: text('number').notNull().unique(),
  addressee: text('addressee').notNull(),
  /** As printed at the first issue, so a re-issue is the same document even after edits or deletion. */
  articleTitle: text('article_title').notNull(),
  sellerName: text('seller_name').notNull(),
  issueCount: integer('issue_count').notNull().default(1),
  firstIssuedAt: timestamp('first_issued_at', { withTimezone: true }).notNull().defaultNow(),
  lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact form messages (POST /v1/inquiry), kept as well as mailed to INQUIRY_TO. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_email_recent').on(t.email, t.createdAt)],
);

// ── Reader reviews (issue 8) ───────────────────────────────────────────────────────────────────
/**
 * A buyer's stars (1–5) and plain-text comment on an article; one per (article, buyer). Not to be
 * confused with `article_reviews` (the admin's inspection history). Rating columns on `articles`
 * are recomputed from these rows in the same transaction (api/src/reviews/store.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    point: integer('point').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_article_user').on(t.articleId, t.userId),
    index('reviews_article_page').on(t.articleId, t.createdAt, t.id),
    check('reviews_point_range', sql`${t.point} between 1 and 5`),
  ],
);

// ── Quick edit and discount codes (issue 10) ────────────────────────────────────────────────────
/**
 * An author's discount code (spec §3): the link `/u/{account}/a/{id}?discount_code={code}` sells at
 * `price`. Optional end time and use limit (shared/domain discount.ts). Deleting keeps the row
 * (purchases and orders point at it) and only sets deleted_at; used_count only grows, in the purchase
 * transaction, never beyond max_uses.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    price: integer('price').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('discount_codes_article').on(t.articleId, t.createdAt),
    check('discount_codes_price_min', sql`${t.price} >= 100`),
    check('discount_codes_uses', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);
export * from './schema-money';
export * from './schema-security';
export * from './schema-oauth';
export * from './schema-stripe';
