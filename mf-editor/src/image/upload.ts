// POST /v1/items (and the eyecatch upload) with upload progress: @shirube/ui's uploadForm (XMLHttpRequest).
import { ITEM_MAX_BYTES, ITEM_TYPES, ITEM_UPLOAD_PATH } from '@shirube/api-contract';
import { uploadForm } from '@shirube/ui/src/upload';

export const acceptsImage = (file: File) =>
  (ITEM_TYPES as readonly string[]).includes(file.type) && file.size <= ITEM_MAX_BYTES;

/** POSTs `file` as the multipart field `image` to `path` (/v1/items or an article's eyecatch). */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  path: string = ITEM_UPLOAD_PATH,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  return uploadForm(path, form, onProgress, (data) => (data as { url?: string }).url || undefined);
}
