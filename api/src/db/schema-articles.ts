// Articles and drafts: categories, articles with their revisions waiting for approval, sale events,
// tags, drafts, the admin review queue and discount codes. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef, updatedAt } from './schema-columns';
import { users } from './schema-users';

/**
 * Ordered paragraph HTML strings, each sanitised with shared/domain's options: one column shape for
 * `articles` and `article_drafts`, since publish copies one into the other.
 */
const paragraphs = () =>
  jsonb('body')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

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
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    categoryId: optionalRef('category_id', () => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    body: paragraphs(),
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
    // The search indexes (characters, pairs) are hand-written SQL (drizzle/0008, 0022; search/CONTEXT.md).
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
  categoryId: optionalRef('category_id', () => categories.id, { onDelete: 'set null' }),
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
  articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
    tagId: requiredRef('tag_id', () => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] })],
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
  body: paragraphs(),
  payArticleLine: integer('pay_article_line').notNull().default(-1),
  updatedAt: updatedAt(),
});

/** Review history: one row per publish request and per admin decision (reason kept for rejections). */
export const articleReviews = pgTable(
  'article_reviews',
  {
    id: serial('id').primaryKey(),
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
    /** requested | approved | rejected */
    decision: text('decision').notNull(),
    reason: text('reason'),
    /** The admin who decided; the author for `requested`. */
    userId: optionalRef('user_id', () => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_reviews_article').on(t.articleId, t.createdAt)],
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
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
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
