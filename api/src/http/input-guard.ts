// One guard in front of every route (issue 9, item 8): input no handler can store answers 400
// `validation` with the field and a reason before any route runs —
//   a malformed %-escape in the path or query (reason `malformed_escape`; the router would answer an
//   empty 404), a NUL character anywhere in the path, query or a JSON body (`nul`: PostgreSQL text
//   cannot hold it), a JSON number that is an integer outside PostgreSQL's int4 (`out_of_range`).
// Query numbers are checked by their schemas (shared/api `IntParam`), as only they know a number.
import * as Effect from 'effect/Effect';
import { HttpServerRequest, type HttpServerResponse } from 'effect/http';
import { validationResponse } from './plain-route';

export const INT4_MAX = 2_147_483_647;

export interface InputProblem {
  readonly field: string;
  readonly reason: 'malformed_escape' | 'nul' | 'out_of_range';
}

const decode = (raw: string): string | null => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The first problem of a request target (path + query), or null. */
export function urlProblem(url: string): InputProblem | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  for (const segment of pathname.split('/')) {
    const decoded = decode(segment);
    if (decoded === null) return { field: 'path', reason: 'malformed_escape' };
    if (decoded.includes('\0')) return { field: 'path', reason: 'nul' };
  }
  if (q < 0) return null;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const field = name ?? 'query';
    if (name === null || value === null) return { field, reason: 'malformed_escape' };
    if (name.includes('\0') || value.includes('\0')) return { field, reason: 'nul' };
  }
  return null;
}

/** The first NUL string or int4-overflowing integer of a parsed JSON body, with its path. */
export function jsonProblem(value: unknown, path: string[] = []): InputProblem | null {
  const field = () => path.join('.') || 'payload';
  if (typeof value === 'string') return value.includes('\0') ? { field: field(), reason: 'nul' } : null;
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) > INT4_MAX
      ? { field: field(), reason: 'out_of_range' }
      : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonProblem(value[i], [...path, String(i)]);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\0')) return { field: [...path, key.replace(/\0/g, '')].join('.'), reason: 'nul' };
      const p = jsonProblem(v, [...path, key]);
      if (p) return p;
    }
  }
  return null;
}

// Only bodies that can hold such a value are parsed twice (the text is cached for the route).
const SUSPECT = /\\u0000|\0|\d{10}/;

const bodyProblem = (request: HttpServerRequest.HttpServerRequest) =>
  (request.headers['content-type'] ?? '').includes('json') &&
  request.method !== 'GET' &&
  request.method !== 'HEAD'
    ? request.text.pipe(
        Effect.map((text) => {
          if (!SUSPECT.test(text)) return null;
          try {
            return jsonProblem(JSON.parse(text));
          } catch {
            return null; // not JSON: the route's own decoding answers it
          }
        }),
        Effect.orElseSucceed(() => null),
      )
    : Effect.succeed(null);

/** `HttpRouter.serve`'s middleware: answers bad input itself, else runs the app. */
export const inputGuard = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const problem = urlProblem(request.url) ?? (yield* bodyProblem(request));
    if (problem) return validationResponse(problem.field, problem.reason);
    return yield* app;
  });
