// Starting an attempt and taking the callback: sign in, or link to the signed-in account, or wait for
// the sign-up form (signup.ts). Rules: issue 20 and CONTEXT.md beside this file.
import type { BadRequestError, OAuthCallbackResult, OAuthProvider } from '@shirube/api-contract';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import { HttpApiSchema } from 'effect/http-api';
import { invalid } from '../auth/errors';
import { recheckPassword } from '../auth/password-check';
import { findViewer, issueToken, randomToken, type UserRow } from '../auth/tokens';
import { requireViewer } from '../auth/viewer';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { oauthIdentities, users } from '../db/schema';
import type { OAuthProviderConfig } from './config';
import { brokenConstraint, oauthFailed } from './errors';
import { hasPassword } from './password';
import { currentUserOf } from './present';
import { authorizationUrl, exchangeCode, newSecrets, ProviderFailure } from './providers';
import { accountOf, awaitSignUp, createAttempt, dropAttempt, linkedProviders, takeAttempt } from './store';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

/** The spec's /callback page of the site: the redirect URI registered at every provider. */
export const redirectUriOf = (app: AppServices) => `${app.config.siteUrl}/callback`;

export const providerConfig = (
  app: AppServices,
  provider: OAuthProvider,
): Effect.Effect<OAuthProviderConfig, BadRequestError> => {
  const found = (app.config.oauth ?? []).find((p) => p.provider === provider);
  return found ? Effect.succeed(found) : Effect.fail(invalid('provider', 'unavailable'));
};

export const authorize = (
  app: AppServices,
  request: Req,
  payload: { provider: OAuthProvider; intent: 'sign_in' | 'link'; password?: string | undefined },
) =>
  Effect.gen(function* () {
    const config = yield* providerConfig(app, payload.provider);
    let userId: number | null = null;
    if (payload.intent === 'link') {
      const viewer = yield* requireViewer(app.db, request);
      // Linking adds a way into the account: whoever holds a session must prove they own it.
      if (!hasPassword(viewer.user)) return yield* invalid('password', 'no_password');
      if (!payload.password) return yield* invalid('password', 'required');
      yield* recheckPassword(app, viewer, payload.password, 'password');
      userId = viewer.user.id;
    }
    const secrets = newSecrets();
    const binding = randomToken();
    const authorizationUrlValue = yield* Effect.tryPromise(() =>
      authorizationUrl(config, redirectUriOf(app), secrets),
    ).pipe(
      Effect.tapError((e) =>
        Effect.sync(() => console.error('[oauth] discovery failed', payload.provider, e)),
      ),
      Effect.mapError(() => oauthFailed('provider_error', `${payload.provider} is unreachable`)),
    );
    const now = clockOf(app.config)();
    yield* Effect.promise(() =>
      createAttempt(app.db, {
        provider: payload.provider,
        intent: payload.intent,
        userId,
        secrets,
        binding,
        now,
      }),
    );
    return { data: { authorizationUrl: authorizationUrlValue, binding } };
  });

const answer = (data: OAuthCallbackResult, headers: Record<string, string> = {}) =>
  HttpApiSchema.withHeaders({ body: { data }, headers });

export const callback = (app: AppServices, request: Req, payload: { binding: string; query: string }) =>
  Effect.gen(function* () {
    const params = new URLSearchParams(payload.query.replace(/^\?/, ''));
    const state = params.get('state');
    if (!state) return yield* oauthFailed('state', 'no state in the callback');
    const now = clockOf(app.config)();
    const attempt = yield* Effect.promise(() => takeAttempt(app.db, state, payload.binding, now));
    if (!attempt) return yield* oauthFailed('state', 'unknown, expired or used state');
    const provider = attempt.provider as OAuthProvider;
    const drop = Effect.promise(() => dropAttempt(app.db, attempt.id));
    const config = yield* providerConfig(app, provider).pipe(
      Effect.mapError(() => oauthFailed('state', 'provider no longer configured')),
      Effect.tapError(() => drop),
    );
    const callbackUrl = new URL(redirectUriOf(app));
    callbackUrl.search = params.toString();
    const who = yield* Effect.tryPromise({
      try: () =>
        exchangeCode(config, callbackUrl, {
          state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        }),
      catch: (e) => (e instanceof ProviderFailure ? e : new ProviderFailure('exchange', String(e))),
    }).pipe(
      Effect.tapError((f) =>
        Effect.sync(() => console.warn('[oauth] callback refused', provider, f.reason, f.message)),
      ),
      Effect.mapError((f) => oauthFailed(f.reason, f.message)),
      Effect.tapError(() => drop),
    );
    const owner = yield* Effect.promise(() => accountOf(app.db, who.issuer, who.subject));

    if (attempt.intent === 'link') {
      yield* drop;
      const viewer = yield* Effect.promise(() => findViewer(app.db, request.headers));
      if (!viewer || viewer.kind !== 'session' || viewer.user.id !== attempt.userId)
        return yield* oauthFailed('session', 'the session that started linking is gone');
      if (owner)
        return yield* oauthFailed(
          owner.id === viewer.user.id ? 'already_linked' : 'identity_taken',
          'linked already',
        );
      const linked = yield* Effect.promise(() => linkedProviders(app.db, viewer.user.id));
      if (linked.includes(provider))
        return yield* oauthFailed('already_linked', `${provider} is linked already`);
      yield* Effect.tryPromise(() =>
        app.db
          .insert(oauthIdentities)
          .values({ userId: viewer.user.id, provider, issuer: who.issuer, subject: who.subject }),
      ).pipe(
        // Two tabs linking at once: the unique indexes decide.
        Effect.mapError((e) =>
          brokenConstraint(e) === 'oauth_identities_user_provider'
            ? oauthFailed('already_linked', `${provider} is linked already`)
            : oauthFailed('identity_taken', 'the identity belongs to another account'),
        ),
      );
      return answer({ outcome: 'linked', provider });
    }

    if (owner) {
      yield* drop;
      if (!owner.confirmedAt)
        return yield* oauthFailed('unconfirmed', 'the sign-up mail link was not opened yet');
      const headers = yield* Effect.promise(() => issueToken(app.db, owner, 'session'));
      const user = yield* Effect.promise(() => currentUserOf(app.db, owner));
      return answer({ outcome: 'signed_in', provider, user }, { ...headers });
    }
    // A verified address that has an account: no silent linking — its owner signs in and links.
    if (who.email && (yield* Effect.promise(() => emailRegistered(app, who.email!)))) {
      yield* drop;
      return yield* oauthFailed('email_registered', 'the verified address has an account');
    }
    yield* Effect.promise(() => awaitSignUp(app.db, attempt.id, who, now));
    return answer({ outcome: 'sign_up', provider, email: who.email, name: who.name });
  });

export async function emailRegistered(app: AppServices, email: string): Promise<UserRow | null> {
  const [row] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}
