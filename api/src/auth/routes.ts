import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder, HttpApiSchema } from 'effect/http-api';
import { App } from '../context';
import { requestAddress } from '../http/client-address';
import { toCurrentUser } from '../users/present';
import { DEVICE_HEADER } from './devices';
import { completePasswordReset, openPasswordReset, requestPasswordReset } from './password-reset';
import { requireResetViewer, requireViewer } from './viewer';
import * as auth from './service';
import { revokeToken } from './tokens';
import type { AuthHeaderValues, UserRow } from './tokens';

const withAuth = ({
  user,
  headers,
}: {
  user: UserRow;
  headers: AuthHeaderValues & { readonly [DEVICE_HEADER]?: string };
}) => HttpApiSchema.withHeaders({ body: { data: toCurrentUser(user) }, headers });

/** The browser's device token, as the shell server forwards it from its cookie (auth/devices.ts). */
const deviceOf = (request: { readonly headers: Readonly<Record<string, string | undefined>> }) =>
  request.headers[DEVICE_HEADER];

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
          .signIn(
            app,
            payload.email,
            payload.password,
            requestAddress(app.config, request),
            deviceOf(request),
          )
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
        requestPasswordReset(app, payload.email, requestAddress(app.config, request)),
      )
      .handle('editPassword', ({ query }) =>
        openPasswordReset(app, query.reset_password_token).pipe(Effect.map(withAuth)),
      )
      .handle('updatePassword', ({ payload, request }) =>
        requireResetViewer(app.db, request).pipe(
          Effect.flatMap((viewer) => completePasswordReset(app, viewer, payload, deviceOf(request))),
          Effect.map(withAuth),
        ),
      );
  }),
);
