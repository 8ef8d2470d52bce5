import { eq } from 'drizzle-orm';
import { articles, notifications, purchases, reviews, users } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

// The project's testTimeout is not applied per project by jest 30: these suites write many rows.
jest.setTimeout(30_000);

describeApi('reviews', (api) => {
  let articleId: number;
  let author: Awaited<ReturnType<typeof createUser>>;
  let buyers: Array<Awaited<ReturnType<typeof createUser>>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  const path = () => `/v1/articles/${articleId}/reviews`;

  beforeAll(async () => {
    const { db } = api();
    author = await createUser(db);
    stranger = await createUser(db);
    buyers = [await createUser(db), await createUser(db), await createUser(db)];
    articleId = (await insertArticle(db, author.user.id, { title: 'レビューされる記事' })).id;
    for (const b of buyers) {
      await db.insert(purchases).values({ articleId, userId: b.user.id, price: 1000 });
    }
  });

  const article = async (headers?: Record<string, string>) =>
    (await api().call('GET', `/v1/articles/${articleId}`, { headers })).body.data;

  it('lets a buyer review once; the average, count and isReviewed follow; the author is notified', async () => {
    const { call, db } = api();
    const first = await call('POST', path(), {
      headers: buyers[0]!.headers,
      json: { point: 4, body: '  とても<b>参考に</b>なりました  ' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ point: 4, body: 'とても参考になりました', isMine: true });
    expect(first.body.data.user.account).toBe(buyers[0]!.user.account);
    expect(await article(buyers[0]!.headers)).toMatchObject({ point: 4, reviewsCount: 1, isReviewed: true });
    expect(await article(buyers[1]!.headers)).toMatchObject({ isReviewed: false });

    const again = await call('POST', path(), {
      headers: buyers[0]!.headers,
      json: { point: 5, body: '再投稿' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');

    await call('POST', path(), { headers: buyers[1]!.headers, json: { point: 1, body: '合わなかった' } });
    expect(await article()).toMatchObject({ point: 2.5, reviewsCount: 2 });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(notes.map((n) => n.kind)).toEqual(['review', 'review']);
    expect(notes[0]!.body).toContain('レビューされる記事');
  });

  it('refuses non-buyers and the author (403) and anonymous callers (401), changing nothing', async () => {
    const { call } = api();
    const before = await article();
    const stranger403 = await call('POST', path(), {
      headers: stranger.headers,
      json: { point: 5, body: '良い' },
    });
    expect(stranger403.status).toBe(403);
    expect(stranger403.body.code).toBe('forbidden');
    const author403 = await call('POST', path(), {
      headers: author.headers,
      json: { point: 5, body: '自信作' },
    });
    expect(author403.status).toBe(403);
    expect((await call('POST', path(), { json: { point: 5, body: '良い' } })).status).toBe(401);
    expect(await article()).toMatchObject({ point: before.point, reviewsCount: before.reviewsCount });
  });

  it('answers bad stars and bad text with 400 naming the field', async () => {
    const { call } = api();
    const cases: Array<[unknown, string]> = [
      [{ point: 0, body: 'x' }, 'point'],
      [{ point: 6, body: 'x' }, 'point'],
      [{ point: 4.5, body: 'x' }, 'point'],
      [{ point: '5', body: 'x' }, 'point'],
      [{ body: 'x' }, 'point'],
      [{ point: 3, body: '   <p> </p>  ' }, 'body'],
      [{ point: 3, body: 'あ'.repeat(1001) }, 'body'],
      [{ point: 3, body: 'あ'.repeat(4001) }, 'body'],
      [{ point: 3 }, 'body'],
    ];
    for (const [json, field] of cases) {
      const res = await call('POST', path(), { headers: buyers[2]!.headers, json });
      expect([json, res.status, res.body.code, res.body.field]).toEqual([json, 400, 'validation', field]);
    }
    const longest = await call('POST', path(), {
      headers: buyers[2]!.headers,
      json: { point: 3, body: 'あ'.repeat(1000) },
    });
    expect(longest.status).toBe(200);
    await call('DELETE', path(), { headers: buyers[2]!.headers });
  });

  it('edits and deletes only the caller’s own review', async () => {
    const { call } = api();
    const updated = await call('PATCH', path(), {
      headers: buyers[1]!.headers,
      json: { point: 2, body: '少し直した' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ point: 2, body: '少し直した' });
    expect(await article()).toMatchObject({ point: 3, reviewsCount: 2 });
    // Someone without a review has nothing to edit or delete.
    expect(
      (await call('PATCH', path(), { headers: buyers[2]!.headers, json: { point: 2, body: 'x' } })).status,
    ).toBe(404);
    expect((await call('DELETE', path(), { headers: stranger.headers })).status).toBe(404);

    const removed = await call('DELETE', path(), { headers: buyers[1]!.headers });
    expect(removed.body).toEqual({ data: { id: updated.body.data.id } });
    expect(await article()).toMatchObject({ point: 4, reviewsCount: 1 });
  });

  it('lists newest first by cursor with the viewer’s own review in meta.mine', async () => {
    const { call, db } = api();
    const other = await insertArticle(db, author.user.id, { title: '人気記事' });
    const reader = await createUser(db);
    await db.insert(purchases).values({ articleId: other.id, userId: reader.user.id, price: 1000 });
    const mine = await call('POST', `/v1/articles/${other.id}/reviews`, {
      headers: reader.headers,
      json: { point: 3, body: '感想0' },
    });
    // 22 more reviews by other buyers, straight in the table, one second apart (newer each).
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          email: `reviewer${i}-${other.id}@example.com`,
          account: `reviewer${i}_${other.id}`,
          name: `読者${i}`,
          passwordHash: 'x',
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const start = Date.now() + 1000;
    const rows = await db
      .insert(reviews)
      .values(
        people.map((p, i) => ({
          articleId: other.id,
          userId: p.id,
          point: ((i + 1) % 5) + 1,
          body: `感想${i + 1}`,
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning({ id: reviews.id });
    const ids = [...rows.map((r) => r.id)].reverse().concat(mine.body.data.id);

    const withMine = await call('GET', `/v1/articles/${other.id}/reviews`, { headers: reader.headers });
    expect(withMine.body.meta.mine).toMatchObject({ body: '感想0', isMine: true });
    const first = await call('GET', `/v1/articles/${other.id}/reviews`);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].body).toBe('感想22');
    const second = await call('GET', `/v1/articles/${other.id}/reviews?since=${first.body.meta.pager.next}`);
    expect(second.body.meta.pager.next).toBeNull();
    expect([...first.body.data, ...second.body.data].map((r: { id: number }) => r.id)).toEqual(ids);
    expect((await call('GET', `/v1/articles/${other.id}/reviews?since=abc`)).status).toBe(400);
    expect((await call('GET', `/v1/articles/999999/reviews`)).status).toBe(404);
    const [row] = await db.select().from(articles).where(eq(articles.id, other.id));
    // Only the API write recomputed the rating: one review of 3 stars.
    expect(row).toMatchObject({ reviewsCount: 1, pointSum: 3, averagePointCenti: 300 });
  });

  it('answers type=review only to the author (403 for others; unknown types 400)', async () => {
    const { call } = api();
    expect(
      (await call('GET', `/v1/articles/${articleId}?type=review`, { headers: author.headers })).status,
    ).toBe(200);
    const other = await call('GET', `/v1/articles/${articleId}?type=review`, { headers: stranger.headers });
    expect(other.status).toBe(403);
    const bad = await call('GET', `/v1/articles/${articleId}?type=other`);
    expect(bad.body).toMatchObject({ code: 'validation', field: 'type' });
  });
});
