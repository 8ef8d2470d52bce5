// The one error body of every endpoint (team brief): {code, message, field?, details?}.
// One class per HTTP status so the server picks the status from the value and the client decodes
// by status. No `_tag` on the wire: Schema.Error classes are told apart by status alone.
import * as Schema from 'effect/Schema';
import { HttpApiMiddleware } from 'effect/http-api';

export const ErrorDetail = Schema.Struct({ field: Schema.String, reason: Schema.String });
export type ErrorDetail = typeof ErrorDetail.Type;

const errorFields = {
  code: Schema.String,
  message: Schema.String,
  field: Schema.optional(Schema.String),
  details: Schema.optional(Schema.Array(ErrorDetail)),
  /** 409 `price_changed`: the yen the server charges now (the buyer confirms it and sends it again). */
  amount: Schema.optional(Schema.Int),
};

// Type-only: the classes share one shape, so without it TypeScript would let a handler fail with an
// error its endpoint does not declare (the server would answer 500). Nothing of it exists at run time.
declare const status: unique symbol;

/** The error class of one HTTP status: the one body, and the status as a type-only brand. */
const apiError =
  <Self>() =>
  <const Status extends number>(identifier: string, httpApiStatus: Status) =>
    Schema.Error<Self, { readonly [status]?: Status }>(identifier)(errorFields, { httpApiStatus });

/** 400 `validation` (field named) — bad input, nothing changed. */
export class BadRequestError extends apiError<BadRequestError>()('BadRequestError', 400) {}
/** 401 `unauthorized` / `unconfirmed` / `invalid_credentials`. */
export class UnauthorizedError extends apiError<UnauthorizedError>()('UnauthorizedError', 401) {}
/** 402 `card_declined` — the card processor refused the charge (only the attempt is recorded). */
export class PaymentRequiredError extends apiError<PaymentRequiredError>()('PaymentRequiredError', 402) {}
/** 403 `forbidden` (the shell server also answers 403 `csrf`). */
export class ForbiddenError extends apiError<ForbiddenError>()('ForbiddenError', 403) {}
/** 404 `not_found` / `under_review`. */
export class NotFoundError extends apiError<NotFoundError>()('NotFoundError', 404) {}
/** 409 `conflict` (e.g. email or account taken), `unpaid_balance` (account deletion refused). */
export class ConflictError extends apiError<ConflictError>()('ConflictError', 409) {}
/** 429 `rate_limited` — too many requests of one kind (e.g. inquiries); try later. */
export class TooManyRequestsError extends apiError<TooManyRequestsError>()('TooManyRequestsError', 429) {}
/** 500 `internal` — details only in the server log, under the request id in the message. */
export class InternalError extends apiError<InternalError>()('InternalError', 500) {}

export type ApiErrorBody = typeof BadRequestError.Type;

// 400 and 500 are not here: ErrorBoundary declares them on every endpoint.
const byStatus = {
  401: UnauthorizedError,
  402: PaymentRequiredError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  429: TooManyRequestsError,
} as const;
type ByStatus = typeof byStatus;

/**
 * An endpoint's own errors, by status — the one way the groups declare them: `error: errors(403, 404)`.
 * (HttpApiEndpoint's `error` takes one schema or a list; the list keeps the classes' types, so a
 * handler failing with an undeclared status still fails tsc.) Keep the statuses ascending: the
 * OpenAPI document registers the error schemas in the order it first meets them.
 */
export const errors = <const S extends ReadonlyArray<keyof ByStatus>>(...statuses: S) =>
  statuses.map((status) => byStatus[status]) as unknown as {
    readonly [K in keyof S]: S[K] extends keyof ByStatus ? ByStatus[S[K]] : never;
  };

/**
 * Declared on the whole API: what any endpoint can answer — 400 `validation` (the request breaks the
 * contract: the server turns Schema decode failures into it) and 500 `internal` (defects). The rest
 * each endpoint declares itself: its access through access.ts (401, 403), its own errors in `error`.
 */
export class ErrorBoundary extends HttpApiMiddleware.Service<ErrorBoundary>()('shirube/ErrorBoundary', {
  error: [BadRequestError, InternalError],
}) {}
