import { articles, notifications, purchases } from '../db/schema';
import { createUser, describeApi } from '../testing/harness';

describeApi('users, follows and the current user', (api) => {
  it('follows and unfollows, answering with the updated profile', async () => {
    const { db, call } = api();
    const alice = await createUser(db);
    const bob = await createUser(db);
    const followed = await call('POST', `/v1/users/${bob.user.account}/follow`, { headers: alice.headers });
    expect(followed.status).toBe(200);
    expect(followed.body.data).toMatchObject({
      account: bob.user.account,
      followersCount: 1,
      isFollowing: true,
    });
    // Following twice changes nothing.
    await call('POST', `/v1/users/${bob.user.account}/follow`, { headers: alice.headers });
    const followers = await call('GET', `/v1/users/${bob.user.account}/followers`);
    expect(followers.body.data.map((p: { account: string }) => p.account)).toEqual([alice.user.account]);
    expect(followers.body.meta.pager.next).toBeNull();
    const followings = await call('GET', `/v1/users/${alice.user.account}/followings`, {
      headers: alice.headers,
    });
    expect(followings.body.data[0]).toMatchObject({ account: bob.user.account, isFollowing: true });

    const self = await call('POST', `/v1/users/${alice.user.account}/follow`, { headers: alice.headers });
    expect(self.body).toMatchObject({ code: 'validation', field: 'account' });
    expect((await call('POST', `/v1/users/${bob.user.account}/follow`)).status).toBe(401);

    const unfollowed = await call('DELETE', `/v1/users/${bob.user.account}/follow`, {
      headers: alice.headers,
    });
    expect(unfollowed.body.data).toMatchObject({ followersCount: 0, isFollowing: false });
  });

  it('shows followed authors in the following feed and bought articles in the purchased list', async () => {
    const { db, call } = api();
    const reader = await createUser(db);
    const author = await createUser(db);
    const stranger = await createUser(db);
    const insert = async (userId: number, title: string) =>
      (
        await db
          .insert(articles)
          .values({
            userId,
            title,
            status: 'published',
            publishedAt: new Date(Date.now() - 1000),
            body: ['<p>x</p>'],
          })
          .returning()
      )[0]!;
    const byAuthor = await insert(author.user.id, '著者の記事');
    await insert(stranger.user.id, '他人の記事');
    await call('POST', `/v1/users/${author.user.account}/follow`, { headers: reader.headers });
    const feed = await call('GET', '/v1/current/articles/followings', { headers: reader.headers });
    expect(feed.body.data.map((a: { title: string }) => a.title)).toEqual(['著者の記事']);

    await db.insert(purchases).values({ articleId: byAuthor.id, userId: reader.user.id, price: 0 });
    const bought = await call('GET', '/v1/current/articles/purchased', { headers: reader.headers });
    expect(bought.body.data).toHaveLength(1);
    expect(bought.body.data[0]).toMatchObject({ id: byAuthor.id, isPurchased: true });
    expect((await call('GET', '/v1/current/articles/purchased')).status).toBe(401);
  });

  it('updates the profile text, settings and password of the signed-in user only', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const patched = await call('PATCH', '/v1/users/current', {
      headers: me.headers,
      json: { name: ' 新しい名前 ', description: '自己紹介です' },
    });
    expect(patched.body.data).toMatchObject({ name: '新しい名前', description: '自己紹介です' });
    expect(
      (await call('PATCH', '/v1/users/current', { headers: me.headers, json: { name: '' } })).body.field,
    ).toBe('name');

    const mail = await call('POST', '/v1/current/mail_notification_settings', {
      headers: me.headers,
      json: { purchase: false, sales: true },
    });
    expect(mail.body).toEqual({ purchase: false, sales: true });
    const law = await call('POST', '/v1/current/special_commercial_law_settings', {
      headers: me.headers,
      json: { name: '山田 太郎', contact: 'yamada@example.com', disclosureOnRequest: true },
    });
    expect(law.body).toEqual({
      name: '山田 太郎',
      contact: 'yamada@example.com',
      address: null,
      phone: null,
      disclosureOnRequest: true,
    });
    const current = await call('GET', '/v1/users/current', { headers: me.headers });
    expect(current.body.data).toMatchObject({ purchaseMailNotification: false, lawName: '山田 太郎' });

    const wrong = await call('PATCH', '/v1/users/current/password', {
      headers: me.headers,
      json: { currentPassword: 'not-it', password: 'another pass', passwordConfirmation: 'another pass' },
    });
    expect(wrong.body).toMatchObject({ code: 'validation', field: 'currentPassword' });
    const changed = await call('PATCH', '/v1/users/current/password', {
      headers: me.headers,
      json: {
        currentPassword: 'password123',
        password: 'another pass',
        passwordConfirmation: 'another pass',
      },
    });
    expect(changed.status).toBe(200);
    const signIn = await call('POST', '/v1/auth/sign_in', {
      json: { email: me.user.email, password: 'another pass' },
    });
    expect(signIn.status).toBe(200);
  });

  it('lists notifications with an unread count and marks only my own ones read', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const other = await createUser(db);
    const [mine] = await db
      .insert(notifications)
      .values([
        { userId: me.user.id, kind: 'sales', body: '記事が購入されました' },
        { userId: me.user.id, kind: 'update', body: '記事が更新されました' },
      ])
      .returning();
    const [theirs] = await db
      .insert(notifications)
      .values({ userId: other.user.id, kind: 'sales', body: '他人' })
      .returning();
    const before = await call('GET', '/v1/current/notifications', { headers: me.headers });
    expect(before.body.data).toHaveLength(2);
    expect(before.body.meta.unreadCount).toBe(2);
    const opened = await call('PATCH', '/v1/current/notifications/open', {
      headers: me.headers,
      json: { ids: [mine!.id, theirs!.id] },
    });
    expect(opened.status).toBe(204);
    const after = await call('GET', '/v1/current/notifications', { headers: me.headers });
    expect(after.body.meta.unreadCount).toBe(1);
    const otherView = await call('GET', '/v1/current/notifications', { headers: other.headers });
    expect(otherView.body.data[0].open).toBe(false);
  });

  it('records viewed articles and lists them newest first, sized by the caller', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const author = await createUser(db, { lawName: '販売 事業者', lawContact: 'seller@example.com' });
    const ids: number[] = [];
    for (const title of ['一', '二', '三']) {
      const [row] = await db
        .insert(articles)
        .values({
          userId: author.user.id,
          title,
          status: 'published',
          publishedAt: new Date(Date.now() - 5000),
        })
        .returning();
      ids.push(row!.id);
    }
    for (const id of [ids[0], ids[1], ids[2], ids[0]]) {
      expect(
        (await call('POST', `/v1/current/articles/${id}/viewed_article_histories`, { headers: me.headers }))
          .status,
      ).toBe(204);
    }
    const viewed = await call('GET', '/v1/current/articles/viewed_article_histories?size=2', {
      headers: me.headers,
    });
    expect(viewed.body.data.map((a: { id: number }) => a.id)).toEqual([ids[0], ids[2]]);
    expect(
      (await call('GET', '/v1/current/articles/viewed_article_histories?size=0', { headers: me.headers }))
        .body.field,
    ).toBe('size');
    expect(
      (await call('POST', '/v1/current/articles/999999/viewed_article_histories', { headers: me.headers }))
        .status,
    ).toBe(404);

    const specified = await call('GET', `/v1/users/${author.user.account}/specified`);
    expect(specified.body.data).toEqual({
      name: '販売 事業者',
      contact: 'seller@example.com',
      address: null,
      phone: null,
      disclosureOnRequest: false,
      // Only a verified 法人 carries its registered company (verification/company.test.ts).
      company: null,
    });
  });
});
