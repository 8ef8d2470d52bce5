// ── Article analytics and referral clicks (issue 36) ───────────────────────────────────────────
// Sized for ~10⁸ view events a month: raw events are append-only and deduplicated by their unique key
// (one per visitor per article per Tokyo day), rolled up per article per day per source in the same
// transaction; dashboards read the rollups only. Raw events past the retention period are deleted
// (analytics/retention.ts), rollups kept. No foreign keys on the raw events: every insert would check
// them, and an article is soft-deleted anyway.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef } from './schema-columns';
import { magazineShareLinks } from './schema-magazines';
import { shareLinks } from './schema-social';
import { users } from './schema-users';

/**
 * One counted view. `visitor_key`: who viewed, as 64 bits (analytics/visitor.ts `viewKeyOf`): a signed-out
 * reader's keyed hash under the day's salt (its first 63 bits, ≥ 0; never the address itself), an account
 * −<user id>, and once the account is deleted a number from `view_events_erased` below ERASED_VIEW_KEY
 * (retention.ts), which no longer points at anyone. Migration 0036 turned the text visitor into it and
 * dropped the id: each fewer or smaller index entry is CPU every counted view costs.
 */
export const viewEvents = pgTable(
  'view_events',
  {
    articleId: integer('article_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: bigint('visitor_key', { mode: 'bigint' }).notNull(),
    userId: integer('user_id'),
    sourceKind: text('source_kind').notNull(),
    sourceDetail: text('source_detail').notNull(),
    createdAt: createdAt(),
  },
  // Every index here is written by every counted view (2,000/s in bench/analytics-ingest.mjs, on the
  // same cores as the article page), so only two (migrations 0034, 0036): the dedup key, led by the day
  // so that it also serves retention's `day < cutoff` (no separate day index) and today's inserts stay in
  // one end of it; and the account's rows for a deletion, only where there is an account (most views are
  // signed out and write nothing to it).
  (t) => [
    uniqueIndex('view_events_once_a_day').on(t.day, t.articleId, t.visitorKey),
    index('view_events_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** The keys a deleted account's views are given, one each (retention.ts `unlinkUserAnalytics`). */
export const viewEventsErased = pgSequence('view_events_erased');

/** Views per article per Tokyo day per source: what every dashboard reads. */
export const viewDaily = pgTable(
  'view_daily',
  {
    articleId: integer('article_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceDetail: text('source_detail').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day, t.sourceKind, t.sourceDetail] })],
);

/**
 * The same views summed per author (migration 0030), so that an author's dashboard over all their
 * articles reads one index range of its own rows instead of every source row of every article: per
 * article per day (all sources; the chart and the table) and per source per day (all articles).
 * Written in the batch's statement with view_daily (analytics/ingest.ts); view_daily stays the one
 * for a single article.
 */
export const viewDailyByAuthor = pgTable(
  'view_daily_by_author',
  {
    authorId: integer('author_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: integer('article_id').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.day, t.articleId] })],
);

export const viewSourcesByAuthor = pgTable(
  'view_sources_by_author',
  {
    authorId: integer('author_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceDetail: text('source_detail').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.day, t.sourceKind, t.sourceDetail] })],
);

/**
 * A click on a magazine's referral link (`/u/<a>/m/<id>?ref=`, issue 36 for magazines): the same roles
 * as referral_clicks. A sibling table rather than nullable columns there: every article query (view
 * ingestion's source upgrade, attribution, ranking, the author's figures) keeps its NOT NULL link and
 * its indexes unchanged, and a magazine link (magazine_share_links) is another table's row anyway.
 */
export const magazineReferralClicks = pgTable(
  'magazine_referral_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    magazineShareLinkId: requiredRef('magazine_share_link_id', () => magazineShareLinks.id, {
      onDelete: 'cascade',
    }),
    magazineId: integer('magazine_id').notNull(),
    affiliateUserId: integer('affiliate_user_id').notNull(),
    visitor: text('visitor').notNull(),
    userId: optionalRef('user_id', () => users.id, { onDelete: 'set null' }),
    referringHost: text('referring_host').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('magazine_referral_clicks_visit').on(t.magazineId, t.visitor, t.createdAt),
    index('magazine_referral_clicks_account').on(t.userId, t.magazineId, t.createdAt),
    index('magazine_referral_clicks_link').on(t.magazineShareLinkId, t.createdAt),
  ],
);

/** The salt of each Tokyo day's visitor hash; yesterday's is deleted, so old hashes cannot be redone. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * A click on a referral link (the shell server resolving `/s/<code>` or `?ref=`): the affiliate's click
 * count, and the server-side attribution memory — by `visitor` (the same visit, no cookie needed) and
 * by `user_id` (the account: a purchase from another device within the window).
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareLinkId: requiredRef('share_link_id', () => shareLinks.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    affiliateUserId: integer('affiliate_user_id').notNull(),
    visitor: text('visitor').notNull(),
    userId: optionalRef('user_id', () => users.id, { onDelete: 'set null' }),
    referringHost: text('referring_host').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_clicks_visit').on(t.articleId, t.visitor, t.createdAt),
    index('referral_clicks_account').on(t.userId, t.articleId, t.createdAt),
    index('referral_clicks_link').on(t.shareLinkId, t.createdAt),
  ],
);
