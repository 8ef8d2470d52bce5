import { calculateSale } from '@shirube/domain';
import { cardToken, CARDS, paidArticle } from '../purchases/testing';
import { charge } from '../testing/checkout';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { tokyoMonth, tokyoMonthRange } from './queries';

/** A real sale through the sandbox processor (card 4242 → purchased at once). */
async function buy(
  api: TestApi,
  buyer: { headers: Record<string, string> },
  articleId: number,
  uid?: string,
) {
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const res = await charge(
    api,
    buyer.headers,
    { articleId, token, ...(uid ? { affiliateUid: uid } : {}) },
    `sales-${articleId}-${Math.random()}`,
  );
  expect(res.status).toBe(200);
  expect(res.body.data.status).toBe('purchased');
}

describe('Tokyo months', () => {
  it('names the month as Japan sees it and bounds it in UTC', () => {
    expect(tokyoMonth(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
    expect(tokyoMonth(new Date('2026-10-31T14:59:59Z'))).toBe('2026-10');
    expect(tokyoMonthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T15:00:00Z'),
      to: new Date('2026-12-31T15:00:00Z'),
    });
  });
});

describeApi('sales figures', (api) => {
  it('sums the ledger for the author and the affiliate, as calculateSale splits each sale', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const [buyer1, buyer2] = [await createUser(db), await createUser(db)];
    const article = await paidArticle(db, author.user.id, {
      title: '売上の記事',
      price: 1100,
      affiliateRateBp: 1500,
    });
    const link = await call('POST', '/v1/share_links', {
      headers: affiliate.headers,
      json: { articleId: article.id, userAccount: affiliate.user.account },
    });
    await buy(api(), buyer1, article.id, link.body.affiliateUid);
    await buy(api(), buyer2, article.id);
    const referred = calculateSale({ price: 1100, affiliateRateBp: 1500, hasAffiliate: true });
    const direct = calculateSale({ price: 1100, affiliateRateBp: 1500, hasAffiliate: false });
    const month = tokyoMonth(new Date());

    const summary = await call('GET', '/v1/sales/total_sales', { headers: author.headers });
    const earned = referred.sellerShare + direct.sellerShare;
    // Both sales are still in their 7-day hold: nothing is payable yet, and the summary says why.
    expect(summary.body.data).toEqual({
      salesOfThisMonth: earned,
      unpaidSalesOfAllPeriod: earned,
      unpaidSalesOfPayoutable: 0,
      apparentUnpaidSalesOfPayoutable: 0,
      connectAccountBalance: 0,
      payoutsEnabled: false,
      payoutMethod: null,
      payoutCommission: 250,
      hasBankAccount: false,
      verificationStatus: 'unverified',
      pendingSales: earned,
      inTransitSales: 0,
      paidSales: 0,
      nextPayableAt: expect.any(String),
      // Both held shares become payable the same (Tokyo) day: one release (payoutOutlook's input).
      payoutReleases: [{ at: expect.any(String), amount: earned }],
      minimumPayout: 1000,
      holdDays: 7,
      asOf: expect.any(String),
      monthlyRunDay: 1,
      inTransitBankDate: null,
      payoutBlockers: ['no_bank_account', 'verification_required', 'below_minimum'],
      verificationRejectReason: null,
      payoutHoldReason: null,
    });
    expect((await call('GET', '/v1/sales/sold_month', { headers: author.headers })).body).toEqual({
      data: { months: [month] },
    });

    const history = await call('GET', `/v1/sales/sales_histories?month=${month}`, {
      headers: author.headers,
    });
    expect(history.body.data).toHaveLength(2);
    expect(history.body.data.every((r: { kind: string }) => r.kind === 'sale')).toBe(true);
    const row = history.body.data.find((r: { affiliateCommission: number }) => r.affiliateCommission > 0);
    expect(row).toMatchObject({
      articleId: article.id,
      articleTitle: '売上の記事',
      authorAccount: author.user.account,
      price: 1100,
      platformFee: referred.platformFee,
      affiliateCommission: referred.affiliateCommission,
      profit: referred.sellerShare,
      state: 'pending',
      payableAt: expect.any(String),
    });
    expect(history.body).toMatchObject({
      totalSales: 2200,
      totalPaymentFee: referred.platformFee + direct.platformFee,
      totalAffiliateCommission: referred.affiliateCommission,
      totalCommissionEarned: 0,
      totalProfit: referred.sellerShare + direct.sellerShare,
      meta: { pager: { next: null } },
    });

    // The affiliate sees one commission row and the commission as this month's sales.
    const mine = await call('GET', '/v1/sales/sales_histories', { headers: affiliate.headers });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        kind: 'affiliate',
        articleId: article.id,
        price: 1100,
        platformFee: 0,
        affiliateCommission: referred.affiliateCommission,
        profit: referred.affiliateCommission,
      }),
    ]);
    // Their own 紹介料 in the totals and the chart (issue 40 item 4), apart from 紹介料 paid on own sales.
    expect(mine.body).toMatchObject({
      totalSales: 0,
      totalAffiliateCommission: 0,
      totalCommissionEarned: referred.affiliateCommission,
      totalProfit: referred.affiliateCommission,
    });
    const chart = await call('GET', '/v1/sales/sales_profit', { headers: affiliate.headers });
    expect(chart.body.data).toMatchObject({
      commissionEarned: referred.affiliateCommission,
      feeDetail: { affiliate: 0 },
    });
    expect(chart.body.data.months.at(-1)).toMatchObject({ commissionEarned: referred.affiliateCommission });
    const affSummary = await call('GET', '/v1/sales/total_sales', { headers: affiliate.headers });
    expect(affSummary.body.data.salesOfThisMonth).toBe(referred.affiliateCommission);

    // The buyers earned nothing; another month is empty; a bad month is a 400 naming the field.
    expect(
      (await call('GET', '/v1/sales/total_sales', { headers: buyer1.headers })).body.data.salesOfThisMonth,
    ).toBe(0);
    const empty = await call('GET', '/v1/sales/sales_histories?month=2001-01', { headers: author.headers });
    expect(empty.body).toMatchObject({ data: [], totalSales: 0, totalProfit: 0 });
    const bad = await call('GET', '/v1/sales/sales_histories?month=2026-13', { headers: author.headers });
    expect(bad.status).toBe(400);

    // The buyer's side (spec §7): months with a purchase and that month's purchases.
    const bought = await call('GET', '/v1/sales/purchased_month', { headers: buyer1.headers });
    expect(bought.body).toEqual({ data: { months: [month] } });
    const boughtRows = await call('GET', `/v1/sales/purchased_histories?month=${month}`, {
      headers: buyer1.headers,
    });
    expect(boughtRows.body.data).toEqual([expect.objectContaining({ price: 1100, refundedAt: null })]);
    const none = await call('GET', '/v1/sales/purchased_histories?month=2001-01', {
      headers: buyer1.headers,
    });
    expect(none.body.data).toEqual([]);

    // The 12-month chart: this month carries both sales, the 11 before are zero.
    const profit = await call('GET', '/v1/sales/sales_profit', { headers: author.headers });
    expect(profit.body.data.months).toHaveLength(12);
    expect(profit.body.data.months[11]).toEqual({
      month,
      profit: referred.sellerShare + direct.sellerShare,
      sales: 2200,
      feeDetail: {
        system: referred.platformFee + direct.platformFee,
        affiliate: referred.affiliateCommission,
      },
      commissionEarned: 0,
    });
    expect(profit.body.data.months.slice(0, 11).every((m: { sales: number }) => m.sales === 0)).toBe(true);
    expect(profit.body.data.sales).toBe(2200);

    // CSV with a BOM (Excel reads it as UTF-8), one line per history row, Japanese header.
    const csv = await fetch(`${api().url}/v1/sales/sales_histories.csv?month=${month}`, {
      headers: author.headers,
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('購入日,種別,記事,売上,手数料,紹介料,受取額,状態,確定日');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',販売,売上の記事,1100,');
    expect(
      (await fetch(`${api().url}/v1/sales/sales_histories.csv?month=2026-13`, { headers: author.headers }))
        .status,
    ).toBe(400);
  }, 30_000);

  it('refuses signed-out callers', async () => {
    const { call } = api();
    for (const path of [
      '/v1/sales/total_sales',
      '/v1/sales/sold_month',
      '/v1/sales/sales_histories',
      '/v1/sales/sales_profit',
      '/v1/sales/sales_histories.csv',
    ])
      expect((await call('GET', path)).status).toBe(401);
  });
});
