import { tags } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { describeApi } from '../testing/harness';

describeApi('tags and inquiries', (api) => {
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

  it('mails an inquiry to the operators with the sender as reply-to', async () => {
    const { call, mailDir } = api();
    const res = await call('POST', '/v1/inquiry', {
      json: { name: '問い合わせ 太郎', email: 'taro@example.com', body: '退会方法を教えてください。' },
    });
    expect(res.status).toBe(204);
    const [mail] = await readMailsTo(mailDir, 'support@shirube.test');
    expect(mail!.text).toContain('退会方法を教えてください。');
    expect(mail!.text).toContain('taro@example.com');
    const empty = await call('POST', '/v1/inquiry', {
      json: { name: 'a', email: 'taro@example.com', body: '' },
    });
    expect(empty.body).toMatchObject({ code: 'validation', field: 'body' });
  });
});
