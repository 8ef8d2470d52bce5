import { ApiError, createApiClient } from '@shirube/api-contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { MAX_SESSIONS } from './tokens';
import { serverLibrary } from '../testing/server-under-test';

const signUpBody = (email: string, account: string) => ({
  email,
  password: 'correct horse 1',
  passwordConfirmation: 'correct horse 1',
  account,
  name: '山田 花子',
});

const headersOf = (h: Headers) => ({
  'access-token': h.get('access-token') ?? '',
  client: h.get('client') ?? '',
  uid: h.get('uid') ?? '',
  expiry: h.get('expiry') ?? '',
});

async function linkFromMail(mailDir: string, to: string, route: string): Promise<URL> {
  const [mail] = await readMailsTo(mailDir, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail to ${to}`);
  const url = new URL(link);
  expect(url.pathname).toBe(route);
  return url;
}

describeApi('auth', (api) => {
  it('signs up, mails a confirmation link, confirms, signs in and reads the current user', async () => {
    const { call, mailDir, siteUrl } = api();
    const signUp = await call('POST', '/v1/auth', { json: signUpBody('Hanako@Example.com', 'hanako') });
    expect(signUp.status).toBe(200);
    expect(signUp.body.data).toMatchObject({
      account: 'hanako',
      email: 'hanako@example.com',
      name: '山田 花子',
    });

    // Not confirmed yet: a correct password still cannot sign in.
    const early = await call('POST', '/v1/auth/sign_in', {
      json: { email: 'hanako@example.com', password: 'correct horse 1' },
    });
    expect(early.status).toBe(401);
    expect(early.body.code).toBe('unconfirmed');

    const [mail] = await readMailsTo(mailDir, 'hanako@example.com');
    expect(mail!.text).toContain('メールアドレスの確認');
    const link = await linkFromMail(mailDir, 'hanako@example.com', '/confirm');
    expect(link.origin).toBe(siteUrl);
    const token = link.searchParams.get('confirmation_token')!;

    const confirmed = await call(
      'GET',
      `/v1/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    );
    expect(confirmed.status).toBe(200);
    const confirmHeaders = headersOf(confirmed.headers);
    expect(confirmHeaders['access-token']).not.toBe('');
    expect(confirmHeaders.uid).toBe('hanako@example.com');
    // A confirmation link works once.
    // 400 invalid_link, never 401: a signed-in visitor re-opening it must not be signed out.
    expect(
      (await call('GET', `/v1/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`)).body,
    ).toMatchObject({ code: 'invalid_link', field: 'confirmation_token' });

    const signIn = await call('POST', '/v1/auth/sign_in', {
      json: { email: 'hanako@example.com', password: 'correct horse 1' },
    });
    expect(signIn.status).toBe(200);
    const session = headersOf(signIn.headers);
    expect(Number(session.expiry) * 1000).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);

    const current = await call('GET', '/v1/users/current', { headers: authHeaders(session) });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ account: 'hanako', isAdmin: false });
    expect(current.text).not.toMatch(/password/i);
  });

  it('answers a wrong password or unknown email with 401 invalid_credentials', async () => {
    const { call } = api();
    await call('POST', '/v1/auth', { json: signUpBody('wrongpw@example.com', 'wrongpw') });
    const wrong = await call('POST', '/v1/auth/sign_in', {
      json: { email: 'wrongpw@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_credentials');
    expect(wrong.headers.get('access-token')).toBeNull();
    const unknown = await call('POST', '/v1/auth/sign_in', {
      json: { email: 'nobody@example.com', password: 'x' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('invalid_credentials');
  });

  it('rejects missing, forged and signed-out sessions on /v1/users/current', async () => {
    const { call } = api();
    expect((await call('GET', '/v1/users/current')).body.code).toBe('unauthorized');
    const forged = await call('GET', '/v1/users/current', {
      headers: { 'access-token': 'forged', client: 'c', uid: 'hanako@example.com' },
    });
    expect(forged.status).toBe(401);

    await call('POST', '/v1/auth', { json: signUpBody('leaver@example.com', 'leaver') });
    const token = (await linkFromMail(api().mailDir, 'leaver@example.com', '/confirm')).searchParams.get(
      'confirmation_token',
    )!;
    const session = authHeaders(
      headersOf((await call('GET', `/v1/auth/confirmation?confirmation_token=${token}`)).headers),
    );
    expect((await call('GET', '/v1/users/current', { headers: session })).status).toBe(200);
    expect((await call('DELETE', '/v1/auth/sign_out', { headers: session })).status).toBe(204);
    expect((await call('GET', '/v1/users/current', { headers: session })).status).toBe(401);
  });

  it('answers a registered email like a new one (the owner is mailed) and refuses a taken account name', async () => {
    const { call, db, mailDir } = api();
    const first = await call('POST', '/v1/auth', { json: signUpBody('twice@example.com', 'twice') });
    expect(first.status).toBe(200);
    // Same status and the same shape of body: the form never tells whether an address has an account.
    const sameEmail = await call('POST', '/v1/auth', { json: signUpBody('TWICE@example.com', 'twice2') });
    expect(sameEmail.status).toBe(200);
    expect(Object.keys(sameEmail.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
    expect(sameEmail.body.data).toMatchObject({ account: 'twice2', email: 'twice@example.com' });
    expect(sameEmail.body.data.id).toBeGreaterThan(first.body.data.id);
    const mails = await readMailsTo(mailDir, 'twice@example.com');
    expect(mails.some((m) => m.text.includes('すでにアカウントがあります'))).toBe(true);
    // Nothing changed: no second account, the first one's name and password stay.
    const rows = await db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows.map((r) => r.account)).toEqual(['twice']);
    const sameAccount = await call('POST', '/v1/auth', { json: signUpBody('other@example.com', 'twice') });
    expect(sameAccount.status).toBe(409);
    expect(sameAccount.body).toMatchObject({ code: 'conflict', field: 'account' });
    expect(await readMailsTo(api().mailDir, 'other@example.com')).toHaveLength(0);
  });

  it('resets a password through the mailed link and temporary headers', async () => {
    const { call, mailDir } = api();
    await call('POST', '/v1/auth', { json: signUpBody('forgot@example.com', 'forgot') });
    expect((await call('POST', '/v1/auth/password', { json: { email: 'forgot@example.com' } })).status).toBe(
      204,
    );
    // Unknown addresses get the same answer and no mail.
    expect((await call('POST', '/v1/auth/password', { json: { email: 'ghost@example.com' } })).status).toBe(
      204,
    );
    await Promise.all((await serverLibrary()).pendingResets);
    expect(await readMailsTo(mailDir, 'ghost@example.com')).toHaveLength(0);

    const link = await linkFromMail(mailDir, 'forgot@example.com', '/update_password');
    const opened = await call(
      'GET',
      `/v1/auth/password/edit?reset_password_token=${link.searchParams.get('reset_password_token')}`,
    );
    expect(opened.status).toBe(200);
    const temporary = authHeaders(headersOf(opened.headers));
    // Temporary headers change the password and nothing else.
    expect((await call('GET', '/v1/users/current', { headers: temporary })).status).toBe(401);
    const mismatch = await call('PATCH', '/v1/auth/password', {
      headers: temporary,
      json: { password: 'brand new pass', passwordConfirmation: 'other' },
    });
    expect(mismatch.body).toMatchObject({ code: 'validation', field: 'passwordConfirmation' });
    const changed = await call('PATCH', '/v1/auth/password', {
      headers: temporary,
      json: { password: 'brand new pass', passwordConfirmation: 'brand new pass' },
    });
    expect(changed.status).toBe(200);
    // The reset ends signed in on a normal session; the temporary headers are spent.
    const session = authHeaders(headersOf(changed.headers));
    expect((await call('GET', '/v1/users/current', { headers: session })).status).toBe(200);
    expect((await call('GET', '/v1/users/current', { headers: temporary })).status).toBe(401);
    const signIn = (password: string) =>
      call('POST', '/v1/auth/sign_in', { json: { email: 'forgot@example.com', password } });
    expect((await signIn('correct horse 1')).status).toBe(401);
    expect((await signIn('brand new pass')).status).toBe(200);
  });

  it('gives remotes typed results and ApiError through createApiClient', async () => {
    let unauthorizedCalls = 0;
    const client = createApiClient({ baseUrl: api().url, onUnauthorized: () => unauthorizedCalls++ });
    const failure = await client.auth
      .signIn({ payload: { email: 'nobody@example.com', password: 'x' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(unauthorizedCalls).toBe(1);
    const bad = await client.auth
      .signUp({ payload: { ...signUpBody('x@example.com', 'ok_name'), email: 'not-an-email' } })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'validation', field: 'email' });
    const offline = await createApiClient({ baseUrl: 'http://127.0.0.1:9' })
      .catalog.categories()
      .catch((e: unknown) => e);
    expect(offline).toMatchObject({ code: 'network' });
  });
});

describeApi('sessions', (api) => {
  it('keeps at most ten sessions per user, dropping the oldest', async () => {
    const { db, call } = api();
    const { user, headers: first } = await createUser(db);
    expect((await call('GET', '/v1/users/current', { headers: first })).status).toBe(200);
    let latest = first;
    for (let i = 0; i < MAX_SESSIONS; i++) {
      const res = await call('POST', '/v1/auth/sign_in', {
        json: { email: user.email, password: 'password123' },
      });
      latest = authHeaders(headersOf(res.headers));
    }
    expect((await call('GET', '/v1/users/current', { headers: first })).status).toBe(401);
    expect((await call('GET', '/v1/users/current', { headers: latest })).status).toBe(200);
  });
});
