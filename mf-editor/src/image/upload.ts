// POST /v1/items (and the eyecatch upload) through the shell's /v1 proxy with XMLHttpRequest, for upload progress events
// (fetch has none). Same-origin: the browser's Origin header passes the shell's CSRF check and the
// session cookie rides along; no token is handled here.
import { ITEM_MAX_BYTES, ITEM_TYPES, ITEM_UPLOAD_PATH } from '@shirube/api-contract';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`upload failed: ${status} ${code}`);
    this.name = 'UploadError';
  }
}

export const acceptsImage = (file: File) =>
  (ITEM_TYPES as readonly string[]).includes(file.type) && file.size <= ITEM_MAX_BYTES;

/** POSTs `file` as the multipart field `image` to `path` (/v1/items or an article's eyecatch). */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  path: string = ITEM_UPLOAD_PATH,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(0, 'network'));
    xhr.onload = () => {
      let body: { data?: { url?: string }; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.data?.url) resolve(body.data.url);
      else reject(new UploadError(xhr.status, body.code ?? 'http_error'));
    };
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
