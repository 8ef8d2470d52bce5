import { follows } from '../db/schema';
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

    const walk = async (mergeMax: number) => {
      const seen: number[] = [];
      let cursor: string[] | undefined;
      for (let i = 0; i < 10; i++) {
        const page = await listFollowing(db, reader.user.id, cursor, 4, mergeMax);
        seen.push(...page.records.map((r) => r.article.id));
        if (!page.next) break;
        cursor = JSON.parse(Buffer.from(page.next, 'base64url').toString()) as string[];
      }
      return seen;
    };
    // mergeMax 200: one index walk per author, merged; 0: the list order filtered by the follows.
    expect(await walk(200)).toEqual(newestFirst);
    expect(await walk(0)).toEqual(newestFirst);
    expect((await listFollowing(db, stranger.user.id, undefined)).records).toEqual([]);
  });
});
