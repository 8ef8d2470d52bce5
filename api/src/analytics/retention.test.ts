import { sql } from 'drizzle-orm';
import { paidArticle, referralCode } from '../purchases/testing';
import { magazineOf } from '../magazines/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { applyViewRetention } from './retention';
import { ERASED_VIEW_KEY } from './visitor';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function rows<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describeApi('analytics retention and account deletion', (api) => {
  it('drops raw views past the retention period, keeps the rollups, and unlinks old clicks', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const code = await referralCode(db, article.id, affiliate.user.id);
    for (const address of ['203.0.113.1', '203.0.113.2'])
      await api().call('POST', `/v1/articles/${article.id}/views`, {
        headers: { 'x-forwarded-for': address, 'user-agent': CHROME },
        json: {},
      });
    await api().call('POST', '/v1/share_links/clicks', {
      headers: { 'x-forwarded-for': '203.0.113.1', 'user-agent': CHROME },
      json: { url: `/s/${code}` },
    });
    await api().viewsRecorded();
    // One event and the click age past 90 days.
    await db.execute(sql`update view_events set day = day - 91 where ctid = (select min(ctid) from view_events
      where article_id = ${article.id})`);
    await db.execute(sql`update referral_clicks set created_at = now() - interval '91 days'
      where article_id = ${article.id}`);

    const done = await applyViewRetention(db, 90);
    expect(done.viewsDeleted).toBeGreaterThanOrEqual(1);
    const left = await rows<{ n: number }>(
      api(),
      sql`select count(*)::int as n from view_events where article_id = ${article.id}`,
    );
    expect(left[0]!.n).toBe(1);
    const rollup = await rows<{ n: number }>(
      api(),
      sql`select sum(views)::int as n from view_daily where article_id = ${article.id}`,
    );
    expect(rollup[0]!.n).toBe(2);
    const clicks = await rows<{ visitor: string; user_id: number | null }>(
      api(),
      sql`select visitor, user_id from referral_clicks where article_id = ${article.id}`,
    );
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.visitor).toMatch(/^x:\d+$/);
  });

  it('an account deletion unlinks its views and clicks (the counts stay)', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const code = await referralCode(db, article.id, affiliate.user.id);
    const headers = { ...reader.headers, 'x-forwarded-for': '203.0.113.9', 'user-agent': CHROME };
    await call('POST', `/v1/articles/${article.id}/views`, { headers, json: {} });
    await call('POST', '/v1/share_links/clicks', { headers, json: { url: `/s/${code}` } });
    await api().viewsRecorded();

    const deleted = await call('DELETE', '/v1/users/current', {
      headers: reader.headers,
      json: { password: 'password123' },
    });
    expect(deleted.status).toBe(204);
    const linked = await rows<{ n: number }>(
      api(),
      sql`select (select count(*) from view_events where user_id = ${reader.user.id} or visitor_key = ${-reader.user.id})
        + (select count(*) from referral_clicks where user_id = ${reader.user.id} or visitor = ${`u:${reader.user.id}`}) as n`,
    );
    expect(Number(linked[0]!.n)).toBe(0);
    // The view keeps its own key, apart from every account's −id and every hash (visitor.ts).
    const erased = await rows<{ n: number }>(
      api(),
      sql`select count(*)::int as n from view_events
        where article_id = ${article.id} and visitor_key < ${ERASED_VIEW_KEY.toString()}::int8`,
    );
    expect(erased[0]!.n).toBe(1);
    const counted = await rows<{ n: number }>(
      api(),
      sql`select sum(views)::int as n from view_daily where article_id = ${article.id}`,
    );
    expect(counted[0]!.n).toBe(1);
  });
  it("a deleted author's own rollups go in the deletion's transaction; a deleted reader's magazine clicks are unlinked", async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const { id, articles } = await magazineOf(api(), author, 1);
    const article = articles[0]!;
    const share = await call('POST', `/v1/magazines/${id}/share_link`, { headers: affiliate.headers });
    const headers = { ...reader.headers, 'x-forwarded-for': '203.0.113.19', 'user-agent': CHROME };
    await call('POST', `/v1/articles/${article.id}/views`, { headers, json: {} });
    const clicked = await call('POST', '/v1/magazine_share_links/clicks', {
      headers,
      json: { url: `/u/${author.user.account}/m/${id}?ref=${share.body.data.affiliateUid}` },
    });
    expect(clicked.status).toBe(200);
    await api().viewsRecorded();
    const authorRollups = () =>
      rows<{ n: number }>(
        api(),
        sql`select (select count(*) from view_daily_by_author where author_id = ${author.user.id})
          + (select count(*) from view_sources_by_author where author_id = ${author.user.id}) as n`,
      );
    expect(Number((await authorRollups())[0]!.n)).toBe(2);

    const gone = await call('DELETE', '/v1/users/current', {
      headers: author.headers,
      json: { password: 'password123' },
    });
    expect(gone.status).toBe(204);
    expect(Number((await authorRollups())[0]!.n)).toBe(0);
    // The article's own rollup stays: the article stays (a draft its buyers still read).
    const perArticle = await rows<{ n: number }>(
      api(),
      sql`select sum(views)::int as n from view_daily where article_id = ${article.id}`,
    );
    expect(perArticle[0]!.n).toBe(1);

    expect(
      (
        await call('DELETE', '/v1/users/current', {
          headers: reader.headers,
          json: { password: 'password123' },
        })
      ).status,
    ).toBe(204);
    const clicks = await rows<{ user_id: number | null; visitor: string }>(
      api(),
      sql`select user_id, visitor from magazine_referral_clicks where magazine_id = ${id}`,
    );
    expect(clicks).toEqual([{ user_id: null, visitor: expect.stringMatching(/^x:\d+$/) }]);
    // A deleted affiliate's magazine links go, as their article links do: no commission to a gone account.
    expect(
      (
        await call('DELETE', '/v1/users/current', {
          headers: affiliate.headers,
          json: { password: 'password123' },
        })
      ).status,
    ).toBe(204);
    const links = await rows<{ n: number }>(
      api(),
      sql`select count(*)::int as n from magazine_share_links where user_id = ${affiliate.user.id}`,
    );
    expect(links[0]!.n).toBe(0);
  });
});
