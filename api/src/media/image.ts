// Image intake shared by POST /v1/items and the eyecatch upload: read the multipart part, refuse what
// is not really an image of the declared type or has too many pixels (decompression bombs: the size
// is read from the header before any decoding), and re-encode with sharp (drops metadata).
import { IMAGE_MAX_PIXELS, ITEM_FIELD, ITEM_MAX_BYTES, ITEM_TYPES } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpServerResponse, type HttpServerRequest } from 'effect/http';
import sharp from 'sharp';
import { validationResponse } from '../http/plain-route';
import { readMultipart } from '../uploads/multipart';

/** THE pixel limit of every uploaded image (IMAGE_MAX_PIXELS, 40 MP): a 16000×16000 PNG (256 MP) is
 *  refused before it is decoded. The icon and identity uploads use it too. */
export const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

export const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const badImage = (reason: string) => validationResponse(ITEM_FIELD, reason);

export type Decoded =
  | { ok: true; input: Buffer; type: string }
  | { ok: false; reason: string }
  | { ok: false; response: HttpServerResponse.HttpServerResponse };

/** The `image` part of a multipart request (streamed with the size cap), checked for declared type. */
export const readImagePart = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const form = yield* readMultipart(request, ITEM_MAX_BYTES, ITEM_FIELD);
    if (HttpServerResponse.isHttpServerResponse(form)) return { ok: false, response: form } as Decoded;
    const file = form.get(ITEM_FIELD);
    if (!file || typeof file === 'string') return { ok: false, reason: 'required' } as Decoded;
    if (!(ITEM_TYPES as readonly string[]).includes(file.type))
      return { ok: false, reason: 'type' } as Decoded;
    const input = Buffer.from(yield* Effect.promise(() => file.arrayBuffer()));
    return { ok: true, input, type: file.type } as Decoded;
  });

/**
 * THE check of every image upload before sharp decodes it: the format read from the header (no pixel
 * decoded) must be the raster format of one of `types` (the declared type, or the route's list when
 * the route re-encodes anyway). sharp also reads SVG, PDF, TIFF, HEIF… and would rasterise an SVG
 * labelled image/png (librsvg on untrusted XML), so anything else is refused: 'type'. Above
 * MAX_INPUT_PIXELS (frames counted for an animated GIF): 'too_many_pixels'. null = fine.
 */
export async function checkRasterImage(
  input: Buffer,
  types: readonly string[],
): Promise<'type' | 'too_many_pixels' | null> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return 'type';
  }
  const formats = types.map((t) => FORMAT[t]);
  if (!meta.format || !formats.includes(meta.format) || !meta.width || !meta.height) return 'type';
  const frames = meta.format === 'gif' ? (meta.pages ?? 1) : 1;
  return meta.width * meta.height * frames > MAX_INPUT_PIXELS ? 'too_many_pixels' : null;
}

export interface Reencoded {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes in the declared type, optionally fitted inside `fit` (never enlarged). 'type' when it is
 * not an image of that type, 'too_many_pixels' above MAX_INPUT_PIXELS.
 */
export async function reencode(
  input: Buffer,
  type: string,
  fit?: { width: number; height: number },
): Promise<Reencoded | 'type' | 'too_many_pixels'> {
  const refused = await checkRasterImage(input, [type]);
  if (refused) return refused;
  try {
    let img = sharp(input, { animated: type === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (fit) img = img.resize({ ...fit, fit: 'inside', withoutEnlargement: true });
    if (type === 'image/jpeg') img = img.jpeg({ quality: 90 });
    else if (type === 'image/png') img = img.png();
    else if (type === 'image/webp') img = img.webp({ quality: 90 });
    else img = img.gif();
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return 'type';
  }
}
