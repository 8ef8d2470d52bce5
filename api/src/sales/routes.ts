import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { clockOf } from '../config';
import { App } from '../context';
import { ownMonths, ownPage, ownRows } from '../http/own-rows';
import { purchaseHistory, purchasedMonths } from '../purchases/history';
import { salesProfit } from './monthly';
import { salesHistories, salesSummary, soldMonths, tokyoMonth } from './queries';

export const SalesRoutes = HttpApiBuilder.group(ShirubeApi, 'sales', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    return handlers
      .handle('purchasedMonth', ({ request }) => ownMonths(db, request, purchasedMonths))
      .handle('purchasedHistories', ({ query, request }) =>
        ownPage(db, request, query.since, (userId, offset) =>
          purchaseHistory(db, userId, offset, query.month),
        ),
      )
      .handle('salesProfit', ({ request }) =>
        ownRows(db, request, async (userId) => ({ data: await salesProfit(db, userId, clockOf(config)()) })),
      )
      .handle('totalSales', ({ request }) =>
        ownRows(db, request, async (userId) => ({ data: await salesSummary(db, config, userId) })),
      )
      .handle('soldMonth', ({ request }) => ownMonths(db, request, soldMonths))
      .handle('salesHistories', ({ query, request }) =>
        ownPage(db, request, query.since, (userId, offset) =>
          salesHistories(db, config, userId, query.month ?? tokyoMonth(clockOf(config)()), offset),
        ),
      );
  }),
);
