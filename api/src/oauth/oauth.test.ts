// External sign-in against a real OpenID provider on loopback (testing/idp.mjs: oidc-provider) standing
// in for Google, LINE and X — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { oauthIdentities } from '../db/schema';
import { readMailsTo, textLinks } from '../mail/eml';
import { createUser, describeApi } from '../testing/harness';
import { startTestIdp, walkAuthorization, type TestIdp } from './testing/idp';

const redirectUri = 'http://site.test/callback';
let idp: TestIdp | undefined;
beforeAll(async () => {
  idp = await startTestIdp(['google', 'line', 'x'], [redirectUri]);
}, 30_000);
afterAll(() => idp?.stop());

const sessionOf = (h: Headers) => ({
  'access-token': h.get('access-token') ?? '',
  client: h.get('client') ?? '',
  uid: h.get('uid') ?? '',
});

const overrides: Partial<AppConfig> = {
  // Read when the suite's server starts, after the provider above listens.
  get oauth() {
    return idp?.providers;
  },
};

describeApi(
  'oauth',
  (api) => {
    let n = 0;
    /** A login hint no other test (or backend run) uses. */
    const fresh = (prefix = 'person') => `${prefix}-${api().backend}-${++n}`;
    /** A short account id no other test uses (account ids have a maximum length). */
    const accountFor = () => `oa_${api().backend[1]}${++n}_${Math.floor(Math.random() * 1e4)}`;
    const start = async (
      provider: string,
      opts: { intent?: string; headers?: Record<string, string>; password?: string } = {},
    ) => {
      const res = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider, intent: opts.intent ?? 'sign_in', password: opts.password },
        headers: opts.headers,
      });
      expect(res.status).toBe(200);
      return res.body.data as { authorizationUrl: string; binding: string };
    };
    const callback = (binding: string, url: URL, headers?: Record<string, string>) =>
      api().call('POST', '/v1/oauth/callback', { json: { binding, query: url.search }, headers });
    /** Start, pass the provider as `hint`, and hand the callback to the API. */
    const through = async (provider: string, hint: string, headers?: Record<string, string>) => {
      const { authorizationUrl, binding } = await start(provider);
      const url = await walkAuthorization(authorizationUrl, redirectUri, hint);
      return { binding, url, res: await callback(binding, url, headers) };
    };
    const reason = (res: { status: number; body: { code: string; details?: { reason: string }[] } }) => [
      res.status,
      res.body.code,
      res.body.details?.[0]?.reason,
    ];
    const signUp = (binding: string, body: Record<string, unknown>) =>
      api().call('POST', '/v1/oauth/sign_up', { json: { binding, agreeToTerms: true, ...body } });
    const current = async (headers: Record<string, string>) =>
      (await api().call('GET', '/v1/users/current', { headers })).body.data;

    it('lists the configured providers', async () => {
      const res = await api().call('GET', '/v1/oauth/providers');
      expect(res.body.data).toEqual([{ provider: 'google' }, { provider: 'line' }, { provider: 'x' }]);
    });

    it('signs up with a verified email (asks only account and terms), then signs in again', async () => {
      const hint = fresh('hanako');
      const first = await through('google', hint);
      expect(first.res.status).toBe(200);
      expect(first.res.body.data).toEqual({
        outcome: 'sign_up',
        provider: 'google',
        email: `${hint}@idp.test`,
        name: `${hint} さん`,
      });
      expect(first.res.headers.get('access-token')).toBeNull();
      const account = accountFor();
      const noTerms = await api().call('POST', '/v1/oauth/sign_up', {
        json: { binding: first.binding, account, name: '花子' },
      });
      expect(noTerms.status).toBe(400);
      const made = await signUp(first.binding, { account, name: '花子' });
      expect(made.status).toBe(200);
      expect(made.body.signedIn).toBe(true);
      const session = sessionOf(made.headers);
      expect(session['access-token']).not.toBe('');
      expect(await current(session)).toMatchObject({
        account,
        name: '花子',
        email: `${hint}@idp.test`,
        oauthProviders: ['google'],
        emailSignIn: false,
      });
      // The same form cannot be sent twice.
      expect(reason(await signUp(first.binding, { account: `${account}_2`, name: '花子' }))).toEqual([
        400,
        'oauth_failed',
        'state',
      ]);

      const again = await through('google', hint);
      expect(again.res.status).toBe(200);
      expect(again.res.body.data).toMatchObject({
        outcome: 'signed_in',
        provider: 'google',
        user: { account },
      });
      expect(await current(sessionOf(again.res.headers))).toMatchObject({ account });
      // No password exists: none signs in.
      const withPassword = await api().call('POST', '/v1/auth/sign_in', {
        json: { email: `${hint}@idp.test`, password: 'password123' },
      });
      expect(withPassword.status).toBe(401);
    });

    it('refuses a replayed state, a state from another browser and a missing state', async () => {
      const { binding, url, res } = await through('google', fresh());
      expect(res.status).toBe(200);
      expect(reason(await callback(binding, url))).toEqual([400, 'oauth_failed', 'state']);

      const other = await start('google');
      const otherUrl = await walkAuthorization(other.authorizationUrl, redirectUri, fresh());
      const foreign = await callback('b'.repeat(43), otherUrl);
      expect(reason(foreign)).toEqual([400, 'oauth_failed', 'state']);
      // The rightful browser still finishes it.
      expect((await callback(other.binding, otherUrl)).status).toBe(200);
      expect(reason(await callback(other.binding, new URL('http://site.test/callback?code=x')))).toEqual([
        400,
        'oauth_failed',
        'state',
      ]);
    });

    it('refuses an ID token whose nonce belongs to another attempt', async () => {
      const mine = await start('line');
      const theirs = await start('line');
      const tampered = new URL(mine.authorizationUrl);
      tampered.searchParams.set('nonce', new URL(theirs.authorizationUrl).searchParams.get('nonce')!);
      const url = await walkAuthorization(tampered.href, redirectUri, fresh());
      expect(reason(await callback(mine.binding, url))).toEqual([400, 'oauth_failed', 'nonce']);
      // Used up by the failure.
      expect(reason(await callback(mine.binding, url))).toEqual([400, 'oauth_failed', 'state']);
    });

    it('brings a denied consent back as "denied"', async () => {
      const { binding, url, res } = await through('google', 'deny');
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(reason(res)).toEqual([400, 'oauth_failed', 'denied']);
      expect(reason(await callback(binding, url))).toEqual([400, 'oauth_failed', 'state']);
    });

    it('ignores an unverified email: the form asks for one and the mailed link confirms it', async () => {
      const hint = fresh('unverified');
      const { binding, res } = await through('google', hint);
      expect(res.body.data).toMatchObject({ outcome: 'sign_up', email: null });
      const account = accountFor();
      const noEmail = await signUp(binding, { account, name: '太郎' });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.field).toBe('email');
      const typed = `typed-${hint}@example.com`;
      const made = await signUp(binding, { account, name: '太郎', email: typed });
      expect(made.status).toBe(200);
      expect(made.body.signedIn).toBe(false);
      expect(made.headers.get('access-token')).toBeNull();
      // Until the link is opened the provider cannot sign in either.
      expect(reason((await through('google', hint)).res)).toEqual([400, 'oauth_failed', 'unconfirmed']);
      const [mail] = await readMailsTo(api().mailDir, typed);
      const link = new URL(textLinks(mail!.text)[0]!);
      const confirmed = await api().call(
        'GET',
        `/v1/auth/confirmation?confirmation_token=${encodeURIComponent(link.searchParams.get('confirmation_token')!)}`,
      );
      expect(confirmed.status).toBe(200);
      expect(await current(sessionOf(confirmed.headers))).toMatchObject({
        email: typed,
        oauthProviders: ['google'],
      });
      expect((await through('google', hint)).res.body.data.outcome).toBe('signed_in');
    });

    it('does not silently join a verified email that has an account', async () => {
      const hint = fresh('owner');
      await createUser(api().db, { email: `${hint}@idp.test` });
      expect(reason((await through('google', hint)).res)).toEqual([400, 'oauth_failed', 'email_registered']);
    });

    it('signs up with X (no email given: the form asks for one)', async () => {
      const hint = fresh('xuser');
      const { res } = await through('x', hint);
      expect(res.body.data).toEqual({ outcome: 'sign_up', provider: 'x', email: null, name: `${hint} さん` });
    });

    it('links a provider after the password, signs in with it, and never gives it to two accounts', async () => {
      const { user, headers } = await createUser(api().db);
      const wrong = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider: 'line', intent: 'link', password: 'not-the-password' },
        headers,
      });
      expect([wrong.status, wrong.body.field]).toEqual([400, 'password']);
      const signedOut = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider: 'line', intent: 'link', password: 'password123' },
      });
      expect(signedOut.status).toBe(401);

      const hint = fresh('linker');
      const link = await start('line', { intent: 'link', headers, password: 'password123' });
      const url = await walkAuthorization(link.authorizationUrl, redirectUri, hint);
      // Only the session that started it may finish it.
      const other = await createUser(api().db);
      expect(reason(await callback(link.binding, url, other.headers))).toEqual([
        400,
        'oauth_failed',
        'session',
      ]);
      const link2 = await start('line', { intent: 'link', headers, password: 'password123' });
      const url2 = await walkAuthorization(link2.authorizationUrl, redirectUri, hint);
      const linked = await callback(link2.binding, url2, headers);
      expect(linked.status).toBe(200);
      expect(linked.body.data).toEqual({ outcome: 'linked', provider: 'line' });
      expect(await current(headers)).toMatchObject({ oauthProviders: ['line'], emailSignIn: true });

      const signIn = await through('line', hint);
      expect(signIn.res.body.data).toMatchObject({ outcome: 'signed_in', user: { id: user.id } });

      const taken = await start('line', { intent: 'link', headers: other.headers, password: 'password123' });
      const takenUrl = await walkAuthorization(taken.authorizationUrl, redirectUri, hint);
      expect(reason(await callback(taken.binding, takenUrl, other.headers))).toEqual([
        400,
        'oauth_failed',
        'identity_taken',
      ]);
      // The password remains: unlinking is allowed.
      const unlinked = await api().call('DELETE', '/v1/oauth/identities/line', { headers });
      expect(unlinked.status).toBe(200);
      expect(unlinked.body.data.oauthProviders).toEqual([]);
      expect((await api().call('DELETE', '/v1/oauth/identities/line', { headers })).status).toBe(404);
    });

    it('refuses to unlink the last way in, allows it while another provider remains', async () => {
      const hint = fresh('only');
      const first = await through('google', hint);
      const made = await signUp(first.binding, { account: accountFor(), name: '一郎' });
      const headers = sessionOf(made.headers);
      const last = await api().call('DELETE', '/v1/oauth/identities/google', { headers });
      expect([last.status, last.body.code]).toEqual([409, 'last_sign_in_method']);
      // Without a password there is none to re-enter: linking asks for one to be set first.
      const noPassword = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider: 'x', intent: 'link', password: 'anything' },
        headers,
      });
      expect(noPassword.body.details).toEqual([{ field: 'password', reason: 'no_password' }]);
      const userId = made.body.data.id as number;
      await api()
        .db.insert(oauthIdentities)
        .values({ userId, provider: 'x', issuer: 'https://x.test', subject: hint });
      const ok = await api().call('DELETE', '/v1/oauth/identities/google', { headers });
      expect(ok.status).toBe(200);
      expect(ok.body.data.oauthProviders).toEqual(['x']);
      expect((await api().call('DELETE', '/v1/oauth/identities/x', { headers })).status).toBe(409);
    });

    it('deleting the account removes its links (the identity can sign up again)', async () => {
      const { headers } = await createUser(api().db);
      const hint = fresh('leaver');
      const link = await start('google', { intent: 'link', headers, password: 'password123' });
      const url = await walkAuthorization(link.authorizationUrl, redirectUri, hint);
      expect((await callback(link.binding, url, headers)).status).toBe(200);
      const userId = (await current(headers)).id as number;
      const deleted = await api().call('DELETE', '/v1/users/current', {
        json: { password: 'password123' },
        headers,
      });
      expect(deleted.status).toBe(204);
      const left = await api().db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, userId));
      expect(left).toEqual([]);
      expect((await through('google', hint)).res.body.data.outcome).toBe('sign_up');
    });

    it('refuses an unknown or unconfigured provider as input', async () => {
      const res = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider: 'facebook', intent: 'sign_in' },
      });
      expect([res.status, res.body.code]).toEqual([400, 'validation']);
    });
  },
  overrides,
);
