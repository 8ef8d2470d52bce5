// A multipart POST through the shell's /v1 proxy with XMLHttpRequest, for upload progress events (fetch has
// none): the editor's images and eyecatch, the seller's identity documents. Same-origin: the browser's Origin
// header passes the shell's CSRF check and the session cookie rides along; no token is handled here.
// Imported by path (`@shirube/ui/src/upload`), loaded with the form that uploads.

/** A refused upload: the answer's status and code (0 `network` when none came), with the field it names. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    readonly details?: ReadonlyArray<{ field: string; reason: string }>,
  ) {
    super(`upload failed: ${status} ${code}`);
    this.name = 'UploadError';
  }
}

type Answer = { data?: unknown; code?: string; field?: string; details?: UploadError['details'] };

/**
 * POSTs `form` to `path`, reporting progress in whole percent. Resolves what `pick` finds in a 200 answer's
 * `data`; any other answer, or a 200 without it, rejects with an UploadError.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  pick: (data: unknown) => T | undefined,
): Promise<T> {
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
      let body: Answer = {};
      try {
        body = (JSON.parse(xhr.responseText) as Answer | null) ?? {};
      } catch {
        body = {};
      }
      const value = xhr.status === 200 && body.data ? pick(body.data) : undefined;
      if (value !== undefined) resolve(value);
      else reject(new UploadError(xhr.status, body.code ?? 'http_error', body.field, body.details));
    };
    xhr.send(form);
  });
}
