// /u/{account}?discount_code= (spec §2): the user page's lists price the code's own article as the
// article page does, and leave every other article (and any unusable code) at its shown price.
import { eq } from 'drizzle-orm';
import { discountCodes } from '../db/schema';
import { paidArticle } from '../purchases/testing';
import { createUser, describeApi } from '../testing/harness';

interface Row {
  id: number;
  price: number;
  discountedPrice: number | null;
  hasDiscountCode?: boolean;
}

describeApi('a user page with a discount code', (api) => {
  it('shows the code price on the article it belongs to, in both lists, as the article page does', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const other = await createUser(db);
    const priced = await paidArticle(db, author.user.id, { price: 500 });
    const plain = await paidArticle(db, author.user.id, { price: 800 });
    const foreign = await paidArticle(db, other.user.id, { price: 900 });
    const made = await call('POST', `/v1/articles/${priced.id}/discount_codes`, {
      headers: author.headers,
      json: { price: 400 },
    });
    expect(made.status).toBe(200);
    const code = made.body.data.code as string;
    const q = `?discount_code=${encodeURIComponent(code)}`;
    const byId = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.id, r]));

    for (const path of ['articles', 'articles/high_rated']) {
      const list = await call('GET', `/v1/users/${author.user.account}/${path}${q}`);
      expect(list.status).toBe(200);
      const rows = byId(list.body.data);
      expect(rows[priced.id]).toMatchObject({ price: 500, discountedPrice: 400, hasDiscountCode: true });
      expect(rows[plain.id]).toMatchObject({ price: 800, discountedPrice: null });
      expect(rows[plain.id]!.hasDiscountCode).toBeUndefined();
    }
    const page = await call('GET', `/v1/articles/${priced.id}${q}`);
    expect(page.body.data).toMatchObject({ discountedPrice: 400, hasDiscountCode: true });

    // Without the code, or on another author's page, nothing is discounted.
    const bare = await call('GET', `/v1/users/${author.user.account}/articles`);
    expect(byId(bare.body.data)[priced.id]).toMatchObject({ discountedPrice: null });
    const elsewhere = await call('GET', `/v1/users/${other.user.account}/articles${q}`);
    expect(byId(elsewhere.body.data)[foreign.id]).toMatchObject({ price: 900, discountedPrice: null });
  });

  it('ignores unknown, expired, used-up and deleted codes (the list answers 200 at full price)', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id, { price: 1000 });
    const [row] = await db
      .insert(discountCodes)
      .values({ articleId: article.id, code: 'limit-code-1', price: 300, maxUses: 1, usedCount: 0 })
      .returning();
    const price = async (code: string) => {
      const res = await call('GET', `/v1/users/${author.user.account}/articles?discount_code=${code}`);
      expect(res.status).toBe(200);
      return (res.body.data as Row[]).find((r) => r.id === article.id)!.discountedPrice;
    };
    expect(await price('limit-code-1')).toBe(300);
    expect(await price('no-such-code')).toBeNull();
    await db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, row!.id));
    expect(await price('limit-code-1')).toBeNull();
    await db
      .update(discountCodes)
      .set({ usedCount: 0, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, row!.id));
    expect(await price('limit-code-1')).toBeNull();
    await db
      .update(discountCodes)
      .set({ expiresAt: null, deletedAt: new Date() })
      .where(eq(discountCodes.id, row!.id));
    expect(await price('limit-code-1')).toBeNull();
  });
});
