// POST /v1/receipt (spec §7, blob): JSON in, application/pdf out — a plain router route because the
// contract's HttpApi answers JSON. Payload schema and rules: shared/api groups/receipts.ts.
import { RECEIPT_PATH, ReceiptPayload } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import type { AppServices } from '../context';
import { decodeJsonBody, errorResponse, isResponse, sessionViewer } from '../http/plain-route';
import { issueReceipt } from './issue';

export const receiptRoute = (services: AppServices) =>
  HttpRouter.add('POST', RECEIPT_PATH, (request) =>
    Effect.gen(function* () {
      const viewer = yield* sessionViewer(services.db, request);
      if (isResponse(viewer)) return viewer;
      const payload = yield* decodeJsonBody(ReceiptPayload, request);
      if (isResponse(payload)) return payload;
      return yield* issueReceipt(services.db, services.config, viewer, payload).pipe(
        Effect.map(({ pdf, number, reissue }) =>
          HttpServerResponse.uint8Array(pdf, {
            contentType: 'application/pdf',
            headers: {
              'content-disposition': `attachment; filename="receipt-${number}${reissue ? '-reissue' : ''}.pdf"`,
              'cache-control': 'no-store',
              'x-receipt-number': number,
            },
          }),
        ),
        Effect.catch((error) => Effect.succeed(errorResponse(error))),
      );
    }),
  );
