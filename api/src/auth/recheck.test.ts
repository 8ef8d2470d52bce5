// Issue 39 item 2: every route that asks for the current password again goes through one gate
// (password-check.ts) — a few wrong values end the session that sent them, and the account backs off
// (429 + Retry-After, the right password refused unverified) whichever session asks next.
import type { AppConfig } from '../config';
import { startTestIdp, type TestIdp } from '../oauth/testing/idp';
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { RECHECK_ACCOUNT_THRESHOLD, RECHECK_SESSION_LIMIT } from './password-check';
import { issueToken } from './tokens';

let idp: TestIdp | undefined;
beforeAll(async () => {
  idp = await startTestIdp(['line'], ['http://site.test/callback']);
}, 30_000);
afterAll(() => idp?.stop());
const overrides: Partial<AppConfig> = {
  get oauth() {
    return idp?.providers;
  },
};

type Route = { name: string; method: string; path: string; body: (password: string) => object };
const routes: Route[] = [
  {
    name: 'password change',
    method: 'PATCH',
    path: '/v1/users/current/password',
    body: (currentPassword) => ({
      currentPassword,
      password: 'a-new-password',
      passwordConfirmation: 'a-new-password',
    }),
  },
  {
    name: 'email change',
    method: 'PATCH',
    path: '/v1/auth',
    body: (currentPassword) => ({ email: `moved-${Math.random()}@example.com`, currentPassword }),
  },
  {
    name: 'account deletion',
    method: 'DELETE',
    path: '/v1/users/current',
    body: (password) => ({ password }),
  },
  {
    name: 'linking a provider',
    method: 'POST',
    path: '/v1/oauth/authorization',
    body: (password) => ({ provider: 'line', intent: 'link', password }),
  },
];

describeApi(
  'current-password re-checks',
  (api) => {
    it.each(routes)('$name: a few failures end the session, then the account backs off', async (route) => {
      const { db, call } = api();
      const { user, headers: stolen } = await createUser(db);
      const send = (headers: Record<string, string>, password: string) =>
        call(route.method, route.path, { headers, json: route.body(password) });
      const answers = [];
      for (let i = 0; i < RECHECK_SESSION_LIMIT; i++) {
        const res = await send(stolen, `guess-${i}`);
        answers.push([res.status, res.body.code]);
      }
      expect(answers).toEqual([
        ...Array.from({ length: RECHECK_SESSION_LIMIT - 1 }, () => [400, 'validation']),
        [401, 'session_ended'],
      ]);
      expect((await call('GET', '/v1/users/current', { headers: stolen })).status).toBe(401);

      // Another session of the same account (a second stolen one): the account's count goes on.
      const second = authHeaders(await issueToken(db, user, 'session'));
      let lastGuessAt = 0;
      for (let i = RECHECK_SESSION_LIMIT; i < RECHECK_ACCOUNT_THRESHOLD; i++) {
        lastGuessAt = Date.now();
        expect((await send(second, `guess-${i}`)).status).toBe(400);
      }
      const blocked = await send(second, 'password123');
      expect([blocked.status, blocked.body.code]).toEqual([429, 'too_many_password_checks']);
      // 30 s from the last wrong guess (the real clock): what is left of it when the answer came.
      const elapsed = Math.ceil((Date.now() - lastGuessAt) / 1000);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(30 - elapsed);
      expect(retryAfter).toBeLessThanOrEqual(30);
      // Refused unverified: nothing changed, the account and its password are as they were.
      const me = await call('GET', '/v1/users/current', { headers: second });
      expect(me.body.data).toMatchObject({ email: user.email });
      const signIn = await call('POST', '/v1/auth/sign_in', {
        json: { email: user.email, password: 'password123' },
      });
      expect(signIn.status).toBe(200);
    });

    it('the right password forgets the session count: the owner mistyping once keeps the session', async () => {
      const { db, call } = api();
      const { headers } = await createUser(db);
      const link = (password: string) =>
        call('POST', '/v1/oauth/authorization', {
          headers,
          json: { provider: 'line', intent: 'link', password },
        });
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < RECHECK_SESSION_LIMIT - 1; i++) expect((await link('typo')).status).toBe(400);
        expect((await link('password123')).status).toBe(200);
      }
      expect((await call('GET', '/v1/users/current', { headers })).status).toBe(200);
    });
  },
  overrides,
);
