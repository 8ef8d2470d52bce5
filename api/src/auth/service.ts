// Sign-up, confirmation, sign-in and password reset. Every failure is a typed error from ./errors.
import { hash, verify } from '@node-rs/argon2';
import type { SignUpPayload } from '@shirube/api-contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import type { AppServices } from '../context';
import { authTokens, users } from '../db/schema';
import { confirmationMail, resetPasswordMail } from '../mail/templates';
import { conflict, invalid, invalidCredentials, unauthorized, unconfirmed } from './errors';
import { issueToken, randomToken, RESET_LINK_TTL_MS, sha256, type UserRow, type Viewer } from './tokens';

/** Path segments under /v1/users and site routes that an account name would shadow. */
const RESERVED_ACCOUNTS = new Set([
  'current',
  'admin',
  'me',
  'new',
  'settings',
  'search',
  'sign_in',
  'sign_up',
]);
// Verified against when the email is unknown, so both answers take the same time.
const DUMMY_HASH = hash('timing-equaliser-not-a-password');

const findByEmail = (app: AppServices, email: string) =>
  Effect.promise(() =>
    app.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1),
  ).pipe(Effect.map((rows) => rows[0] as UserRow | undefined));

export const signUp = (app: AppServices, p: SignUpPayload) =>
  Effect.gen(function* () {
    if (p.password !== p.passwordConfirmation)
      return yield* invalid('passwordConfirmation', 'does not match password');
    if (RESERVED_ACCOUNTS.has(p.account.toLowerCase())) return yield* invalid('account', 'is reserved');
    const email = p.email.trim().toLowerCase();
    if (yield* findByEmail(app, email))
      return yield* conflict('email', 'The email address is already registered');
    const taken = yield* Effect.promise(() =>
      app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.account}) = ${p.account.toLowerCase()}`)
        .limit(1),
    );
    if (taken.length > 0) return yield* conflict('account', 'The account name is taken');
    const token = randomToken();
    const passwordHash = yield* Effect.promise(() => hash(p.password));
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
    ).pipe(Effect.catch(() => Effect.fail(conflict('email', 'The email or account is already registered'))));
    const user = inserted[0]!;
    const link = `${app.config.siteUrl}/confirm?confirmation_token=${encodeURIComponent(token)}`;
    yield* Effect.promise(() => app.mailer.send(confirmationMail(user.email, user.name, link)));
    return user;
  });

export const confirm = (app: AppServices, token: string) =>
  Effect.gen(function* () {
    const rows = yield* Effect.promise(() =>
      app.db
        .update(users)
        .set({ confirmedAt: new Date(), confirmationTokenHash: null, updatedAt: new Date() })
        .where(eq(users.confirmationTokenHash, sha256(token)))
        .returning(),
    );
    const user = rows[0];
    if (!user) return yield* unauthorized('The confirmation link is invalid or already used');
    const headers = yield* Effect.promise(() => issueToken(app.db, user, 'session'));
    return { user, headers };
  });

export const signIn = (app: AppServices, email: string, password: string) =>
  Effect.gen(function* () {
    const user = yield* findByEmail(app, email);
    const ok = yield* Effect.promise(async () => verify(user?.passwordHash ?? (await DUMMY_HASH), password));
    if (!user || !ok) return yield* invalidCredentials();
    if (!user.confirmedAt) return yield* unconfirmed();
    const headers = yield* Effect.promise(() => issueToken(app.db, user, 'session'));
    return { user, headers };
  });

/** Always answers the same, whether or not the address is registered. */
export const requestPasswordReset = (app: AppServices, email: string) =>
  Effect.gen(function* () {
    const user = yield* findByEmail(app, email);
    if (!user) return;
    const token = randomToken();
    yield* Effect.promise(() =>
      app.db
        .update(users)
        .set({ resetPasswordTokenHash: sha256(token), resetPasswordSentAt: new Date() })
        .where(eq(users.id, user.id)),
    );
    const link = `${app.config.siteUrl}/update_password?reset_password_token=${encodeURIComponent(token)}`;
    yield* Effect.promise(() => app.mailer.send(resetPasswordMail(user.email, user.name, link)));
  });

/** The reset link → temporary headers valid for PATCH /v1/auth/password only. */
export const openPasswordReset = (app: AppServices, token: string) =>
  Effect.gen(function* () {
    const rows = yield* Effect.promise(() =>
      app.db
        .select()
        .from(users)
        .where(
          and(
            eq(users.resetPasswordTokenHash, sha256(token)),
            gt(users.resetPasswordSentAt, new Date(Date.now() - RESET_LINK_TTL_MS)),
          ),
        )
        .limit(1),
    );
    const user = rows[0];
    if (!user) return yield* unauthorized('The password reset link is invalid or expired');
    // Opening the link proves the mailbox, so an unconfirmed account becomes confirmed.
    if (!user.confirmedAt) {
      yield* Effect.promise(() =>
        app.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user.id)),
      );
    }
    const headers = yield* Effect.promise(() =>
      issueToken(app.db, { ...user, confirmedAt: new Date() }, 'password_reset'),
    );
    return { user, headers };
  });

export const updatePassword = (app: AppServices, viewer: Viewer, password: string, confirmation: string) =>
  Effect.gen(function* () {
    if (password !== confirmation) return yield* invalid('passwordConfirmation', 'does not match password');
    const passwordHash = yield* Effect.promise(() => hash(password));
    const rows = yield* Effect.promise(() =>
      app.db
        .update(users)
        .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, updatedAt: new Date() })
        .where(eq(users.id, viewer.user.id))
        .returning(),
    );
    // The temporary headers are spent; a normal session stays signed in.
    yield* Effect.promise(() =>
      app.db
        .delete(authTokens)
        .where(and(eq(authTokens.userId, viewer.user.id), eq(authTokens.kind, 'password_reset'))),
    );
    return rows[0]!;
  });
