/**
 * The shell's only HTTP module. Calls go to the shell server (same origin), which adds the session's
 * auth headers from the encrypted cookie — page JavaScript never sees a token. Plain fetch keeps the
 * shell's first paint small; remotes use @shirube/api-contract's typed client.
 */
export interface ApiErrorBody {
  code: string;
  message?: string;
  field?: string;
  details?: ReadonlyArray<{ field: string; reason: string }>;
}

export class ShellApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    /** Per-field reasons (form rules of @shirube/domain) when the API named them. */
    readonly details?: ReadonlyArray<{ field: string; reason: string }>,
  ) {
    super(`${status} ${code}`);
    this.name = 'ShellApiError';
  }
}

let onUnauthorized: (() => void) | null = null;
/** Spec §8: any 401 signs the visitor out on screen only. The session module registers this. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; quiet401?: boolean } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ShellApiError(0, 'network');
  }
  const text = await res.text();
  const json = text ? safeJson(text) : null;
  if (!res.ok) {
    if (res.status === 401 && !init.quiet401) onUnauthorized?.();
    const body = (json ?? {}) as Partial<ApiErrorBody>;
    throw new ShellApiError(
      res.status,
      body.code ?? (res.status === 404 ? 'not_found' : 'unknown'),
      body.field,
      body.details,
    );
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Many endpoints answer `{ data: X }`; accept both shapes. */
export function unwrap<T>(body: unknown): T {
  return (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;
}
