// Server side of the contract's ErrorBoundary: request decode failures → 400 `validation` naming the
// field; defects (bugs, lost DB) → 500 `internal`, logged with a request id the client also sees.
import * as Cause from 'effect/Cause';
import * as Effect from 'effect/Effect';
import * as Layer from 'effect/Layer';
import * as SchemaIssue from 'effect/SchemaIssue';
import * as Option from 'effect/Option';
import { HttpServerRequest, HttpServerResponse } from 'effect/http';
import { HttpApiError } from 'effect/http-api';
import {
  AdminErrors,
  BadRequestError,
  ErrorBoundary,
  InternalError,
  SessionErrors,
} from '@shirube/api-contract';
import { retryAfterSeconds } from '../auth/throttle';

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

const toPathSegment = (segment: unknown): string => {
  const key = typeof segment === 'object' && segment !== null ? (segment as { key: unknown }).key : segment;
  return String(key);
};

export const toValidationError = (error: HttpApiError.HttpApiSchemaError): BadRequestError => {
  const slot = error.kind.toLowerCase();
  const details = formatIssues(error.cause.issue).issues.map((issue) => ({
    field: (issue.path ?? []).map(toPathSegment).join('.') || slot,
    reason: issue.message,
  }));
  const first = details[0] ?? { field: slot, reason: 'invalid' };
  return new BadRequestError({
    code: 'validation',
    message: `${first.field}: ${first.reason}`,
    field: first.field,
    details,
  });
};

let requestCounter = 0;
const nextRequestId = () => `${Date.now().toString(36)}-${(++requestCounter).toString(36)}`;

// HttpApiBuilder answers a body of another content type with a plain-text 415 before any handler runs.
const notJson = () =>
  HttpServerResponse.jsonUnsafe(
    {
      code: 'validation',
      message: 'payload: send JSON (content-type: application/json)',
      field: 'payload',
      details: [{ field: 'payload', reason: 'send JSON (content-type: application/json)' }],
    },
    { status: 400 },
  );

const tooManyResponse = (error: unknown, seconds: number) => {
  const { code, message } = error as { code: string; message: string };
  return HttpServerResponse.jsonUnsafe(
    { code, message },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );
};

export const ErrorBoundaryLive = Layer.succeed(
  ErrorBoundary,
  (httpEffect) =>
    httpEffect.pipe(
      Effect.map((response) => (response.status === 415 ? notJson() : response)),
      Effect.catchCause((cause): Effect.Effect<HttpServerResponse.HttpServerResponse, unknown> => {
        if (Cause.hasInterruptsOnly(cause)) return Effect.failCause(cause);
        const failure = Cause.findErrorOption(cause);
        if (failure._tag === 'Some') {
          const error = failure.value as unknown;
          // A throttle's 429 tells when to come back (the contract's error bodies carry no headers).
          const retryAfter = retryAfterSeconds(error);
          if (retryAfter !== undefined) return Effect.succeed(tooManyResponse(error, retryAfter));
          if (
            HttpApiError.HttpApiSchemaError.is(error) &&
            error.kind !== 'Body' &&
            error.kind !== 'ResponseHeaders'
          ) {
            return Effect.fail(toValidationError(error));
          }
          if (!HttpApiError.HttpApiSchemaError.is(error)) return Effect.failCause(cause);
        }
        // The request's own id (server-ops.ts sets x-request-id on every request), so the 500 line in
        // the request log, this error and the client's message share one id.
        return Effect.serviceOption(HttpServerRequest.HttpServerRequest).pipe(
          Effect.flatMap((request) => {
            const given = Option.isSome(request) ? request.value.headers['x-request-id'] : undefined;
            const requestId = given || nextRequestId();
            return Effect.logError(`request ${requestId} failed`, cause).pipe(
              Effect.andThen(
                Effect.fail(
                  new InternalError({
                    code: 'internal',
                    message: `Internal error (request id ${requestId})`,
                  }),
                ),
              ),
            );
          }),
        );
      }),
    ) as typeof httpEffect,
);

/** The contract's access middlewares only declare errors (401/403); the handlers check the session. */
export const AccessErrorsLive = Layer.mergeAll(
  Layer.succeed(SessionErrors, (httpEffect) => httpEffect),
  Layer.succeed(AdminErrors, (httpEffect) => httpEffect),
);
