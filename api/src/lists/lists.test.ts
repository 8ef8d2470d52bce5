import { articlesByIdsQuery } from '../articles/lists';
import { purchases } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';
import { encodeCursor } from './keyset';

// The project's testTimeout is not applied per project by jest 30: these suites write many rows.
jest.setTimeout(30_000);

const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((a) => a.id);

describeApi('keyset paging of reader lists', (api) => {
  let author: Awaited<ReturnType<typeof createUser>>;
  let reader: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    const { db, call } = api();
    author = await createUser(db);
    reader = await createUser(db);
    await call('POST', `/v1/users/${author.user.account}/follow`, { headers: reader.headers });
    for (let i = 0; i < 45; i++) {
      await insertArticle(db, author.user.id, {
        title: `記事${i}`,
        // Several articles share a publish time and a rating: the id must break the tie.
        publishedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))),
        averagePointCenti: (i % 4) * 100,
        reviewsCount: i % 4,
        pointSum: (i % 4) * (i % 4),
      });
    }
  });

  const lists = () => [
    { url: '/v1/articles', headers: undefined },
    { url: '/v1/articles/high_rated', headers: undefined },
    { url: `/v1/users/${author.user.account}/articles`, headers: undefined },
    { url: `/v1/users/${author.user.account}/articles/high_rated`, headers: undefined },
    { url: '/v1/current/articles/followings', headers: reader.headers },
  ];

  it('returns every article exactly once while new ones are published between pages', async () => {
    const { db, call } = api();
    let inserted = 0;
    for (const { url, headers } of lists()) {
      // Everything by the author that exists now belongs to each of these lists.
      const existing = 45 + inserted;
      const before = new Set(ids(await call('GET', `${url}?since=`, { headers })));
      expect(before.size).toBe(20);
      const seen: number[] = [];
      let since: string | null = null;
      do {
        const sep: string = url.includes('?') ? '&' : '?';
        const res = await call('GET', `${url}${since ? `${sep}since=${since}` : ''}`, { headers });
        expect(res.status).toBe(200);
        seen.push(...ids(res));
        since = res.body.meta.pager.next;
        // Published between two page loads: newest and (5★) best rated, so it sorts before the cursor.
        await insertArticle(db, author.user.id, {
          title: '割り込み',
          publishedAt: new Date(),
          averagePointCenti: 500,
          reviewsCount: 9,
          pointSum: 45,
        });
        inserted++;
      } while (since !== null);
      // No repeats, nothing skipped, and none of the articles published during the walk.
      expect([url, new Set(seen).size, seen.length]).toEqual([url, existing, existing]);
    }
  });

  it('reads only the columns a list card shows: never the search text (issue 23: 9.8 of 28 KB a page)', async () => {
    const { sql } = articlesByIdsQuery(api().db).toSQL();
    for (const unused of ['search_text', 'search_title', 'trend_score', 'deleted_at']) {
      expect([unused, sql.includes(`"${unused}"`)]).toEqual([unused, false]);
    }
    // The card's own: the teaser is cut from the body's free part.
    // reserved_count: copies held by open orders are not available (a limited article's card says so, 992888c).
    for (const used of ['body', 'pay_article_line', 'published_at', 'point_sum', 'slug', 'reserved_count']) {
      expect([used, sql.includes(`"${used}"`)]).toEqual([used, true]);
    }
    const res = await api().call('GET', '/v1/articles');
    expect(res.body.data[0]).toMatchObject({ introBody: expect.any(String), point: expect.any(Number) });
  });

  it('keeps high_rated in rating order across pages', async () => {
    const { call } = api();
    const first = await call('GET', '/v1/articles/high_rated');
    const second = await call('GET', `/v1/articles/high_rated?since=${first.body.meta.pager.next}`);
    const points = [...first.body.data, ...second.body.data].map((a: { point: number }) => a.point);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('answers a bad cursor with 400 naming since on every list', async () => {
    const { call } = api();
    const bad = [
      'abc!',
      '12',
      encodeCursor(['1']),
      encodeCursor(['2026-02-30 00:00:00+00', '1']),
      encodeCursor(['2026-01-01 00:00:00+00', '1; drop table articles']),
      Buffer.from('{"a":1}').toString('base64url'),
    ];
    const urls = [
      ...lists(),
      { url: `/v1/users/${author.user.account}/followers`, headers: undefined },
      { url: `/v1/users/${author.user.account}/followings`, headers: undefined },
      { url: '/v1/current/articles/purchased', headers: reader.headers },
      { url: '/v1/current/articles', headers: author.headers },
      { url: '/v1/articles/search?q=x', headers: undefined },
      { url: '/v1/articles/search_by_category?q=x', headers: undefined },
    ];
    for (const { url, headers } of urls) {
      for (const since of bad) {
        const sep = url.includes('?') ? '&' : '?';
        const res = await call('GET', `${url}${sep}since=${encodeURIComponent(since)}`, { headers });
        expect([url, since, res.status, res.body?.field]).toEqual([url, since, 400, 'since']);
      }
    }
  });

  it('pages purchased articles by purchase time', async () => {
    const { db, call } = api();
    const buyer = await createUser(db);
    const bought: number[] = [];
    for (let i = 0; i < 22; i++) {
      const a = await insertArticle(db, author.user.id, { title: `購入${i}` });
      await db.insert(purchases).values({ articleId: a.id, userId: buyer.user.id, price: 1000 });
      bought.unshift(a.id);
    }
    const first = await call('GET', '/v1/current/articles/purchased', { headers: buyer.headers });
    const next = first.body.meta.pager.next;
    const second = await call('GET', `/v1/current/articles/purchased?since=${next}`, {
      headers: buyer.headers,
    });
    expect([...ids(first), ...ids(second)]).toEqual(bought);
  });
});

