/**
 * External sign-in (issue 20): the browser half of an attempt. The API answers an authorisation URL and
 * a `binding` secret; the binding waits here (this tab's sessionStorage) until /callback hands it back
 * with the provider's answer, so a callback URL pushed into another browser is refused. It is not a
 * token: sessions stay in the shell server's cookie. Used by the shell's buttons and /callback, and by
 * the settings page (mf-seller) when linking.
 */
export type OAuthIntent = 'sign_in' | 'link';
export interface OAuthAttempt {
  readonly binding: string;
  readonly provider: string;
  readonly intent: OAuthIntent;
}

const KEY = 'shirube.oauth';

/** Remember the attempt and leave for the provider. */
export function goToProvider(authorizationUrl: string, attempt: OAuthAttempt): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    /* storage disabled: /callback will say to start again */
  }
  window.location.assign(authorizationUrl);
}

export function readOAuthAttempt(): OAuthAttempt | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<OAuthAttempt>) : null;
    return parsed && typeof parsed.binding === 'string' && typeof parsed.provider === 'string'
      ? {
          binding: parsed.binding,
          provider: parsed.provider,
          intent: parsed.intent === 'link' ? 'link' : 'sign_in',
        }
      : null;
  } catch {
    return null;
  }
}

export function forgetOAuthAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
