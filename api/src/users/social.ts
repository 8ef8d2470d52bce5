// Profiles and follows: counts, follow/unfollow, follower and following lists (keyset-paged,
// newest follow first, over follows_followers_page / follows_followings_page).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalid, notFound } from '../auth/errors';
import type { UserRow } from '../auth/tokens';
import type { Database } from '../db/open';
import { follows, users } from '../db/schema';
import { PAGE_SIZE } from '../articles/queries';
import { afterCursor, cursorColumn, orderBy, toPage, type KeysetOrder } from '../lists/keyset';
import { toUserProfile } from './present';

export const findByAccount = (db: Database, account: string) =>
  Effect.promise(() => db.select().from(users).where(eq(users.account, account)).limit(1)).pipe(
    Effect.flatMap((rows) => {
      const user = rows[0];
      // Unconfirmed sign-ups have no public page yet; deleted accounts have none any more.
      return user && user.confirmedAt && !user.deletedAt
        ? Effect.succeed(user)
        : Effect.fail(notFound('No such user'));
    }),
  );

/** Profiles of `people` as the viewer sees them (counts and isFollowing in three queries). */
export async function profilesOf(db: Database, people: UserRow[], viewerId: number | null) {
  const ids = people.map((u) => u.id);
  if (ids.length === 0) return [];
  const followers = await db
    .select({ id: follows.followeeId, n: count() })
    .from(follows)
    .where(inArray(follows.followeeId, ids))
    .groupBy(follows.followeeId);
  const followings = await db
    .select({ id: follows.followerId, n: count() })
    .from(follows)
    .where(inArray(follows.followerId, ids))
    .groupBy(follows.followerId);
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ id: follows.followeeId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids)));
  const followerCount = new Map(followers.map((r) => [r.id, r.n]));
  const followingCount = new Map(followings.map((r) => [r.id, r.n]));
  const followed = new Set(mine.map((r) => r.id));
  return people.map((u) =>
    toUserProfile(
      u,
      {
        followers: followerCount.get(u.id) ?? 0,
        followings: followingCount.get(u.id) ?? 0,
        isFollowing: followed.has(u.id),
      },
      viewerId,
    ),
  );
}

export const profileOf = (db: Database, user: UserRow, viewerId: number | null) =>
  Effect.promise(() => profilesOf(db, [user], viewerId)).pipe(Effect.map((list) => list[0]!));

export const setFollow = (db: Database, followerId: number, followee: UserRow, on: boolean) =>
  followerId === followee.id
    ? Effect.fail(invalid('account', 'you cannot follow yourself'))
    : Effect.promise(async () => {
        if (on)
          await db.insert(follows).values({ followerId, followeeId: followee.id }).onConflictDoNothing();
        else
          await db
            .delete(follows)
            .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followee.id)));
      });

const followOrder = (direction: 'followers' | 'followings'): KeysetOrder => ({
  keys: [
    sql`${follows.createdAt}`,
    direction === 'followers' ? sql`${follows.followerId}` : sql`${follows.followeeId}`,
  ],
  kinds: ['time', 'int'],
});
export const FOLLOW_CURSOR_KINDS = followOrder('followers').kinds;

/** `direction` followers: who follows `user`; followings: whom `user` follows. Newest follow first. */
export async function followList(
  db: Database,
  user: UserRow,
  direction: 'followers' | 'followings',
  cursor: readonly string[] | undefined,
  viewerId: number | null,
) {
  const [mine, other] =
    direction === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const order = followOrder(direction);
  const rows = await db
    .select({ user: users, cursor: cursorColumn(order) })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(mine, user.id),
        sql`${users.confirmedAt} is not null`,
        cursor ? afterCursor(order, cursor) : undefined,
      ),
    )
    .orderBy(...orderBy(order))
    .limit(PAGE_SIZE + 1);
  const page = toPage(rows, PAGE_SIZE);
  return {
    data: await profilesOf(
      db,
      page.rows.map((r) => r.user),
      viewerId,
    ),
    meta: { pager: { next: page.next } },
  };
}
