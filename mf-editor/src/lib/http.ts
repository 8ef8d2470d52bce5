/**
 * The calls on the editor's typing path as plain fetch: open, save, create, reset a draft and look up a
 * pasted link. The Effect client of @shirube/api-contract is 84 KB gz — most of the editor's first
 * load — so it comes later, with the pages that need it (./api.tsx). The answers' types are the
 * contract's entities (type imports only: nothing of the contract is bundled here).
 */

/** A failed call: the API's error body `code` (and `field`), `network` when no answer came. */
export class EditorHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
  ) {
    super(`${status} ${code}`);
    this.name = 'EditorHttpError';
  }
}

/** One /v1 call: a JSON payload is sent as the body; the JSON answer is the caller's contract type. */
export function createHttp(onUnauthorized?: () => void) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    payload?: unknown,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
      });
    } catch {
      throw new EditorHttpError(0, 'network');
    }
    if (res.ok) return (await res.json()) as T;
    if (res.status === 401) onUnauthorized?.();
    const body = (await res.json().catch(() => null)) as { code?: unknown; field?: unknown } | null;
    throw new EditorHttpError(
      res.status,
      typeof body?.code === 'string' ? body.code : res.status === 401 ? 'unauthorized' : 'http_error',
      typeof body?.field === 'string' ? body.field : undefined,
    );
  };
}
