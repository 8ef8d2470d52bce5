// The ONE gate for every change the owner confirms with the current password again (issue 39): email
// change (PATCH /v1/auth), password change (PATCH /v1/users/current/password), account deletion
// (DELETE /v1/users/current) and linking a provider (POST /v1/oauth/authorization, intent link).
// With a stolen session each of them is a password oracle, so they share the sign-in back-off
// (throttle.ts): per ACCOUNT, `recheck:account:<id>` — from RECHECK_ACCOUNT_THRESHOLD failures it is
// blocked 30 s·2^(n−threshold) ≤ 1 h, refused unverified with 429 `too_many_password_checks` + Retry-After,
// whichever session asks; and per SESSION, the RECHECK_SESSION_LIMIT-th failure ends that session
// (401 `session_ended`: the shell server drops its cookie), so one stolen session gets only a few guesses.
// A right password forgets both counts; a completed reset forgets the account's (password-reset.ts).
// The form's fields are checked first (400 naming each): argon2 runs only for a well-formed form.
import { verify } from '@node-rs/argon2';
import { validateForm, type FieldValue, type FormRules } from '@shirube/domain';
import { UnauthorizedError } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { clockOf } from '../config';
import type { AppServices } from '../context';
import type { Database } from '../db/open';
import { invalid, invalidFields } from './errors';
import { clearSignInFailures, countHit, recordSignInFailure, signInBlocked, tooMany } from './throttle';
import { revokeToken, type Viewer } from './tokens';

export const RECHECK_ACCOUNT_THRESHOLD = 5;
export const RECHECK_SESSION_LIMIT = 3;
const DAY_MS = 24 * 3600_000;

const accountKey = (userId: number) => `recheck:account:${userId}`;
const sessionKey = (tokenId: number) => `recheck:session:${tokenId}`;

/** The current password given again, behind the gate above; fails 400 on `field` when wrong. */
export const recheckPassword = (app: AppServices, viewer: Viewer, password: string, field: string) =>
  Effect.gen(function* () {
    const now = clockOf(app.config)();
    const keys = [accountKey(viewer.user.id), sessionKey(viewer.tokenId)];
    const wait = yield* Effect.promise(() => signInBlocked(app.db, [keys[0]!], now));
    if (wait > 0)
      return yield* tooMany(
        'too_many_password_checks',
        'Too many wrong passwords; please wait and try again',
        wait,
      );
    const ok = yield* Effect.promise(() => verify(viewer.user.passwordHash, password));
    if (ok) return yield* Effect.promise(() => clearSignInFailures(app.db, keys));
    const overSession = yield* Effect.promise(async () => {
      await recordSignInFailure(app.db, keys[0]!, RECHECK_ACCOUNT_THRESHOLD, now);
      return (await countHit(app.db, keys[1]!, RECHECK_SESSION_LIMIT - 1, DAY_MS, now)) > 0;
    });
    if (overSession) {
      yield* Effect.promise(() => revokeToken(app.db, viewer.tokenId));
      return yield* new UnauthorizedError({
        code: 'session_ended',
        message: 'Too many wrong passwords: this session has ended; please sign in again',
      });
    }
    return yield* invalid(field, 'wrong_password');
  });

/** A completed password reset: the account's re-check count goes with its sign-in counts. */
export const clearPasswordRechecks = (db: Database, userId: number) =>
  clearSignInFailures(db, [accountKey(userId)]);

/** A form that carries the current password: its fields (400 naming each), then `recheckPassword`. */
export const checkFormAndPassword = <F extends string>(
  app: AppServices,
  viewer: Viewer,
  values: Readonly<Partial<Record<F, FieldValue>>>,
  rules: FormRules<F>,
  password: { field: string; value: string },
) =>
  Effect.gen(function* () {
    const errors = validateForm(values, rules);
    if (errors.length > 0) return yield* invalidFields(errors);
    yield* recheckPassword(app, viewer, password.value, password.field);
  });
