// Plain router routes (multipart in, image bytes out) beside the contract:
//   POST /v1/payment/identification — multipart `image` (jpeg/png/webp, ≤ 10 MB) + `type` front|back
//     (spec §5). Re-encoded to JPEG with sharp (drops EXIF such as GPS), stored as a private document of the
//     media store (DATA_DIR/identity, or the bucket's private part with SSE) — NEVER public. Answers the
//     payout profile.
//   GET /v1/admin/identifications/:userId/:side — to admins only, never cached: the image itself (local), or
//     a redirect to a GET URL of the bucket signed for IDENTITY_URL_SECONDS.
import { ITEM_MAX_BYTES } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { checkRasterImage, MAX_INPUT_PIXELS } from '../media/image';
import { readMultipart } from '../uploads/multipart';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import {
  adminViewer,
  isResponse,
  jsonResponse,
  sessionViewer,
  validationResponse,
} from '../http/plain-route';
import { mediaStore } from '../storage/store';
import { discardDocument } from './documents';
import { findIdentity, payoutProfile, updateIdentity } from './profile';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const SIDES = ['front', 'back'] as const;

/** How long an admin's signed URL of a document works: long enough to load the image, no longer. */
export const IDENTITY_URL_SECONDS = 60;

async function toJpeg(input: Buffer): Promise<Buffer | 'too_many_pixels' | null> {
  // Only JPEG, PNG or WebP is decoded, whatever the label says (an SVG labelled image/png is refused).
  const refused = await checkRasterImage(input, TYPES);
  if (refused) return refused === 'too_many_pixels' ? refused : null;
  try {
    // The one pixel limit of uploads (media/image.ts): a decompression bomb is refused, not decoded.
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch (error) {
    if (String(error).includes('pixel limit')) return 'too_many_pixels';
    return null;
  }
}

export const identificationUploadRoute = (services: AppServices) =>
  HttpRouter.add('POST', '/v1/payment/identification', (request) =>
    Effect.gen(function* () {
      const viewer = yield* sessionViewer(services.db, request);
      if (isResponse(viewer)) return viewer;
      const form = yield* readMultipart(request, ITEM_MAX_BYTES, 'image');
      if (isResponse(form)) return form;
      const side = form.get('type');
      if (side !== 'front' && side !== 'back') return validationResponse('type', 'front_or_back');
      const file = form.get('image');
      if (!file || typeof file === 'string') return validationResponse('image', 'required');
      if (!TYPES.includes(file.type)) return validationResponse('image', 'type');
      const jpeg = yield* Effect.promise(async () => toJpeg(Buffer.from(await file.arrayBuffer())));
      if (jpeg === 'too_many_pixels') return validationResponse('image', 'too_many_pixels');
      if (!jpeg) return validationResponse('image', 'type');
      const name = `${viewer.user.id}-${side}-${randomBytes(12).toString('hex')}.jpg`;
      yield* Effect.promise(() => mediaStore(services.config).putPrivate(name, jpeg, 'image/jpeg'));
      const now = clockOf(services.config)();
      const change = side === 'front' ? { frontImage: name } : { backImage: name };
      const before = yield* Effect.promise(() => findIdentity(services.db, viewer.user.id));
      yield* Effect.promise(() => updateIdentity(services.db, viewer.user.id, change, now));
      // The replaced image is of no more use to anyone.
      yield* Effect.promise(() =>
        discardDocument(services, side === 'front' ? before?.frontImage : before?.backImage),
      );
      const data = yield* Effect.promise(() => payoutProfile(services.db, services.config, viewer.user.id));
      return jsonResponse(200, { data });
    }),
  );

export const identificationImageRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/admin/identifications/:userId/:side', (request) =>
    Effect.gen(function* () {
      const admin = yield* adminViewer(services.db, request);
      if (isResponse(admin)) return admin;
      const [rawUser, rawSide] = new URL(request.url, 'http://x').pathname.split('/').slice(-2);
      const userId = Number(rawUser);
      const side = SIDES.find((s) => s === rawSide);
      if (!Number.isInteger(userId) || !side)
        return jsonResponse(404, { code: 'not_found', message: 'Not found' });
      const identity = yield* Effect.promise(() => findIdentity(services.db, userId));
      const name = side === 'front' ? identity?.frontImage : identity?.backImage;
      if (!name) return jsonResponse(404, { code: 'not_found', message: 'No image' });
      const found = yield* Effect.promise(() =>
        mediaStore(services.config).readPrivate(name, IDENTITY_URL_SECONDS),
      );
      if (!found) return jsonResponse(404, { code: 'not_found', message: 'No image' });
      const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
      if ('url' in found)
        return HttpServerResponse.empty({ status: 302, headers: { ...headers, location: found.url } });
      return HttpServerResponse.uint8Array(found.bytes, {
        contentType: 'image/jpeg',
        headers,
      });
    }),
  );
