// The signed-in user's notifications (written by purchases in issue 3), newest first.
import type { Notification } from '@shirube/api-contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, notifications, users } from '../db/schema';
import { PAGE_SIZE } from '../articles/queries';

const KINDS = ['sales', 'sales_affiliate', 'update', 'sold_out'] as const;

export async function listNotifications(db: Database, userId: number, offset: number) {
  const rows = await db
    .select({ n: notifications, articleId: articles.id, account: users.account })
    .from(notifications)
    .leftJoin(articles, eq(articles.id, notifications.articleId))
    .leftJoin(users, eq(users.id, articles.userId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE + 1)
    .offset(offset);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.openedAt)));
  const data: Notification[] = rows.slice(0, PAGE_SIZE).map(({ n, articleId, account }) => ({
    id: n.id,
    kind: KINDS.find((k) => k === n.kind) ?? 'update',
    body: n.body,
    open: n.openedAt !== null,
    createdAt: n.createdAt.toISOString(),
    article: articleId !== null && account !== null ? { id: articleId, user: { account } } : null,
  }));
  return {
    data,
    meta: {
      pager: { next: rows.length > PAGE_SIZE ? String(offset + PAGE_SIZE) : null },
      unreadCount: unread?.n ?? 0,
    },
  };
}

/** Marks the given ids read; ids of other users are ignored. */
export async function openNotifications(db: Database, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ openedAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, [...ids]),
        isNull(notifications.openedAt),
      ),
    );
}
