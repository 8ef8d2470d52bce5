// GET /v1/sales/sales_histories.csv?month=YYYY-MM — the whole month's sales history as a CSV file
// (plain route: a file body, not JSON). Same rows as /v1/sales/sales_histories, every page.
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { isResponse, sessionViewer, validationResponse } from '../http/plain-route';
import { salesCsv } from './monthly';
import { salesHistories, SALES_PAGE_SIZE, tokyoMonth } from './queries';

export const salesCsvRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/sales/sales_histories.csv', (request) =>
    Effect.gen(function* () {
      const viewer = yield* sessionViewer(services.db, request);
      if (isResponse(viewer)) return viewer;
      const month =
        new URL(request.url, 'http://x').searchParams.get('month') ?? tokyoMonth(clockOf(services.config)());
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return validationResponse('month', 'format');
      const rows = yield* Effect.promise(async () => {
        const all = [];
        for (let offset = 0; ; offset += SALES_PAGE_SIZE) {
          const page = await salesHistories(services.db, services.config, viewer.user.id, month, offset);
          all.push(...page.data);
          if (!page.meta.pager.next) return all;
        }
      });
      return HttpServerResponse.text(salesCsv(rows), {
        contentType: 'text/csv; charset=utf-8',
        headers: {
          'content-disposition': `attachment; filename="sales-${month}.csv"`,
          'cache-control': 'private, no-store',
        },
      });
    }),
  );
