// DELETE /v1/oauth/identities/:provider — allowed while another way to sign in remains (a password or
// another provider). The user row is locked first so two unlinks at once cannot both pass the count.
import type { ConflictError, CurrentUser, NotFoundError, OAuthProvider } from '@shirube/api-contract';
import { and, eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { notFound } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import type { AppServices } from '../context';
import { oauthIdentities, users } from '../db/schema';
import { lastSignInMethod } from './errors';
import { hasPassword } from './password';
import { currentUserOf } from './present';

class NotLinked extends Error {}
class LastMethod extends Error {}

export const unlink = (app: AppServices, viewer: Viewer, provider: OAuthProvider) =>
  Effect.tryPromise({
    try: () =>
      app.db.transaction(async (tx): Promise<CurrentUser> => {
        const [user] = await tx.select().from(users).where(eq(users.id, viewer.user.id)).for('update');
        const linked = await tx
          .select({ provider: oauthIdentities.provider })
          .from(oauthIdentities)
          .where(eq(oauthIdentities.userId, viewer.user.id));
        if (!linked.some((l) => l.provider === provider)) throw new NotLinked();
        if (linked.length - 1 + (hasPassword(user!) ? 1 : 0) < 1) throw new LastMethod();
        await tx
          .delete(oauthIdentities)
          .where(and(eq(oauthIdentities.userId, viewer.user.id), eq(oauthIdentities.provider, provider)));
        return currentUserOf(tx as unknown as Parameters<typeof currentUserOf>[0], user!);
      }),
    catch: (e) => e,
  }).pipe(
    Effect.catch((cause): Effect.Effect<never, NotFoundError | ConflictError> => {
      if (cause instanceof NotLinked) return Effect.fail(notFound(`${provider} is not linked`));
      if (cause instanceof LastMethod) return Effect.fail(lastSignInMethod());
      return Effect.die(cause);
    }),
    Effect.map((data) => ({ data })),
  );
