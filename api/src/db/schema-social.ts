// Social: follows, the bell (notifications), article views, share links and reader reviews.
// Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef, updatedAt } from './schema-columns';
import { articles } from './schema-articles';
import { users } from './schema-users';

export const follows = pgTable(
  'follows',
  {
    followerId: requiredRef('follower_id', () => users.id, { onDelete: 'cascade' }),
    followeeId: requiredRef('followee_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Keyset pages of /followers and /followings: newest follow first.
    index('follows_followers_page').on(t.followeeId, t.createdAt, t.followerId),
    index('follows_followings_page').on(t.followerId, t.createdAt, t.followeeId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // sales | sales_affiliate | update | sold_out
    body: text('body').notNull(),
    articleId: optionalRef('article_id', () => articles.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);

/** Last time a signed-in user opened an article (the "viewed" list); one row per pair. */
export const articleViews = pgTable(
  'article_views',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
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
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_article_user').on(t.articleId, t.userId)],
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
    articleId: requiredRef('article_id', () => articles.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
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
