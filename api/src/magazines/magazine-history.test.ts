// Issue 37 item 5 for magazines: a magazine purchase appears in the buyer's purchase history (linked as
// a magazine) and gets the same 適格請求書 as an article, naming the magazine.
import { pdfText } from '../testing/pdf';
import { CARDS, cardToken } from '../purchases/testing';
import { createUser, describeApi } from '../testing/harness';
import { chargeMagazine, magazineOf } from './testing';

describeApi('magazines: purchase history and receipts', (api) => {
  it('lists the magazine in the history and issues its qualified invoice', async () => {
    const a = api();
    const author = await createUser(a.db, { name: '著者 花子' });
    const buyer = await createUser(a.db);
    const { id } = await magazineOf(a, author, 1, { price: 2200 });
    const res = await chargeMagazine(
      a,
      buyer.headers,
      id,
      { token: await cardToken(a, buyer.headers, CARDS.ok) },
      'magazine-history',
    );
    expect(res.body.data.status).toBe('purchased');
    const history = await a.call('GET', '/v1/current/purchases', { headers: buyer.headers });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        price: 2200,
        itemKind: 'magazine',
        article: { id, title: 'まとめて読む', user: { account: author.user.account, name: '著者 花子' } },
        refundedAt: null,
      }),
    ]);
    const purchaseId = history.body.data[0].purchaseId as number;
    const pdf = await fetch(`${a.url}/v1/receipt`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ purchaseId, name: '株式会社テスト' }),
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    for (const expected of [
      '適格請求書',
      '株式会社テスト 様',
      'マガジン「まとめて読む」',
      '2,200円（税込）',
      '200円',
    ])
      expect(text).toContain(expected);
  });
});
