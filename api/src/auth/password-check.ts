// The two checks before an account change the owner confirms with their password (email change,
// password change, account deletion): the form's fields first (400 naming each), then the password
// given again (400 naming `field`, reason wrong_password) — argon2 runs only for a well-formed form.
import { verify } from '@node-rs/argon2';
import { validateForm, type FieldValue, type FormRules } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import { invalid, invalidFields } from './errors';
import type { Viewer } from './tokens';

export const checkFormAndPassword = <F extends string>(
  viewer: Viewer,
  values: Readonly<Partial<Record<F, FieldValue>>>,
  rules: FormRules<F>,
  password: { field: string; value: string },
) =>
  Effect.gen(function* () {
    const errors = validateForm(values, rules);
    if (errors.length > 0) return yield* invalidFields(errors);
    const ok = yield* Effect.promise(() => verify(viewer.user.passwordHash, password.value));
    if (!ok) return yield* invalid(password.field, 'wrong_password');
  });
