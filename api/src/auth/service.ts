// Sign-up, confirmation, sign-in and password reset. Every failure is a typed error from ./errors.
import { hash, verify } from '@node-rs/argon2';
import type { SignUpPayload } from '@shirube/api-contract';
import { emailChangeForm, isReservedAccount, signUpForm, validateForm } from '@shirube/domain';
import { eq, isNull } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { authTokens, users } from '../db/schema';
import {
  confirmationMail,
  emailChangedMail,
  emailChangedNoticeMail,
  emailChangeMail,
} from '../mail/templates';
import { accountTaken } from '../users/account';
import { conflict, invalid, invalidCredentials, invalidFields, invalidLink, unconfirmed } from './errors';
import { DEVICE_HEADER, isKnownDevice, rememberDevice } from './devices';
import { registeredLookalike } from './lookalike';
import { clearSignInGate, countSignInFailure, signInGate, signInWait } from './sign-in-gate';
import { checkFormAndPassword } from './password-check';
import { limitHits, tooMany } from './throttle';
import {
  EMAIL_CHANGE_LINK_TTL_MS,
  issueToken,
  randomToken,
  sha256,
  userByMailedToken,
  type UserRow,
  type Viewer,
} from './tokens';
// Verified against when the email is unknown, so both answers take the same time.
const DUMMY_HASH = hash('timing-equaliser-not-a-password');

const findByEmail = (app: AppServices, email: string) =>
  Effect.promise(() =>
    app.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1),
  ).pipe(Effect.map((rows) => rows[0] as UserRow | undefined));

const HOUR_MS = 3600_000;

/**
 * Sign-up. A registered email gets the same answer as a new one (a user shaped from the form, with an
 * id drawn from the same sequence) and its owner a mail — the form never tells who has an account.
 * Account names are public (profile URLs), so a taken one is still 409 `conflict` on `account`.
 */
export const signUp = (app: AppServices, p: SignUpPayload, address: string) =>
  Effect.gen(function* () {
    const errors = validateForm(p, signUpForm);
    if (errors.length > 0) return yield* invalidFields(errors);
    if (isReservedAccount(p.account)) return yield* invalid('account', 'reserved');
    yield* limitHits(
      app.db,
      [`signup:address:${address}`],
      app.config.signUpLimitPerHour ?? 10,
      HOUR_MS,
      clockOf(app.config)(),
      'Too many sign-ups from this address; please try again later',
    );
    const email = p.email.trim().toLowerCase();
    if (yield* accountTaken(app.db, p.account)) {
      return yield* conflict('account', 'The account name is taken');
    }
    const passwordHash = yield* Effect.promise(() => hash(p.password));
    const owner = yield* findByEmail(app, email);
    if (owner)
      return yield* registeredLookalike(app, owner, {
        account: p.account,
        name: p.name.trim(),
        passwordHash,
      });
    const token = randomToken();
    const inserted = yield* Effect.tryPromise(() =>
      app.db
        .insert(users)
        .values({
          email,
          account: p.account,
          name: p.name.trim(),
          passwordHash,
          confirmationTokenHash: sha256(token),
          confirmationSentAt: new Date(),
        })
        .returning(),
    ).pipe(Effect.catch(() => Effect.fail(conflict('account', 'The account name is taken'))));
    const user = inserted[0]!;
    const link = `${app.config.siteUrl}/confirm?confirmation_token=${encodeURIComponent(token)}`;
    yield* Effect.promise(() => app.mailer.send(confirmationMail(user.email, user.name, link)));
    return user;
  });

/**
 * A mailed confirmation link: the sign-up one (confirms the account) or an email-change one (the new
 * address becomes the sign-in address; every other session ends, as their uid is the old address).
 * A used or unknown link is 400 `invalid_link`, never 401: a signed-in visitor re-opening an old link
 * must stay signed in (the shell server drops the session cookie on any 401).
 */
export const confirm = (app: AppServices, token: string) =>
  Effect.gen(function* () {
    const rows = yield* Effect.promise(() =>
      app.db
        .update(users)
        .set({ confirmedAt: new Date(), confirmationTokenHash: null, updatedAt: new Date() })
        .where(eq(users.confirmationTokenHash, sha256(token)))
        .returning(),
    );
    const user = rows[0] ?? (yield* confirmEmailChange(app, token));
    const headers = yield* Effect.promise(() => issueToken(app.db, user, 'session'));
    return { user, headers };
  });

