// Binary/multipart endpoints served by plain router routes in api/, so they are
// not in ShirubeApi: their paths, fields and payload schemas live here for both sides.
import { receiptForm } from '@shirube/domain/forms';
import * as Schema from 'effect/Schema';
import { ruledString } from '../rules';

/**
 * POST /v1/receipt (spec §7, blob): JSON {purchaseId | tipId, name} → application/pdf, a 適格請求書 of the
 * viewer's purchase or tip (a tip's says チップ and to whom; its number is SRB-T…). `name` (宛名) is required on the first issue and fixed then; a later call answers
 * the same document (same number, same addressee) marked 再発行, and `name` is ignored.
 * The answer carries `x-receipt-number`. 400 field name (first issue without it) / purchaseId (neither
 * or both ids given); 404 when the purchase or tip is not the viewer's (or the tip is unpaid).
 */
export const RECEIPT_PATH = '/v1/receipt';
export const ReceiptPayload = Schema.Struct({
  /** One of the two: a purchase (article, magazine) or a paid tip of the viewer (issue 37). */
  purchaseId: Schema.optional(Schema.Int),
  tipId: Schema.optional(Schema.Int),
  name: Schema.optional(ruledString(receiptForm.fields.name)),
});
export type ReceiptPayload = typeof ReceiptPayload.Type;

/**
 * POST /v1/users/current/image (multipart): field `image` (jpeg/png/webp, ≤ 10 MB, ≤ 40 megapixels)
 * and the square to keep, in pixels of the uploaded image: `cropX`, `cropY`, `cropSize` (all
 * optional: default the centred largest square). Answers the current user with the new imageUrl
 * (400×400) and thumbnailUrl (96×96). DELETE on the same path removes the icon.
 */
export const USER_IMAGE_PATH = '/v1/users/current/image';
export const USER_IMAGE_FIELD = 'image';
export const USER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** THE pixel limit of every uploaded image (decompression bombs): checked from the header before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const USER_IMAGE_MAX_PIXELS = IMAGE_MAX_PIXELS;
export const USER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const USER_IMAGE_SIZE = 400;
export const USER_THUMBNAIL_SIZE = 96;
