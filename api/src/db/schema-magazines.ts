// Magazines (issue 37, マガジン): an author's set of published articles sold at one price. What a
// magazine purchase opens is decided by the paywall query (articles/queries.ts purchasesOf) from
// purchases (item_kind 'magazine') and the membership history below. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, updatedAt } from './schema-columns';
import { articles } from './schema-articles';
import { users } from './schema-users';

export const magazines = pgTable(
  'magazines',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** An uploaded cover under uploads/ (the eyecatch pipeline: 1280×670 and a .thumb copy). */
    coverImagePath: text('cover_image_path'),
    /** Yen, 0 (free) or the article range (@shirube/domain magazineProblems). */
    price: integer('price').notNull(),
    affiliateRateBp: integer('affiliate_rate_bp').notNull().default(0),
    affiliatableOnlyPurchaser: boolean('affiliatable_only_purchaser').notNull().default(false),
    /** Normalised title for search (search/normalize: NFKC, lower case, katakana → hiragana). */
    searchTitle: text('search_title').notNull().default(''),
    /** The author stopped selling it: no longer listed or for sale; its buyers keep what it opened. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('magazines_user').on(t.userId, t.createdAt)],
);

/**
 * Membership history: one row per time an article was in a magazine (added_at .. removed_at), kept when
 * it is removed, so access can be decided for buyers of every moment (domain membershipOpensArticle).
 * `position` orders the live rows.
 */
export const magazineArticles = pgTable(
  'magazine_articles',
  {
    id: serial('id').primaryKey(),
    magazineId: requiredRef('magazine_id', () => magazines.id),
    articleId: requiredRef('article_id', () => articles.id),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // An article is in a magazine at most once at a time.
    uniqueIndex('magazine_articles_live')
      .on(t.magazineId, t.articleId)
      .where(sql`${t.removedAt} is null`),
    // The paywall's lookup: the magazines an article is (or was) in.
    index('magazine_articles_article').on(t.articleId, t.magazineId),
  ],
);

/**
 * A referral link for a magazine (issue 37): one per (magazine, user), as share_links are per article.
 * A purchase through it pays the magazine's own rate (affiliate_rate_bp) to the link's user.
 */
export const magazineShareLinks = pgTable(
  'magazine_share_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    magazineId: requiredRef('magazine_id', () => magazines.id),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('magazine_share_links_magazine_user').on(t.magazineId, t.userId)],
);
