import { eq } from 'drizzle-orm';
import { articles, discountCodes } from '../db/schema';
import { CARDS, paidArticle } from '../purchases/testing';
import { answerChallenge, chargeCard, copiesOf } from '../testing/checkout';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

describeApi('quick edit', (api) => {
  const settings = {
    price: 1500,
    salesCount: 30,
    isSalesUnlimited: false,
    affiliateRate: 0.2,
    affiliatableOnlyPurchaser: true,
  };

  it('changes price, copies, rate and flags of a live article at once, without a new review', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id, { inspectStatus: 'approved' });
    const got = await call('GET', `/v1/articles/${article.id}/quick_edit`, { headers: author.headers });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      id: article.id,
      price: 1000,
      hasPaidPart: true,
      discountCodes: [],
    });
    const saved = await call('PATCH', `/v1/articles/${article.id}/quick_edit`, {
      headers: author.headers,
      json: settings,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...settings, soldCount: 0 });
    const page = await call('GET', `/v1/articles/${article.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      price: 1500,
      salesCount: 30,
      availableSalesCount: 30,
      affiliateRate: 0.2,
      inspectStatus: 'approved',
    });
  });

  it('refuses copies below those sold, bad ranges and a price without a paid part, changing nothing', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id, {
      isSalesUnlimited: false,
      salesCount: 10,
      soldCount: 4,
    });
    const free = await insertArticle(db, author.user.id, { price: 0, payArticleLine: -1 });
    const cases: Array<[number, Record<string, unknown>, string]> = [
      [article.id, { ...settings, salesCount: 3 }, 'salesCount'],
      [article.id, { ...settings, salesCount: 0 }, 'salesCount'],
      [article.id, { ...settings, price: 50 }, 'price'],
      [article.id, { ...settings, price: 100_001 }, 'price'],
      [article.id, { ...settings, affiliateRate: 0.9 }, 'affiliateRate'],
      [article.id, { ...settings, category: 999_999 }, 'category'],
      [article.id, { ...settings, price: 'a lot' }, 'price'],
      [free.id, { ...settings, price: 500 }, 'price'],
    ];
    for (const [id, json, field] of cases) {
      const res = await call('PATCH', `/v1/articles/${id}/quick_edit`, { headers: author.headers, json });
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'validation', field]);
    }
    const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({ price: 1000, salesCount: 10, soldCount: 4, affiliateRateBp: 0 });
    const four = await call('PATCH', `/v1/articles/${article.id}/quick_edit`, {
      headers: author.headers,
      json: { ...settings, salesCount: 4 },
    });
    expect(four.status).toBe(200);
  });

  it('answers copies left as the lists count them: a copy held by a checkout in progress is not left', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 2 });
    // An unanswered 3-D Secure challenge holds one copy (reserve before charge, payments/orders.ts).
    const held = await chargeCard(
      api(),
      buyer.headers,
      CARDS.challenge,
      { articleId: article.id, expectedAmount: 1000 },
      `quick-edit-hold-${article.id}`,
    );
    expect(held.body.data.status).toBe('pending');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
    const save = (json: Record<string, unknown>) =>
      call('PATCH', `/v1/articles/${article.id}/quick_edit`, { headers: author.headers, json });
    expect((await save({ ...settings, isSalesUnlimited: true, salesCount: 2 })).status).toBe(200);
    const limited = await save({ ...settings, isSalesUnlimited: false, salesCount: 5 });
    expect(limited.status).toBe(200);
    // 5 copies, none sold, one held: 4 left (not 5 − 0 sold).
    expect(limited.body.data).toMatchObject({ salesCount: 5, soldCount: 0, availableSalesCount: 4 });
    const mine = await call('GET', '/v1/current/articles', { headers: author.headers });
    expect(mine.body.data.find((a: { id: number }) => a.id === article.id)).toMatchObject({
      availableSalesCount: 4,
    });
    // The challenge cancelled gives the copy back, and quick edit counts it again.
    await answerChallenge(api(), held.body.data.veritransOrderId, 'cancel');
    const after = await call('GET', `/v1/articles/${article.id}/quick_edit`, { headers: author.headers });
    expect(after.body.data.availableSalesCount).toBe(5);
  }, 60_000);

  it('is the owner’s only: 403 for others on a public article, 404 when hidden, 409 on a draft, 401 signed out', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    const live = await insertArticle(db, author.user.id);
    const draft = await insertArticle(db, author.user.id, { status: 'draft', publishedAt: null });
    expect((await call('GET', `/v1/articles/${live.id}/quick_edit`, { headers: other.headers })).status).toBe(
      403,
    );
    expect(
      (await call('GET', `/v1/articles/${draft.id}/quick_edit`, { headers: other.headers })).status,
    ).toBe(404);
    const own = await call('GET', `/v1/articles/${draft.id}/quick_edit`, { headers: author.headers });
    expect([own.status, own.body.code]).toEqual([409, 'not_published']);
    expect((await call('GET', `/v1/articles/${live.id}/quick_edit`)).status).toBe(401);
    const code = await call('POST', `/v1/articles/${live.id}/discount_codes`, {
      headers: other.headers,
      json: { price: 500 },
    });
    expect(code.status).toBe(403);
  });
});

describeApi('discount codes', (api) => {
  it('creates a code with a link, lists it in quick edit, changes and deletes it', async () => {
    const { db, call, siteUrl } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id);
    const created = await call('POST', `/v1/articles/${article.id}/discount_codes`, {
      headers: author.headers,
      json: { price: 600, maxUses: 5, expiresAt: '2099-12-31T23:59:00+09:00' },
    });
    expect(created.status).toBe(200);
    const code = created.body.data;
    expect(code).toMatchObject({
      price: 600,
      maxUses: 5,
      usedCount: 0,
      state: 'active',
      expiresAt: '2099-12-31T14:59:00.000Z',
      link: `${siteUrl}/u/${author.user.account}/a/${article.id}?discount_code=${code.code}`,
    });
    expect(code.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const listed = await call('GET', `/v1/articles/${article.id}/quick_edit`, { headers: author.headers });
    expect(listed.body.data.discountCodes).toEqual([code]);
    const changed = await call('PATCH', `/v1/articles/${article.id}/discount_codes/${code.id}`, {
      headers: author.headers,
      json: { price: 700, maxUses: null },
    });
    expect(changed.body.data).toMatchObject({ id: code.id, price: 700, maxUses: null, code: code.code });
    const removed = await call('DELETE', `/v1/articles/${article.id}/discount_codes/${code.id}`, {
      headers: author.headers,
    });
    expect(removed.body).toEqual({ data: { id: code.id } });
    const after = await call('GET', `/v1/articles/${article.id}/quick_edit`, { headers: author.headers });
    expect(after.body.data.discountCodes).toEqual([]);
    const page = await call('GET', `/v1/articles/${article.id}?discount_code=${code.code}`);
    expect(page.body.data).toMatchObject({
      discountedPrice: null,
      hasDiscountCode: false,
      discountCodeProblem: 'not_found',
    });
  });

  it('refuses bad prices and limits with the field, storing nothing', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id, { price: 1000 });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ price: 99 }, 'price'],
      [{ price: 1000 }, 'price'],
      [{ price: 1200 }, 'price'],
      [{ price: 500.5 }, 'price'],
      [{ price: 500, maxUses: 0 }, 'maxUses'],
      [{ price: 500, maxUses: 1.5 }, 'maxUses'],
      [{ price: 500, expiresAt: '2001-01-01T00:00:00+09:00' }, 'expiresAt'],
      [{ price: 500, expiresAt: 'tomorrow' }, 'expiresAt'],
      [{}, 'price'],
    ];
    for (const [json, field] of bad) {
      const res = await call('POST', `/v1/articles/${article.id}/discount_codes`, {
        headers: author.headers,
        json,
      });
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'validation', field]);
    }
    expect(await db.select().from(discountCodes).where(eq(discountCodes.articleId, article.id))).toEqual([]);
    const other = await insertArticle(db, author.user.id);
    const created = await call('POST', `/v1/articles/${other.id}/discount_codes`, {
      headers: author.headers,
      json: { price: 500 },
    });
    const foreign = await call('PATCH', `/v1/articles/${article.id}/discount_codes/${created.body.data.id}`, {
      headers: author.headers,
      json: { price: 400 },
    });
    expect(foreign.status).toBe(404);
  });

  it('prices the article page by the code of the link; foreign, expired and used-up codes say why', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await insertArticle(db, author.user.id, { price: 1000 });
    const other = await insertArticle(db, author.user.id, { price: 1000 });
    const codeFor = async (id: number, values: Partial<typeof discountCodes.$inferInsert>) => {
      const [row] = await db
        .insert(discountCodes)
        .values({ articleId: id, code: `c${Math.random().toString(36).slice(2, 12)}`, price: 600, ...values })
        .returning();
      return row!.code;
    };
    const good = await codeFor(article.id, {});
    const page = await call('GET', `/v1/articles/${article.id}?discount_code=${good}`);
    expect(page.body.data).toMatchObject({
      price: 1000,
      discountedPrice: 600,
      hasDiscountCode: true,
      discountCodeProblem: null,
    });
    const cases: Array<[string, string]> = [
      [await codeFor(other.id, {}), 'not_found'],
      [await codeFor(article.id, { expiresAt: new Date(Date.now() - 1000) }), 'expired'],
      [await codeFor(article.id, { maxUses: 2, usedCount: 2 }), 'used_up'],
      ['no-such-code', 'not_found'],
    ];
    for (const [code, problem] of cases) {
      const res = await call('GET', `/v1/articles/${article.id}?discount_code=${code}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        discountedPrice: null,
        hasDiscountCode: false,
        discountCodeProblem: problem,
      });
    }
  });
});
