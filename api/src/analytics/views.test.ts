import { viewDay } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import { visitorSalts } from '../db/schema';
import { paidArticle } from '../purchases/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { metricValue } from '../testing/metrics';
import { viewKeyOf, visitorHash } from './visitor';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A reader's browser: an address, an agent, maybe a session. */
const reader = (address: string, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': address,
  'user-agent': CHROME,
  ...extra,
});

const view = (api: TestApi, articleId: number, headers: Record<string, string>, referrer?: string | null) =>
  api.call('POST', `/v1/articles/${articleId}/views`, {
    headers,
    json: referrer === undefined ? {} : { referrer },
  });

/** shirube_views_total by outcome in the server's own copy of the code (metrics.ts). */
const viewOutcomes = async () =>
  Object.fromEntries(
    await Promise.all(
      ['counted', 'not_counted', 'failed', 'no_salt'].map(
        async (outcome) => [outcome, await metricValue('shirube_views_total', { outcome })] as const,
      ),
    ),
  );

async function rows<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const rollup = (api: TestApi, articleId: number) =>
  rows<{ source_kind: string; source_detail: string; views: number }>(
    api,
    sql`select source_kind, source_detail, views from view_daily where article_id = ${articleId} order by source_kind, source_detail`,
  );

const rawCount = async (api: TestApi, articleId: number) =>
  Number(
    (
      await rows<{ n: number }>(
        api,
        sql`select count(*)::int as n from view_events where article_id = ${articleId}`,
      )
    )[0]!.n,
  );

