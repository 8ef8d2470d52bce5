import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { parseOffset } from '../articles/routes';
import { requireViewer } from '../auth/viewer';
import { clockOf } from '../config';
import { App } from '../context';
import { purchaseHistory, purchasedMonths } from '../purchases/history';
import { salesProfit } from './monthly';
import { salesHistories, salesSummary, soldMonths, tokyoMonth } from './queries';

export const SalesRoutes = HttpApiBuilder.group(ShirubeApi, 'sales', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    return handlers
      .handle('purchasedMonth', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: { months: yield* Effect.promise(() => purchasedMonths(db, viewer.user.id)) } };
        }),
      )
      .handle('purchasedHistories', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const offset = yield* parseOffset(query.since);
          return yield* Effect.promise(() => purchaseHistory(db, viewer.user.id, offset, query.month));
        }),
      )
      .handle('salesProfit', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => salesProfit(db, viewer.user.id, clockOf(config)())) };
        }),
      )
      .handle('totalSales', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => salesSummary(db, config, viewer.user.id)) };
        }),
      )
      .handle('soldMonth', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: { months: yield* Effect.promise(() => soldMonths(db, viewer.user.id)) } };
        }),
      )
      .handle('salesHistories', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const offset = yield* parseOffset(query.since);
          const month = query.month ?? tokyoMonth(clockOf(config)());
          return yield* Effect.promise(() => salesHistories(db, config, viewer.user.id, month, offset));
        }),
      );
  }),
);
