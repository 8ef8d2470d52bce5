// Issue 9 (security): sign-in back-off, sign-up and reset limits, sessions ended by a password change
// or reset. Lockouts and X-Forwarded-For through a trusted proxy (issue 20): lockout.test.ts.
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { readMailsTo } from '../mail/eml';
import { SIGN_IN_ACCOUNT_THRESHOLD } from './sign-in-gate';
import { backoffMs } from './throttle';
import { serverLibrary } from '../testing/server-under-test';

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const from = (address: string) => ({ 'x-forwarded-for': address });

const sessionOf = (h: Headers) =>
  authHeaders({
    'access-token': h.get('access-token') ?? '',
    client: h.get('client') ?? '',
    uid: h.get('uid') ?? '',
    expiry: '',
  });

describeApi(
  'sign-in throttling',
  (api) => {
    it('30 wrong passwords from 30 addresses, then the right one from a new browser → 429 with Retry-After; free after it', async () => {
      const { db, call } = api();
      const { user } = await createUser(db);
      const signIn = (password: string, address: string) =>
        call('POST', '/v1/auth/sign_in', { headers: from(address), json: { email: user.email, password } });
      const statuses: number[] = [];
      // Each from another address: only the account's count of never-seen browsers can block.
      for (let i = 0; i < 30; i++)
        statuses.push((await signIn('wrong-password', `198.51.100.${i + 1}`)).status);
      const t = SIGN_IN_ACCOUNT_THRESHOLD;
      expect(statuses.slice(0, t)).toEqual(Array.from({ length: t }, () => 401));
      expect(new Set(statuses.slice(t))).toEqual(new Set([429]));
      const right = await signIn('password123', '203.0.113.9');
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(backoffMs(t, t) / 1000);

      clockOffsetMs += backoffMs(t, t) + 1000;
      expect((await signIn('password123', '203.0.113.9')).status).toBe(200);
      // Success forgot the account's failures: the next mistake is an ordinary 401.
      expect((await signIn('wrong-password', '203.0.113.9')).status).toBe(401);
    });

    it('limits sign-ups per address (the limit is per hour, from the database)', async () => {
      const { call } = api();
      const body = (n: number) => ({
        email: `many${n}@example.com`,
        password: 'correct horse 1',
        passwordConfirmation: 'correct horse 1',
        account: `many_${n}`,
        name: '多田',
      });
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++)
        statuses.push(
          (await call('POST', '/v1/auth', { headers: from('192.0.2.50'), json: body(n) })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await call('POST', '/v1/auth', { headers: from('192.0.2.51'), json: body(9) })).status).toBe(
        200,
      );
      clockOffsetMs += 3600_000;
      expect((await call('POST', '/v1/auth', { headers: from('192.0.2.50'), json: body(5) })).status).toBe(
        200,
      );
    });

    it('limits password reset requests per email and per address, same answer for unknown emails', async () => {
      const { db, call, mailDir } = api();
      const { user } = await createUser(db);
      const ask = (email: string, address: string) =>
        call('POST', '/v1/auth/password', { headers: from(address), json: { email } });
      expect((await ask(user.email, '192.0.2.60')).status).toBe(204);
      expect((await ask('nobody@example.com', '192.0.2.60')).status).toBe(204);
      expect((await ask(user.email, '192.0.2.61')).status).toBe(204);
      expect((await ask(user.email, '192.0.2.62')).status).toBe(204);
      const fourth = await ask(user.email, '192.0.2.63');
      expect(fourth).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      await Promise.all((await serverLibrary()).pendingResets);
      expect(await readMailsTo(mailDir, user.email)).toHaveLength(3);
      expect(await readMailsTo(mailDir, 'nobody@example.com')).toHaveLength(0);
    });
  },
  { now, signUpLimitPerHour: 3, resetLimitPerHour: 3 },
);

describeApi('sessions after a password change or reset', (api) => {
  it('a change ends every other session and keeps the one that made it; the owner is mailed', async () => {
    const { db, call, mailDir } = api();
    const { user, headers: phone } = await createUser(db);
    const signIn = async () =>
      sessionOf(
        (await call('POST', '/v1/auth/sign_in', { json: { email: user.email, password: 'password123' } }))
          .headers,
      );
    const laptop = await signIn();
    const tablet = await signIn();
    for (const s of [phone, laptop, tablet])
      expect((await call('GET', '/v1/users/current', { headers: s })).status).toBe(200);
    const changed = await call('PATCH', '/v1/users/current/password', {
      headers: phone,
      json: {
        currentPassword: 'password123',
        password: 'a brand new one',
        passwordConfirmation: 'a brand new one',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: phone })).status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: laptop })).status).toBe(401);
    expect((await call('GET', '/v1/users/current', { headers: tablet })).status).toBe(401);
    const mails = await readMailsTo(mailDir, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('アカウント設定から、ログインに使うパスワードが変更されました。');
    expect(mails[0]!.text).toContain('http://site.test/reset_password');
  });

  it('a wrong current password changes nothing: no session ends, no mail', async () => {
    const { db, call, mailDir } = api();
    const { user, headers: phone } = await createUser(db);
    const laptop = sessionOf(
      (await call('POST', '/v1/auth/sign_in', { json: { email: user.email, password: 'password123' } }))
        .headers,
    );
    const refused = await call('PATCH', '/v1/users/current/password', {
      headers: phone,
      json: {
        currentPassword: 'not-it-at-all',
        password: 'a brand new one',
        passwordConfirmation: 'a brand new one',
      },
    });
    expect(refused.body).toMatchObject({ code: 'validation', field: 'currentPassword' });
    expect((await call('GET', '/v1/users/current', { headers: laptop })).status).toBe(200);
    expect(await readMailsTo(mailDir, user.email)).toHaveLength(0);
  });

  it('a reset ends every session opened before it', async () => {
    const { db, call, mailDir } = api();
    const { user, headers: before } = await createUser(db);
    expect((await call('POST', '/v1/auth/password', { json: { email: user.email } })).status).toBe(204);
    await Promise.all((await serverLibrary()).pendingResets);
    const [mail] = await readMailsTo(mailDir, user.email);
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('reset_password_token')!;
    const opened = await call('GET', `/v1/auth/password/edit?reset_password_token=${token}`);
    const changed = await call('PATCH', '/v1/auth/password', {
      headers: sessionOf(opened.headers),
      json: { password: 'after the reset', passwordConfirmation: 'after the reset' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: before })).status).toBe(401);
    expect((await call('GET', '/v1/users/current', { headers: sessionOf(changed.headers) })).status).toBe(
      200,
    );
    const mails = await readMailsTo(mailDir, user.email);
    expect(mails.map((m) => m.text).filter((t) => t.includes('パスワードが変更されました'))).toEqual([
      expect.stringContaining('パスワード再設定のリンクから、ログインに使うパスワードが変更されました。'),
    ]);
  });
});
