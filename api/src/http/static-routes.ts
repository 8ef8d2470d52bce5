// Routes outside the contract: uploaded files and a JSON 404 for unknown paths.
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import path from 'node:path';
import type { AppConfig } from '../config';
import { mediaStore, type MediaStore } from '../storage/store';

export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

const notFoundBody = { code: 'not_found', message: 'No such endpoint' };

/** An old `/uploads/<dir>/<name>` path once the files live on a bucket (after `npm run media:migrate`):
 *  the same name's public URL. Names are immutable, so the move is permanent (301). */
const movedToBucket = (store: MediaStore, urlPath: string) =>
  /^[a-z]+\/[A-Za-z0-9._-]+$/.test(urlPath)
    ? HttpServerResponse.empty({ status: 301, headers: { location: store.publicUrl(urlPath) } })
    : HttpServerResponse.jsonUnsafe(notFoundBody, { status: 404 });

export const uploadsRoute = (config: Pick<AppConfig, 'uploadsDir' | 'dataDir' | 'storage'>) =>
  HttpRouter.add('GET', '/uploads/*', (request) => {
    const { uploadsDir } = config;
    const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname.slice('/uploads/'.length));
    const store = mediaStore(config);
    if (store.kind !== 'local') return Effect.succeed(movedToBucket(store, urlPath));
    const file = path.resolve(uploadsDir, urlPath);
    // Never serve outside the uploads folder (../ tricks).
    if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) {
      return Effect.succeed(HttpServerResponse.jsonUnsafe(notFoundBody, { status: 404 }));
    }
    return HttpServerResponse.file(file, {
      headers: {
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        // An uploaded file is never a page: nothing in it may run, load or frame (issue 9).
        'content-security-policy': UPLOAD_CSP,
      },
    }).pipe(Effect.catch(() => Effect.succeed(HttpServerResponse.jsonUnsafe(notFoundBody, { status: 404 }))));
  });

export const notFoundRoute = HttpRouter.add(
  '*',
  '/*',
  HttpServerResponse.jsonUnsafe(notFoundBody, { status: 404 }),
);
