// The provider side through openid-client: endpoints (discovery, cached per process), the authorisation
// URL (code + PKCE S256, state, nonce) and the code exchange that yields the identity. Google and LINE
// are OpenID Connect (the ID token is checked: issuer, audience, expiry, nonce); X is OAuth 2.0 + PKCE
// and its user comes from GET /2/users/me.
import * as client from 'openid-client';
import type { OAuthProvider } from '@shirube/api-contract';
import { DEFAULT_ISSUERS, type OAuthProviderConfig } from './config';

/** What a provider told us about the person. `email` only when the provider said it is verified. */
export interface ProviderIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly name: string | null;
}

export interface AttemptSecrets {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** X's fixed endpoints (X publishes no discovery document). Its identities are filed under this issuer. */
const X = {
  issuer: 'https://x.com',
  authorization_endpoint: 'https://x.com/i/oauth2/authorize',
  token_endpoint: 'https://api.x.com/2/oauth2/token',
  me: 'https://api.x.com/2/users/me',
};

const SCOPES: Record<OAuthProvider, string> = {
  google: 'openid email profile',
  line: 'openid profile email',
  // users/me needs tweet.read as well as users.read.
  x: 'users.read tweet.read',
};

export const isOpenId = (provider: OAuthProvider) => provider !== 'x';

/** A failure the callback reports by reason (oauth_failed): the page shows a message per reason. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: 'denied' | 'provider_error' | 'nonce' | 'exchange',
    detail: string,
  ) {
    super(detail);
  }
}

const configurations = new Map<string, Promise<client.Configuration>>();

function configure(p: OAuthProviderConfig): Promise<client.Configuration> {
  // An http issuer is only accepted on loopback outside production (config.ts): the test provider.
  const insecure = p.issuer?.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {};
  if (p.provider === 'x' && !p.issuer) {
    const { me: _me, ...server } = X;
    return Promise.resolve(
      new client.Configuration(server, p.clientId, p.clientSecret, client.ClientSecretBasic(p.clientSecret)),
    );
  }
  const issuer = new URL(p.issuer ?? DEFAULT_ISSUERS[p.provider as 'google' | 'line']);
  // Google and LINE take the secret in the body (client_secret_post); X wants HTTP Basic.
  const auth =
    p.provider === 'x' ? client.ClientSecretBasic(p.clientSecret) : client.ClientSecretPost(p.clientSecret);
  return client.discovery(issuer, p.clientId, p.clientSecret, auth, insecure);
}

/** Endpoints of a provider, read once per process; a failed discovery is tried again next time. */
export function configurationOf(p: OAuthProviderConfig): Promise<client.Configuration> {
  const key = `${p.provider} ${p.issuer ?? ''} ${p.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found = configure(p);
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

export function newSecrets(): AttemptSecrets {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

export async function authorizationUrl(
  p: OAuthProviderConfig,
  redirectUri: string,
  secrets: AttemptSecrets,
): Promise<string> {
  const config = await configurationOf(p);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: SCOPES[p.provider],
    state: secrets.state,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (isOpenId(p.provider)) params.nonce = secrets.nonce;
  return client.buildAuthorizationUrl(config, params).href;
}

const claimOf = (claims: Record<string, unknown>, name: string) =>
  typeof claims[name] === 'string' && claims[name] !== '' ? (claims[name] as string) : null;

/**
 * The callback URL (our redirect URI + the provider's query) → the identity. Throws ProviderFailure.
 * The state was already matched by the caller (single use); it is checked here again by the library.
 */
export async function exchangeCode(
  p: OAuthProviderConfig,
  callbackUrl: URL,
  secrets: AttemptSecrets,
): Promise<ProviderIdentity> {
  const error = callbackUrl.searchParams.get('error');
  if (error) throw new ProviderFailure(error === 'access_denied' ? 'denied' : 'provider_error', error);
  const config = await configurationOf(p);
  const openId = isOpenId(p.provider);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      ...(openId ? { expectedNonce: secrets.nonce, idTokenExpected: true } : { idTokenExpected: false }),
    });
  } catch (e) {
    throw asFailure(e);
  }
  if (openId) {
    const claims = tokens.claims();
    if (!claims) throw new ProviderFailure('exchange', 'no ID token');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      // Rule (issue 20): the address counts only when the provider says it is verified.
      email: claims.email_verified === true ? (claimOf(claims, 'email')?.toLowerCase() ?? null) : null,
      name: claimOf(claims, 'name'),
    };
  }
  return xUser(p, config, tokens.access_token);
}

async function xUser(
  p: OAuthProviderConfig,
  config: client.Configuration,
  accessToken: string,
): Promise<ProviderIdentity> {
  const me = p.issuer ? `${p.issuer}/2/users/me` : X.me;
  let body: { data?: { id?: unknown; name?: unknown } };
  try {
    const res = await client.fetchProtectedResource(config, accessToken, new URL(me), 'GET');
    if (!res.ok) throw new Error(`users/me answered ${res.status}`);
    body = (await res.json()) as typeof body;
  } catch (e) {
    throw new ProviderFailure('exchange', `X users/me: ${(e as Error).message}`);
  }
  const id = body.data?.id;
  if (typeof id !== 'string' || !id) throw new ProviderFailure('exchange', 'X users/me gave no id');
  const name = typeof body.data?.name === 'string' ? body.data.name : null;
  // X gives no email address: the sign-up form asks for one.
  return { issuer: p.issuer ?? X.issuer, subject: id, email: null, name };
}

function asFailure(e: unknown): ProviderFailure {
  if (e instanceof ProviderFailure) return e;
  type Err = { code?: string; cause?: Err & { claim?: string }; error?: string; message?: string };
  const err = e as Err;
  if (err.error === 'access_denied') return new ProviderFailure('denied', 'access_denied');
  // openid-client wraps oauth4webapi's error, whose cause names the claim.
  const claim = err.cause?.claim ?? err.cause?.cause?.claim;
  if (err.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'nonce')
    return new ProviderFailure('nonce', "the ID token nonce is not this attempt's");
  return new ProviderFailure('exchange', err.message ?? String(e));
}
