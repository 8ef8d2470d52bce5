import { oauthFromEnv } from './config';

describe('oauthFromEnv', () => {
  it('offers only providers with both credentials', () => {
    expect(oauthFromEnv({})).toEqual([]);
    expect(
      oauthFromEnv({
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 'gs',
        OAUTH_X_CLIENT_ID: 'x',
        OAUTH_X_CLIENT_SECRET: 'xs',
      }),
    ).toEqual([
      { provider: 'google', clientId: 'g', clientSecret: 'gs' },
      { provider: 'x', clientId: 'x', clientSecret: 'xs' },
    ]);
  });

  it('names the variable that is missing or wrong, in one line', () => {
    expect(() => oauthFromEnv({ OAUTH_LINE_CLIENT_ID: 'l' })).toThrow(
      'OAUTH_LINE_CLIENT_SECRET is missing (OAUTH_LINE_CLIENT_ID is set)',
    );
    expect(() => oauthFromEnv({ OAUTH_LINE_ISSUER: 'https://idp.example' })).toThrow(
      /^OAUTH_LINE_ISSUER is set/,
    );
    const pair = { OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_CLIENT_SECRET: 'gs' };
    expect(() => oauthFromEnv({ ...pair, OAUTH_GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      /^OAUTH_GOOGLE_ISSUER must be an https URL/,
    );
    // A plain-http issuer only on loopback, and never in production.
    expect(oauthFromEnv({ ...pair, OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000/' })[0]!.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() =>
      oauthFromEnv({ ...pair, OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000', NODE_ENV: 'production' }),
    ).toThrow(/^OAUTH_GOOGLE_ISSUER/);
  });
});
