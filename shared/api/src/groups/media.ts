// POST /v1/items (multipart field `image`) → {data:{url}}: declared here (so it is in /openapi.json)
// and served as a raw handler in api/src/media (the server reads the multipart body itself and answers
// a bad part with 400 `validation` field `image`). The editor uploads with XMLHttpRequest for progress
// events, not through the generated client.
import * as Schema from 'effect/Schema';
import { Multipart } from 'effect/http';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { signedIn } from '../access';

export const ITEM_UPLOAD_PATH = '/v1/items';
export const ITEM_FIELD = 'image';
export const ITEM_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const ItemUploadResponse = Schema.Struct({ data: Schema.Struct({ url: Schema.String }) });
export type ItemUploadResponse = typeof ItemUploadResponse.Type;

/** One image, jpeg/png/webp/gif, ≤ 10 MB and ≤ 40 megapixels (re-encoded, metadata dropped). */
export const ItemUploadPayload = Schema.Struct({ [ITEM_FIELD]: Multipart.SingleFileSchema }).pipe(
  HttpApiSchema.asMultipart({ maxFileSize: ITEM_MAX_BYTES, maxParts: 4 }),
);

export class MediaGroup extends HttpApiGroup.make('media').add(
  /** Signed in (401 otherwise); 400 `validation` field `image`: required | too_large | type | too_many_pixels. */
  signedIn(
    HttpApiEndpoint.post('uploadItem', ITEM_UPLOAD_PATH, {
      payload: ItemUploadPayload,
      success: ItemUploadResponse,
    }),
  ),
) {}

/** POST (multipart field `image`) / DELETE /v1/articles/{id}/eyecatch → {data:{url}} (owner only). */
export const eyecatchPath = (articleId: number) => `/v1/articles/${articleId}/eyecatch`;
export const EyecatchResponse = Schema.Struct({ data: Schema.Struct({ url: Schema.NullOr(Schema.String) }) });
