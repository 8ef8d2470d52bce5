// Authentication, devise-token-auth style (team brief): tokens travel as response headers
// `access-token`, `client`, `uid`, `expiry`; requests send the first three back.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { CurrentUser } from '../entities';

/** Optional on decode: behind the shell server (BFF) the browser never sees these headers. */
export const AuthHeaders = {
  'access-token': Schema.optional(Schema.String),
  client: Schema.optional(Schema.String),
  uid: Schema.optional(Schema.String),
  expiry: Schema.optional(Schema.String),
};
export const CurrentUserData = Schema.Struct({ data: CurrentUser });
const WithAuthHeaders = HttpApiSchema.WithHeaders(CurrentUserData, AuthHeaders);

export const Email = Schema.String.check(
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'must be an email address' }),
  Schema.isMaxLength(254),
);
export const Password = Schema.String.check(
  Schema.isMinLength(8, { message: 'must be at least 8 characters' }),
  Schema.isMaxLength(128),
);
export const Account = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_]{3,20}$/, { message: 'must be 3-20 letters, digits or _' }),
);
export const DisplayName = Schema.String.check(
  Schema.isMinLength(1, { message: 'must not be empty' }),
  Schema.isMaxLength(50),
);

export const SignUpPayload = Schema.Struct({
  email: Email,
  password: Password,
  passwordConfirmation: Schema.String,
  account: Account,
  name: DisplayName,
});
export type SignUpPayload = typeof SignUpPayload.Type;

export class AuthGroup extends HttpApiGroup.make('auth').add(
  HttpApiEndpoint.post('signUp', '/v1/auth', { payload: SignUpPayload, success: CurrentUserData }),
  HttpApiEndpoint.get('confirm', '/v1/auth/confirmation', {
    query: { confirmation_token: Schema.String },
    success: WithAuthHeaders,
  }),
  HttpApiEndpoint.post('signIn', '/v1/auth/sign_in', {
    payload: Schema.Struct({ email: Schema.String, password: Schema.String }),
    success: WithAuthHeaders,
  }),
  HttpApiEndpoint.delete('signOut', '/v1/auth/sign_out', { success: HttpApiSchema.NoContent }),
  HttpApiEndpoint.post('requestPasswordReset', '/v1/auth/password', {
    payload: Schema.Struct({ email: Email }),
    success: HttpApiSchema.NoContent,
  }),
  HttpApiEndpoint.get('editPassword', '/v1/auth/password/edit', {
    query: { reset_password_token: Schema.String },
    success: WithAuthHeaders,
  }),
  HttpApiEndpoint.patch('updatePassword', '/v1/auth/password', {
    payload: Schema.Struct({ password: Password, passwordConfirmation: Schema.String }),
    // After a reset link: a fresh session's headers (the temporary ones are spent).
    success: WithAuthHeaders,
  }),
) {}
