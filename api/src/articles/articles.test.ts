import type { Database } from '../db/open';
import { articles, purchases } from '../db/schema';
import { insertArticle as insertArticleRow } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

const FREE = ['<p>無料の導入その1</p>', '<p>無料の導入その2</p>'];
const PAID = ['<p>PAID-SECRET-alpha 有料の本題</p>', '<p>PAID-SECRET-beta まとめ</p>'];

function insertArticle(db: Database, userId: number, values: Partial<typeof articles.$inferInsert> = {}) {
  return insertArticleRow(db, userId, {
    title: '有料記事のテスト',
    body: [...FREE, ...PAID],
    payArticleLine: FREE.length,
    price: 980,
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
    ...values,
  });
}

describeApi('article visibility', (api) => {
  let ids: { paid: number; review: number; draft: number };
  let people: Record<'owner' | 'buyer' | 'stranger' | 'admin', Record<string, string>>;

  beforeAll(async () => {
    const { db } = api();
    const owner = await createUser(db);
    const buyer = await createUser(db);
    const stranger = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    people = { owner: owner.headers, buyer: buyer.headers, stranger: stranger.headers, admin: admin.headers };
    const paid = await insertArticle(db, owner.user.id);
    const review = await insertArticle(db, owner.user.id, {
      title: '審査中',
      status: 'draft',
      inspectStatus: 'review',
    });
    const draft = await insertArticle(db, owner.user.id, {
      title: '下書き',
      status: 'draft',
      publishedAt: null,
    });
    await db.insert(purchases).values({ articleId: paid.id, userId: buyer.user.id, price: 980 });
    ids = { paid: paid.id, review: review.id, draft: draft.id };
  });

  it('gives signed-out visitors and non-buyers only the free paragraphs', async () => {
    for (const headers of [undefined, people.stranger]) {
      const res = await api().call('GET', `/v1/articles/${ids.paid}`, { headers });
      expect(res.status).toBe(200);
      expect(res.body.data.body).toEqual(FREE);
      expect(res.body.data).toMatchObject({
        payArticleLine: 2,
        paidParagraphsCount: 2,
        isPurchased: false,
        price: 980,
      });
      expect(res.text).not.toContain('PAID-SECRET');
    }
  });

  it('gives the owner, an admin and a buyer the whole body', async () => {
    for (const who of ['owner', 'admin', 'buyer'] as const) {
      const res = await api().call('GET', `/v1/articles/${ids.paid}`, { headers: people[who] });
      expect(res.status).toBe(200);
      expect(res.body.data.body).toEqual([...FREE, ...PAID]);
      expect(res.body.data.isOwner).toBe(who === 'owner');
      expect(res.body.data.isPurchased).toBe(who === 'buyer');
    }
  });

  it('never puts paid text into lists', async () => {
    const list = await api().call('GET', '/v1/articles', { headers: people.buyer });
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(ids.paid);
    expect(list.text).not.toContain('PAID-SECRET');
    expect(list.body.data.find((a: { id: number }) => a.id === ids.paid).isPurchased).toBe(true);
  });

  it('hides an article under review (404 under_review) from all but its owner and admins', async () => {
    const other = await api().call('GET', `/v1/articles/${ids.review}`, { headers: people.stranger });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('under_review');
    expect(other.text).not.toContain('PAID-SECRET');
    const owner = await api().call('GET', `/v1/articles/${ids.review}`, { headers: people.owner });
    expect(owner.status).toBe(200);
    expect(owner.body.data.inspectStatus).toBe('review');
    expect((await api().call('GET', `/v1/articles/${ids.review}`, { headers: people.admin })).status).toBe(
      200,
    );
  });

  it('does not list or show drafts to others', async () => {
    const list = await api().call('GET', '/v1/articles');
    const listed = list.body.data.map((a: { id: number }) => a.id);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.review);
    const res = await api().call('GET', `/v1/articles/${ids.draft}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await api().call('GET', `/v1/articles/${ids.draft}`, { headers: people.owner })).status).toBe(
      200,
    );
    expect((await api().call('GET', '/v1/articles/999999')).body.code).toBe('not_found');
  });

  it('answers a dead session on a public page with 401 so the shell can sign out', async () => {
    const res = await api().call('GET', `/v1/articles/${ids.paid}`, {
      headers: { ...people.stranger, 'access-token': 'expired' },
    });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('PAID-SECRET');
  });
});

describeApi('article lists', (api) => {
  let authorAccount: string;
  let expectedOrder: number[];

  beforeAll(async () => {
    const { db } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    authorAccount = author.user.account;
    const base = Date.now() - 3_600_000;
    const made: Array<{ id: number; at: number }> = [];
    // 25 by the author, three pairs sharing a timestamp (ties are ordered by id), 5 by someone else.
    for (let i = 0; i < 30; i++) {
      const at = base + Math.floor(i / 2) * 1000 * (i < 6 ? 1 : 2) + (i >= 6 ? i * 10 : 0);
      const row = await insertArticle(db, i < 25 ? author.user.id : other.user.id, {
        title: `記事${i}`,
        publishedAt: new Date(at),
      });
      made.push({ id: row.id, at });
    }
    expectedOrder = [...made].sort((a, b) => b.at - a.at || b.id - a.id).map((m) => m.id);
  });

  it('pages newest first with the since cursor from meta.pager.next, without gaps or repeats', async () => {
    const seen: number[] = [];
    let since: string | null = null;
    let pages = 0;
    do {
      const res = await api().call(
        'GET',
        `/v1/articles${since ? `?since=${encodeURIComponent(since)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((a: { id: number }) => a.id));
      since = res.body.meta.pager.next;
      pages++;
    } while (since !== null && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual(expectedOrder);
  });

  it("lists one user's published articles on /v1/users/{account}/articles", async () => {
    const first = await api().call('GET', `/v1/users/${authorAccount}/articles`);
    expect(first.body.data).toHaveLength(20);
    expect(
      first.body.data.every((a: { user: { account: string } }) => a.user.account === authorAccount),
    ).toBe(true);
    const second = await api().call(
      'GET',
      `/v1/users/${authorAccount}/articles?since=${first.body.meta.pager.next}`,
    );
    expect(second.body.data).toHaveLength(5);
    expect(second.body.meta.pager.next).toBeNull();
    expect((await api().call('GET', '/v1/users/nobody_here/articles')).status).toBe(404);
  });

  it('shows a user profile with follow counts', async () => {
    const res = await api().call('GET', `/v1/users/${authorAccount}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      account: authorAccount,
      followersCount: 0,
      isMe: false,
      isFollowing: false,
    });
    expect(res.text).not.toContain('@example.com');
  });
});

