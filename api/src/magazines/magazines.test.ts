// Issue 37 item 2 (magazines): the author's magazine (fields checked per field, reasons in Japanese),
// its ordered articles with their membership history, and the public reads (page, user page, search).
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { magazineArticles } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

const valid = {
  title: '税金まとめ',
  description: '確定申告の記事を集めました',
  price: 3000,
  affiliateRate: 0.2,
};

describeApi('magazines: the author API', (api) => {
  const setup = async () => {
    const { db } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    const a1 = await insertArticle(db, author.user.id, { title: '一本目' });
    const a2 = await insertArticle(db, author.user.id, { title: '二本目' });
    const a3 = await insertArticle(db, author.user.id, { title: '三本目' });
    const created = await api().call('POST', '/v1/magazines', { headers: author.headers, json: valid });
    expect(created.status).toBe(200);
    return { db, author, other, a1, a2, a3, id: created.body.data.id as number };
  };
  const setArticles = (headers: Record<string, string>, id: number, articleIds: number[]) =>
    api().call('PUT', `/v1/magazines/${id}/articles`, { headers, json: { articleIds } });

  it('creates a magazine priced like an article and refuses each broken field in Japanese', async () => {
    const { author, id } = await setup();
    const got = await api().call('GET', `/v1/magazines/${id}`);
    expect(got.body.data).toMatchObject({
      ...valid,
      onSale: true,
      articlesCount: 0,
      isPurchased: false,
      isOwner: false,
      user: { account: author.user.account },
    });
    const bad = await api().call('POST', '/v1/magazines', {
      headers: author.headers,
      json: { title: ' ', description: 'x'.repeat(2001), price: 50, affiliateRate: 0.9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'title', reason: 'タイトルを入力してください。' },
      { field: 'description', reason: '説明は2,000文字以内で入力してください。' },
      { field: 'price', reason: '価格は0円（無料）または100〜100,000円で入力してください。' },
      { field: 'affiliateRate', reason: '紹介料率は0〜50%で入力してください。' },
    ]);
    const tooDear = await api().call('PATCH', `/v1/magazines/${id}`, {
      headers: author.headers,
      json: { ...valid, price: 100_001 },
    });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.field).toBe('price');
    const free = await api().call('PATCH', `/v1/magazines/${id}`, {
      headers: author.headers,
      json: { ...valid, price: 0, title: '無料まとめ' },
    });
    expect(free.body.data).toMatchObject({ price: 0, title: '無料まとめ' });
  });

  it('adds, reorders and removes the author’s own published articles, keeping the history', async () => {
    const { db, author, other, a1, a2, a3, id } = await setup();
    const titles = (res: { body: { data: { articles: Array<{ title: string }> } } }) =>
      res.body.data.articles.map((a) => a.title);
    expect(titles(await setArticles(author.headers, id, [a1.id, a2.id]))).toEqual(['一本目', '二本目']);
    expect(titles(await setArticles(author.headers, id, [a3.id, a2.id, a1.id]))).toEqual([
      '三本目',
      '二本目',
      '一本目',
    ]);
    const removed = await setArticles(author.headers, id, [a3.id, a1.id]);
    expect(titles(removed)).toEqual(['三本目', '一本目']);
    expect(removed.body.data.articlesCount).toBe(2);
    // The removed membership stays, with its removal time (buyers of that time keep the article).
    const history = await db
      .select()
      .from(magazineArticles)
      .where(and(eq(magazineArticles.magazineId, id), eq(magazineArticles.articleId, a2.id)));
    expect(history).toHaveLength(1);
    expect(history[0]!.removedAt).not.toBeNull();
    // Added again: a new membership row, the old one kept.
    await setArticles(author.headers, id, [a3.id, a1.id, a2.id]);
    expect(
      await db
        .select()
        .from(magazineArticles)
        .where(and(eq(magazineArticles.magazineId, id), eq(magazineArticles.articleId, a2.id))),
    ).toHaveLength(2);

    // Someone else's article, a draft, a duplicate: 400 on articleIds, nothing changed.
    const foreign = await insertArticle(db, other.user.id);
    const draft = await insertArticle(db, author.user.id, { status: 'draft', publishedAt: null });
    for (const [ids, reason] of [
      [[a1.id, foreign.id], '自分の公開中の記事だけを追加できます。'],
      [[a1.id, draft.id], '自分の公開中の記事だけを追加できます。'],
      [[a1.id, a1.id], '同じ記事が2回含まれています。'],
    ] as const) {
      const res = await setArticles(author.headers, id, [...ids]);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'articleIds', reason }]);
    }
    expect((await api().call('GET', `/v1/magazines/${id}`)).body.data.articlesCount).toBe(3);
    // Only the author manages it.
    expect((await setArticles(other.headers, id, [])).status).toBe(404);
    expect(
      (await api().call('PATCH', `/v1/magazines/${id}`, { headers: other.headers, json: valid })).status,
    ).toBe(404);
  });

  it('lists on the user page and in search; stopping the sale hides it and refuses new articles', async () => {
    const { author, a1, a2, id } = await setup();
    await setArticles(author.headers, id, [a1.id]);
    const ofUser = await api().call('GET', `/v1/users/${author.user.account}/magazines`);
    expect(ofUser.body.data.map((m: { id: number }) => m.id)).toEqual([id]);
    // Search by title (normalised as article search).
    const found = await api().call('GET', `/v1/magazines?q=${encodeURIComponent('税金')}`);
    expect(found.body.data.map((m: { id: number }) => m.id)).toContain(id);
    const none = await api().call('GET', `/v1/magazines?q=${encodeURIComponent('存在しないまとめ')}`);
    expect(none.body.data).toEqual([]);

    // The article's page names the magazines holding it, with their prices.
    const holding = await api().call('GET', `/v1/articles/${a1.id}/magazines`);
    expect(holding.body.data).toEqual([expect.objectContaining({ id, price: 3000, title: '税金まとめ' })]);
    expect((await api().call('GET', `/v1/articles/${a2.id}/magazines`)).body.data).toEqual([]);
    expect((await api().call('DELETE', `/v1/magazines/${id}`, { headers: author.headers })).status).toBe(200);
    expect((await api().call('GET', `/v1/articles/${a1.id}/magazines`)).body.data).toEqual([]);
    expect((await api().call('GET', `/v1/users/${author.user.account}/magazines`)).body.data).toEqual([]);
    const after = await api().call('GET', `/v1/magazines?q=${encodeURIComponent('税金')}`);
    expect(after.body.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await api().call('GET', `/v1/magazines/${id}`)).status).toBe(404);
    const mine = await api().call('GET', '/v1/my_magazines', { headers: author.headers });
    expect(mine.body.data).toEqual([expect.objectContaining({ id, onSale: false })]);
    const added = await setArticles(author.headers, id, [a1.id, a2.id]);
    expect(added.status).toBe(400);
    expect(added.body.details[0].reason).toBe('販売を終了したマガジンには記事を追加できません。');
  });

  it('takes a cover image through the eyecatch pipeline (owner only)', async () => {
    const { author, other, id } = await setup();
    const png = await sharp({ create: { width: 2560, height: 1340, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      return fetch(`${api().url}/v1/magazines/${id}/cover`, { method: 'POST', headers, body: form });
    };
    expect((await upload(other.headers)).status).toBe(404);
    const res = await upload(author.headers);
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    expect(url).toMatch(/^\/uploads\/eyecatch\/[0-9a-f]{24}\.png$/);
    const stored = await fetch(`${api().url}${url}`);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(1280);
    expect((await api().call('GET', `/v1/magazines/${id}`)).body.data.coverImageUrl).toBe(url);
  });
});
