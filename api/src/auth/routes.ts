import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder, HttpApiSchema } from 'effect/http-api';
import { App } from '../context';
import { requestAddress } from '../http/client-address';
import { toCurrentUser } from '../users/present';
import { requireViewer } from './viewer';
import * as auth from './service';
import { issueToken, revokeToken } from './tokens';
import type { AuthHeaderValues, UserRow } from './tokens';

const withAuth = ({ user, headers }: { user: UserRow; headers: AuthHeaderValues }) =>
  HttpApiSchema.withHeaders({ body: { data: toCurrentUser(user) }, headers });

export const AuthRoutes = HttpApiBuilder.group(ShirubeApi, 'auth', (handlers) =>
  Effect.gen(function* () {
    const app = yield* App;
    return handlers
      .handle('signUp', ({ payload, request }) =>
        auth
          .signUp(app, payload, requestAddress(app.config, request))
          .pipe(Effect.map((u) => ({ data: toCurrentUser(u) }))),
      )
      .handle('confirm', ({ query }) =>
        auth.confirm(app, query.confirmation_token).pipe(Effect.map(withAuth)),
      )
      .handle('signIn', ({ payload, request }) =>
        auth
          .signIn(app, payload.email, payload.password, requestAddress(app.config, request))
          .pipe(Effect.map(withAuth)),
      )
      .handle('signOut', ({ request }) =>
        requireViewer(app.db, request, { allowReset: true }).pipe(
          Effect.flatMap((viewer) => Effect.promise(() => revokeToken(app.db, viewer.tokenId))),
        ),
      )
      .handle('changeEmail', ({ payload, request }) =>
        requireViewer(app.db, request).pipe(
          Effect.flatMap((viewer) => auth.requestEmailChange(app, viewer, payload)),
          Effect.map((u) => ({ data: toCurrentUser(u) })),
        ),
      )
      .handle('requestPasswordReset', ({ payload, request }) =>
        auth.requestPasswordReset(app, payload.email, requestAddress(app.config, request)),
      )
      .handle('editPassword', ({ query }) =>
        auth.openPasswordReset(app, query.reset_password_token).pipe(Effect.map(withAuth)),
      )
      .handle('updatePassword', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(app.db, request, { allowReset: true });
          const user = yield* auth.updatePassword(
            app,
            viewer,
            payload.password,
            payload.passwordConfirmation,
          );
          // After a reset link the user continues signed in, on a normal session.
          const headers =
            viewer.kind === 'password_reset'
              ? yield* Effect.promise(() => issueToken(app.db, user, 'session'))
              : {};
          return HttpApiSchema.withHeaders({ body: { data: toCurrentUser(user) }, headers });
        }),
      );
  }),
);
