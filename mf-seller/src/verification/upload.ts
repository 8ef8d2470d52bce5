// POST /v1/payment/identification (multipart image + type, spec §5) with upload progress: @shirube/ui's
// uploadForm (XMLHttpRequest through the shell's /v1 proxy; the session cookie rides along).
import type { PayoutProfile } from '@shirube/api-contract';
import { uploadForm } from '@shirube/ui/src/upload';

export { UploadError } from '@shirube/ui/src/upload';

export function uploadIdentification(
  file: File,
  side: 'front' | 'back',
  onProgress: (percent: number) => void,
): Promise<PayoutProfile> {
  const form = new FormData();
  form.append('type', side);
  form.append('image', file, file.name);
  return uploadForm('/v1/payment/identification', form, onProgress, (data) => data as PayoutProfile);
}