const confirmEmailChange = (app: AppServices, token: string) =>
  Effect.gen(function* () {
    const pending = yield* Effect.promise(() =>
      userByMailedToken(
        app.db,
        token,
        {
          hash: users.emailChangeTokenHash,
          sentAt: users.emailChangeSentAt,
          ttlMs: EMAIL_CHANGE_LINK_TTL_MS,
        },
        isNull(users.deletedAt),
      ),
    );
    if (!pending?.unconfirmedEmail) return yield* invalidLink('confirmation_token');
    const email = pending.unconfirmedEmail;
    const rows = yield* Effect.tryPromise(
      () =>
        app.db.transaction(async (tx) => {
          await tx.delete(authTokens).where(eq(authTokens.userId, pending.id));
          return tx
            .update(users)
            .set({
              email,
              unconfirmedEmail: null,
              emailChangeTokenHash: null,
              emailChangeSentAt: null,
              updatedAt: new Date(),
            })
            .where(eq(users.id, pending.id))
            .returning();
        }),
      // Someone registered the address between the request and the click.
    ).pipe(Effect.catch(() => Effect.fail(conflict('email', 'The email address is already registered'))));
    const user = rows[0]!;
    // The old address hears that it no longer signs in (the request already told it one was asked for).
    yield* Effect.promise(() =>
      app.mailer.send(emailChangedMail(pending.email, user.name, user.email, app.config.siteUrl)),
    );
    return user;
  });

/**
 * PATCH /v1/auth: the new address gets a confirmation link, the current one a notice; nothing changes
 * until the link is opened. Asking again replaces the pending address (the older link stops working).
 */
export const requestEmailChange = (
  app: AppServices,
  viewer: Viewer,
  p: { email: string; currentPassword: string },
) =>
  Effect.gen(function* () {
    yield* checkFormAndPassword(app, viewer, p, emailChangeForm, {
      field: 'currentPassword',
      value: p.currentPassword,
    });
    const email = p.email.trim().toLowerCase();
    if (email === viewer.user.email) return yield* invalid('email', 'unchanged');
    if (yield* findByEmail(app, email)) {
      return yield* conflict('email', 'The email address is already registered');
    }
    const token = randomToken();
    const [user] = yield* Effect.promise(() =>
      app.db
        .update(users)
        .set({
          unconfirmedEmail: email,
          emailChangeTokenHash: sha256(token),
          emailChangeSentAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, viewer.user.id))
        .returning(),
    );
    // change=email: the confirm page then says the address changed (not "welcome").
    const link = `${app.config.siteUrl}/confirm?confirmation_token=${encodeURIComponent(token)}&change=email`;
    yield* Effect.promise(() => app.mailer.send(emailChangeMail(email, user!.name, link)));
    yield* Effect.promise(() =>
      app.mailer.send(emailChangedNoticeMail(viewer.user.email, user!.name, email, app.config.siteUrl)),
    );
    return user!;
  });

/**
 * Sign-in behind the back-off of ./sign-in-gate (per browser that signed in before, else per address
 * and account, account and address): a blocked attempt is refused before the password is checked —
 * 429 `too_many_attempts` + Retry-After. Success answers the session and this browser's device token.
 */
export const signIn = (
  app: AppServices,
  email: string,
  password: string,
  address: string,
  deviceToken: string | undefined,
) =>
  Effect.gen(function* () {
    const now = clockOf(app.config)();
    const user = yield* findByEmail(app, email);
    // Asked for unknown emails too (user id 0 matches nothing): both answers cost the same queries.
    const known = yield* Effect.promise(() => isKnownDevice(app.db, deviceToken, user?.id ?? 0, now));
    const gate = signInGate(email, address, known ? deviceToken! : null);
    const wait = yield* Effect.promise(() => signInWait(app.db, gate, now));
    if (wait > 0)
      return yield* tooMany('too_many_attempts', 'Too many failed sign-ins; please wait and try again', wait);
    const ok = yield* Effect.promise(async () => verify(user?.passwordHash ?? (await DUMMY_HASH), password));
    if (!user || !ok) {
      yield* Effect.promise(() => countSignInFailure(app.db, gate, now));
      return yield* invalidCredentials();
    }
    yield* Effect.promise(() => clearSignInGate(app.db, gate));
    if (!user.confirmedAt) return yield* unconfirmed();
    const headers = yield* Effect.promise(() => issueToken(app.db, user, 'session'));
    const device = yield* Effect.promise(() => rememberDevice(app.db, user.id, deviceToken, now));
    return { user, headers: { ...headers, [DEVICE_HEADER]: device } };
  });
