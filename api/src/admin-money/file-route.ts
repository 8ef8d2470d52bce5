// GET /v1/admin/transfer_batches/:id/file — the batch's 全銀 総合振込 file (Shift_JIS, 120-byte records),
// admins only, regenerated from the payouts' bank snapshots (the same bytes every time).
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import type { AppServices } from '../context';
import { adminViewer, isResponse, jsonResponse } from '../http/plain-route';
import { batchFile } from '../payouts/batches';

export const transferFileRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/admin/transfer_batches/:id/file', (request) =>
    Effect.gen(function* () {
      const admin = yield* adminViewer(services.db, request);
      if (isResponse(admin)) return admin;
      const id = Number(new URL(request.url, 'http://x').pathname.split('/').at(-2));
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
        return jsonResponse(404, { code: 'not_found', message: 'No such batch' });
      const file = yield* Effect.promise(() => batchFile(services.db, services.config, id));
      if (!file) return jsonResponse(404, { code: 'not_found', message: 'No such batch' });
      const name = `zengin-${file.batch.transferDate.replaceAll('-', '')}-${file.batch.id}.txt`;
      return HttpServerResponse.uint8Array(file.bytes, {
        contentType: 'text/plain; charset=Shift_JIS',
        headers: {
          'content-disposition': `attachment; filename="${name}"`,
          'cache-control': 'private, no-store',
        },
      });
    }),
  );
