// Routes outside the contract: uploaded files and a JSON 404 for unknown paths.
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import path from 'node:path';

export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

const notFoundBody = { code: 'not_found', message: 'No such endpoint' };

export const uploadsRoute = (uploadsDir: string) =>
  HttpRouter.add('GET', '/uploads/*', (request) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname.slice('/uploads/'.length));
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
