// Helpers for the few routes outside ShirubeApi (multipart uploads, PDF answers): the same error
// bodies as the contract ({code, message, field?, details?}) with the same statuses.
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import * as Result from 'effect/Result';
import * as Schema from 'effect/Schema';
import * as SchemaIssue from 'effect/SchemaIssue';
import { HttpServerResponse, type HttpServerRequest } from 'effect/http';
import { findViewer, type Viewer } from '../auth/tokens';
import type { Database } from '../db/open';

export const jsonResponse = (status: number, body: unknown) =>
  HttpServerResponse.jsonUnsafe(body, { status });

export const validationResponse = (field: string, reason: string) =>
  jsonResponse(400, {
    code: 'validation',
    message: `${field}: ${reason}`,
    field,
    details: [{ field, reason }],
  });

const statuses: ReadonlyArray<readonly [abstract new (...args: never[]) => unknown, number]> = [
  [BadRequestError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooManyRequestsError, 429],
];

/** A typed error of ./auth/errors as the HTTP answer the contract would give. */
export function errorResponse(error: unknown): HttpServerResponse.HttpServerResponse {
  for (const [cls, status] of statuses) {
    if (error instanceof cls) {
      const { code, message, field, details } = error as unknown as typeof BadRequestError.Type;
      return jsonResponse(status, { code, message, field, details });
    }
  }
  throw error;
}

/** The session's viewer, or a 401 answer (reset-password headers do not count). */
export const sessionViewer = (db: Database, request: HttpServerRequest.HttpServerRequest) =>
  Effect.promise(() => findViewer(db, request.headers)).pipe(
    Effect.map((viewer): Viewer | HttpServerResponse.HttpServerResponse =>
      viewer && viewer.kind === 'session'
        ? viewer
        : jsonResponse(401, { code: 'unauthorized', message: 'Sign in required' }),
    ),
  );

/** The session's viewer if an admin; otherwise the 401 or 403 answer (admin-only files and images). */
export const adminViewer = (db: Database, request: HttpServerRequest.HttpServerRequest) =>
  sessionViewer(db, request).pipe(
    Effect.map((viewer) =>
      isResponse(viewer) || viewer.user.isAdmin
        ? viewer
        : jsonResponse(403, { code: 'forbidden', message: 'Admins only' }),
    ),
  );

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/** A JSON body decoded with a contract schema, or the 400 answer naming the first bad field. */
export const decodeJsonBody = <S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  request: HttpServerRequest.HttpServerRequest,
) =>
  request.json.pipe(
    Effect.orElseSucceed(() => undefined),
    Effect.map((body): S['Type'] | HttpServerResponse.HttpServerResponse => {
      if (body === undefined)
        return validationResponse('payload', 'send JSON (content-type: application/json)');
      const result = Schema.decodeUnknownResult(schema as never)(body);
      if (Result.isSuccess(result)) return result.success as S['Type'];
      const issue = formatIssues(result.failure.issue).issues[0];
      const field = (issue?.path ?? [])
        .map((p) => String(typeof p === 'object' && p ? (p as { key: unknown }).key : p))
        .join('.');
      return validationResponse(field || 'payload', issue?.message ?? 'invalid');
    }),
  );

export const isResponse = (v: unknown): v is HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.isHttpServerResponse(v);
