// Issue 20, item 1: only a password-reset link's temporary headers set a password without the current
// one (PATCH /v1/auth/password), and those headers do nothing else anywhere in the API.
import { insertArticle } from '../testing/fixtures';
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { issueToken } from './tokens';

type Json = Record<string, unknown>;
const newPassword = { password: 'stolen-session-pw', passwordConfirmation: 'stolen-session-pw' };

describeApi('password-reset headers and PATCH /v1/auth/password', (api) => {
  it('refuses a normal session with 403 forbidden: the password stays, every session stays', async () => {
    const { db, call } = api();
    const { user, headers: stolen } = await createUser(db);
    const other = authHeaders(await issueToken(db, user, 'session'));
    const res = await call('PATCH', '/v1/auth/password', { headers: stolen, json: newPassword });
    expect(res).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(res.headers.get('access-token')).toBeNull();
    for (const s of [stolen, other])
      expect((await call('GET', '/v1/users/current', { headers: s })).status).toBe(200);
    const signIn = (password: string) =>
      call('POST', '/v1/auth/sign_in', { json: { email: user.email, password } });
    expect((await signIn('stolen-session-pw')).status).toBe(401);
    expect((await signIn('password123')).status).toBe(200);
    // No headers at all: 401 as everywhere.
    expect((await call('PATCH', '/v1/auth/password', { json: newPassword })).status).toBe(401);
  });

  it('reset headers read as signed out on reader pages: an author does not see their own paid part', async () => {
    const { db, call } = api();
    const { user, headers } = await createUser(db);
    const article = await insertArticle(db, user.id);
    expect((await call('GET', `/v1/articles/${article.id}`, { headers })).text).toContain('PAID-SECRET');
    const reset = authHeaders(await issueToken(db, user, 'password_reset'));
    const asReset = await call('GET', `/v1/articles/${article.id}`, { headers: reset });
    expect(asReset.status).toBe(200);
    expect(asReset.text).not.toContain('PAID-SECRET');
  });

  it('every operation of /openapi.json answers reset headers exactly as it answers no headers', async () => {
    const { db, call } = api();
    const { user } = await createUser(db, { isAdmin: true });
    const reset = authHeaders(await issueToken(db, user, 'password_reset'));
    const doc = (await call('GET', '/openapi.json')).body as Json;
    // The two it is meant for: setting the password, and ending the temporary session itself.
    const own = new Set(['patch /v1/auth/password', 'delete /v1/auth/sign_out']);
    const differing: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>))
      for (const method of Object.keys(item)) {
        if (own.has(`${method} ${path}`)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const send = (headers: Record<string, string>) =>
          call(method.toUpperCase(), url, {
            headers,
            json: ['get', 'delete'].includes(method) ? undefined : {},
          });
        const [withReset, without] = [await send(reset), await send({})];
        checked++;
        if (withReset.status !== without.status)
          differing.push(
            `${method} ${path}: ${withReset.status} with reset headers, ${without.status} without`,
          );
      }
    expect(checked).toBeGreaterThan(100);
    expect(differing).toEqual([]);
    // The routes outside the contract (uploads, files) refuse them like no session at all.
    for (const [method, url] of [
      ['POST', '/v1/items'],
      ['POST', '/v1/users/current/image'],
      ['DELETE', '/v1/users/current/image'],
      ['POST', '/v1/payment/identification'],
      ['GET', '/v1/admin/identifications/1/front'],
      ['GET', '/v1/admin/transfer_batches/1/file'],
      ['POST', '/v1/articles/1/eyecatch'],
      ['DELETE', '/v1/articles/1/eyecatch'],
      ['GET', '/v1/sales/sales_histories.csv'],
      ['POST', '/v1/receipt'],
    ] as const)
      expect([url, (await call(method, url, { headers: reset })).status]).toEqual([url, 401]);
    // Still valid for what it is for.
    expect((await call('PATCH', '/v1/auth/password', { headers: reset, json: newPassword })).status).toBe(
      200,
    );
  });
});
