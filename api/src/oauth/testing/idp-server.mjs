// A real OpenID provider on loopback for tests (oidc-provider, a certified implementation), one per
// name in IDP_NAMES (e.g. "google,line,x"), each on its own port. Started as a child process by
// idp.ts (jest cannot load oidc-provider's ESM) and by the e2e global setup. Prints one JSON line
// {"google": "http://127.0.0.1:port", …} once every issuer listens; stops on SIGTERM.
//
// Interaction without a form: the account is the authorisation request's login_hint (default
// IDP_DEFAULT_ACCOUNT or "e2e-user"), consent is given at once. login_hint "deny" refuses consent
// (error=access_denied). Claims of account A: email A@idp.test, email_verified unless A starts with
// "unverified", name 「A さん」. Each issuer also answers GET /2/users/me as X does ({data:{id,name,username}}).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const names = (process.env.IDP_NAMES ?? 'google,line').split(',').filter(Boolean);
const redirectUris = (process.env.IDP_REDIRECT_URIS ?? '').split(',').filter(Boolean);
const defaultAccount = process.env.IDP_DEFAULT_ACCOUNT || 'e2e-user';

const claimsOf = (id) => ({
  sub: id,
  email: `${id}@idp.test`,
  email_verified: !id.startsWith('unverified'),
  name: `${id} さん`,
});

async function start(name) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: `${name}-client`,
        client_secret: `${name}-secret`,
        redirect_uris: redirectUris,
        // As the real ones: Google and LINE take the secret in the body, X in HTTP Basic.
        token_endpoint_auth_method: name === 'x' ? 'client_secret_basic' : 'client_secret_post',
      },
    ],
    scopes: ['openid', 'email', 'profile', 'users.read', 'tweet.read'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google and LINE: the ID token of the code flow carries the scopes' claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-idp-cookie-key'] },
  });
  provider.use(async (ctx, next) => {
    if (ctx.path.startsWith('/interaction/')) return interact(provider, ctx);
    if (ctx.path === '/2/users/me') return usersMe(provider, ctx);
    return next();
  });
  server.on('request', provider.callback());
  return [name, issuer, server];
}

async function interact(provider, ctx) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const hint = details.params.login_hint || defaultAccount;
  let result;
  if (hint === 'deny') result = { error: 'access_denied', error_description: 'The person refused' };
  else if (details.prompt.name === 'login') result = { login: { accountId: hint } };
  else {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    result = { consent: { grantId: await grant.save() } };
  }
  const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  ctx.status = 303;
  ctx.redirect(to);
}

async function usersMe(provider, ctx) {
  const value = (ctx.get('authorization') || '').replace(/^Bearer /i, '');
  const token = value ? await provider.AccessToken.find(value) : undefined;
  if (!token) {
    ctx.status = 401;
    ctx.body = { title: 'Unauthorized' };
    return;
  }
  ctx.body = { data: { id: token.accountId, name: `${token.accountId} さん`, username: token.accountId } };
}

const started = await Promise.all(names.map(start));
process.stdout.write(`${JSON.stringify(Object.fromEntries(started.map(([n, issuer]) => [n, issuer])))}\n`);
process.on('SIGTERM', () => {
  for (const [, , server] of started) server.close();
  process.exit(0);
});
