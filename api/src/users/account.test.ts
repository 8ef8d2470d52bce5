import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { textLinks, readMailsTo } from '../mail/eml';
import { buy } from '../testing/buy';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

describeApi('account settings', (api) => {
  it('changes name, account id and description by the shared rules; bad input changes nothing', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const other = await createUser(db);
    const patch = (json: unknown) => call('PATCH', '/v1/users/current', { headers: me.headers, json });
    const rows = async () => (await db.select().from(users).where(eq(users.id, me.user.id)))[0]!;
    const before = await rows();

    for (const [json, field, reason] of [
      [{ account: 'ab' }, 'account', 'min_length'],
      [{ account: 'たろう_abc' }, 'account', 'format'],
      [{ account: 'settings' }, 'account', 'reserved'],
      [{ name: '　' }, 'name', 'required'],
      [{ description: 'あ'.repeat(1001) }, 'description', 'max_length'],
    ] as const) {
      const res = await patch(json);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', field, details: [{ field, reason }] });
    }
    const taken = await patch({ account: other.user.account.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { code: 'conflict', field: 'account' } });
    expect(await rows()).toMatchObject({ account: before.account, name: before.name, description: '' });

    const ok = await patch({ name: '新しい 名前', account: 'new_id_01', description: ' 書いています ' });
    expect(ok.body.data).toMatchObject({
      name: '新しい 名前',
      account: 'new_id_01',
      description: '書いています',
    });
    expect((await call('GET', '/v1/users/new_id_01')).body.data.name).toBe('新しい 名前');
    expect((await call('GET', `/v1/users/${before.account}`)).status).toBe(404);
  }, 30_000);

  it('changes the email only after the link mailed to the NEW address is opened; the old one is told', async () => {
    const a = api();
    const me = await createUser(a.db);
    const other = await createUser(a.db);
    const change = (json: unknown) => a.call('PATCH', '/v1/auth', { headers: me.headers, json });

    expect((await change({ email: 'new@example.com', currentPassword: 'wrong-one' })).body).toMatchObject({
      code: 'validation',
      field: 'currentPassword',
    });
    expect((await change({ email: 'not-mail', currentPassword: 'password123' })).body).toMatchObject({
      field: 'email',
      details: [{ field: 'email', reason: 'format' }],
    });
    expect((await change({ email: other.user.email, currentPassword: 'password123' })).status).toBe(409);

    const requested = await change({ email: 'New-Address@Example.com', currentPassword: 'password123' });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({
      email: me.user.email,
      unconfirmedEmail: 'new-address@example.com',
    });
    // Nothing changed yet: the old address still signs in, the new one does not.
    const signIn = (email: string) =>
      a.call('POST', '/v1/auth/sign_in', { json: { email, password: 'password123' } });
    expect((await signIn('new-address@example.com')).status).toBe(401);
    expect((await signIn(me.user.email)).status).toBe(200);

    const [notice] = await readMailsTo(a.mailDir, me.user.email);
    expect(notice!.text).toContain('new-address@example.com');
    const [confirmation] = await readMailsTo(a.mailDir, 'new-address@example.com');
    const link = new URL(textLinks(confirmation!.text)[0]!);
    expect(link.origin + link.pathname).toBe(`${a.siteUrl}/confirm`);
    // The confirm page tells an email change from a sign-up by it (and says what happened).
    expect(link.searchParams.get('change')).toBe('email');
    const token = link.searchParams.get('confirmation_token')!;
    const confirmed = await a.call(
      'GET',
      `/v1/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: 'new-address@example.com', unconfirmedEmail: null });
    expect(confirmed.headers.get('uid')).toBe('new-address@example.com');

    // The old address is told the change took effect (issue 20), besides the notice of the request.
    const oldMails = (await readMailsTo(a.mailDir, me.user.email)).map((m) => m.text);
    expect(oldMails).toHaveLength(2);
    expect(oldMails[0]).toContain(
      'ログインに使うメールアドレスが new-address@example.com に変更されました。以後このアドレスではログインできません。',
    );
    // Sessions under the old uid are over; the new address signs in; the link works once.
    expect((await a.call('GET', '/v1/users/current', { headers: me.headers })).status).toBe(401);
    expect((await signIn('new-address@example.com')).status).toBe(200);
    expect((await signIn(me.user.email)).status).toBe(401);
    const again = await a.call(
      'GET',
      `/v1/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    );
    expect(again).toMatchObject({ status: 400, body: { code: 'invalid_link' } });
  }, 30_000);

  it('stores 特商法 settings: address and phone unless disclosed on request', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const save = (json: unknown) =>
      call('POST', '/v1/current/special_commercial_law_settings', { headers: me.headers, json });
    const missing = await save({ name: '山田 太郎', contact: 'taro@example.com' });
    expect(missing.body).toMatchObject({
      field: 'address',
      details: [
        { field: 'address', reason: 'required' },
        { field: 'phone', reason: 'required' },
      ],
    });
    const badPhone = await save({
      name: '山田',
      contact: 'taro@example.com',
      address: '東京都',
      phone: '12',
    });
    expect(badPhone.body).toMatchObject({ field: 'phone', details: [{ reason: 'format' }] });
    expect((await call('GET', `/v1/users/${me.user.account}/specified`)).body.data.name).toBeNull();

    const full = {
      name: '山田 太郎',
      contact: 'taro@example.com',
      address: '東京都千代田区1-1',
      phone: '03-1234-5678',
    };
    expect((await save(full)).body).toEqual({ ...full, disclosureOnRequest: false });
    expect((await call('GET', `/v1/users/${me.user.account}/specified`)).body.data).toEqual({
      ...full,
      disclosureOnRequest: false,
      // A verified 法人 seller's company (registered name, 法人番号, representative, address); none here.
      company: null,
    });
    await save({ ...full, disclosureOnRequest: true });
    expect((await call('GET', `/v1/users/${me.user.account}/specified`)).body.data).toEqual({
      name: '山田 太郎',
      contact: 'taro@example.com',
      address: null,
      phone: null,
      disclosureOnRequest: true,
      company: null,
    });
  }, 30_000);

  it('honours the mail settings: no purchase mail when the buyer turned it off', async () => {
    const a = api();
    const author = await createUser(a.db);
    const buyer = await createUser(a.db);
    await a.call('POST', '/v1/current/mail_notification_settings', {
      headers: buyer.headers,
      json: { purchase: false, sales: true },
    });
    const article = await insertArticle(a.db, author.user.id, { price: 500 });
    await buy(a, buyer.headers, article.id);
    await a.mailsSent();
    expect(await readMailsTo(a.mailDir, buyer.user.email)).toHaveLength(0);
    const [sales] = await readMailsTo(a.mailDir, author.user.email);
    expect(sales!.text).toContain('購入されました');
  }, 30_000);

  it('sends mail from MAIL_FROM', async () => {
    const a = api();
    const me = await createUser(a.db);
    await a.call('PATCH', '/v1/auth', {
      headers: me.headers,
      json: { email: 'from-check@example.com', currentPassword: 'password123' },
    });
    const { readFile } = await import('node:fs/promises');
    const [mail] = await readMailsTo(a.mailDir, 'from-check@example.com');
    const eml = await readFile(`${a.mailDir}/${mail!.file}`, 'utf8');
    expect(eml).toMatch(/^From: [^]*?<no-reply@shirube\.test>\r?\nTo:/m);
    expect(eml).not.toContain('shirube.local');
  }, 30_000);
});

