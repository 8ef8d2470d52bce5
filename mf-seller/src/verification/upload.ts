// POST /v1/payment/identification (multipart image + type, spec §5) with XMLHttpRequest for upload
// progress (fetch has none). Same-origin through the shell's /v1 proxy: the session cookie rides along.
import type { PayoutProfile } from '@shirube/api-contract';

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

export function uploadIdentification(
  file: File,
  side: 'front' | 'back',
  onProgress: (percent: number) => void,
): Promise<PayoutProfile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/payment/identification');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(0, 'network'));
    xhr.onload = () => {
      let body: { data?: PayoutProfile; code?: string; field?: string; details?: UploadError['details'] } =
        {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.data) resolve(body.data);
      else reject(new UploadError(xhr.status, body.code ?? 'http_error', body.field, body.details));
    };
    const form = new FormData();
    form.append('type', side);
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
