// Browser client for the remotes: the derived HttpApiClient over fetch, with Promises instead of
// Effects and one error class. Calls go to the shell server (same origin), which adds the session's
// auth headers, so no token is handled here.
import * as Cause from 'effect/Cause';
import * as Effect from 'effect/Effect';
import * as Exit from 'effect/Exit';
import * as Layer from 'effect/Layer';
import * as SchemaIssue from 'effect/SchemaIssue';
import { FetchHttpClient } from 'effect/http';
import { HttpApi, HttpApiClient, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { ShirubeApi } from './api';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  InternalError,
  NotFoundError,
  PaymentRequiredError,
  TooManyRequestsError,
  UnauthorizedError,
  type ErrorDetail,
} from './errors';

/** Every failure of a client call: `code` is the API's stable code (`network` when no answer came). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly details?: ReadonlyArray<ErrorDetail>;
  /** 409 `price_changed`: the price the server charges now. */
  readonly amount?: number;
  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string;
    details?: ReadonlyArray<ErrorDetail>;
    amount?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.details = init.details;
    if (init.amount !== undefined) this.amount = init.amount;
  }
}

const statusOf: ReadonlyArray<readonly [abstract new (...args: never[]) => unknown, number]> = [
  [BadRequestError, 400],
  [UnauthorizedError, 401],
  [PaymentRequiredError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooManyRequestsError, 429],
  [InternalError, 500],
];

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();
const pathSegment = (p: unknown) =>
  String(typeof p === 'object' && p !== null ? (p as { key: unknown }).key : p);

type Groups = typeof ShirubeApi extends HttpApi.HttpApi<string, infer G> ? G : never;
// Responses declared with headers (sign-in, confirmation) resolve to their body: behind the shell
// server the auth headers are stripped anyway.
type Unwrap<A> = A extends HttpApiSchema.withHeaders<infer B, unknown> ? B : A;
type Method<E extends HttpApiEndpoint.ConstraintRequest> = (
  request: HttpApiEndpoint.ClientRequest<
    E['~Params'],
    E['~Query'],
    E['~Payload'],
    E['~Headers'],
    'decoded-only'
  >,
) => Promise<Unwrap<HttpApiClient.SuccessType<E['~Success']>>>;
/** The typed client: `client.<group>.<endpoint>(request)` → Promise of the decoded success body. */
export type ApiClient = {
  readonly [G in Groups as HttpApiGroup.Identifier<G>]: {
    readonly [K in keyof G['endpoints']]: G['endpoints'][K] extends HttpApiEndpoint.ConstraintRequest
      ? Method<G['endpoints'][K]>
      : never;
  };
};

export interface ApiClientOptions {
  /** Origin of the site; default: the page's origin (the shell server proxies /v1). */
  baseUrl?: string;
  /** Called on any 401 before the ApiError is thrown (the shell signs out on screen). */
  onUnauthorized?: () => void;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  for (const [cls, status] of statusOf) {
    if (error instanceof cls) {
      const body = error as unknown as typeof BadRequestError.Type;
      return new ApiError({
        status,
        code: body.code,
        message: body.message,
        field: body.field,
        details: body.details,
        amount: body.amount,
      });
    }
  }
  const tagged = error as { _tag?: string; response?: { status: number }; message?: string };
  if (tagged?._tag === 'HttpClientError' || tagged?.response !== undefined) {
    const status = tagged.response?.status;
    if (status === undefined) {
      return new ApiError({ status: 0, code: 'network', message: tagged.message ?? 'network error' });
    }
    return new ApiError({
      status,
      code: status === 401 ? 'unauthorized' : 'http_error',
      message: `HTTP ${status}`,
    });
  }
  if (tagged?._tag === 'SchemaError') {
    // Almost always the request failing the contract before it is sent, so it reads like the server's
    // 400 (a response breaking the contract would be a server bug, caught by the API tests).
    const issue = (error as { issue: Parameters<typeof formatIssues>[0] }).issue;
    const details = formatIssues(issue).issues.map((i) => ({
      field: (i.path ?? []).map(pathSegment).join('.'),
      reason: i.message,
    }));
    const first = details[0] ?? { field: '', reason: tagged.message ?? 'invalid' };
    return new ApiError({
      status: 400,
      code: 'validation',
      message: `${first.field}: ${first.reason}`,
      field: first.field || undefined,
      details,
    });
  }
  return new ApiError({ status: 0, code: 'network', message: String(tagged?.message ?? error) });
}

/**
 * A status the endpoint does not declare (each declares its own: access.ts) still carries the one
 * error body — the shell's 403 `csrf`, 413 `payload_too_large`, 405 — so its code is read from it.
 */
async function undeclaredStatus(error: unknown): Promise<ApiError | null> {
  const response = (error as { response?: { status: number; json: Effect.Effect<unknown, unknown> } })
    ?.response;
  if (!response || response.status < 400 || !Effect.isEffect(response.json)) return null;
  const body = (await Effect.runPromise(Effect.orElseSucceed(response.json, () => null))) as {
    code?: unknown;
    message?: unknown;
    field?: string;
    details?: ReadonlyArray<ErrorDetail>;
  } | null;
  if (typeof body?.code !== 'string' || typeof body.message !== 'string') return null;
  return new ApiError({
    status: response.status,
    code: body.code,
    message: body.message,
    field: body.field,
    details: body.details,
  });
}

// The derived client, built once per base URL (≈ 100 ms of Effect's derivation over the whole contract
// each time): every component that mounts asked for a new one. Each caller still gets its own wrapper
// (its onUnauthorized); fetch is looked up per request (FetchHttpClient's Fetch reference), not here.
const rawClients = new Map<string | undefined, unknown>();
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? (globalThis as { location?: { origin: string } }).location?.origin;
  let raw = rawClients.get(baseUrl);
  if (raw === undefined) {
    raw = Effect.runSync(
      HttpApiClient.make(ShirubeApi, { baseUrl }).pipe(Effect.provide(Layer.fresh(FetchHttpClient.layer))),
    );
    rawClients.set(baseUrl, raw);
  }
  const run = async (effect: Effect.Effect<unknown, unknown>): Promise<unknown> => {
    const exit = await Effect.runPromiseExit(effect);
    if (Exit.isSuccess(exit)) {
      const value = exit.value as { body?: unknown } | undefined;
      return value !== null && typeof value === 'object' && HttpApiSchema.WithHeadersValueTypeId in value
        ? value.body
        : value;
    }
    const failure = Cause.findErrorOption(exit.cause);
    const error = failure._tag === 'Some' ? failure.value : Cause.squash(exit.cause);
    const apiError = (await undeclaredStatus(error)) ?? toApiError(error);
    if (apiError.status === 401) options.onUnauthorized?.();
    throw apiError;
  };
  const wrap = (node: unknown): unknown => {
    if (typeof node === 'function') {
      return (...args: unknown[]) =>
        run((node as (...a: unknown[]) => Effect.Effect<unknown, unknown>)(...args));
    }
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, wrap(value)]));
    }
    return node;
  };
  return wrap(raw) as ApiClient;
}
