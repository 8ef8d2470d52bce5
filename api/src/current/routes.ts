import { ShirubeApi } from '@shirube/api-contract';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import {
  listMine,
  listPurchased,
  MINE_ORDER,
  NEW_ORDER,
  PURCHASED_ORDER,
  type Cursor,
  type Page,
} from '../articles/lists';
import { listFollowing } from '../articles/following';
import { presentList } from '../articles/present-list';
import { decodeCursor, type KeysetOrder } from '../lists/keyset';
import type { Database } from '../db/open';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import { ownPage } from '../http/own-rows';
import { users } from '../db/schema';
import { listNotifications, openNotifications } from './notifications';
import { listViewed, recordView } from './views';
import { saveLawSettings } from './law';
import { articleTitles } from './titles';
import { loadArticle, purchasesOf } from '../articles/queries';
import { presentMyArticle, visibilityError } from '../articles/visibility';
import { notFound } from '../auth/errors';
import { rejectReasons } from '../drafts/store';

export const CurrentRoutes = HttpApiBuilder.group(ShirubeApi, 'current', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    // A keyset list of the viewer's own (followed authors' articles, bought articles).
    const viewerList =
      (order: KeysetOrder, read: (db: Database, viewerId: number, cursor: Cursor) => Promise<Page>) =>
      ({ query, request }: { query: { since?: string }; request: Parameters<typeof requireViewer>[1] }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const cursor = yield* decodeCursor(query.since, order.kinds);
          const page = yield* Effect.promise(() => read(db, viewer.user.id, cursor));
          return yield* presentList(db, viewer.user.id, page);
        });
    return handlers
      .handle('myArticles', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const cursor = yield* decodeCursor(query.since, MINE_ORDER.kinds);
          const page = yield* Effect.promise(() => listMine(db, viewer.user.id, cursor));
          const rejected = page.records
            .filter((r) => r.article.inspectStatus === 'rejected')
            .map((r) => r.article.id);
          const reasons = yield* Effect.promise(() => rejectReasons(db, rejected));
          const data = page.records.map((r) => ({
            ...presentMyArticle(r),
            rejectReason: reasons.get(r.article.id) ?? null,
          }));
          return { data, meta: { pager: { next: page.next } } };
        }),
      )
      .handle('articleTitles', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const data = yield* Effect.promise(() =>
            articleTitles(db, viewer.user.id, query.filterType ?? 'all'),
          );
          return { data };
        }),
      )
      .handle('followingArticles', viewerList(NEW_ORDER, listFollowing))
      .handle('purchasedArticles', viewerList(PURCHASED_ORDER, listPurchased))
      .handle('viewedArticles', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const records = yield* Effect.promise(() => listViewed(db, viewer.user.id, query.size ?? 10));
          const { data } = yield* presentList(db, viewer.user.id, { records, next: null });
          return { data };
        }),
      )
      .handle('recordView', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const record = yield* Effect.promise(() => loadArticle(db, params.id));
          if (!record) return yield* notFound('The article does not exist');
          const bought = yield* Effect.promise(() => purchasesOf(db, viewer.user.id, [params.id]));
          const error = visibilityError(record, {
            user: viewer.user,
            purchasedAt: bought.get(params.id) ?? null,
          });
          if (error) return yield* error;
          yield* Effect.promise(() => recordView(db, viewer.user.id, params.id));
        }),
      )
      .handle('notifications', ({ query, request }) =>
        ownPage(db, request, query.since, (userId, offset) => listNotifications(db, userId, offset)),
      )
      .handle('openNotifications', ({ payload, request }) =>
        requireViewer(db, request).pipe(
          Effect.flatMap((viewer) =>
            Effect.promise(() => openNotifications(db, viewer.user.id, payload.ids)),
          ),
        ),
      )
      .handle('mailNotificationSettings', ({ payload, request }) =>
        requireViewer(db, request).pipe(
          Effect.flatMap((viewer) =>
            Effect.promise(() =>
              db
                .update(users)
                .set({ purchaseMailNotification: payload.purchase, salesMailNotification: payload.sales })
                .where(eq(users.id, viewer.user.id)),
            ),
          ),
          Effect.as({ purchase: payload.purchase, sales: payload.sales }),
        ),
      )
      .handle('specialCommercialLawSettings', ({ payload, request }) =>
        requireViewer(db, request).pipe(Effect.flatMap((viewer) => saveLawSettings(db, viewer, payload))),
      );
  }),
);