describeApi('follows and おすすめ', (api) => {
  it('pages followers newest first, refuses self-follow and unknown accounts', async () => {
    const { db, call } = api();
    const star = await createUser(db);
    const fans: string[] = [];
    for (let i = 0; i < 23; i++) {
      const fan = await createUser(db);
      expect(
        (await call('POST', `/v1/users/${star.user.account}/follow`, { headers: fan.headers })).status,
      ).toBe(200);
      fans.unshift(fan.user.account);
    }
    const first = await call('GET', `/v1/users/${star.user.account}/followers`);
    const second = await call(
      'GET',
      `/v1/users/${star.user.account}/followers?since=${first.body.meta.pager.next}`,
    );
    const accounts = [...first.body.data, ...second.body.data].map((p: { account: string }) => p.account);
    expect(accounts).toEqual(fans);
    expect(second.body.meta.pager.next).toBeNull();
    const profile = await call('GET', `/v1/users/${star.user.account}`);
    expect(profile.body.data).toMatchObject({ followersCount: 23, followingsCount: 0 });

    const self = await call('POST', `/v1/users/${star.user.account}/follow`, { headers: star.headers });
    expect(self.body).toMatchObject({ code: 'validation', field: 'account' });
    const missing = await call('POST', '/v1/users/no_such_user/follow', { headers: star.headers });
    expect(missing.status).toBe(404);
  });

  it('puts an article with a fresh 5★ review above better-rated ones without recent activity', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    for (let i = 0; i < 12; i++) {
      await insertArticle(db, author.user.id, {
        title: `高評価${i}`,
        averagePointCenti: 500,
        reviewsCount: 3,
        pointSum: 15,
      });
    }
    const plain = await insertArticle(db, author.user.id, { title: '話題の記事' });
    const before = await call('GET', '/v1/articles/recommended');
    expect(ids(before)).not.toContain(plain.id);
    expect(before.body.data).toHaveLength(10);
    await db.insert(purchases).values({ articleId: plain.id, userId: buyer.user.id, price: 1000 });
    await call('POST', `/v1/articles/${plain.id}/reviews`, {
      headers: buyer.headers,
      json: { point: 5, body: '良い' },
    });
    const after = await call('GET', '/v1/articles/recommended');
    expect(ids(after)[0]).toBe(plain.id);
    expect(after.body.data).toHaveLength(10);
  });
});
