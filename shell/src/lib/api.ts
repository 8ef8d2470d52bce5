/**
 * The shell's only HTTP module. Calls go to the shell server (same origin), which adds the session's
 * auth headers from the encrypted cookie — page JavaScript never sees a token. Plain fetch keeps the
 * shell's first paint small; remotes use @shirube/api-contract's typed client. Routes, bodies and
 * answers are the contract's types (ApiRoute), never hand-written paths.
 */
import type { ApiRoute, RoutePayload, RouteSuccess } from '@shirube/api-contract';

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

/** One contract route, typed from @shirube/api-contract (a type-only import: nothing of effect ships). */
export async function api<R extends ApiRoute>(
  route: R,
  init: { body?: RoutePayload<R>; query?: Record<string, string>; quiet401?: boolean } = {},
): Promise<RouteSuccess<R>> {
  const [method, path] = route.split(' ') as [string, string];
  const url = init.query ? `${path}?${new URLSearchParams(init.query).toString()}` : path;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
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
  return json as RouteSuccess<R>;
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
