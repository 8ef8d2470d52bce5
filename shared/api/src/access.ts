// Who may call an endpoint, said once per endpoint in the groups: `signedIn(…)`, `adminOnly(…)` or
// `readsSession(…)` around it (no wrapper = public); a group whose every endpoint needs one says it once:
// `.middleware(SessionErrors).annotateEndpoints(Access, 'session')` (AdminErrors / 'admin'). Each adds the errors that access answers — 401
// without a valid session; 403 for a non-administrator — so a group's `error` names only what its own
// handler adds, and marks the endpoint for /openapi.json's `security` (api/src/http/openapi.ts).
// Every endpoint also answers 400 `validation` and 500 `internal` (ErrorBoundary in errors.ts).
// The middlewares only declare errors: the handlers check the session (api/src/auth/viewer.ts), and the
// server provides them as pass-throughs (api/src/http/error-boundary.ts). No wire change: the same
// error bodies and statuses, now documented per endpoint.
import * as Context from 'effect/Context';
import { HttpApiMiddleware, type HttpApiEndpoint } from 'effect/http-api';
import { ForbiddenError, UnauthorizedError } from './errors';

/** `optional`: works signed out, a session changes the answer (stale session headers → 401). */
export type AccessLevel = 'optional' | 'session' | 'admin';
export class Access extends Context.Service<Access, AccessLevel>()('shirube/Access') {}

/** 401 `unauthorized`: no session, or session headers that no longer sign in. */
export class SessionErrors extends HttpApiMiddleware.Service<SessionErrors>()('shirube/SessionErrors', {
  error: UnauthorizedError,
}) {}
/** 401 as above; 403 `forbidden` for a signed-in user who is not an administrator. */
export class AdminErrors extends HttpApiMiddleware.Service<AdminErrors>()('shirube/AdminErrors', {
  error: [UnauthorizedError, ForbiddenError],
}) {}

const mark = (
  endpoint: HttpApiEndpoint.Constraint,
  errors: typeof SessionErrors | typeof AdminErrors,
  level: AccessLevel,
) =>
  (endpoint as unknown as HttpApiEndpoint.Top)
    .middleware(errors as typeof SessionErrors)
    .annotate(Access, level);

/** Needs a session (requireViewer). */
export const signedIn = <E extends HttpApiEndpoint.Constraint>(endpoint: E) =>
  mark(endpoint, SessionErrors, 'session') as unknown as HttpApiEndpoint.AddMiddleware<E, SessionErrors>;
/** Needs an administrator's session (requireAdmin). */
export const adminOnly = <E extends HttpApiEndpoint.Constraint>(endpoint: E) =>
  mark(endpoint, AdminErrors, 'admin') as unknown as HttpApiEndpoint.AddMiddleware<E, AdminErrors>;
/** Open to everyone; reads a session when one is sent (optionalViewer). */
export const readsSession = <E extends HttpApiEndpoint.Constraint>(endpoint: E) =>
  mark(endpoint, SessionErrors, 'optional') as unknown as HttpApiEndpoint.AddMiddleware<E, SessionErrors>;
