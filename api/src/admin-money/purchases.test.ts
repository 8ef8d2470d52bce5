// GET /v1/admin/purchases?account=: the refund search. An account no user has is a 404 naming `account`
// (an empty list would read as "nothing to refund"); a blank one is a 400 naming it; a buyer's list,
// empty or not, is a 200.
import { buy } from '../payouts/testing';
import { paidArticle } from '../purchases/testing';
import { createUser, describeApi } from '../testing/harness';

const search = (account: string) => `/v1/admin/purchases?account=${encodeURIComponent(account)}`;

describeApi('admin purchase search', (api) => {
  it('tells an account no user has (404 naming `account`) from a buyer with none (200, empty)', async () => {
    const { db, call } = api();
    const admin = await createUser(db, { isAdmin: true });
    const author = await createUser(db);
    const buyer = await createUser(db);
    const idle = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1500, affiliateRateBp: 0 });
    await buy(api(), buyer, article.id);

    // The same normalisation for every answer: spaces trimmed, one leading @ dropped.
    const found = await call('GET', search(`  @${buyer.user.account} `), { headers: admin.headers });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        articleId: article.id,
        buyerAccount: buyer.user.account,
        price: 1500,
        refundedAt: null,
      }),
    ]);
    const none = await call('GET', search(` @${idle.user.account}`), { headers: admin.headers });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [] });

    for (const account of ['nobody_here', ' @nobody_here ']) {
      const res = await call('GET', search(account), { headers: admin.headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'not_found',
        message: expect.any(String),
        field: 'account',
        details: [{ field: 'account', reason: 'not_found' }],
      });
    }
    // A non-admin is refused before the look-up: whether an account exists is not told.
    expect((await call('GET', search('nobody_here'), { headers: author.headers })).status).toBe(403);
  }, 30_000);

  it('a blank account (empty, spaces, a lone @, or none) is a 400 naming `account`', async () => {
    const { db, call } = api();
    const admin = await createUser(db, { isAdmin: true });
    for (const account of ['', '   ', ' @ ']) {
      const res = await call('GET', search(account), { headers: admin.headers });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation',
        field: 'account',
        details: [{ field: 'account', reason: 'required' }],
      });
    }
    const missing = await call('GET', '/v1/admin/purchases', { headers: admin.headers });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'validation', field: 'account' });
  });
});
