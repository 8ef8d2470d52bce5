import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

describeApi('current article titles', (api) => {
  it('lists the viewer’s own titles by filterType, without deleted or other users’ articles', async () => {
    const { db, call } = api();
    const me = await createUser(db);
    const other = await createUser(db);
    const live = await insertArticle(db, me.user.id, { title: '公開中' });
    const draft = await insertArticle(db, me.user.id, {
      title: '下書き',
      status: 'draft',
      publishedAt: null,
    });
    const review = await insertArticle(db, me.user.id, {
      title: '審査中',
      status: 'draft',
      inspectStatus: 'review',
      publishedAt: null,
    });
    await insertArticle(db, me.user.id, { title: '削除済み', deletedAt: new Date() });
    await insertArticle(db, other.user.id, { title: '他人の記事' });
    const ids = async (filterType?: string) => {
      const res = await call(
        'GET',
        `/v1/current/articles/titles${filterType ? `?filterType=${filterType}` : ''}`,
        {
          headers: me.headers,
        },
      );
      expect(res.status).toBe(200);
      return res.body.data.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b);
    };
    expect(await ids()).toEqual([live.id, draft.id, review.id].sort((a, b) => a - b));
    expect(await ids('published')).toEqual([live.id]);
    expect(await ids('draft')).toEqual([draft.id]);
    expect(await ids('review')).toEqual([review.id]);
    const bad = await call('GET', '/v1/current/articles/titles?filterType=everything', {
      headers: me.headers,
    });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'validation', 'filterType']);
    expect((await call('GET', '/v1/current/articles/titles')).status).toBe(401);
  });
});
