// Resolving the viewer inside handlers: optional (reader endpoints) or required (401 otherwise).
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import type { Database } from '../db/open';
import { forbidden, unauthorized } from './errors';
import { findViewer, hasAuthHeaders, type Viewer } from './tokens';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

const signedOut = Effect.succeed(null);

/**
 * Signed-out → null. Headers that are present but wrong → 401, so the shell can drop a dead session.
 * A password-reset link's temporary headers read as signed out: they set the new password and nothing
 * else (not 401 either — the shell keeps them while its reset page is open).
 */
export const optionalViewer = (db: Database, request: Req) =>
  // No token and no client: findViewer would answer null without asking the database (most readers).
  !request.headers['access-token'] && !request.headers['client']
    ? signedOut
    : Effect.promise(() => findViewer(db, request.headers)).pipe(
        Effect.flatMap((viewer) =>
          viewer === null && hasAuthHeaders(request.headers)
            ? Effect.fail(unauthorized('Session expired'))
            : Effect.succeed(viewer?.kind === 'session' ? viewer : null),
        ),
      );

/**
 * A full session (401 otherwise). `allowReset` also lets a reset link's temporary headers through —
 * only sign-out uses it (ending the temporary session is no privilege).
 */
export const requireViewer = (db: Database, request: Req, options: { allowReset?: boolean } = {}) =>
  Effect.promise(() => findViewer(db, request.headers)).pipe(
    Effect.flatMap((viewer): Effect.Effect<Viewer, ReturnType<typeof unauthorized>> =>
      viewer && (viewer.kind === 'session' || options.allowReset)
        ? Effect.succeed(viewer)
        : Effect.fail(unauthorized()),
    ),
  );

/**
 * A password-reset link's temporary headers, for PATCH /v1/auth/password only. A normal session is
 * 403 `forbidden`, not 401 (the session is fine, it just cannot set a password without the current
 * one; a 401 would make the shell sign the visitor out); no or dead headers are 401.
 */
export const requireResetViewer = (db: Database, request: Req) =>
  Effect.promise(() => findViewer(db, request.headers)).pipe(
    Effect.flatMap(
      (viewer): Effect.Effect<Viewer, ReturnType<typeof unauthorized> | ReturnType<typeof forbidden>> =>
        !viewer
          ? Effect.fail(unauthorized())
          : viewer.kind === 'password_reset'
            ? Effect.succeed(viewer)
            : Effect.fail(
                forbidden(
                  'Setting a password without the current one needs a password reset link; signed in, use PATCH /v1/users/current/password',
                ),
              ),
    ),
  );