describeApi('article views', (api) => {
  it('counts once per visitor per article per day: session user, or address + agent', async () => {
    const { db } = api();
    const author = await createUser(db);
    const signedIn = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const before = await viewOutcomes();

    const answer = await view(api(), article.id, reader('203.0.113.1'));
    expect(answer.status).toBe(204);
    // Recorded off the response path: nothing is written until the batch runs.
    expect(await rawCount(api(), article.id)).toBe(0);
    await view(api(), article.id, reader('203.0.113.1'));
    await view(api(), article.id, reader('203.0.113.2'));
    await view(api(), article.id, { ...reader('203.0.113.2'), 'user-agent': `${CHROME} Edg/131.0` });
    await view(api(), article.id, reader('203.0.113.3', signedIn.headers));
    await view(api(), article.id, reader('198.51.100.9', signedIn.headers)); // same reader, other device
    await api().viewsRecorded();

    expect(await rawCount(api(), article.id)).toBe(4);
    expect(await rollup(api(), article.id)).toEqual([{ source_kind: 'direct', source_detail: '', views: 4 }]);
    // What the metrics say became of the six: four counted, the two repeats not.
    const after = await viewOutcomes();
    const grew = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect([grew('counted'), grew('not_counted'), grew('failed'), grew('no_salt')]).toEqual([4, 2, 0, 0]);
    const visitors = await rows<{ visitor_key: string; user_id: number | null; day: string }>(
      api(),
      sql`select visitor_key::text as visitor_key, user_id, day::text as day from view_events
        where article_id = ${article.id} order by visitor_key`,
    );
    expect(visitors.filter((v) => v.visitor_key === `-${signedIn.user.id}`)).toHaveLength(1);
    // Never the address itself: 63 bits of a keyed hash under the day's salt, one per address + agent.
    const [{ salt }] = await db
      .select({ salt: visitorSalts.salt })
      .from(visitorSalts)
      .where(eq(visitorSalts.day, viewDay(new Date())));
    const hashed = (address: string, agent = CHROME) =>
      viewKeyOf(visitorHash(salt!, address, agent)).toString();
    expect(
      visitors
        .filter((r) => r.user_id === null)
        .map((r) => r.visitor_key)
        .sort(),
    ).toEqual(
      [hashed('203.0.113.1'), hashed('203.0.113.2'), hashed('203.0.113.2', `${CHROME} Edg/131.0`)].sort(),
    );
    expect(visitors[0]!.day).toBe(viewDay(new Date()));
  });

  it('bots, prefetches, the author and unpublished articles are not counted', async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const draft = await paidArticle(db, author.user.id, { status: 'draft', publishedAt: null });
    await view(api(), article.id, {
      ...reader('203.0.113.10'),
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await view(api(), article.id, { 'x-forwarded-for': '203.0.113.11' }); // no agent at all
    await view(api(), article.id, reader('203.0.113.12', { 'sec-purpose': 'prefetch;prerender' }));
    await view(api(), article.id, reader('203.0.113.13', { purpose: 'prefetch' }));
    await view(api(), article.id, reader('203.0.113.14', author.headers));
    await view(api(), draft.id, reader('203.0.113.15'));
    await view(api(), 2_000_000_000, reader('203.0.113.16')); // no such article: dropped, still 204
    await api().viewsRecorded();
    expect(await rawCount(api(), article.id)).toBe(0);
    expect(await rawCount(api(), draft.id)).toBe(0);

    await view(api(), article.id, reader('203.0.113.17'));
    await api().viewsRecorded();
    expect(await rawCount(api(), article.id)).toBe(1);
  });

  it('classifies sources, keeps only an external host, and the rollups equal the raw events', async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const site = new URL(api().siteUrl).origin;
    const referrers: Array<string | null | undefined> = [
      `${site}/`,
      `${site}/search?q=react&category=tech`,
      `${site}/search?q=react&category=tech&order=fav`,
      `${site}/search?q=react`,
      `${site}/u/${author.user.account}`,
      `${site}/u/${author.user.account}/a/1`,
      'https://www.google.com/search?q=private+words',
      'https://t.co/abc',
      null,
      undefined,
    ];
    for (const [i, referrer] of referrers.entries())
      await view(api(), article.id, reader(`192.0.2.${i + 1}`), referrer);
    await api().viewsRecorded();

    expect(await rollup(api(), article.id)).toEqual([
      { source_kind: 'direct', source_detail: '', views: 2 },
      { source_kind: 'external', source_detail: 't.co', views: 1 },
      { source_kind: 'external', source_detail: 'www.google.com', views: 1 },
      { source_kind: 'internal', source_detail: 'article', views: 1 },
      { source_kind: 'internal', source_detail: 'search:all', views: 1 },
      { source_kind: 'internal', source_detail: 'search:tech', views: 2 },
      { source_kind: 'internal', source_detail: 'top', views: 1 },
      { source_kind: 'internal', source_detail: 'user', views: 1 },
    ]);
    const stored = await rows<{ source_detail: string }>(
      api(),
      sql`select source_detail from view_events where article_id = ${article.id}`,
    );
    expect(stored.some((r) => r.source_detail.includes('private'))).toBe(false);

    const mismatches = await rows(
      api(),
      sql`select d.article_id from view_daily d
          full join (select article_id, day, source_kind, source_detail, count(*)::int as n from view_events
                     group by 1, 2, 3, 4) e using (article_id, day, source_kind, source_detail)
          where d.views is distinct from e.n`,
    );
    expect(mismatches).toEqual([]);
    // The author's own rollups (what the all-articles dashboard reads) equal them too.
    const authored = sql`(select a.user_id as author_id, e.* from view_events e join articles a on a.id = e.article_id)`;
    const byArticle = await rows(
      api(),
      sql`select v.article_id from view_daily_by_author v
          full join (select author_id, day, article_id, count(*)::int as n from ${authored} e group by 1, 2, 3) e
            using (author_id, day, article_id)
          where v.views is distinct from e.n`,
    );
    expect(byArticle).toEqual([]);
    const bySource = await rows(
      api(),
      sql`select v.author_id from view_sources_by_author v
          full join (select author_id, day, source_kind, source_detail, count(*)::int as n from ${authored} e
                     group by 1, 2, 3, 4) e using (author_id, day, source_kind, source_detail)
          where v.views is distinct from e.n`,
    );
    expect(bySource).toEqual([]);
    const authorRows = await rows<{ n: number }>(
      api(),
      sql`select sum(views)::int as n from view_sources_by_author where author_id = ${author.user.id}`,
    );
    expect(authorRows[0]!.n).toBe(referrers.length);
  });

  it("a referrer that is too long is refused with its field; yesterday's salt is forgotten", async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const long = await view(api(), article.id, reader('192.0.2.50'), `https://x.test/${'a'.repeat(2100)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'validation', field: 'referrer' });

    await db.insert(visitorSalts).values({ day: '2000-01-01', salt: 'old' });
    // The salt of today is cached per process; a new day reads it again and drops older ones. Simulate
    // the cache miss of a new day with another database handle's view of the table: ask directly.
    const { daySalt } = await import('./visitor');
    await daySalt(db, viewDay(new Date(Date.now() + 86_400_000)));
    const days = await rows<{ day: string }>(api(), sql`select day::text as day from visitor_salts`);
    expect(days.map((d) => d.day)).not.toContain('2000-01-01');
    expect(days.map((d) => d.day)).not.toContain(viewDay(new Date()));
  });

  it("a batch's commit does not wait for the WAL flush, and only its own transaction is changed", async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    // From the sources: a pure function of the database handle (the compiled server's copy of it is the
    // same SQL), called here inside a transaction so that the setting can be read where it applies.
    const { writeViews } = await import('./ingest');
    const commitMode = async (q: Pick<typeof db, 'execute'>) =>
      ((await q.execute(sql`show synchronous_commit`)) as unknown as { rows: Array<Record<string, string>> })
        .rows[0]!.synchronous_commit;
    const before = await commitMode(db);
    expect(before).not.toBe('off');
    await db.transaction(async (tx) => {
      const added = await writeViews(tx as unknown as typeof db, [
        {
          articleId: article.id,
          at: Date.now(),
          userId: null,
          salt: Promise.resolve('salt'),
          address: '192.0.2.5',
          userAgent: CHROME,
          referrer: null,
          siteHost: 'example.test',
        },
      ]);
      expect(added).toBe(1);
      expect(await commitMode(tx)).toBe('off');
    });
    // Set for that transaction only: the connection goes back to the pool (PGlite: the one session) as
    // it was, so a purchase's transaction after it on the same connection still waits for its commit.
    expect(await commitMode(db)).toBe(before);
    expect(await rawCount(api(), article.id)).toBe(1);
  });
});
