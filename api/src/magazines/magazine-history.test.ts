// Issue 37 item 5 for magazines: a magazine purchase appears in the buyer's purchase history (linked as
// a magazine), sends the buyer's and the author's mails (no paid text) and gets the same 適格請求書 as an
// article, naming the magazine.
import { readMailsTo } from '../mail/eml';
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
    // The mails: the buyer's note links the magazine page; neither quotes a paid paragraph.
    await a.mailsSent();
    const [note] = await readMailsTo(a.mailDir, buyer.user.email);
    expect(note!.text).toContain('マガジン「まとめて読む」');
    expect(note!.text).toContain(`/u/${author.user.account}/m/${id}`);
    const [sale] = await readMailsTo(a.mailDir, author.user.email);
    expect(sale!.text).toContain('「マガジン「まとめて読む」」が購入されました');
    for (const mail of [note!, sale!]) expect(mail.text).not.toContain('PAID-SECRET');
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