describeApi('ranked article lists', (api) => {
  it('orders high_rated by average point and pages it with since', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const made: number[] = [];
    for (let i = 0; i < 22; i++) {
      // The rating columns as api/src/reviews keeps them (sum, count, average in hundredths).
      const pointSum = i === 0 ? 0 : (i % 5) + 2;
      const row = await insertArticle(db, author.user.id, {
        title: `評価${i}`,
        reviewsCount: i === 0 ? 0 : 2,
        pointSum,
        averagePointCenti: Math.round((pointSum * 100) / 2),
        // Only the newest has recent activity (sales / good reviews), so おすすめ puts it first.
        trendScore: i === 21 ? 1 : null,
      });
      made.push(row.id);
    }
    const first = await call('GET', '/v1/articles/high_rated');
    expect(first.body.data).toHaveLength(20);
    const points = first.body.data.map((a: { point: number }) => a.point);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const second = await call('GET', `/v1/articles/high_rated?since=${first.body.meta.pager.next}`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.meta.pager.next).toBeNull();
    const all = [...first.body.data, ...second.body.data].map((a: { id: number }) => a.id);
    expect(new Set(all).size).toBe(22);

    const recommended = await call('GET', '/v1/articles/recommended');
    expect(recommended.body.data[0].id).toBe(made[21]);
    // Then the best rated fill the rest of the ten.
    expect(recommended.body.data).toHaveLength(10);
    expect(recommended.body.data[1].point).toBe(3);
    expect(recommended.text).not.toContain('PAID-SECRET');
  });
});

describeApi('article management', (api) => {
  it("lists the author's own articles of every status, and nobody else's", async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    await insertArticle(db, author.user.id, { title: '公開' });
    await insertArticle(db, author.user.id, { title: '下書き', status: 'draft', publishedAt: null });
    await insertArticle(db, author.user.id, { title: '審査中', inspectStatus: 'review' });
    await insertArticle(db, other.user.id, { title: '他人' });
    const mine = await call('GET', '/v1/current/articles', { headers: author.headers });
    expect(mine.body.data.map((a: { title: string }) => a.title).sort()).toEqual(
      ['下書き', '公開', '審査中'].sort(),
    );
    expect(mine.body.data.find((a: { title: string }) => a.title === '下書き').status).toBe('draft');
    expect(mine.text).not.toContain('PAID-SECRET');
    expect((await call('GET', '/v1/current/articles')).status).toBe(401);
  });

  it('lets only the author (or an admin) delete, and a deleted article is gone everywhere', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const stranger = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const target = await insertArticle(db, author.user.id, { title: '消す記事' });
    const other = await insertArticle(db, author.user.id, { title: '管理者が消す記事' });

    const refused = await call('DELETE', `/v1/articles/${target.id}`, { headers: stranger.headers });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await call('DELETE', `/v1/articles/${target.id}`)).status).toBe(401);

    const deleted = await call('DELETE', `/v1/articles/${target.id}`, { headers: author.headers });
    expect(deleted.body).toEqual({ data: { id: target.id } });
    expect((await call('GET', `/v1/articles/${target.id}`, { headers: author.headers })).status).toBe(404);
    const list = await call('GET', '/v1/articles');
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(target.id);
    expect((await call('DELETE', `/v1/articles/${target.id}`, { headers: author.headers })).status).toBe(404);

    expect((await call('DELETE', `/v1/articles/${other.id}`, { headers: admin.headers })).status).toBe(200);
  });
});
