// Reserved publishing (spec §4): an approved article with reservePublishType 'reserve' is hidden until
// its publishedAt (visibility.ts and the lists compare it with now), so it becomes readable at that
// time by itself. This job announces it exactly once — notification to the author and the author's
// followers — from any number of API processes: the due rows are claimed with
// `FOR UPDATE SKIP LOCKED` and marked publish_announced_at in the same transaction, so a row is
// never taken twice and a crashed run is simply retried by the next tick (state lives in the DB).
import { and, asc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, follows, notifications, users } from '../db/schema';
import { periodicStarter } from './periodic';

export const RESERVED_BATCH = 50;

/** One run: announces the due reservations; answers the article ids this run announced. */
export async function announceDueReservations(db: Database, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: articles.id, userId: articles.userId, title: articles.title, authorName: users.name })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.userId))
      .where(
        and(
          eq(articles.reservePublishType, 'reserve'),
          isNull(articles.publishAnnouncedAt),
          eq(articles.status, 'published'),
          ne(articles.inspectStatus, 'review'),
          isNull(articles.deletedAt),
          lte(articles.publishedAt, now),
        ),
      )
      .orderBy(asc(articles.publishedAt), asc(articles.id))
      .limit(RESERVED_BATCH)
      .for('update', { of: articles, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((a) => a.id);
    await tx.update(articles).set({ publishAnnouncedAt: now }).where(inArray(articles.id, ids));
    for (const a of due) {
      await tx.insert(notifications).values({
        userId: a.userId,
        kind: 'update',
        articleId: a.id,
        body: `予約していた「${a.title}」が公開されました。`,
      });
      // Followers hear of it the moment it is readable, not when it was approved.
      const fans = await tx
        .select({ id: follows.followerId })
        .from(follows)
        .where(eq(follows.followeeId, a.userId));
      if (fans.length > 0) {
        await tx.insert(notifications).values(
          fans.map((f) => ({
            userId: f.id,
            kind: 'update',
            articleId: a.id,
            body: `${a.authorName}さんが「${a.title}」を公開しました。`,
          })),
        );
      }
    }
    return ids;
  });
}

/**
 * Runs the job every `intervalMs` until stopped. Runs never overlap within a process; across
 * processes SKIP LOCKED keeps them apart. A failing run is logged and retried on the next tick.
 */
export const startReservedPublishScheduler = periodicStarter(
  'reserved-publish scheduler',
  async (db: Database) => {
    await announceDueReservations(db);
  },
);
