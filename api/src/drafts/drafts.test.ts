import sharp from 'sharp';
import { describeApi, createUser } from '../testing/harness';

const settings = {
  price: 700,
  salesCount: 10,
  isSalesUnlimited: false,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  category: null,
  reservePublishType: null,
  tags: ['入門', 'TypeScript'],
  payArticleLine: 1,
};

describeApi('drafts, publish and review', (api) => {
  let author: Record<string, string>;
  let stranger: Record<string, string>;
  let admin: Record<string, string>;
  let authorId: number;

  beforeAll(async () => {
    const { db } = api();
    const a = await createUser(db);
    authorId = a.user.id;
    author = a.headers;
    stranger = (await createUser(db)).headers;
    admin = (await createUser(db, { isAdmin: true })).headers;
  });

  const createDraft = async () => {
    const res = await api().call('POST', '/v1/articles/draft', { headers: author });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const save = (id: number, article: unknown, headers = author) =>
    api().call('PATCH', `/v1/articles/${id}/draft`, { headers, json: { article } });

  it('saves a trimmed title and server-sanitised paragraphs, owner only', async () => {
    const id = await createDraft();
    const res = await save(id, {
      title: '  はじめての記事\n ',
      body: ['<p>無料の導入<script>alert(1)</script></p>', '<p onclick="x()">有料の本文</p>'],
      payArticleLine: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      title: 'はじめての記事',
      body: ['<p>無料の導入</p>', '<p>有料の本文</p>'],
      payArticleLine: 1,
      status: 'draft',
      inspectStatus: 'none',
      publishable: true,
    });
    expect((await api().call('GET', `/v1/articles/${id}/draft`, { headers: author })).body.data.title).toBe(
      'はじめての記事',
    );
    expect((await api().call('GET', `/v1/articles/${id}/draft`, { headers: stranger })).status).toBe(404);
    expect((await save(id, { title: '乗っ取り', body: ['<p>x</p>'] }, stranger)).status).toBe(404);
    expect((await save(id, { title: '管理者', body: ['<p>x</p>'] }, admin)).status).toBe(403);
    expect((await api().call('GET', `/v1/articles/${id}/draft`)).status).toBe(401);
    // Admins may read a draft (review), the marker may sit after the last paragraph while writing.
    expect((await api().call('GET', `/v1/articles/${id}/draft`, { headers: admin })).status).toBe(200);
    const trailing = await save(id, { title: 'x', body: ['<p>a</p>'], payArticleLine: 1 });
    expect([trailing.status, trailing.body.data.payArticleLine]).toEqual([200, 1]);
    const beyond = await save(id, { title: 'x', body: ['<p>a</p>'], payArticleLine: 2 });
    expect([beyond.status, beyond.body.field]).toEqual([400, 'payArticleLine']);
  });

  it('names the field of a bad publish setting', async () => {
    const id = await createDraft();
    await save(id, { title: '設定のテスト', body: ['<p>無料</p>', '<p>有料</p>'], payArticleLine: 1 });
    const publish = (patch: object) =>
      api().call('POST', `/v1/articles/${id}/publish`, { headers: author, json: { ...settings, ...patch } });
    for (const [patch, field] of [
      [{ price: 50 }, 'price'],
      [{ price: 100_001 }, 'price'],
      [{ salesCount: 0 }, 'salesCount'],
      [{ affiliateRate: 0.6 }, 'affiliateRate'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags'],
      [{ payArticleLine: -1 }, 'payArticleLine'],
      [{ payArticleLine: 0 }, 'payArticleLine'],
      [{ category: 99_999 }, 'category'],
    ] as const) {
      const res = await publish(patch);
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'validation', field]);
    }
    // Free articles need no paid part.
    expect((await publish({ price: 0, payArticleLine: -1 })).status).toBe(200);
  });

  it('publish → review queue (not public) → approve → public + notification; reject path', async () => {
    const id = await createDraft();
    await save(id, {
      title: '審査される記事',
      body: ['<p>無料の導入</p>', '<p>SECRET 有料</p>'],
      payArticleLine: 1,
    });
    const published = await api().call('POST', `/v1/articles/${id}/publish`, {
      headers: author,
      json: settings,
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      inspectStatus: 'review',
      status: 'draft',
      price: 700,
      tags: ['入門', 'TypeScript'],
    });

    const listed = async () =>
      (await api().call('GET', '/v1/articles')).body.data.map((a: { id: number }) => a.id);
    expect(await listed()).not.toContain(id);
    expect((await api().call('GET', `/v1/articles/${id}`)).body.code).toBe('under_review');

    expect((await api().call('GET', '/v1/admin/reviews', { headers: author })).status).toBe(403);
    const queue = await api().call('GET', '/v1/admin/reviews', { headers: admin });
    const item = queue.body.data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      title: '審査される記事',
      body: ['<p>無料の導入</p>', '<p>SECRET 有料</p>'],
    });

    expect((await api().call('POST', `/v1/admin/articles/${id}/approve`, { headers: author })).status).toBe(
      403,
    );
    const approved = await api().call('POST', `/v1/admin/articles/${id}/approve`, { headers: admin });
    expect(approved.body.data).toEqual({ id, status: 'published', inspectStatus: 'approved' });
    expect(await listed()).toContain(id);
    const publicView = await api().call('GET', `/v1/articles/${id}`);
    expect(publicView.body.data.body).toEqual(['<p>無料の導入</p>']);
    const bell = await api().call('GET', '/v1/current/notifications', { headers: author });
    expect(bell.body.data[0]).toMatchObject({ kind: 'update', article: { id } });
    expect(bell.body.data[0].body).toContain('公開されました');

    // Editing the published article changes only the draft until it is published again.
    await save(id, {
      title: '審査される記事（改訂）',
      body: ['<p>新しい導入</p>', '<p>SECRET 有料</p>'],
      payArticleLine: 1,
    });
    expect((await api().call('GET', `/v1/articles/${id}`)).body.data.title).toBe('審査される記事');
    const reset = await api().call('PATCH', `/v1/articles/${id}/reset_draft`, { headers: author });
    expect(reset.body.data).toMatchObject({ title: '審査される記事', hasUnpublishedChanges: false });

    // Reject path on a second article: back to draft with the reason shown to the author.
    const other = await createDraft();
    await save(other, { title: '差し戻される記事', body: ['<p>a</p>', '<p>b</p>'], payArticleLine: 1 });
    await api().call('POST', `/v1/articles/${other}/publish`, { headers: author, json: settings });
    const noReason = await api().call('POST', `/v1/admin/articles/${other}/reject`, {
      headers: admin,
      json: { reason: ' ' },
    });
    expect([noReason.status, noReason.body.field]).toEqual([400, 'reason']);
    const rejected = await api().call('POST', `/v1/admin/articles/${other}/reject`, {
      headers: admin,
      json: { reason: '有料部分が空です' },
    });
    expect(rejected.body.data).toEqual({ id: other, status: 'draft', inspectStatus: 'rejected' });
    const draft = await api().call('GET', `/v1/articles/${other}/draft`, { headers: author });
    expect(draft.body.data).toMatchObject({ inspectStatus: 'rejected', rejectReason: '有料部分が空です' });
    const mine = await api().call('GET', '/v1/current/articles', { headers: author });
    expect(mine.body.data.find((a: { id: number }) => a.id === other)).toMatchObject({
      rejectReason: '有料部分が空です',
    });
    expect((await api().call('GET', `/v1/articles/${other}`)).status).toBe(404);
    expect(authorId).toBeGreaterThan(0);
  });

  it('uploads: re-encodes a PNG, rejects a text file and signed-out callers', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (blob: Blob, name: string, headers: Record<string, string> = author) => {
      const form = new FormData();
      form.append('image', blob, name);
      return fetch(`${api().url}/v1/items`, { method: 'POST', headers, body: form });
    };
    const ok = await upload(new Blob([png], { type: 'image/png' }), 'photo.png');
    expect(ok.status).toBe(200);
    const url = ((await ok.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/uploads\/items\/[0-9a-f]+\.png$/);
    const served = await fetch(`${api().url}${url}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);

    const text = await upload(new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ code: 'validation', field: 'image' });
    const fake = await upload(new Blob(['not really'], { type: 'image/png' }), 'fake.png');
    expect(fake.status).toBe(400);
    expect((await upload(new Blob([png], { type: 'image/png' }), 'p.png', {})).status).toBe(401);
  });
});
