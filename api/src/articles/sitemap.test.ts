import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';
import { sitemapArticles } from './sitemap';

jest.setTimeout(30_000);

describeApi('sitemap source', (api) => {
  it('lists listable articles in an id range by keyset, with the newest listable id', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const listed: number[] = [];
    for (let i = 0; i < 7; i++) listed.push((await insertArticle(db, author.user.id)).id);
    const draft = await insertArticle(db, author.user.id, { status: 'draft', publishedAt: null });
    const deleted = await insertArticle(db, author.user.id, { deletedAt: new Date() });
    const future = await insertArticle(db, author.user.id, { publishedAt: new Date(Date.now() + 3600_000) });
    const lastListed = listed[listed.length - 1]!;

    const first = await call('GET', `/v1/articles/sitemap?upTo=${future.id}`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((a: { id: number }) => a.id)).toEqual(listed);
    expect(first.body.data[0]).toEqual({
      id: listed[0],
      account: author.user.account,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Drafts, deleted and not yet published articles are not the newest listable one either.
    expect(first.body.meta).toEqual({ next: null, lastId: lastListed });
    expect([draft.id, deleted.id, future.id].every((id) => id > lastListed)).toBe(true);

    // A range, and batches by keyset: each id once, in order.
    const range = await call('GET', `/v1/articles/sitemap?after=${listed[1]}&upTo=${listed[4]}`);
    expect(range.body.data.map((a: { id: number }) => a.id)).toEqual(listed.slice(2, 5));
    const seen: number[] = [];
    let after = 0;
    for (let i = 0; i < 10; i++) {
      const batch = await sitemapArticles(db, after, lastListed, 3);
      seen.push(...batch.data.map((a) => a.id));
      if (batch.meta.next === null) break;
      after = batch.meta.next;
    }
    expect(seen).toEqual(listed);
    // upTo 0: only the newest id (the sitemap index's question).
    expect((await call('GET', '/v1/articles/sitemap?upTo=0')).body).toEqual({
      data: [],
      meta: { next: null, lastId: lastListed },
    });
  });

  it('refuses a bad range with 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'upTo'],
      ['upTo=-1', 'upTo'],
      ['upTo=x', 'upTo'],
      ['upTo=5&after=-2', 'after'],
    ]) {
      const res = await api().call('GET', `/v1/articles/sitemap?${query}`);
      expect([query, res.status, res.body?.field]).toEqual([query, 400, field]);
    }
  });
});
