import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { presentList } from '../articles/present-list';
import { FAV_ORDER, listHighRated, listNew, NEW_ORDER, type Cursor, type Page } from '../articles/lists';
import { decodeCursor, type KeysetOrder } from '../lists/keyset';
import type { Database } from '../db/open';
import { activeCodeOf } from '../quick-edit/codes';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import { changePassword, updateProfile } from './account';
import { deleteAccount } from './deletion';
import { verifiedCompany } from '../verification/company';
import { toCurrentUser, toSpecified } from './present';
import { findByAccount, FOLLOW_CURSOR_KINDS, followList, profileOf, setFollow } from './social';
import { currentUserOf } from '../oauth/present';

export const UsersRoutes = HttpApiBuilder.group(ShirubeApi, 'users', (handlers) =>
  Effect.gen(function* () {
    const app = yield* App;
    const { db } = app;
    const current = (user: Parameters<typeof toCurrentUser>[0]) => ({ data: toCurrentUser(user) });
    const follow =
      (on: boolean) =>
      ({ params, request }: { params: { account: string }; request: Parameters<typeof requireViewer>[1] }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          yield* setFollow(db, viewer.user.id, user, on);
          return { data: yield* profileOf(db, user, viewer.user.id) };
        });
    const list =
      (direction: 'followers' | 'followings') =>
      ({
        params,
        query,
        request,
      }: {
        params: { account: string };
        query: { since?: string };
        request: Parameters<typeof requireViewer>[1];
      }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          const cursor = yield* decodeCursor(query.since, FOLLOW_CURSOR_KINDS);
          return yield* Effect.promise(() =>
            followList(db, user, direction, cursor, viewer?.user.id ?? null),
          );
        });
    // One author's articles in one order, priced with the ?discount_code= the reader came with.
    const authorList =
      (order: KeysetOrder, read: (db: Database, cursor: Cursor, userId: number) => Promise<Page>) =>
      ({
        params,
        query,
        request,
      }: {
        params: { account: string };
        query: { since?: string; discount_code?: string };
        request: Parameters<typeof requireViewer>[1];
      }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          const cursor = yield* decodeCursor(query.since, order.kinds);
          const page = yield* Effect.promise(() => read(db, cursor, user.id));
          const code = yield* Effect.promise(() => activeCodeOf(db, query.discount_code));
          return yield* presentList(db, viewer?.user.id ?? null, page, code);
        });
    return handlers
      .handle('current', ({ request }) =>
        requireViewer(db, request).pipe(
          // With the spec's OAuth fields (linked providers); the other answers stay without them.
          Effect.flatMap((v) => Effect.promise(() => currentUserOf(db, v.user))),
          Effect.map((data) => ({ data })),
        ),
      )
      .handle('updateCurrent', ({ payload, request }) =>
        requireViewer(db, request).pipe(
          Effect.flatMap((viewer) => updateProfile(db, viewer, payload)),
          Effect.map(current),
        ),
      )
      .handle('changePassword', ({ payload, request }) =>
        requireViewer(db, request).pipe(
          Effect.flatMap((viewer) => changePassword(app, viewer, payload)),
          Effect.map(current),
        ),
      )
      .handle('deleteCurrent', ({ payload, request }) =>
        requireViewer(db, request).pipe(Effect.flatMap((viewer) => deleteAccount(app, viewer, payload))),
      )
      .handle('profile', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const user = yield* findByAccount(db, params.account);
          return { data: yield* profileOf(db, user, viewer?.user.id ?? null) };
        }),
      )
      .handle('articles', authorList(NEW_ORDER, listNew))
      .handle('articlesHighRated', authorList(FAV_ORDER, listHighRated))
      .handle('specified', ({ params }) =>
        Effect.gen(function* () {
          const user = yield* findByAccount(db, params.account);
          const company = yield* Effect.promise(() => verifiedCompany(db, user.id));
          return { data: toSpecified(user, company) };
        }),
      )
      .handle('follow', follow(true))
      .handle('unfollow', follow(false))
      .handle('followers', list('followers'))
      .handle('followings', list('followings'));
  }),
);
