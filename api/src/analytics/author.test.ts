import { calculateSale } from '@shirube/domain';
import { buy } from '../payouts/testing';
import { CARDS, cardToken, paidArticle, referralCode } from '../purchases/testing';
import { chargeMagazine, magazineOf } from '../magazines/testing';
import { tip } from '../tips/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const device = (address: string) => ({ 'x-forwarded-for': address, 'user-agent': CHROME });

const analytics = (api: TestApi, headers: Record<string, string>, query = '') =>
  api.call('GET', `/v1/current/analytics${query}`, { headers });

describeApi('author analytics', (api) => {
  it('views, buyers, purchases, conversion, take-home (= the sales pages), sources and referral links', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const stranger = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1000, affiliateRateBp: 1000 });
    const quiet = await paidArticle(db, author.user.id, { title: '静かな記事', price: 500 });
    const code = await referralCode(db, article.id, affiliate.user.id);

    await call('POST', '/v1/share_links/clicks', {
      headers: device('203.0.113.1'),
      json: { url: `/s/${code}` },
    });
    for (let i = 1; i <= 4; i++)
      await call('POST', `/v1/articles/${article.id}/views`, {
        headers: device(`203.0.113.${i}`),
        json: { referrer: i === 2 ? 'https://t.co/x' : null },
      });
    await api().viewsRecorded();
    const viaLink = await createUser(db);
    await buy(api(), viaLink, article.id, code);
    await buy(api(), await createUser(db), article.id);
    await buy(api(), await createUser(db), quiet.id);

    const res = await analytics(api(), author.headers, '?period=7d');
    expect(res.status).toBe(200);
    const data = res.body.data;
    const withLink = calculateSale({ price: 1000, affiliateRateBp: 1000, hasAffiliate: true }).sellerShare;
    const plain = calculateSale({ price: 1000, affiliateRateBp: 1000, hasAffiliate: false }).sellerShare;
    const small = calculateSale({ price: 500, affiliateRateBp: 2000, hasAffiliate: false }).sellerShare;
    expect(data.totals).toEqual({
      views: 4,
      uniqueBuyers: 3,
      purchases: 3,
      conversion: 3 / 4,
      revenue: withLink + plain + small,
    });
    const row = data.articles.find((a: { articleId: number }) => a.articleId === article.id);
    expect(row).toMatchObject({
      views: 4,
      purchases: 2,
      uniqueBuyers: 2,
      conversion: 0.5,
      revenue: withLink + plain,
    });
    expect(data.daily).toHaveLength(1);
    expect(data.daily[0]).toMatchObject({ views: 4, purchases: 3, revenue: withLink + plain + small });
    expect(data.sources).toEqual(
      expect.arrayContaining([
        { kind: 'referral', detail: code, views: 1 },
        { kind: 'external', detail: 't.co', views: 1 },
        { kind: 'direct', detail: '', views: 2 },
      ]),
    );
    expect(data.referralLinks).toEqual([
      {
        code,
        articleId: article.id,
        affiliateAccount: affiliate.user.account,
        affiliateName: affiliate.user.name,
        clicks: 1,
        purchases: 1,
        conversion: 1,
      },
    ]);

    // To the yen with the sales pages (the same ledger rows).
    const profit = await call('GET', '/v1/sales/sales_profit', { headers: author.headers });
    const year = await analytics(api(), author.headers, '?period=12m');
    expect(year.body.data.totals.revenue).toBe(profit.body.data.profit);
    const all = await analytics(api(), author.headers, '?period=all');
    expect(all.body.data.totals).toEqual(data.totals);
    expect(all.body.data.from).toBeNull();

    const one = await analytics(api(), author.headers, `?period=30d&articleId=${quiet.id}`);
    expect(one.body.data.totals).toMatchObject({ views: 0, purchases: 1, revenue: small, conversion: 0 });
    expect((await analytics(api(), stranger.headers, `?articleId=${quiet.id}`)).status).toBe(404);
    const bad = await analytics(api(), author.headers, '?period=2y');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', field: 'period' });
    expect((await analytics(api(), {})).status).toBe(401);
    // A stranger sees only their own (nothing), never this author's figures.
    expect((await analytics(api(), stranger.headers)).body.data.totals.views).toBe(0);
  });

  it('a magazine sale and a tip count in the totals and the day (= the sales pages), in no article row', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const magazine = await magazineOf(api(), author, 1, { price: 3000 });
    const bought = await chargeMagazine(api(), buyer.headers, magazine.id, {
      token: await cardToken(api(), buyer.headers, CARDS.ok),
      expectedAmount: 3000,
    });
    expect(bought.body.data.status).toBe('purchased');
    const tipped = await tip(api(), buyer.headers, {
      recipientAccount: author.user.account,
      amount: 500,
      token: await cardToken(api(), buyer.headers, CARDS.ok),
    });
    expect(tipped.body.data.status).toBe('purchased');

    const magazineShare = calculateSale({
      price: 3000,
      affiliateRateBp: 2000,
      hasAffiliate: false,
    }).sellerShare;
    const tipShare = calculateSale({ price: 500, affiliateRateBp: 0, hasAffiliate: false }).sellerShare;
    const data = (await analytics(api(), author.headers, '?period=30d')).body.data;
    expect(data.otherRevenue).toEqual({ magazines: magazineShare, tips: tipShare });
    expect(data.totals.revenue).toBe(magazineShare + tipShare);
    expect(data.daily.reduce((t: number, d: { revenue: number }) => t + d.revenue, 0)).toBe(
      magazineShare + tipShare,
    );
    expect(data.articles.every((a: { revenue: number }) => a.revenue === 0)).toBe(true);
    const profit = await call('GET', '/v1/sales/sales_profit', { headers: author.headers });
    expect(data.totals.revenue).toBe(profit.body.data.profit);
    // One article's view has no magazine or tip figures.
    const one = await analytics(api(), author.headers, `?articleId=${magazine.articles[0]!.id}`);
    expect(one.body.data.otherRevenue).toBeUndefined();
    expect(one.body.data.totals.revenue).toBe(0);
  });
});
