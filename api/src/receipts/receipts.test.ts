import { eq } from 'drizzle-orm';
import { receipts } from '../db/schema';
import { buy } from '../testing/buy';
import { insertArticle } from '../testing/fixtures';
import { pdfText } from '../testing/pdf';
import { createUser, describeApi } from '../testing/harness';

describeApi('receipts (適格請求書 PDF)', (api) => {
  it('issues a Japanese qualified invoice, then the same document marked 再発行', async () => {
    const a = api();
    const author = await createUser(a.db, { name: '著者 花子' });
    const buyer = await createUser(a.db);
    const article = await insertArticle(a.db, author.user.id, { title: '領収書テストの記事', price: 1000 });
    const purchaseId = await buy(a, buyer.headers, article.id);
    const post = (json: unknown, headers = buyer.headers) =>
      fetch(`${a.url}/v1/receipt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });

    const noName = await post({ purchaseId });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({
      code: 'validation',
      field: 'name',
      details: [{ reason: 'required' }],
    });
    expect(await a.db.select().from(receipts).where(eq(receipts.purchaseId, purchaseId))).toHaveLength(0);

    const first = await post({ purchaseId, name: '株式会社テスト' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('x-receipt-number')).toBe(`SRB-${String(purchaseId).padStart(8, '0')}`);
    const text = await pdfText(await first.arrayBuffer());
    const number = `SRB-${String(purchaseId).padStart(8, '0')}`;
    for (const expected of [
      '適格請求書',
      '株式会社テスト 様',
      '1,000円（税込）',
      '消費税（10%）',
      '90円', // floor(1000 × 10 / 110)
      '910円',
      'しるべテスト運営',
      'T1234567890123',
      '媒介者交付特例',
      '領収書テストの記事',
      '著者 花子',
      'クレジットカード', // お支払方法 of a card purchase (issue 35: PayPay is named PayPay)
      number,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('再発行');

    const second = await post({ purchaseId, name: '別の宛名' });
    const again = await pdfText(await second.arrayBuffer());
    expect(again).toContain('再発行');
    expect(again).toMatch(/再発行日：\d{4}\/\d{2}\/\d{2}/);
    expect(again).toContain(number);
    expect(again).toContain('株式会社テスト 様');
    expect(again).not.toContain('別の宛名');
    const history = await a.call('GET', '/v1/current/purchases', { headers: buyer.headers });
    expect(history.body.data[0].receipt).toEqual({ number, name: '株式会社テスト' });
  }, 30_000);

  it('answers only the buyer: 404 for another user, 401 signed out, 400 for a bad purchaseId', async () => {
    const a = api();
    const author = await createUser(a.db);
    const buyer = await createUser(a.db);
    const other = await createUser(a.db);
    const article = await insertArticle(a.db, author.user.id, { price: 500 });
    const purchaseId = await buy(a, buyer.headers, article.id);
    const post = (json: unknown, headers: Record<string, string> = {}) =>
      fetch(`${a.url}/v1/receipt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    expect((await post({ purchaseId, name: 'x' }, other.headers)).status).toBe(404);
    expect((await post({ purchaseId, name: 'x' })).status).toBe(401);
    const bad = await post({ purchaseId: 'one', name: 'x' }, buyer.headers);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation', field: 'purchaseId' });
    const long = await post({ purchaseId, name: 'あ'.repeat(101) }, buyer.headers);
    expect(await long.json()).toMatchObject({ field: 'name', details: [{ reason: 'max_length' }] });
  }, 30_000);
});