describeApi('account deletion', (api) => {
  it('refuses with 409 while earnings are unpaid, and with 400 on a wrong password', async () => {
    const a = api();
    const seller = await createUser(a.db);
    const buyer = await createUser(a.db);
    const article = await insertArticle(a.db, seller.user.id, { price: 1000 });
    await buy(a, buyer.headers, article.id);
    const del = (password: string) =>
      a.call('DELETE', '/v1/users/current', { headers: seller.headers, json: { password } });
    expect((await del('wrong-password')).body).toMatchObject({ code: 'validation', field: 'password' });
    const refused = await del('password123');
    expect(refused.status).toBe(409);
    // 880円 is below the smallest payout: deleting asks for consent to forfeit it (deletion.test.ts).
    expect(refused.body).toMatchObject({
      code: 'forfeit_required',
      details: [{ field: 'forfeit', reason: '880' }],
    });
    expect((await a.call('GET', '/v1/users/current', { headers: seller.headers })).status).toBe(200);
  }, 30_000);

  it('deletes: articles unpublished, buyers still read them, data anonymised, no sign-in', async () => {
    const a = api();
    const author = await createUser(a.db, { description: '自己紹介', lawName: '本名' });
    const buyer = await createUser(a.db);
    const stranger = await createUser(a.db);
    const article = await insertArticle(a.db, author.user.id, { price: 0 });
    await a.call('POST', `/v1/users/${author.user.account}/follow`, { headers: buyer.headers });
    // A free article: bought without a charge, so no balance stands in the way.
    const { purchases } = await import('../db/schema');
    await a.db.insert(purchases).values({ articleId: article.id, userId: buyer.user.id, price: 0 });

    const deleted = await a.call('DELETE', '/v1/users/current', {
      headers: author.headers,
      json: { password: 'password123' },
    });
    expect(deleted.status).toBe(204);

    expect((await a.call('GET', '/v1/users/current', { headers: author.headers })).status).toBe(401);
    const signIn = await a.call('POST', '/v1/auth/sign_in', {
      json: { email: author.user.email, password: 'password123' },
    });
    expect(signIn.status).toBe(401);
    expect((await a.call('GET', `/v1/users/${author.user.account}`)).status).toBe(404);

    const [row] = await a.db.select().from(users).where(eq(users.id, author.user.id));
    expect(row).toMatchObject({ name: '退会したユーザー', description: '', lawName: null, imageUrl: null });
    expect(row!.email).not.toBe(author.user.email);
    expect(row!.deletedAt).not.toBeNull();

    const bought = await a.call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
    expect(bought.status).toBe(200);
    expect(bought.body.data.body.join('')).toContain('PAID-SECRET');
    expect((await a.call('GET', `/v1/articles/${article.id}`, { headers: stranger.headers })).status).toBe(
      404,
    );
    const list = await a.call('GET', '/v1/articles');
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(article.id);
    // The address is free again for a new sign-up.
    const again = await a.call('POST', '/v1/auth', {
      json: {
        email: author.user.email,
        password: 'password123',
        passwordConfirmation: 'password123',
        account: `again_${author.user.id}`,
        name: '再登録',
      },
    });
    expect(again.status).toBe(200);
  }, 30_000);
});
