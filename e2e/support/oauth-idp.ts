/**
 * External sign-in (issue 20) in the e2e run: the loopback OpenID provider of the API tests
 * (api/src/oauth/testing/idp-server.mjs, oidc-provider) as "Google", and the API environment that
 * configures it. Its interaction consents at once for the account IDP_DEFAULT_ACCOUNT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../scripts/lib/apps.mjs';

export interface E2eIdp {
  readonly child: ChildProcess;
  /** OAUTH_GOOGLE_* for the API. */
  readonly apiEnv: Record<string, string>;
}

export async function startE2eIdp(siteUrls: string[], account: string): Promise<E2eIdp> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/src/oauth/testing/idp-server.mjs')], {
    env: {
      ...process.env,
      IDP_NAMES: 'google',
      IDP_REDIRECT_URIS: siteUrls.map((u) => `${u}/callback`).join(','),
      IDP_DEFAULT_ACCOUNT: account,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuers = await new Promise<Record<string, string>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`e2e IdP exited (${code}) before listening`)));
  });
  return {
    child,
    apiEnv: {
      OAUTH_GOOGLE_CLIENT_ID: 'google-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GOOGLE_ISSUER: issuers.google!,
    },
  };
}
