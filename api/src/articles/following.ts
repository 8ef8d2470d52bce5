// フォロー中 feed (/v1/current/articles/followings): the newest articles of the authors the viewer
// follows. Walking the whole newest-first list and keeping the followed authors' rows costs as many
// rows as lie between their articles — the full table for someone following many quiet authors
// (issue 23: 1,000 followees, p50 898 ms at 1 M articles). So the page is a bounded k-way merge over
// each author's own index (articles_user: user_id, published_at, id, walked backwards), in one
// statement, reading (followees + (page + 1)²) index entries whatever the table's size:
//  1. heads: each followed author's newest listable article after the cursor (one probe each);
//  2. cut: the (page + 1)-th newest head. Every article of the page is at least as new as the cut —
//     an article older than it would have page + 1 newer heads above it — so only the authors whose
//     head is at or above the cut (exactly page + 1 of them) can have articles on the page;
//  3. those authors' newest page + 1 articles each, merged, the first page + 1 kept.
import { and, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, follows } from '../db/schema';
import { afterCursor, cursorColumn, orderBy, toPage } from '../lists/keyset';
import { hydrate, NEW_ORDER, type Page } from './lists';
import { listable, PAGE_SIZE } from './queries';

export async function listFollowing(
  db: Database,
  viewerId: number,
  cursor: readonly string[] | undefined,
  limit = PAGE_SIZE,
): Promise<Page> {
  const live = and(listable(), cursor ? afterCursor(NEW_ORDER, cursor) : undefined);
  const newestFirst = sql.join(orderBy(NEW_ORDER), sql`, `);
  const result = (await db.execute(sql`
    with heads as materialized (
      select f.followee_id as user_id, h.k0, h.id from ${follows} f
      cross join lateral (
        select ${articles.publishedAt} as k0, ${articles.id} as id
        from ${articles}
        where ${articles.userId} = f.followee_id and ${live}
        order by ${newestFirst}
        limit 1) h
      where f.follower_id = ${viewerId}),
    cut as (select k0, id from heads order by k0 desc, id desc offset ${limit} limit 1),
    merged as (
      select h.user_id from heads h
      where not exists (select 1 from cut) or (h.k0, h.id) >= (select k0, id from cut))
    select a.id, a.cursor from merged m
    cross join lateral (
      select ${articles.id} as id, ${articles.publishedAt} as k0, ${cursorColumn(NEW_ORDER)} as cursor
      from ${articles}
      where ${articles.userId} = m.user_id and ${live}
      order by ${newestFirst}
      limit ${limit + 1}) a
    order by a.k0 desc, a.id desc
    limit ${limit + 1}`)) as unknown as { rows: Array<{ id: number; cursor: string[] }> };
  return hydrate(db, toPage(result.rows, limit));
}
