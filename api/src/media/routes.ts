// POST /v1/items (the contract's media.uploadItem): one image (multipart field `image`, ≤ 10 MB,
// jpeg/png/webp/gif, ≤ 40 megapixels), re-encoded with sharp (./image.ts), stored as
// items/<random>.<ext> in the media store (storage/store.ts: the uploads folder → {data:{url:"/uploads/items/…"}},
// or the bucket → the MEDIA_BASE_URL of it). A raw handler: the
// body is read here with the platform's Request.formData, so a malformed body is a 400 like any bad part.
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { randomBytes } from 'node:crypto';
import { ShirubeApi } from '@shirube/api-contract';
import { App } from '../context';
import { isResponse, jsonResponse, sessionViewer } from '../http/plain-route';
import { mediaStore } from '../storage/store';
import { EXT, badImage, readImagePart, reencode } from './image';

export const MediaRoutes = HttpApiBuilder.group(ShirubeApi, 'media', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    return handlers.handleRaw('uploadItem', ({ request }) =>
      Effect.gen(function* () {
        const viewer = yield* sessionViewer(services.db, request);
        if (isResponse(viewer)) return viewer;
        const part = yield* readImagePart(request);
        if (!part.ok) return 'response' in part ? part.response : badImage(part.reason);
        const output = yield* Effect.promise(() => reencode(part.input, part.type));
        if (typeof output === 'string') return badImage(output);
        const name = `${randomBytes(12).toString('hex')}.${EXT[part.type]}`;
        const url = yield* Effect.promise(() =>
          mediaStore(services.config).putPublic(`items/${name}`, output.data, part.type),
        );
        return jsonResponse(200, { data: { url } });
      }),
    );
  }),
);
