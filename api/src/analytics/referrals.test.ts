import { calculateSale } from '@shirube/domain';
import { buy } from '../payouts/testing';
import { paidArticle, referralCode } from '../purchases/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const device = (address: string) => ({ 'x-forwarded-for': address, 'user-agent': CHROME });
const click = (api: TestApi, code: string, address: string, referrer?: string) =>
  api.call('POST', '/v1/share_links/clicks', {
    headers: device(address),
    json: { url: `/s/${code}`, referrer },
  });

describeApi('affiliate analytics', (api) => {
  it("per link: clicks, unique visitors, purchases, conversion, commission by state, hosts; one's own only", async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const other = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1000, affiliateRateBp: 1000 });
    const code = await referralCode(db, article.id, affiliate.user.id);
    const othersCode = await referralCode(db, article.id, other.user.id);
    await click(api(), code, '203.0.113.1', 'https://blog.example/a');
    await click(api(), code, '203.0.113.1', 'https://blog.example/b'); // the same visitor again
    await click(api(), code, '203.0.113.2', 'https://x.com/p');
    await click(api(), code, '203.0.113.3');
    await click(api(), othersCode, '203.0.113.4', 'https://elsewhere.example/');
    await buy(api(), await createUser(db), article.id, code);

    const res = await call('GET', '/v1/current/referral_analytics?period=7d', { headers: affiliate.headers });
    expect(res.status).toBe(200);
    const commission = calculateSale({
      price: 1000,
      affiliateRateBp: 1000,
      hasAffiliate: true,
    }).affiliateCommission;
    expect(res.body.data.links).toEqual([
      {
        code,
        articleId: article.id,
        articleTitle: article.title,
        clicks: 4,
        uniqueVisitors: 3,
        purchases: 1,
        conversion: 0.25,
        // Within the hold: pending, as the sales pages say.
        commission: { pending: commission, payable: 0, paid: 0, reversed: 0 },
      },
    ]);
    expect(res.body.data.referringHosts).toEqual([
      { host: 'blog.example', clicks: 2 },
      { host: '', clicks: 1 },
      { host: 'x.com', clicks: 1 },
    ]);
    const history = await call('GET', '/v1/sales/sales_histories', { headers: affiliate.headers });
    expect(history.body.totalCommissionEarned ?? history.body.totalProfit).toBe(commission);

    // The author's ranking report gains clicks and conversion.
    const ranking = await call('GET', `/v1/current/articles/${article.id}/affiliator_ranking`, {
      headers: author.headers,
    });
    expect(ranking.body.data[0]).toMatchObject({
      affiliatorId: affiliate.user.id,
      clicks: 4,
      conversion: 0.25,
    });
    expect((await call('GET', '/v1/current/referral_analytics', {})).status).toBe(401);
  });
});
