// OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET (+ _ISSUER for tests): which external sign-in is offered.
// A provider without both credentials is simply not offered; half a pair is a configuration error.
import type { OAuthProvider } from '@shirube/api-contract';

export interface OAuthProviderConfig {
  readonly provider: OAuthProvider;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Google, LINE: the OpenID issuer whose discovery document gives the endpoints. X (not OpenID):
   * unset means X itself; a test server's issuer gives the endpoints from its discovery document.
   */
  readonly issuer?: string;
}

export const OAUTH_PROVIDERS = ['google', 'line', 'x'] as const satisfies readonly OAuthProvider[];

export const DEFAULT_ISSUERS: Record<'google' | 'line', string> = {
  google: 'https://accounts.google.com',
  line: 'https://access.line.me',
};

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/** An issuer override: https, or http on a loopback address outside production (the test provider). */
function parseIssuer(name: string, value: string, production: boolean): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const plainLoopback = url?.protocol === 'http:' && isLoopback(url.hostname) && !production;
  if (!url || (url.protocol !== 'https:' && !plainLoopback))
    throw new Error(
      `${name} must be an https URL (http only on a loopback address outside production), got "${value}"`,
    );
  return value.replace(/\/$/, '');
}

/** Every configured provider; throws one line naming the variable for the first bad one. */
export function oauthFromEnv(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const production = env.NODE_ENV === 'production';
  const out: OAuthProviderConfig[] = [];
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`] ?? '';
    const clientSecret = env[`${prefix}_CLIENT_SECRET`] ?? '';
    const issuer = env[`${prefix}_ISSUER`] ?? '';
    if (!clientId && !clientSecret) {
      if (issuer)
        throw new Error(`${prefix}_ISSUER is set but ${prefix}_CLIENT_ID and _CLIENT_SECRET are not`);
      continue;
    }
    if (!clientId) throw new Error(`${prefix}_CLIENT_ID is missing (${prefix}_CLIENT_SECRET is set)`);
    if (!clientSecret) throw new Error(`${prefix}_CLIENT_SECRET is missing (${prefix}_CLIENT_ID is set)`);
    out.push({
      provider,
      clientId,
      clientSecret,
      ...(issuer ? { issuer: parseIssuer(`${prefix}_ISSUER`, issuer, production) } : {}),
    });
  }
  return out;
}
