// POST /v1/oauth/sign_up: the form after a callback for an identity no account has. It asks only for
// what the provider did not give: account id, display name (prefilled), agreement to the terms, and the
// email address when the provider gave no verified one (then confirmed by the mailed link first).
import { isReservedAccount } from '@shirube/domain';
import { and, eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiSchema } from 'effect/http-api';
import { conflict, invalid } from '../auth/errors';
import { registeredLookalike } from '../auth/lookalike';
import { issueToken, randomToken, sha256, type UserRow } from '../auth/tokens';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { oauthAttempts, oauthIdentities, users } from '../db/schema';
import { providerConfirmationMail } from '../mail/templates';
import { accountTaken } from '../users/account';
import { toCurrentUser } from '../users/present';
import { brokenConstraint, oauthFailed } from './errors';
import { emailRegistered } from './flows';
import { NO_PASSWORD_HASH } from './password';
import { currentUserOf } from './present';
import { pendingSignUp } from './store';

interface SignUpInput {
  binding: string;
  account: string;
  name: string;
  email?: string | undefined;
}

class Replayed extends Error {}

export const signUpWithProvider = (app: AppServices, p: SignUpInput) =>
  Effect.gen(function* () {
    const now = clockOf(app.config)();
    const pending = yield* Effect.promise(() => pendingSignUp(app.db, p.binding, now));
    if (!pending?.issuer || !pending.subject)
      return yield* oauthFailed('state', 'no sign-up waits for this browser');
    if (isReservedAccount(p.account)) return yield* invalid('account', 'reserved');
    if (yield* accountTaken(app.db, p.account))
      return yield* conflict('account', 'The account name is taken');
    const verified = pending.email !== null;
    const email = pending.email ?? p.email?.trim().toLowerCase();
    if (!email) return yield* invalid('email', 'required');
    const name = p.name.trim();
    if (!verified) {
      const owner = yield* Effect.promise(() => emailRegistered(app, email));
      // As the password sign-up: a typed address that has an account gets the same answer, and its
      // owner a mail — the form never tells who has an account.
      if (owner) return yield* answerRegistered(app, owner, pending.id, p.account, name);
    }
    const token = verified ? null : randomToken();
    const created = yield* Effect.tryPromise({
      try: () =>
        app.db.transaction(async (tx) => {
          const taken = await tx
            .delete(oauthAttempts)
            .where(and(eq(oauthAttempts.id, pending.id), eq(oauthAttempts.stage, 'sign_up')))
            .returning({ id: oauthAttempts.id });
          if (taken.length === 0) throw new Replayed();
          const [user] = await tx
            .insert(users)
            .values({
              email,
              account: p.account,
              name,
              passwordHash: NO_PASSWORD_HASH,
              confirmedAt: verified ? now : null,
              confirmationTokenHash: token ? sha256(token) : null,
              confirmationSentAt: token ? now : null,
            })
            .returning();
          await tx.insert(oauthIdentities).values({
            userId: user!.id,
            provider: pending.provider,
            issuer: pending.issuer!,
            subject: pending.subject!,
          });
          return user!;
        }),
      catch: (e) => e,
    }).pipe(
      Effect.mapError((e) => {
        const broken = brokenConstraint(e);
        if (e instanceof Replayed) return oauthFailed('state', 'the sign-up was finished already');
        if (broken === 'users_account_unique') return conflict('account', 'The account name is taken');
        if (broken === 'oauth_identities_issuer_subject')
          return oauthFailed('identity_taken', 'the identity belongs to another account');
        return oauthFailed('email_registered', 'the address has an account');
      }),
    );
    if (token) {
      const link = `${app.config.siteUrl}/confirm?confirmation_token=${encodeURIComponent(token)}`;
      // The mail names the provider: opening the link keeps it linked (auth/prove-address.ts).
      yield* Effect.promise(() =>
        app.mailer.send(providerConfirmationMail(created.email, created.name, link, pending.provider)),
      );
      return HttpApiSchema.withHeaders({
        body: { data: toCurrentUser(created), signedIn: false },
        headers: {},
      });
    }
    const headers = yield* Effect.promise(() => issueToken(app.db, created, 'session'));
    const data = yield* Effect.promise(() => currentUserOf(app.db, created));
    return HttpApiSchema.withHeaders({ body: { data, signedIn: true }, headers: { ...headers } });
  });

const answerRegistered = (
  app: AppServices,
  owner: UserRow,
  attemptId: number,
  account: string,
  name: string,
) =>
  Effect.gen(function* () {
    yield* Effect.promise(() => app.db.delete(oauthAttempts).where(eq(oauthAttempts.id, attemptId)));
    const lookalike = yield* registeredLookalike(app, owner, {
      account,
      name,
      passwordHash: NO_PASSWORD_HASH,
    });
    return HttpApiSchema.withHeaders({
      body: { data: toCurrentUser(lookalike), signedIn: false },
      headers: {},
    });
  });
