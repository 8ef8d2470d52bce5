import { ShirubeApi } from '@shirube/api-contract';
import { and, count, eq, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { parseSince, presentList } from '../articles/routes';
import { listPublished } from '../articles/queries';
import { notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { follows, users } from '../db/schema';
import { toCurrentUser, toUserProfile } from './present';

const findByAccount = (db: Database, account: string) =>
  Effect.promise(() => db.select().from(users).where(eq(users.account, account)).limit(1)).pipe(
    Effect.flatMap((rows) => {
      const user = rows[0];
      // Unconfirmed sign-ups have no public page yet.
      return user && user.confirmedAt ? Effect.succeed(user) : Effect.fail(notFound('No such user'));
    }),
  );

const followCounts = (db: Database, userId: number, viewerId: number | null) =>
  Effect.promise(async () => {
    const [followers] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
    const [followings] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
    const mine =
      viewerId === null
        ? []
        : await db
            .select({ one: sql`1` })
            .from(follows)
            .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)))
            .limit(1);
    return { followers: followers?.n ?? 0, followings: followings?.n ?? 0, isFollowing: mine.length > 0 };
  });

export const UsersRoutes = HttpApiBuilder.group(ShirubeApi, 'users', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    return handlers
      .handle('current', ({ request }) =>
        requireViewer(db, request).pipe(Effect.map((viewer) => ({ data: toCurrentUser(viewer.user) }))),
      )
      .handle('profile', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          const counts = yield* followCounts(db, user.id, viewer?.user.id ?? null);
          return { data: toUserProfile(user, counts, viewer?.user.id ?? null) };
        }),
      )
      .handle('articles', ({ params, query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          const since = yield* parseSince(query.since);
          const page = yield* Effect.promise(() => listPublished(db, { since, userId: user.id }));
          return yield* presentList(db, viewer?.user.id ?? null, page);
        }),
      );
  }),
);
