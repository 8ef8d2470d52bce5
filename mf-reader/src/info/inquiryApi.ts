/** The contact form's calls as a thin typed fetch (the reader bundles no Effect client: lib/client.ts):
 *  the signed-in user's name and address (to prefill the form) and POST /v1/inquiry. Failures throw
 *  the API's error body ({status, code, field, details}) for useFieldErrors. */
import type { CurrentUser } from '@shirube/api-contract';

export type InquiryPayload = { category: string; name: string; email: string; body: string };

export interface InquiryError {
  status: number;
  code: string;
  field?: string;
  details?: ReadonlyArray<{ field: string; reason: string }>;
}

export function createInquiryApi(onUnauthorized: () => void) {
  async function call<T>(path: string, payload?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(path, {
        method: payload === undefined ? 'GET' : 'POST',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    } catch {
      throw { status: 0, code: 'network' } satisfies InquiryError;
    }
    const body = (await res.json().catch(() => ({}))) as Partial<InquiryError> & { data?: unknown };
    if (res.ok) return body.data as T;
    if (res.status === 401) onUnauthorized();
    throw {
      status: res.status,
      code: typeof body.code === 'string' ? body.code : 'http_error',
      field: body.field,
      details: body.details,
    } satisfies InquiryError;
  }
  return {
    currentUser: () => call<CurrentUser>('/v1/users/current'),
    send: (payload: InquiryPayload) => call<{ id: number; receivedAt: string }>('/v1/inquiry', payload),
  };
}
