import { articles, follows, users } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';
import { listFollowing } from './following';

jest.setTimeout(30_000);

describeApi('フォロー中 feed', (api) => {
  it('merges the followed authors newest first, pages each article once, both ways alike', async () => {
    const { db } = api();
    const reader = await createUser(db);
    const authors = [await createUser(db), await createUser(db), await createUser(db)];
    const stranger = await createUser(db);
    await db
      .insert(follows)
      .values(authors.map((a) => ({ followerId: reader.user.id, followeeId: a.user.id })));
    const expected: number[] = [];
    // Interleaved publish times, some shared (the id breaks the tie); one draft and a stranger's article.
    for (let i = 0; i < 17; i++) {
      const author = authors[i % 3]!;
      const a = await insertArticle(db, author.user.id, {
        publishedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
      });
      expected.push(a.id);
    }
    await insertArticle(db, authors[0]!.user.id, { status: 'draft', publishedAt: null });
    await insertArticle(db, stranger.user.id, { publishedAt: new Date(Date.UTC(2026, 0, 2)) });
    const newestFirst = [...expected].reverse();

    const seen: number[] = [];
    let cursor: string[] | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await listFollowing(db, reader.user.id, cursor, 4);
      seen.push(...page.records.map((r) => r.article.id));
      if (!page.next) break;
      cursor = JSON.parse(Buffer.from(page.next, 'base64url').toString()) as string[];
    }
    expect(seen).toEqual(newestFirst);
    expect((await listFollowing(db, stranger.user.id, undefined)).records).toEqual([]);
  });

  // Issue 23: beyond 200 followees the feed walked the whole newest-first list (every article of the
  // site between two of theirs). Now the same bounded merge for everyone: checked here through the API
  // with 1,000 rarely posting authors among a busier site, a prolific followee, shared publish times,
  // drafts, deleted, future and other authors' articles.
  it('1,000 followed authors who rarely post: newest first, every article once over keyset pages', async () => {
    const { db, call } = api();
    const reader = await createUser(db);
    const stamp = Date.now();
    const authorIds = (
      await db
        .insert(users)
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            email: `quiet${i}-${stamp}@example.com`,
            account: `quiet${i}_${stamp % 1e6}`,
            name: `静かな著者${i}`,
            passwordHash: 'x',
            confirmedAt: new Date(),
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);
    const stranger = await createUser(db);
    await db
      .insert(follows)
      .values(authorIds.map((followeeId) => ({ followerId: reader.user.id, followeeId })));

    const day = Date.UTC(2026, 0, 1);
    const at = (minutes: number) => new Date(day + minutes * 60_000);
    type Row = typeof articles.$inferInsert;
    const row = (userId: number, publishedAt: Date, extra: Partial<Row> = {}): Row => ({
      userId,
      title: 'フォロー中の記事',
      status: 'published',
      publishedAt,
      ...extra,
    });
    const followed: Row[] = [];
    const others: Row[] = [];
    authorIds.forEach((id, i) => {
      // Every fifth author has one article, every eleventh a second; minutes shared by pairs (id
      // breaks the tie, across page boundaries too).
      if (i % 5 === 0) followed.push(row(id, at(Math.floor(i / 10))));
      if (i % 11 === 0) followed.push(row(id, at(2000 + Math.floor(i / 22))));
      // Never listed: a draft, a deleted article, one not yet due.
      if (i % 17 === 0) others.push(row(id, at(5000), { status: 'draft' }));
      if (i % 13 === 0) others.push(row(id, at(5000), { deletedAt: new Date() }));
    });
    others.push(row(authorIds[5]!, new Date(Date.now() + 86_400_000)));
    // A prolific followee: 45 articles in a row at the top, so the first pages are all theirs.
    for (let m = 0; m < 45; m++) followed.push(row(authorIds[1]!, at(3000 + m)));
    // The site between them: an author nobody here follows posts far more, newer and older.
    for (let m = 0; m < 1500; m++) others.push(row(stranger.user.id, at(m * 3)));
    for (let i = 0; i < others.length; i += 500) await db.insert(articles).values(others.slice(i, i + 500));
    const inserted = await db
      .insert(articles)
      .values(followed)
      .returning({ id: articles.id, publishedAt: articles.publishedAt });
    const expected = inserted
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id)
      .map((a) => a.id);
    expect(expected.length).toBeGreaterThan(300);

    const seen: number[] = [];
    let since: string | null = null;
    let pages = 0;
    do {
      const res = await call(
        'GET',
        `/v1/current/articles/followings${since ? `?since=${encodeURIComponent(since)}` : ''}`,
        { headers: reader.headers },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(20);
      seen.push(...res.body.data.map((a: { id: number }) => a.id));
      since = res.body.meta.pager.next;
      pages++;
    } while (since && pages < 100);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 20));
    // A guard against hangs on a loaded machine (each page probes 1,000 authors' indexes), not a target.
  }, 120_000);
});
