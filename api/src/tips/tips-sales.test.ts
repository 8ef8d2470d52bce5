// Tips in the author's money pages (issue 37 item 1): the sales history lists a tip as its own kind with
// its price, fee and share (and its refund as a reversal), the month's totals count it, the CSV names it
// 「チップ」, and the payable balance (payouts) includes it.
import { inArray } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { tokyoMonth } from '../sales/queries';
import { createUser, describeApi } from '../testing/harness';
import { paidTipsTo, tip, tipParties } from './testing';

describeApi('tips in the sales history and CSV', (api) => {
  it('a tip and its refund are rows of kind tip; totals and the CSV count them', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const article = await paidArticle(db, author.user.id);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const paid = await tip(api(), reader.headers, {
      recipientAccount: author.user.account,
      articleId: article.id,
      amount: 1000,
      token,
    });
    expect(paid.status).toBe(200);
    const month = tokyoMonth(new Date());
    const history = await api().call('GET', `/v1/sales/sales_histories?month=${month}`, {
      headers: author.headers,
    });
    expect(history.body.data).toMatchObject([
      {
        kind: 'tip',
        articleId: article.id,
        articleTitle: article.title,
        price: 1000,
        platformFee: 120,
        affiliateCommission: 0,
        profit: 880,
        isRefund: false,
      },
    ]);
    expect(history.body).toMatchObject({ totalSales: 1000, totalPaymentFee: 120, totalProfit: 880 });
    // The 12-month chart counts the tip as a sale: its price and fee beside the share it earned.
    const chart = await api().call('GET', '/v1/sales/sales_profit', { headers: author.headers });
    expect(chart.body.data.months.at(-1)).toEqual({
      month,
      profit: 880,
      sales: 1000,
      feeDetail: { system: 120, affiliate: 0 },
      commissionEarned: 0,
    });

    const admin = await createUser(db, { isAdmin: true });
    const [t] = await paidTipsTo(db, author.user.id);
    const refund = await api().call('POST', `/v1/admin/tips/${t!.id}/refund`, {
      headers: admin.headers,
      json: { reason: 'テスト' },
    });
    expect(refund.status).toBe(200);
    const after = await api().call('GET', `/v1/sales/sales_histories?month=${month}`, {
      headers: author.headers,
    });
    expect(
      after.body.data.map((r: { kind: string; isRefund: boolean; profit: number }) => [
        r.kind,
        r.isRefund,
        r.profit,
      ]),
    ).toEqual([
      ['tip', true, -880],
      ['tip', false, 880],
    ]);
    expect(after.body.totalProfit).toBe(0);
    const csv = await api().call('GET', `/v1/sales/sales_histories.csv?month=${month}`, {
      headers: author.headers,
    });
    expect(csv.text).toContain(`,チップ,${article.title},1000,120,0,880,`);
    expect(csv.text).toContain(',返金,');
  });

  it('a tip from the user page has no article; the author’s earnings count it', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    await tip(api(), reader.headers, { recipientAccount: author.user.account, amount: 500, token });
    const history = await api().call('GET', '/v1/sales/sales_histories', { headers: author.headers });
    expect(history.body.data).toMatchObject([
      { kind: 'tip', articleId: 0, articleTitle: '', price: 500, profit: 440 },
    ]);
    const summary = await api().call('GET', '/v1/sales/total_sales', { headers: author.headers });
    expect(summary.body.data).toMatchObject({ salesOfThisMonth: 440, unpaidSalesOfAllPeriod: 440 });
    const [t] = await paidTipsTo(db, author.user.id);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.tipId, [t!.id]));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
  });
});
