import { calculateSale } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import { discountCodes, ledgerEntries, paymentOrders, purchases } from '../db/schema';
import { charge, chargeAtOnce, chargeCard, forSale } from '../testing/checkout';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { CARDS, cardToken, paidArticle, referralCode } from '../purchases/testing';

async function newCode(api: TestApi, articleId: number, headers: Record<string, string>, json: object) {
  const res = await api.call('POST', `/v1/articles/${articleId}/discount_codes`, { headers, json });
  if (res.status !== 200) throw new Error(`code ${res.status} ${res.text}`);
  return res.body.data as { id: number; code: string };
}

describeApi('buying with a discount code', (api) => {
  it('charges exactly the code price, books it in the ledger and both sides’ sales, counts the use', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const buyer = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1100, affiliateRateBp: 1500 });
    const code = await newCode(api(), article.id, author.headers, { price: 700 });
    const uid = await referralCode(db, article.id, affiliate.user.id);
    const res = await chargeCard(
      api(),
      buyer.headers,
      CARDS.ok,
      { articleId: article.id, affiliateUid: uid, code: code.code },
      `discount-${article.id}`,
    );
    expect(res.status).toBe(200);
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, article.id));
    expect(order).toMatchObject({ amount: 700, discountCodeId: code.id, status: 'purchased' });
    const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(purchase).toMatchObject({ price: 700, discountCodeId: code.id });
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
    const split = calculateSale({ price: 700, affiliateRateBp: 1500, hasAffiliate: true });
    expect(split).toEqual({ price: 700, platformFee: 84, affiliateCommission: 105, sellerShare: 511 });
    const by = Object.fromEntries(rows.map((r) => [r.account, r.amount]));
    expect(by).toEqual({ buyer_payment: -700, seller: 511, affiliate: 105, platform: 84 });
    const [used] = await db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(used!.usedCount).toBe(1);
    const sales = await call('GET', '/v1/sales/sales_histories', { headers: author.headers });
    expect(sales.body.data).toEqual([
      expect.objectContaining({ articleId: article.id, price: 700, profit: 511 }),
    ]);
    const bought = await call('GET', '/v1/current/purchases', { headers: buyer.headers });
    expect(bought.body.data).toEqual([expect.objectContaining({ price: 700 })]);
  });

  it('charges the stored card the code price too', async () => {
    const { db, call } = api();
    const { author, buyer, article } = await forSale(db, { price: 1000 });
    const code = await newCode(api(), article.id, author.headers, { price: 300 });
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    expect(
      (await call('POST', '/v1/payment/cards', { headers: buyer.headers, json: { token } })).status,
    ).toBe(200);
    const res = await call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: { ...buyer.headers, 'idempotency-key': `stored-discount-${article.id}` },
      json: { cvv: '123', code: code.code },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isPurchased).toBe(true);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(purchase!.price).toBe(300);
  });

  it('refuses expired, used-up and foreign codes with a clear 4xx and charges nothing', async () => {
    const { db } = api();
    const { author, buyer, article } = await forSale(db, { price: 1000 });
    const other = await paidArticle(db, author.user.id, { price: 1000 });
    const foreign = await newCode(api(), other.id, author.headers, { price: 500 });
    const usedUp = await newCode(api(), article.id, author.headers, { price: 500, maxUses: 1 });
    await db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, usedUp.id));
    const expired = await newCode(api(), article.id, author.headers, { price: 500 });
    await db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, expired.id));
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const cases: Array<[string, number, string]> = [
      [expired.code, 400, 'discount_code_expired'],
      [usedUp.code, 409, 'discount_code_used_up'],
      [foreign.code, 400, 'discount_code_invalid'],
      ['made-up', 400, 'discount_code_invalid'],
    ];
    for (const [code, status, errorCode] of cases) {
      const res = await charge(
        api(),
        buyer.headers,
        { articleId: article.id, token, code },
        `bad-code-${code}`,
      );
      expect([res.status, res.body.code, res.body.field]).toEqual([status, errorCode, 'code']);
    }
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.user.id))).toEqual([]);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id))).toEqual([]);
  });

  it('sells a one-use code once to two buyers paying at the same time', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyers = [await createUser(db), await createUser(db), await createUser(db)];
    const article = await paidArticle(db, author.user.id, { price: 1000 });
    const code = await newCode(api(), article.id, author.headers, { price: 400, maxUses: 1 });
    const json = { articleId: article.id, code: code.code };
    const results = await chargeAtOnce(api(), buyers, json, (i) => `race-${article.id}-${i}`);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([r.status, r.body.code]).toEqual([409, 'discount_code_used_up']);
    }
    const sold = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(sold.map((p) => p.price)).toEqual([400]);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.usedCount).toBe(1);
  });

  it('keeps the price of an order already being paid when the author changes the list price', async () => {
    const { db, call } = api();
    const { author, buyer, article } = await forSale(db, { price: 1000 });
    const started = await chargeCard(
      api(),
      buyer.headers,
      CARDS.challenge,
      { articleId: article.id },
      `pending-${article.id}`,
    );
    expect(started.body.data.status).toBe('pending');
    const edit = await call('PATCH', `/v1/articles/${article.id}/quick_edit`, {
      headers: author.headers,
      json: {
        price: 2000,
        salesCount: 1,
        isSalesUnlimited: true,
        affiliateRate: 0,
        affiliatableOnlyPurchaser: false,
      },
    });
    expect(edit.status).toBe(200);
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, article.id));
    expect(order!.amount).toBe(1000);
  });
});
