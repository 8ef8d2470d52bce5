// Handlers of the contract's `oauth` group (shared/api/src/groups/oauth.ts).
import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import { authorize, callback } from './flows';
import { signUpWithProvider } from './signup';
import { unlink } from './unlink';

export const OAuthRoutes = HttpApiBuilder.group(ShirubeApi, 'oauth', (handlers) =>
  Effect.gen(function* () {
    const app = yield* App;
    return handlers
      .handle('providers', () =>
        Effect.succeed({ data: (app.config.oauth ?? []).map((p) => ({ provider: p.provider })) }),
      )
      .handle('authorize', ({ payload, request }) => authorize(app, request, payload))
      .handle('callback', ({ payload, request }) => callback(app, request, payload))
      .handle('signUp', ({ payload }) => signUpWithProvider(app, payload))
      .handle('unlink', ({ params, request }) =>
        requireViewer(app.db, request).pipe(Effect.flatMap((viewer) => unlink(app, viewer, params.provider))),
      );
  }),
);
