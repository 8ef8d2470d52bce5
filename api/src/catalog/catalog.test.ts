import { tags } from '../db/schema';
import { describeApi } from '../testing/harness';

describeApi('tags', (api) => {
  it('finds tags by prefix, case-insensitively, treating % and _ literally', async () => {
    const { db, call } = api();
    await db
      .insert(tags)
      .values([{ name: 'TypeScript' }, { name: 'typography' }, { name: 'React' }, { name: '100%' }]);
    const res = await call('GET', '/v1/tags/search?q=typ');
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual(['TypeScript', 'typography']);
    expect((await call('GET', '/v1/tags/search?q=%25')).body.data).toEqual([]);
    // Full-width and a leading # are folded as stored tags are (NFKC, no #).
    const wide = await call('GET', `/v1/tags/search?q=${encodeURIComponent('＃ＴＹＰ')}`);
    expect(wide.body.data.map((t: { name: string }) => t.name)).toEqual(['TypeScript', 'typography']);
    expect((await call('GET', '/v1/tags/search')).body).toMatchObject({ code: 'validation', field: 'q' });
  });
});
