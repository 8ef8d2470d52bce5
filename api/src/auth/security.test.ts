// Issue 9 (security): sign-in back-off per account and per client address, sign-up and reset limits,
// sessions ended by a password change or reset, forwarded addresses believed only from TRUST_PROXY.
import { Option } from 'effect';
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { clientAddress, trustList } from '../http/client-address';
import { readMailsTo } from '../mail/eml';
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
    it('30 wrong passwords then the right one → 429 too_many_attempts with Retry-After; free again after it', async () => {
      const { db, call } = api();
      const { user } = await createUser(db);
      const signIn = (password: string, address: string) =>
        call('POST', '/v1/auth/sign_in', { headers: from(address), json: { email: user.email, password } });
      const statuses: number[] = [];
      // Each from another address: only the account's count can block.
      for (let i = 0; i < 30; i++)
        statuses.push((await signIn('wrong-password', `198.51.100.${i + 1}`)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      const right = await signIn('password123', '203.0.113.9');
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(backoffMs(5, 5) / 1000);

      clockOffsetMs += backoffMs(5, 5) + 1000;
      expect((await signIn('password123', '203.0.113.9')).status).toBe(200);
      // Success forgot the account's failures: the next mistake is an ordinary 401.
      expect((await signIn('wrong-password', '203.0.113.9')).status).toBe(401);
    });

    it('42 tries over 7 accounts from one address → 429 once the address had 20 failures', async () => {
      const { db, call } = api();
      const accounts = await Promise.all(Array.from({ length: 7 }, () => createUser(db)));
      const statuses: number[] = [];
      for (let round = 0; round < 6; round++)
        for (const { user } of accounts)
          statuses.push(
            (
              await call('POST', '/v1/auth/sign_in', {
                headers: from('192.0.2.77'),
                json: { email: user.email, password: `guess-${round}` },
              })
            ).status,
          );
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      // The accounts themselves are not blocked (≤ 3 failures each): another address signs in.
      const other = await call('POST', '/v1/auth/sign_in', {
        headers: from('192.0.2.78'),
        json: { email: accounts[0]!.user.email, password: 'password123' },
      });
      expect(other.status).toBe(200);
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
  it('a change ends every other session and keeps the one that made it', async () => {
    const { db, call } = api();
    const { user, headers: phone } = await createUser(db);
    const laptop = sessionOf(
      (await call('POST', '/v1/auth/sign_in', { json: { email: user.email, password: 'password123' } }))
        .headers,
    );
    expect((await call('GET', '/v1/users/current', { headers: laptop })).status).toBe(200);
    const changed = await call('PATCH', '/v1/auth/password', {
      headers: phone,
      json: { password: 'a brand new one', passwordConfirmation: 'a brand new one' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: phone })).status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: laptop })).status).toBe(401);
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
  });
});

describe('client address', () => {
  const request = (peer: string, forwarded?: string) => ({
    remoteAddress: Option.some(peer),
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  it('believes X-Forwarded-For only from a trusted proxy, and only the entry it added (the right-most)', () => {
    const proxies = trustList(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress(request('203.0.113.5', '1.2.3.4'), proxies)).toBe('203.0.113.5');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.7'), proxies)).toBe('198.51.100.7');
    // A visitor on a trusted address itself cannot walk the rule further left into its own header.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 10.1.2.3'), proxies)).toBe('10.1.2.3');
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.8'), proxies)).toBe('198.51.100.8');
    expect(clientAddress(request('127.0.0.1', 'unknown'), proxies)).toBe('127.0.0.1');
    expect(() => trustList(['not-an-ip'])).toThrow(/TRUST_PROXY/);
  });
});
