// admin:create (issue 22): the administrator it makes signs in through the API and reaches the admin
// routes; a taken email or account, a short password or bad arguments are refused and write nothing.
import { count } from 'drizzle-orm';
import { users } from '../db/schema';
import { describeApi } from '../testing/harness';
import { createAdministrator, generatePassword, parseAdminArgs, USAGE } from './admin-create';

const signIn = async (
  call: ReturnType<Parameters<Parameters<typeof describeApi>[1]>[0]>['call'],
  email: string,
  password: string,
) => {
  const res = await call('POST', '/v1/auth/sign_in', { json: { email, password } });
  const h = res.headers;
  return {
    status: res.status,
    headers: {
      'access-token': h.get('access-token') ?? '',
      client: h.get('client') ?? '',
      uid: h.get('uid') ?? '',
    },
  };
};

describe('admin:create arguments', () => {
  test('--email is required; --account and --name have defaults; anything else is the usage line', () => {
    expect(parseAdminArgs(['--email', 'ops@example.jp'])).toEqual({
      email: 'ops@example.jp',
      account: 'administrator',
      name: '運営',
    });
    expect(parseAdminArgs(['--name', '山田', '--email', 'a@example.jp', '--account', 'ops_1'])).toEqual({
      email: 'a@example.jp',
      account: 'ops_1',
      name: '山田',
    });
    for (const args of [
      [],
      ['--email'],
      ['--email', '--name', 'x'],
      ['--mail', 'a@example.jp'],
      ['a@example.jp'],
    ])
      expect(() => parseAdminArgs(args)).toThrow(USAGE);
  });

  test('a generated password is 24 characters, different each time', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});

describeApi('admin:create', (api) => {
  test('the administrator signs in with the generated password and reaches the review queue', async () => {
    const { db, call } = api();
    const created = await createAdministrator(db, {
      email: 'Ops@Example.jp',
      account: 'ops_admin',
      name: '運営',
    });
    expect(created.generated).toBe(true);
    const session = await signIn(call, 'ops@example.jp', created.password);
    expect(session.status).toBe(200);
    const current = await call('GET', '/v1/users/current', { headers: session.headers });
    expect(current.body.data).toMatchObject({ account: 'ops_admin', isAdmin: true });
    expect((await call('GET', '/v1/admin/reviews', { headers: session.headers })).status).toBe(200);
  });

  test('a password given on stdin is used as it is', async () => {
    const { db, call } = api();
    const created = await createAdministrator(db, {
      email: 'second@example.jp',
      account: 'second_admin',
      name: '運営2',
      password: 'a long passphrase 7',
    });
    expect(created).toMatchObject({ generated: false, password: 'a long passphrase 7' });
    expect((await signIn(call, 'second@example.jp', 'a long passphrase 7')).status).toBe(200);
  });

  test('a taken email (any case) or account, a short password or a bad account write nothing', async () => {
    const { db } = api();
    await createAdministrator(db, { email: 'taken@example.jp', account: 'taken_admin', name: '運営' });
    const before = (await db.select({ n: count() }).from(users))[0]!.n;
    const refused = (request: Parameters<typeof createAdministrator>[1]) =>
      createAdministrator(db, request).then(
        () => 'created',
        (e: Error) => e.message,
      );
    expect(await refused({ email: 'TAKEN@example.jp', account: 'other_admin', name: 'x' })).toBe(
      '--email: taken@example.jp already has an account',
    );
    expect(await refused({ email: 'new@example.jp', account: 'Taken_Admin', name: 'x' })).toBe(
      '--account: "Taken_Admin" is taken',
    );
    expect(
      await refused({ email: 'new@example.jp', account: 'fresh_admin', name: 'x', password: 'short' }),
    ).toBe('password (stdin): 8–128 characters');
    expect(await refused({ email: 'not-an-address', account: 'admin', name: ' ' })).toBe(
      [
        '--email: not an address: not-an-address',
        '--account: "admin" is reserved',
        '--name: must not be empty',
      ].join('\n'),
    );
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });
});
