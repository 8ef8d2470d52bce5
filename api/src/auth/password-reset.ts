// Password reset (spec: POST /v1/auth/password, GET …/edit, PATCH /v1/auth/password): the mailed link,
// its temporary headers, and the new password. A locked-out owner gets back in this way (issue 20).
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import { authTokens, users } from '../db/schema';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates';
import { DEVICE_HEADER, rememberDevice } from './devices';
import { clearPasswordRechecks } from './password-check';
import { linkedForMail, proveAddress } from './prove-address';
import { invalid, invalidLink } from './errors';
import { clearAccountSignInFailures } from './sign-in-gate';
import { limitHits } from './throttle';
import { issueToken, randomToken, RESET_LINK_TTL_MS, sha256, userByMailedToken, type Viewer } from './tokens';

const HOUR_MS = 3600_000;

/**
 * Always answers the same, in the same time, whether or not the address is registered: the answer
 * waits only for the rate limit (per client address and per email); the lookup, token and mail
 * happen after it, in the background (a failure is logged). Returns that work for tests to await.
 */
export const requestPasswordReset = (app: AppServices, email: string, address: string) =>
  Effect.gen(function* () {
    const normalized = email.trim().toLowerCase();
    yield* limitHits(
      app.db,
      [`reset:address:${address}`, `reset:email:${normalized}`],
      app.config.resetLimitPerHour ?? 10,
      HOUR_MS,
      clockOf(app.config)(),
      'Too many password reset requests; please try again later',
    );
    const work = sendPasswordReset(app, normalized).catch((error: unknown) =>
      console.error('[auth] password reset mail failed', error),
    );
    pendingResets.add(work);
    void work.finally(() => pendingResets.delete(work));
  });

/** Background reset mails not yet sent (tests await them; nothing else should). */
export const pendingResets = new Set<Promise<unknown>>();

async function sendPasswordReset(app: AppServices, email: string): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = randomToken();
  await app.db
    .update(users)
    .set({ resetPasswordTokenHash: sha256(token), resetPasswordSentAt: new Date() })
    .where(eq(users.id, user.id));
  const link = `${app.config.siteUrl}/update_password?reset_password_token=${encodeURIComponent(token)}`;
  await app.mailer.send(resetPasswordMail(user.email, user.name, link, await linkedForMail(app.db, user)));
}

/** The reset link → temporary headers valid for PATCH /v1/auth/password only. */
export const openPasswordReset = (app: AppServices, token: string) =>
  Effect.gen(function* () {
    const user = yield* Effect.promise(() =>
      userByMailedToken(app.db, token, {
        hash: users.resetPasswordTokenHash,
        sentAt: users.resetPasswordSentAt,
        ttlMs: RESET_LINK_TTL_MS,
      }),
    );
    if (!user) return yield* invalidLink('reset_password_token');
    // Opening the link proves the mailbox, so an unconfirmed account becomes confirmed — and loses the
    // provider links whoever typed the address made (./prove-address.ts; the mail named them).
    if (!user.confirmedAt) yield* Effect.promise(() => proveAddress(app.db, user.id, new Date()));
    const headers = yield* Effect.promise(() =>
      issueToken(app.db, { ...user, confirmedAt: new Date() }, 'password_reset'),
    );
    return { user, headers };
  });

/**
 * PATCH /v1/auth/password: the new password after a reset link — only with the link's temporary
 * headers (the route refuses a normal session: without the current password a stolen session could
 * lock the owner out). Every session ends, the temporary one too (ASVS 7.4.3), the account's sign-in
 * back-off is forgotten (a locked-out owner gets back in this way), the owner is mailed, and this
 * browser signs in on a fresh session and becomes a known device.
 */
export const completePasswordReset = (
  app: AppServices,
  viewer: Viewer,
  p: { password: string; passwordConfirmation: string },
  deviceToken: string | undefined,
) =>
  Effect.gen(function* () {
    if (p.password !== p.passwordConfirmation) return yield* invalid('passwordConfirmation', 'mismatch');
    const passwordHash = yield* Effect.promise(() => hash(p.password));
    const user = yield* Effect.promise(() =>
      app.db.transaction(async (tx) => {
        await tx.delete(authTokens).where(eq(authTokens.userId, viewer.user.id));
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            resetPasswordTokenHash: null,
            resetPasswordSentAt: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, viewer.user.id))
          .returning();
        return row!;
      }),
    );
    yield* Effect.promise(() => clearAccountSignInFailures(app.db, user.email));
    yield* Effect.promise(() => clearPasswordRechecks(app.db, user.id));
    yield* Effect.promise(() =>
      app.mailer.send(passwordChangedMail(user.email, user.name, 'reset', app.config.siteUrl)),
    );
    const headers = yield* Effect.promise(() => issueToken(app.db, user, 'session'));
    const now = clockOf(app.config)();
    const device = yield* Effect.promise(() => rememberDevice(app.db, user.id, deviceToken, now));
    return { user, headers: { ...headers, [DEVICE_HEADER]: device } };
  });
