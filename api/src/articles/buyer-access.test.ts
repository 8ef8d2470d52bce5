// Issue 9 items 2 and 3: buyers keep what they paid for while the author's new version is reviewed
// (and everyone keeps the live version of a public article), and after the author deletes it.
import { buy } from '../testing/buy';
import { createUser, describeApi } from '../testing/harness';

/** The version buyers paid for, and the author's later revision of it. */
const first = {
  title: '初版の記事',
  body: ['<p>初版の導入</p>', '<p>OLD-PAID 初版の本文</p>'],
  price: 800,
  tags: ['初版'],
};
const revision = {
  title: '改訂版の記事',
  body: ['<p>改訂版の導入</p>', '<p>NEW-PAID 改訂版の本文</p>'],
  price: 1200,
  tags: ['改訂'],
};

const settings = {
  price: first.price,
  salesCount: 0,
  isSalesUnlimited: true,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  category: null,
  reservePublishType: null,
  tags: first.tags,
  payArticleLine: 1,
};

describeApi('buyers keep access', (api) => {
  const setup = async () => {
    const { db } = api();
    const author = (await createUser(db)).headers;
    const buyer = (await createUser(db)).headers;
    const admin = (await createUser(db, { isAdmin: true })).headers;
    const id = (await api().call('POST', '/v1/articles/draft', { headers: author })).body.data.id as number;
    const save = (title: string, body: string[]) =>
      api().call('PATCH', `/v1/articles/${id}/draft`, {
        headers: author,
        json: { article: { title, body, payArticleLine: 1 } },
      });
    const publish = (patch: object = {}) =>
      api().call('POST', `/v1/articles/${id}/publish`, { headers: author, json: { ...settings, ...patch } });
    const decide = (what: 'approve' | 'reject') =>
      api().call('POST', `/v1/admin/articles/${id}/${what}`, {
        headers: admin,
        ...(what === 'reject' ? { json: { reason: '表現を見直してください' } } : {}),
      });
    const read = (headers?: Record<string, string>) =>
      api().call('GET', `/v1/articles/${id}`, headers ? { headers } : {});
    /** The author saves the revision and sends it to review. */
    const revise = async () => {
      await save(revision.title, revision.body);
      return publish({ price: revision.price, tags: revision.tags });
    };
    await save(first.title, first.body);
    expect((await publish()).status).toBe(200);
    expect((await decide('approve')).status).toBe(200);
    await buy(api(), buyer, id);
    return { author, buyer, admin, id, publish, revise, decide, read };
  };
  const listed = async () =>
    (await api().call('GET', '/v1/articles')).body.data.map((a: { id: number }) => a.id);

  it('keeps the live version readable while an edit is reviewed; it changes only when approved', async () => {
    const { buyer, admin, id, publish, revise, decide, read } = await setup();
    expect((await revise()).status).toBe(200);

    const bought = await read(buyer);
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ ...first, isPurchased: true });
    // The public article stays public (free part of the live version), listed as before.
    const anyone = await read();
    expect(anyone.status).toBe(200);
    expect(anyone.body.data).toMatchObject({ title: first.title, body: ['<p>初版の導入</p>'] });
    expect(anyone.text).not.toContain('改訂版');
    expect(await listed()).toContain(id);
    // The admin reviews the new version, not the live one.
    const queue = await api().call('GET', '/v1/admin/reviews', { headers: admin });
    expect(queue.body.data.find((r: { id: number }) => r.id === id)).toMatchObject(revision);

    // Rejected: the live version simply stays.
    expect((await decide('reject')).body.data).toMatchObject({
      status: 'published',
      inspectStatus: 'rejected',
    });
    expect((await read()).body.data.title).toBe(first.title);
    expect((await read(buyer)).body.data.body).toContain('<p>OLD-PAID 初版の本文</p>');

    // Sent again and approved: now the new version is what everyone reads.
    expect((await publish({ price: revision.price, tags: revision.tags })).status).toBe(200);
    expect((await read()).body.data.title).toBe(first.title);
    expect((await decide('approve')).status).toBe(200);
    expect((await read(buyer)).body.data).toMatchObject(revision);
    expect((await read()).body.data.body).toEqual(['<p>改訂版の導入</p>']);
  }, 30_000);

  it('shows the author and admins the waiting revision with ?type=review, beside the live version', async () => {
    const { author, buyer, admin, id, revise, decide } = await setup();
    expect((await revise()).status).toBe(200);
    const review = (headers: Record<string, string>) =>
      api().call('GET', `/v1/articles/${id}?type=review`, { headers });
    for (const staff of [admin, author]) {
      const res = await review(staff);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        ...revision,
        inspectStatus: 'review',
        liveVersion: { title: first.title, price: first.price, body: first.body, payArticleLine: 1 },
      });
    }
    expect((await review(buyer)).status).toBe(403);
    // Without type=review even the author reads the live version.
    const plain = await api().call('GET', `/v1/articles/${id}`, { headers: author });
    expect(plain.body.data.title).toBe(first.title);
    expect(plain.body.data.liveVersion).toBeUndefined();
    // Approved: nothing waits, the review view is the (new) live article alone.
    expect((await decide('approve')).status).toBe(200);
    const after = await review(admin);
    expect(after.body.data.title).toBe(revision.title);
    expect(after.body.data.liveVersion).toBeUndefined();
  }, 30_000);

  it('a first publication under review stays hidden from everyone but its author and admins', async () => {
    const { db } = api();
    const author = (await createUser(db)).headers;
    const id = (await api().call('POST', '/v1/articles/draft', { headers: author })).body.data.id as number;
    await api().call('PATCH', `/v1/articles/${id}/draft`, {
      headers: author,
      json: { article: { title: '未公開', body: ['<p>a</p>', '<p>b</p>'], payArticleLine: 1 } },
    });
    await api().call('POST', `/v1/articles/${id}/publish`, { headers: author, json: settings });
    expect((await api().call('GET', `/v1/articles/${id}`)).body.code).toBe('under_review');
    expect(await listed()).not.toContain(id);
  });

  it('after the author deletes it, its buyers still read it (isDeleted) and everyone else gets 404', async () => {
    const { author, buyer, id, read } = await setup();
    const stranger = (await createUser(api().db)).headers;
    expect((await api().call('DELETE', `/v1/articles/${id}`, { headers: author })).status).toBe(200);
    const bought = await read(buyer);
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({
      isDeleted: true,
      isPurchased: true,
      body: first.body,
    });
    for (const headers of [stranger, undefined, author]) {
      const res = await read(headers);
      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    }
    expect(await listed()).not.toContain(id);
    const history = await api().call('GET', '/v1/current/purchases', { headers: buyer });
    expect(history.body.data.map((p: { article: { id: number } }) => p.article.id)).toContain(id);
    // Nothing more can be bought or deleted again.
    expect((await api().call('DELETE', `/v1/articles/${id}`, { headers: author })).status).toBe(404);
  }, 30_000);
});
