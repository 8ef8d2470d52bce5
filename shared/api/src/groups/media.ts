// POST /v1/items (multipart field `image`) → {data:{url}}. Served by a plain router route in
// api/src/media (multipart bodies are parsed there), so it is NOT part of ShirubeApi and has no
// generated client method: the editor uploads with XMLHttpRequest for progress events.
import * as Schema from 'effect/Schema';

export const ITEM_UPLOAD_PATH = '/v1/items';
export const ITEM_FIELD = 'image';
export const ITEM_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const ItemUploadResponse = Schema.Struct({ data: Schema.Struct({ url: Schema.String }) });
export type ItemUploadResponse = typeof ItemUploadResponse.Type;

/** POST (multipart field `image`) / DELETE /v1/articles/{id}/eyecatch → {data:{url}} (owner only). */
export const eyecatchPath = (articleId: number) => `/v1/articles/${articleId}/eyecatch`;
export const EyecatchResponse = Schema.Struct({ data: Schema.Struct({ url: Schema.NullOr(Schema.String) }) });
