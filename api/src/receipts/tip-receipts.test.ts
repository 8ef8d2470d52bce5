// A receipt for a tip (issue 37 item 1): the same 適格請求書 as an article's (tax line, issuer, 媒介者交付
// 特例), its item saying it is a チップ and to whom, its own number series (SRB-T…), re-issued as the same
// document; only the tipper's paid tips; one of purchaseId / tipId.
import { eq } from 'drizzle-orm';
import { receipts } from '../db/schema';
import { CARDS, cardToken } from '../purchases/testing';
import { pdfText } from '../testing/pdf';
import { createUser, describeApi } from '../testing/harness';
import { paidTipsTo, tip } from '../tips/testing';

describeApi('receipts for tips', (api) => {
  it('a paid tip: a qualified invoice that says チップ to whom, then the same document marked 再発行', async () => {
    const a = api();
    const author = await createUser(a.db, { name: '著者 花子' });
    const reader = await createUser(a.db);
    const other = await createUser(a.db);
    const token = await cardToken(a, reader.headers, CARDS.ok);
    const paid = await tip(a, reader.headers, { recipientAccount: author.user.account, amount: 1000, token });
    expect(paid.body.data.status).toBe('purchased');
    const [t] = await paidTipsTo(a.db, author.user.id);
    const post = (json: unknown, headers: Record<string, string> = reader.headers) =>
      fetch(`${a.url}/v1/receipt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });

    expect((await post({ tipId: t!.id, name: 'x' }, other.headers)).status).toBe(404);
    expect((await post({ tipId: t!.id, name: 'x' }, author.headers)).status).toBe(404);
    const both = await post({ tipId: t!.id, purchaseId: 1, name: 'x' });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: 'validation', field: 'purchaseId' });
    expect((await post({ name: 'x' })).status).toBe(400);

    const first = await post({ tipId: t!.id, name: '山田 太郎' });
    expect(first.status).toBe(200);
    const number = `SRB-T${String(t!.id).padStart(8, '0')}`;
    expect(first.headers.get('x-receipt-number')).toBe(number);
    const text = await pdfText(await first.arrayBuffer());
    for (const expected of [
      '適格請求書',
      '山田 太郎 様',
      '1,000円（税込）',
      '消費税（10%）',
      '90円',
      'チップ（著者 花子 さんへ）',
      '著者 花子',
      '媒介者交付特例',
      'クレジットカード',
      number,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('（記事）');
    const again = await pdfText(await (await post({ tipId: t!.id, name: '別の宛名' })).arrayBuffer());
    expect(again).toContain('再発行');
    expect(again).toContain('山田 太郎 様');
    // The tipper's list of sent tips shows the receipt issued (the dialog then offers 再発行).
    const list = await a.call('GET', '/v1/current/tips/sent', { headers: reader.headers });
    expect(list.body.data).toMatchObject([{ id: t!.id, receipt: { number, name: '山田 太郎' } }]);
    expect(await a.db.select().from(receipts).where(eq(receipts.tipId, t!.id))).toMatchObject([
      { purchaseId: null, number, issueCount: 2 },
    ]);
  }, 30_000);
});
