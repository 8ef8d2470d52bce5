import { calculateSale } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { paidArticle, referralCode } from '../purchases/testing';
import { buy } from '../payouts/testing';
import { createUser, describeApi } from '../testing/harness';

describeApi('affiliate ranking and extra rates', (api) => {
  it('an extra rate applies to the next purchase only, shows in the ranking, and rate 0 removes it', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1000, affiliateRateBp: 1000 });
    const code = await referralCode(db, article.id, affiliate.user.id);
    const path = `/v1/current/articles/${article.id}/affiliators/${affiliate.user.id}/additional_rate`;
    await buy(api(), await createUser(db), article.id, code);

    const tooHigh = await call('PUT', path, {
      headers: author.headers,
      json: { additionalAffiliateRate: { rate: 0.8 } },
    });
    expect(tooHigh.body).toMatchObject({
      code: 'validation',
      field: 'rate',
      details: [{ reason: 'too_high' }],
    });
    const notOwner = await call('PUT', path, {
      headers: affiliate.headers,
      json: { additionalAffiliateRate: { rate: 0.05 } },
    });
    expect(notOwner.status).toBe(403);
    const set = await call('PUT', path, {
      headers: author.headers,
      json: { additionalAffiliateRate: { rate: 0.05 } },
    });
    expect(set.body.data).toEqual({ affiliatorId: affiliate.user.id, additionalAffiliateRate: 0.05 });

    await buy(api(), await createUser(db), article.id, code);
    const before = calculateSale({ price: 1000, affiliateRateBp: 1000, hasAffiliate: true });
    const after = calculateSale({
      price: 1000,
      affiliateRateBp: 1000,
      additionalAffiliateRateBp: 500,
      hasAffiliate: true,
    });
    const history = await call('GET', '/v1/sales/sales_histories', { headers: affiliate.headers });
    expect(history.body.data.map((r: { profit: number }) => r.profit).sort()).toEqual(
      [before.affiliateCommission, after.affiliateCommission].sort(),
    );

    const ranking = await call('GET', `/v1/current/articles/${article.id}/affiliator_ranking`, {
      headers: author.headers,
    });
    expect(ranking.body.data).toEqual([
      {
        affiliatorId: affiliate.user.id,
        account: affiliate.user.account,
        name: affiliate.user.name,
        salesCount: 2,
        salesAmount: 2000,
        commission: before.affiliateCommission + after.affiliateCommission,
        // Bought through the code without a recorded click (an API client): no clicks to convert.
        clicks: 0,
        conversion: 0,
        additionalAffiliateRate: 0.05,
        deleted: false,
      },
    ]);
    const removed = await call('PUT', path, {
      headers: author.headers,
      json: { additionalAffiliateRate: { rate: 0 } },
    });
    expect(removed.body.data.additionalAffiliateRate).toBe(0);
    const again = await call('GET', `/v1/current/articles/${article.id}/affiliator_ranking`, {
      headers: author.headers,
    });
    expect(again.body.data[0].additionalAffiliateRate).toBe(0);
    expect((await call('DELETE', path, { headers: author.headers })).status).toBe(200);
  }, 30_000);

  it('a deleted affiliator stays in the ranking as deleted, and no extra rate can be set for them', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1000, affiliateRateBp: 1000 });
    const code = await referralCode(db, article.id, affiliate.user.id);
    await buy(api(), await createUser(db), article.id, code);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, affiliate.user.id));
    const ranking = await call('GET', `/v1/current/articles/${article.id}/affiliator_ranking`, {
      headers: author.headers,
    });
    expect(ranking.body.data).toEqual([
      expect.objectContaining({ affiliatorId: affiliate.user.id, deleted: true }),
    ]);
    const path = `/v1/current/articles/${article.id}/affiliators/${affiliate.user.id}/additional_rate`;
    const refused = await call('PUT', path, {
      headers: author.headers,
      json: { additionalAffiliateRate: { rate: 0.05 } },
    });
    expect(refused.status).toBe(404);
  }, 30_000);
});
