// The loopback OpenID provider of idp-server.mjs for API tests: start it, configure the API with it, and walk
// an authorisation URL through it the way a browser would (cookies, redirects) up to our /callback.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { OAuthProvider } from '@shirube/api-contract';
import type { OAuthProviderConfig } from '../config';

export interface TestIdp {
  readonly issuers: Record<string, string>;
  /** API configuration: every started name as that provider, with the test client's credentials. */
  readonly providers: OAuthProviderConfig[];
  stop(): Promise<void>;
}

// Not named idp.mjs: jest resolves ./idp to .mjs before .ts.
const script = path.join(__dirname, 'idp-server.mjs');

export async function startTestIdp(names: OAuthProvider[], redirectUris: string[]): Promise<TestIdp> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, IDP_NAMES: names.join(','), IDP_REDIRECT_URIS: redirectUris.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuers = await new Promise<Record<string, string>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, string>));
    child.once('exit', (code) => reject(new Error(`test IdP exited (${code}) before listening`)));
  });
  return {
    issuers,
    providers: names.map((provider) => ({
      provider,
      clientId: `${provider}-client`,
      clientSecret: `${provider}-secret`,
      issuer: issuers[provider]!,
    })),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Follows the provider's redirects from `authorizationUrl` (with a cookie jar, as a browser) and
 * answers the URL it finally sends the browser to on our site — /callback?code=…&state=… or ?error=….
 * `loginHint` picks the test account (see idp-server.mjs; "deny" refuses consent).
 */
export async function walkAuthorization(
  authorizationUrl: string,
  redirectUri: string,
  loginHint: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const start = new URL(authorizationUrl);
  start.searchParams.set('login_hint', loginHint);
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next;
  }
  throw new Error('too many redirects at the provider');
}
