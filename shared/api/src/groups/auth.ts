// Authentication, devise-token-auth style (team brief): tokens travel as response headers
// `access-token`, `client`, `uid`, `expiry`; requests send the first three back.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import {
  accountRules,
  displayNameRules,
  emailChangeForm,
  emailRules,
  passwordRules,
} from '@shirube/domain/forms';
import { CurrentUser } from '../entities';
import { ruledString } from '../rules';
import { signedIn } from '../access';
import { errors } from '../errors';

/** Optional on decode: behind the shell server (BFF) the browser never sees these headers. */
export const AuthHeaders = {
  'access-token': Schema.optional(Schema.String),
  client: Schema.optional(Schema.String),
  uid: Schema.optional(Schema.String),
  expiry: Schema.optional(Schema.String),
  /** Sign-in and a completed reset: this browser's device token (the shell server keeps it in a
   *  long-lived httpOnly cookie and sends it back on /v1/auth requests; see api/src/auth/devices.ts). */
  'device-token': Schema.optional(Schema.String),
};
export const CurrentUserData = Schema.Struct({ data: CurrentUser });
const WithAuthHeaders = HttpApiSchema.WithHeaders(CurrentUserData, AuthHeaders);

// Field rules live in @shirube/domain (forms.ts); reasons are its codes (required, format, min_length…).
export const Email = ruledString(emailRules);
export const Password = ruledString(passwordRules);
export const Account = ruledString(accountRules);
export const DisplayName = ruledString(displayNameRules);

export const SignUpPayload = Schema.Struct({
  email: Email,
  password: Password,
  passwordConfirmation: Schema.String,
  account: Account,
  name: DisplayName,
});
export type SignUpPayload = typeof SignUpPayload.Type;

export class AuthGroup extends HttpApiGroup.make('auth').add(
  HttpApiEndpoint.post('signUp', '/v1/auth', {
    payload: SignUpPayload,
    success: CurrentUserData,
    error: errors(409, 429),
  }),
  HttpApiEndpoint.get('confirm', '/v1/auth/confirmation', {
    query: { confirmation_token: Schema.String },
    success: WithAuthHeaders,
    error: errors(409),
  }),
  HttpApiEndpoint.post('signIn', '/v1/auth/sign_in', {
    payload: Schema.Struct({ email: Schema.String, password: Schema.String }),
    success: WithAuthHeaders,
    error: errors(401, 429),
  }),
  signedIn(HttpApiEndpoint.delete('signOut', '/v1/auth/sign_out', { success: HttpApiSchema.NoContent })),
  HttpApiEndpoint.post('requestPasswordReset', '/v1/auth/password', {
    payload: Schema.Struct({ email: Email }),
    success: HttpApiSchema.NoContent,
    error: errors(429),
  }),
  HttpApiEndpoint.get('editPassword', '/v1/auth/password/edit', {
    query: { reset_password_token: Schema.String },
    success: WithAuthHeaders,
  }),
  /**
   * The new password after a reset link: only with the link's temporary headers (a normal session is
   * 403 `forbidden` — settings change it with the current one, PATCH /v1/users/current/password).
   * Answers a fresh session's headers (every session ends, the temporary ones too).
   */
  signedIn(
    HttpApiEndpoint.patch('updatePassword', '/v1/auth/password', {
      payload: Schema.Struct({ password: Password, passwordConfirmation: Schema.String }),
      success: WithAuthHeaders,
      error: errors(403),
    }),
  ),
  /**
   * Email change (spec §7 PATCH /v1/auth): mails a confirmation link to the NEW address and a notice to
   * the current one; nothing changes until the link is opened (GET /v1/auth/confirmation, which then
   * answers fresh headers for the new uid). 400 field currentPassword when wrong; 409 email when taken.
   */
  signedIn(
    HttpApiEndpoint.patch('changeEmail', '/v1/auth', {
      payload: Schema.Struct({
        email: Email,
        currentPassword: ruledString(emailChangeForm.fields.currentPassword),
      }),
      success: CurrentUserData,
      error: errors(409, 429),
    }),
  ),
) {}
