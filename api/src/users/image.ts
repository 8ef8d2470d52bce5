// The user's icon: POST /v1/users/current/image (multipart `image` + the square to keep: cropX, cropY,
// cropSize in pixels of the uploaded picture after EXIF rotation; default the centred largest square)
// → sharp crops and re-encodes it as WebP at 400×400 (imageUrl) and 96×96 (thumbnailUrl), dropping
// metadata. Pictures over USER_IMAGE_MAX_PIXELS are refused before decoding (limitInputPixels), so a
// decompression bomb cannot exhaust memory. DELETE on the same path removes the icon.
import {
  USER_IMAGE_FIELD,
  USER_IMAGE_MAX_BYTES,
  USER_IMAGE_MAX_PIXELS,
  USER_IMAGE_PATH,
  USER_IMAGE_SIZE,
  USER_IMAGE_TYPES,
  USER_THUMBNAIL_SIZE,
} from '@shirube/api-contract';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpRouter } from 'effect/http';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { checkRasterImage } from '../media/image';
import { readMultipart } from '../uploads/multipart';
import type { UserRow } from '../auth/tokens';
import type { AppServices } from '../context';
import { users } from '../db/schema';
import { isResponse, jsonResponse, sessionViewer, validationResponse } from '../http/plain-route';
import { mediaStore, type MediaStore } from '../storage/store';
import { toCurrentUser } from './present';

type Crop = { left: number; top: number; size: number };
type Decoded = { data: Buffer; width: number; height: number };

async function decode(input: Buffer): Promise<Decoded | 'too_large' | null> {
  // Only JPEG, PNG or WebP is decoded, whatever the label says (an SVG labelled image/png is refused).
  const refused = await checkRasterImage(input, USER_IMAGE_TYPES);
  if (refused) return refused === 'too_many_pixels' ? 'too_large' : null;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: USER_IMAGE_MAX_PIXELS })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    return String(error).includes('pixel limit') ? 'too_large' : null;
  }
}

/** The crop square from the form fields: each a whole number, the square inside the picture. */
function cropOf(form: FormData, width: number, height: number): Crop | { field: string } {
  const read = (name: string) => {
    const v = form.get(name);
    return v === null || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  };
  const side = Math.min(width, height);
  const size = read('cropSize') ?? side;
  const left = read('cropX') ?? Math.floor((width - size) / 2);
  const top = read('cropY') ?? Math.floor((height - size) / 2);
  if (!Number.isInteger(size) || size < 1 || size > side) return { field: 'cropSize' };
  if (!Number.isInteger(left) || left < 0 || left + size > width) return { field: 'cropX' };
  if (!Number.isInteger(top) || top < 0 || top + size > height) return { field: 'cropY' };
  return { left, top, size };
}

/** The old icon's files (only our own uploads: the store ignores any other URL). */
async function removeFiles(store: MediaStore, user: UserRow) {
  for (const url of [user.imageUrl, user.thumbnailUrl]) await store.removePublic(url);
}

export const userImageRoutes = (services: AppServices) =>
  HttpRouter.addAll([
    HttpRouter.route('POST', USER_IMAGE_PATH, (request) =>
      Effect.gen(function* () {
        const viewer = yield* sessionViewer(services.db, request);
        if (isResponse(viewer)) return viewer;
        const bad = (reason: string, field = USER_IMAGE_FIELD) => validationResponse(field, reason);
        const form = yield* readMultipart(request, USER_IMAGE_MAX_BYTES, USER_IMAGE_FIELD);
        if (isResponse(form)) return form;
        const file = form.get(USER_IMAGE_FIELD);
        if (!file || typeof file === 'string') return bad('required');
        if (!(USER_IMAGE_TYPES as readonly string[]).includes(file.type)) return bad('type');
        const decoded = yield* Effect.promise(async () => decode(Buffer.from(await file.arrayBuffer())));
        if (decoded === 'too_large') return bad('too_many_pixels');
        if (!decoded) return bad('type');
        const crop = cropOf(form, decoded.width, decoded.height);
        if ('field' in crop) return bad('out_of_range', crop.field);
        const square = sharp(decoded.data).extract({
          left: crop.left,
          top: crop.top,
          width: crop.size,
          height: crop.size,
        });
        const name = randomBytes(12).toString('hex');
        const store = mediaStore(services.config);
        const updated = yield* Effect.promise(async () => {
          const big = await square
            .clone()
            .resize(USER_IMAGE_SIZE, USER_IMAGE_SIZE)
            .webp({ quality: 88 })
            .toBuffer();
          const small = await square
            .clone()
            .resize(USER_THUMBNAIL_SIZE, USER_THUMBNAIL_SIZE)
            .webp({ quality: 85 })
            .toBuffer();
          const imageUrl = await store.putPublic(`users/${name}.webp`, big, 'image/webp');
          const thumbnailUrl = await store.putPublic(`users/${name}-thumb.webp`, small, 'image/webp');
          const [row] = await services.db
            .update(users)
            .set({
              imageUrl,
              thumbnailUrl,
              updatedAt: new Date(),
            })
            .where(eq(users.id, viewer.user.id))
            .returning();
          await removeFiles(store, viewer.user);
          return row!;
        });
        return jsonResponse(200, { data: toCurrentUser(updated) });
      }),
    ),
    HttpRouter.route('DELETE', USER_IMAGE_PATH, (request) =>
      Effect.gen(function* () {
        const viewer = yield* sessionViewer(services.db, request);
        if (isResponse(viewer)) return viewer;
        const store = mediaStore(services.config);
        const updated = yield* Effect.promise(async () => {
          const [row] = await services.db
            .update(users)
            .set({ imageUrl: null, thumbnailUrl: null, updatedAt: new Date() })
            .where(eq(users.id, viewer.user.id))
            .returning();
          await removeFiles(store, viewer.user);
          return row!;
        });
        return jsonResponse(200, { data: toCurrentUser(updated) });
      }),
    ),
  ]);
