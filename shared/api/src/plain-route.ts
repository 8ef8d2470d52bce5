// A plain route (outside the HttpApi contract: the receipt PDF, the icon's multipart upload) fetched
// same-origin, failing as the contract client does: one ApiError {status, code, field, details}.
import { ApiError } from './client';

/** The answer of a plain route when it is 2xx. No answer: ApiError `network`; any other status: the
 *  ApiError its error body names (after `onUnauthorized` on a 401, as the client does). */
export async function fetchPlainRoute(
  path: string,
  init: RequestInit,
  onUnauthorized: () => void,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: 'network error' });
  }
  if (res.ok) return res;
  if (res.status === 401) onUnauthorized();
  const body = (await res.json().catch(() => ({}))) as Partial<ApiError>;
  throw new ApiError({
    status: res.status,
    code: body.code ?? 'unknown',
    message: body.message ?? `HTTP ${res.status}`,
    field: body.field,
    details: body.details,
  });
}
