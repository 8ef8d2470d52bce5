// GET /v1/sales/sales_histories.csv?month=YYYY-MM — the whole month's sales history as a CSV file
// (plain route: a file body, not JSON). Same rows as /v1/sales/sales_histories, every page.
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { findViewer } from '../auth/tokens';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { salesCsv } from './monthly';
import { salesHistories, SALES_PAGE_SIZE, tokyoMonth } from './queries';

const json = (status: number, body: unknown) => HttpServerResponse.jsonUnsafe(body, { status });

export const salesCsvRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/sales/sales_histories.csv', (request) =>
    Effect.gen(function* () {
      const viewer = yield* Effect.promise(() => findViewer(services.db, request.headers));
      if (!viewer || viewer.kind !== 'session')
        return json(401, { code: 'unauthorized', message: 'Sign in required' });
      const month =
        new URL(request.url, 'http://x').searchParams.get('month') ?? tokyoMonth(clockOf(services.config)());
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
        return json(400, {
          code: 'validation',
          message: 'month: format',
          field: 'month',
          details: [{ field: 'month', reason: 'format' }],
        });
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
