// Runs promise-based service code inside a handler: the contract's error values thrown there become
// typed failures (their HTTP status), anything else is a defect (500 `internal`, logged).
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  UnauthorizedError,
} from '@shirube/api-contract';
import * as Effect from 'effect/Effect';

export type ApiFailure =
  BadRequestError | UnauthorizedError | PaymentRequiredError | ForbiddenError | NotFoundError | ConflictError;

const isApiFailure = (e: unknown): e is ApiFailure =>
  e instanceof BadRequestError ||
  e instanceof UnauthorizedError ||
  e instanceof PaymentRequiredError ||
  e instanceof ForbiddenError ||
  e instanceof NotFoundError ||
  e instanceof ConflictError;

export const attempt = <A>(run: () => Promise<A>): Effect.Effect<A, ApiFailure> =>
  Effect.tryPromise({ try: run, catch: (e) => e }).pipe(
    Effect.catch((e) => (isApiFailure(e) ? Effect.fail(e) : Effect.die(e))),
  );
