import { calculateSale } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, ledgerEntries, notifications, paymentOrders, purchases } from '../db/schema';
import { accountBalance } from '../ledger/entries';
import { readMailsTo } from '../mail/eml';
import { charge, chargeAtOnce, chargeCard, forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { CARDS, cardToken, paidArticle, PAID, referralCode } from './testing';

const ledgerOf = (db: Database, purchaseId: number) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));

describeApi('purchase transaction', (api) => {
  it('sells exactly the 10 copies of a 10-copy article to 50 concurrent buyers', async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(db)));
    // A card token is each buyer's own and is used once (issue 9 item 10).
    const results = await chargeAtOnce(
      api(),
      buyers,
      { articleId: article.id },
      (i) => `concurrent-${i}-${Date.now()}`,
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(10);
    expect(ok.every((r) => r.body.data.status === 'purchased')).toBe(true);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'sold_out', message: expect.stringMatching(/sold out/i) });
    }
    const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(row!.soldCount).toBe(10);
    const sold = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(sold).toHaveLength(10);
    const soldOutNotes = await db
      .select()
      .from(notifications)
      .where(sql`${notifications.articleId} = ${article.id} and ${notifications.kind} = 'sold_out'`);
    expect(soldOutNotes).toHaveLength(1);
    const page = await api().call('GET', `/v1/articles/${article.id}`, { headers: buyers[0]!.headers });
    expect(page.body.data.availableSalesCount).toBe(0);
  }, 60_000);

  it('writes ledger rows that sum to zero and match calculateSale, and pays the affiliate', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const buyer = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1100, affiliateRateBp: 1500 });
    const code = await referralCode(db, article.id, affiliate.user.id);
    const res = await chargeCard(
      api(),
      buyer.headers,
      CARDS.ok,
      { articleId: article.id, affiliateUid: code },
      `ledger-${Date.now()}`,
    );
    expect(res.status).toBe(200);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(purchase).toMatchObject({
      userId: buyer.user.id,
      price: 1100,
      affiliateUserId: affiliate.user.id,
    });
    const rows = await ledgerOf(db, purchase!.id);
    const split = calculateSale({ price: 1100, affiliateRateBp: 1500, hasAffiliate: true });
    const by = Object.fromEntries(rows.map((r) => [r.account, r]));
    expect(by.buyer_payment).toMatchObject({ userId: buyer.user.id, amount: -1100 });
    expect(by.seller).toMatchObject({ userId: author.user.id, amount: split.sellerShare });
    expect(by.affiliate).toMatchObject({ userId: affiliate.user.id, amount: split.affiliateCommission });
    expect(by.platform).toMatchObject({ userId: null, amount: split.platformFee });
    expect(split).toEqual({ price: 1100, platformFee: 132, affiliateCommission: 165, sellerShare: 803 });
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
    expect(await accountBalance(db, affiliate.user.id, 'affiliate')).toBe(165);
    expect(await accountBalance(db, author.user.id, 'seller')).toBe(803);
    await api().mailsSent();
    const [receipt] = await readMailsTo(api().mailDir, buyer.user.email);
    expect(receipt!.text).toContain('1,100円(税込)');
    const [sale] = await readMailsTo(api().mailDir, author.user.email);
    expect(sale!.text).toContain('が購入されました');
    const kinds = await db.select().from(notifications).where(eq(notifications.articleId, article.id));
    expect(kinds.map((n) => [n.kind, n.userId]).sort()).toEqual(
      [
        ['sales', author.user.id],
        ['sales_affiliate', affiliate.user.id],
      ].sort(),
    );
    // Append-only: the database refuses edits of the books.
    await expect(
      db.update(ledgerEntries).set({ amount: 0 }).where(eq(ledgerEntries.purchaseId, purchase!.id)),
    ).rejects.toThrow();
  });

  it('pays no commission on self-referral or on a code issued for another article', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const other = await createUser(db);
    const a1 = await paidArticle(db, author.user.id);
    const a2 = await paidArticle(db, author.user.id);
    const ownCode = await referralCode(db, a1.id, buyer.user.id);
    const foreignCode = await referralCode(db, a1.id, other.user.id);
    for (const [article, code] of [
      [a1, ownCode],
      [a2, foreignCode],
    ] as const) {
      const res = await chargeCard(
        api(),
        buyer.headers,
        CARDS.ok,
        { articleId: article.id, affiliateUid: code },
        `self-referral-${article.id}`,
      );
      expect(res.status).toBe(200);
      const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      expect(purchase!.affiliateUserId).toBeNull();
      const rows = await ledgerOf(db, purchase!.id);
      expect(rows.map((r) => r.account).sort()).toEqual(['buyer_payment', 'platform', 'seller']);
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
    }
  });

  it('charges once for a retried purchase with the same Idempotency-Key', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db);
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    await api().call('POST', '/v1/payment/cards', { headers: buyer.headers, json: { token } });
    const send = () =>
      api().call('POST', `/v1/articles/${article.id}/purchase`, {
        headers: { ...buyer.headers, 'idempotency-key': 'retry-key-0001' },
        json: { cvv: '123' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(res.body.data.body).toEqual(expect.arrayContaining(PAID));
    }
    const bought = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(bought).toHaveLength(1);
    expect(await ledgerOf(db, bought[0]!.id)).toHaveLength(3);
    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, article.id));
    expect(orders).toHaveLength(1);
    // A new attempt (new key) is refused: the buyer owns it already.
    const again = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: { ...buyer.headers, 'idempotency-key': 'retry-key-0002' },
      json: { cvv: '123' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_purchased');
  });

  it('refuses the author, admins, free articles and a missing or short cvv', async () => {
    const { db } = api();
    const author = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const buyer = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const free = await paidArticle(db, author.user.id, { price: 0 });
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const attempt = (headers: Record<string, string>, articleId: number) =>
      charge(api(), headers, { articleId, token });
    expect((await attempt(author.headers, article.id)).status).toBe(403);
    expect((await attempt(admin.headers, article.id)).status).toBe(403);
    const freeRes = await attempt(buyer.headers, free.id);
    expect(freeRes.status).toBe(400);
    expect(freeRes.body.field).toBe('articleId');
    for (const cvv of [undefined, '12', 'abc', '12345']) {
      const res = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
        headers: buyer.headers,
        json: cvv === undefined ? {} : { cvv },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', field: 'cvv' });
    }
    const noCard = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: buyer.headers,
      json: { cvv: '123' },
    });
    expect(noCard.status).toBe(400);
    expect(noCard.body.code).toBe('no_card');
    expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(0);
  });

  it('never gives a non-buyer the paid text, and gives it to the buyer after paying', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db);
    const stranger = await createUser(db);
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const before = await api().call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
    expect(before.text).not.toContain('PAID-SECRET');
    await charge(api(), buyer.headers, { articleId: article.id, token });
    const after = await api().call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
    expect(after.body.data).toMatchObject({ isPurchased: true, body: expect.arrayContaining(PAID) });
    for (const headers of [undefined, stranger.headers]) {
      const res = await api().call('GET', `/v1/articles/${article.id}`, { headers });
      expect(res.text).not.toContain('PAID-SECRET');
    }
    const list = await api().call('GET', '/v1/current/articles/purchased', { headers: buyer.headers });
    expect(list.text).not.toContain('PAID-SECRET');
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(article.id);
  });
});
