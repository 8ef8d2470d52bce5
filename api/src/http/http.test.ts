import { count, sql } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { advertisements, categories, systemPhrases, users } from '../db/schema';
import { describeApi } from '../testing/harness';

const validSignUp = {
  email: 'valid@example.com',
  password: 'long enough',
  passwordConfirmation: 'long enough',
  account: 'valid_one',
  name: '正しい 名前',
};

describeApi('bad input and plain routes', (api) => {
  const userCount = async () => (await api().db.select({ n: count() }).from(users))[0]!.n;

  it.each([
    ['a malformed email', { ...validSignUp, email: 'not-an-email' }, 'email'],
    ['a short password', { ...validSignUp, password: 'short', passwordConfirmation: 'short' }, 'password'],
    ['a missing account', { ...validSignUp, account: undefined }, 'account'],
    ['an account with spaces', { ...validSignUp, account: 'a b c' }, 'account'],
    [
      'a password confirmation that differs',
      { ...validSignUp, passwordConfirmation: 'different!' },
      'passwordConfirmation',
    ],
    ['a number for the name', { ...validSignUp, name: 42 }, 'name'],
    ['a reserved account name', { ...validSignUp, account: 'current' }, 'account'],
  ])('answers sign-up with %s with 400 naming the field and creates nothing', async (_, body, field) => {
    const before = await userCount();
    const res = await api().call('POST', '/v1/auth', { json: body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.details[0]).toMatchObject({ field });
    expect(await userCount()).toBe(before);
  });

  it('answers a body that is not JSON with 400 validation', async () => {
    const res = await api().call('POST', '/v1/auth/sign_in', { body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
  });

  it('answers a body that is not JSON at all (form-encoded) with 400 validation on payload', async () => {
    const res = await api().call('POST', '/v1/auth/sign_in', {
      body: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field: 'payload' });
  });

  it('answers a bad path or cursor with 400 naming it', async () => {
    const id = await api().call('GET', '/v1/articles/abc');
    expect(id.status).toBe(400);
    expect(id.body).toMatchObject({ code: 'validation', field: 'id' });
    const since = await api().call('GET', '/v1/articles?since=DROP%20TABLE');
    expect(since.status).toBe(400);
    expect(since.body).toMatchObject({ code: 'validation', field: 'since' });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await api().call('GET', '/v1/no_such_thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('serves categories, advertisements and system phrases in display order', async () => {
    const { db, call } = api();
    // After the base categories (migration 0021, positions 0–8).
    await db.insert(categories).values([
      { name: '写真', slug: 'photo', position: 20 },
      { name: '料理', slug: 'cooking', position: 10 },
    ]);
    await db.insert(advertisements).values([
      { title: '広告', linkUrl: 'https://example.com/ad', position: 0 },
      { title: '終了した広告', linkUrl: 'https://example.com/old', active: false },
    ]);
    await db.insert(systemPhrases).values({ key: 'top_notice', body: 'お知らせ' });
    const slugs = (await call('GET', '/v1/categories')).body.data.map((c: { slug: string }) => c.slug);
    expect(slugs.slice(0, 2)).toEqual(['business', 'programming']);
    expect(slugs.slice(-2)).toEqual(['cooking', 'photo']);
    expect(
      (await call('GET', '/v1/advertisements')).body.data.map((a: { title: string }) => a.title),
    ).toEqual(['広告']);
    expect((await call('GET', '/v1/system_phrases')).body.data).toEqual([
      { id: expect.any(Number), key: 'top_notice', body: 'お知らせ', url: null },
    ]);
  });

  it('publishes the contract as /openapi.json', async () => {
    const res = await api().call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/v1/articles/{id}', '/v1/auth/sign_in', '/v1/items']),
    );
    // The image upload is declared as multipart with its one file field.
    const upload = res.body.paths['/v1/items'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.requestBody.content['multipart/form-data'].schema.properties)).toEqual([
      'image',
    ]);
  });

  it('serves uploaded files and refuses paths outside the uploads folder', async () => {
    const { call } = api();
    const dir = `${api().mailDir}/../uploads/eyecatch`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/a.txt`, 'hello');
    const ok = await call('GET', '/uploads/eyecatch/a.txt');
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('hello');
    expect((await call('GET', '/uploads/eyecatch/missing.png')).status).toBe(404);
    expect((await call('GET', '/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  // Last in this suite: it breaks the suite's own database on purpose.
  it('answers an unexpected failure with 500 internal and logs it under the same request id', async () => {
    const { db, call } = api();
    await db.execute(sql`drop table system_phrases`);
    const logged: string[] = [];
    const spies = (['log', 'error', 'warn'] as const).map((method) =>
      jest
        .spyOn(console, method)
        .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    try {
      const res = await call('GET', '/v1/system_phrases');
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('internal');
      expect(res.text).not.toMatch(/system_phrases|relation/);
      const requestId = /request id (\S+)\)/.exec(res.body.message)?.[1];
      expect(requestId).toBeDefined();
      expect(logged.some((line) => line.includes(requestId!))).toBe(true);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
