// Failures of external sign-in. The callback's are 400 `oauth_failed` with the reason in details — never
// 401, which would make the shell server drop the session of a visitor linking a provider.
import { BadRequestError, ConflictError } from '@shirube/api-contract';

export type OAuthFailureReason =
  | 'denied' // the person refused consent at the provider
  | 'provider_error' // the provider answered an error, or could not be reached
  | 'state' // unknown, expired, replayed, or from another browser
  | 'nonce' // the ID token was not issued for this attempt
  | 'exchange' // the code exchange or the ID token failed its checks
  | 'session' // linking: the session that started it is gone
  | 'identity_taken' // the provider identity belongs to another account
  | 'already_linked' // this account has this provider already
  | 'email_registered' // the verified address has an account: sign in and link from settings
  | 'unconfirmed'; // signed up with a typed address whose link was not opened yet

export const oauthFailed = (reason: OAuthFailureReason, message: string) =>
  new BadRequestError({
    code: 'oauth_failed',
    message: `${reason}: ${message}`,
    field: 'oauth',
    details: [{ field: 'oauth', reason }],
  });

export const lastSignInMethod = () =>
  new ConflictError({
    code: 'last_sign_in_method',
    message: 'This is the only way to sign in to the account; set a password or link another provider first',
    field: 'provider',
  });

/** The unique constraint a failed insert broke (PostgreSQL and PGlite both name it in the message). */
export function brokenConstraint(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    parts.push(String(e.message ?? ''), String((e as { constraint?: string }).constraint ?? ''));
    if (parts.length > 10) break;
  }
  const text = parts.join(' ');
  for (const name of [
    'oauth_identities_issuer_subject',
    'oauth_identities_user_provider',
    'users_account_unique',
    'users_email_unique',
  ])
    if (text.includes(name)) return name;
  return '';
}
