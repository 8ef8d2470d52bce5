// Resolving the viewer inside handlers: optional (reader endpoints) or required (401 otherwise).
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import type { Database } from '../db/open';
import { unauthorized } from './errors';
import { findViewer, hasAuthHeaders, type Viewer } from './tokens';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

const signedOut = Effect.succeed(null);

/** Signed-out → null. Headers that are present but wrong → 401, so the shell can drop a dead session. */
export const optionalViewer = (db: Database, request: Req) =>
  // No token and no client: findViewer would answer null without asking the database (most readers).
  !request.headers['access-token'] && !request.headers['client']
    ? signedOut
    : Effect.promise(() => findViewer(db, request.headers)).pipe(
        Effect.flatMap((viewer) =>
          viewer === null && hasAuthHeaders(request.headers)
            ? Effect.fail(unauthorized('Session expired'))
            : Effect.succeed(viewer),
        ),
      );

/** A full session; password-reset headers only count where `allowReset` says so. */
export const requireViewer = (db: Database, request: Req, options: { allowReset?: boolean } = {}) =>
  Effect.promise(() => findViewer(db, request.headers)).pipe(
    Effect.flatMap((viewer): Effect.Effect<Viewer, ReturnType<typeof unauthorized>> =>
      viewer && (viewer.kind === 'session' || options.allowReset)
        ? Effect.succeed(viewer)
        : Effect.fail(unauthorized()),
    ),
  );
