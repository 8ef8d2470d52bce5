// External sign-in (spec /callback; issue 20): Google and LINE by OpenID Connect, X by OAuth 2.0 + PKCE.
// The page never holds a provider token or our session token: the shell server turns the headers of
// `callback` and `signUp` into its cookie as for a password sign-in. What the page holds is `binding`,
// a secret of the attempt that proves the callback comes back to the browser that started it.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { CurrentUser, OAuthProvider } from '../entities';
import { Account, AuthHeaders, CurrentUserData, DisplayName, Email } from './auth';
import { readsSession, signedIn } from '../access';
import { errors } from '../errors';

const Binding = Schema.String.check(Schema.isMinLength(16), Schema.isMaxLength(128));

export const OAuthCallbackResult = Schema.Struct({
  /** signed_in: the session is in the cookie now; sign_up: the form asks for what the provider did not
   *  give; linked: the provider was added to the signed-in account. */
  outcome: Schema.Literals(['signed_in', 'sign_up', 'linked']),
  provider: OAuthProvider,
  user: Schema.optional(CurrentUser),
  /** sign_up: the address the provider said is verified (null: the form asks for one). */
  email: Schema.optional(Schema.NullOr(Schema.String)),
  name: Schema.optional(Schema.NullOr(Schema.String)),
});
export type OAuthCallbackResult = typeof OAuthCallbackResult.Type;

export class OAuthGroup extends HttpApiGroup.make('oauth').add(
  /** The providers configured on this server (a provider without credentials is not offered). */
  HttpApiEndpoint.get('providers', '/v1/oauth/providers', {
    success: Schema.Struct({ data: Schema.Array(Schema.Struct({ provider: OAuthProvider })) }),
  }),
  /**
   * Starts an attempt: the page goes to `authorizationUrl` and keeps `binding` for the callback.
   * intent `link` needs a session and the account's password (400 field password when wrong).
   */
  readsSession(
    HttpApiEndpoint.post('authorize', '/v1/oauth/authorization', {
      payload: Schema.Struct({
        provider: OAuthProvider,
        intent: Schema.Literals(['sign_in', 'link']),
        password: Schema.optional(Schema.String),
      }),
      success: Schema.Struct({
        data: Schema.Struct({ authorizationUrl: Schema.String, binding: Schema.String }),
      }),
      error: errors(429),
    }),
  ),
  /**
   * /callback hands over its query string. Failures are 400 `oauth_failed`, reason in details[0].reason
   * (denied, state, nonce, exchange, identity_taken, email_registered, already_linked, unconfirmed) —
   * never 401, so a signed-in visitor is not signed out by a failed link.
   */
  HttpApiEndpoint.post('callback', '/v1/oauth/callback', {
    payload: Schema.Struct({ binding: Binding, query: Schema.String.check(Schema.isMaxLength(8192)) }),
    success: HttpApiSchema.WithHeaders(Schema.Struct({ data: OAuthCallbackResult }), AuthHeaders),
  }),
  /**
   * Finishes a sign-up after `callback` answered sign_up. `email` only when the provider gave no
   * verified one: then a confirmation mail is sent and `signedIn` is false until its link is opened.
   */
  HttpApiEndpoint.post('signUp', '/v1/oauth/sign_up', {
    payload: Schema.Struct({
      binding: Binding,
      account: Account,
      name: DisplayName,
      email: Schema.optional(Email),
      agreeToTerms: Schema.Literal(true),
    }),
    success: HttpApiSchema.WithHeaders(
      Schema.Struct({ data: CurrentUser, signedIn: Schema.Boolean }),
      AuthHeaders,
    ),
    error: errors(409),
  }),
  /** Unlinks a provider; 409 `last_sign_in_method` when it is the account's only way to sign in. */
  signedIn(
    HttpApiEndpoint.delete('unlink', '/v1/oauth/identities/:provider', {
      params: { provider: OAuthProvider },
      success: CurrentUserData,
      error: errors(404, 409),
    }),
  ),
) {}
