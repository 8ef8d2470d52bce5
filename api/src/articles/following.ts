// フォロー中 feed (/v1/current/articles/followings): the newest articles of the authors the viewer
// follows. Walking the whole newest-first list and keeping the followed authors' rows costs as many
// rows as lie between their articles — the full table for someone following a few quiet authors. So
// for up to FOLLOW_MERGE_MAX followees each author's own index (articles_user: user_id, published_at,
// id) gives at most a page after the cursor, and the newest of those make the page (a k-way merge
// bounded by followees × page). Someone following more authors than that follows a large part of
// the site: walking the list is cheap for them.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, follows } from '../db/schema';
import { afterCursor, cursorColumn, orderBy, toPage } from '../lists/keyset';
import { hydrate, listArticles, NEW_ORDER, type Page } from './lists';
import { listable, PAGE_SIZE } from './queries';

export const FOLLOW_MERGE_MAX = 200;

export async function listFollowing(
  db: Database,
  viewerId: number,
  cursor: readonly string[] | undefined,
  limit = PAGE_SIZE,
  mergeMax = FOLLOW_MERGE_MAX,
): Promise<Page> {
  const followed = db
    .select({ one: sql`1` })
    .from(follows)
    .where(eq(follows.followerId, viewerId))
    .limit(mergeMax + 1)
    .as('followed');
  const [row] = await db.select({ n: count() }).from(followed);
  if ((row?.n ?? 0) > mergeMax) {
    return listArticles(db, {
      where: and(
        listable(),
        sql`${articles.userId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`,
      ),
      order: NEW_ORDER,
      cursor,
      limit,
    });
  }
  const result = (await db.execute(sql`
    select a.id, a.cursor from ${follows} f
    cross join lateral (
      select ${articles.id} as id, ${articles.publishedAt} as k0, ${cursorColumn(NEW_ORDER)} as cursor
      from ${articles}
      where ${articles.userId} = f.followee_id
        and ${and(listable(), cursor ? afterCursor(NEW_ORDER, cursor) : undefined)}
      order by ${sql.join(orderBy(NEW_ORDER), sql`, `)}
      limit ${limit + 1}) a
    where f.follower_id = ${viewerId}
    order by a.k0 desc, a.id desc
    limit ${limit + 1}`)) as unknown as { rows: Array<{ id: number; cursor: string[] }> };
  return hydrate(db, toPage(result.rows, limit));
}
