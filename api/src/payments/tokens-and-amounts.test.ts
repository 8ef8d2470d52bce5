// Issue 9 items 4 and 10: the amount the buyer confirmed (409 price_changed, nothing charged) and card
// tokens bound to their user and used once (4xx with a code, nothing charged).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { discountCodes, paymentOrders, purchases, sandboxCardTokens, sandboxCharges } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { charge, forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';

const charges = async (db: Database, articleId: number) => {
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, articleId));
  const all = await Promise.all(
    orders.map((o) => db.select().from(sandboxCharges).where(eq(sandboxCharges.id, o.id))),
  );
  return { orders: orders.length, charges: all.flat().length };
};

describeApi('card tokens and the confirmed amount', (api) => {
  it("refuses another user's token and a used token with 400 and a code; nothing is charged", async () => {
    const { db } = api();
    const author = await createUser(db);
    const [owner, thief] = await Promise.all([createUser(db), createUser(db)]);
    const [a1, a2] = await Promise.all([paidArticle(db, author.user.id), paidArticle(db, author.user.id)]);
    const token = await cardToken(api(), owner.headers, CARDS.ok);
    const pay = (headers: Record<string, string>, articleId: number, key: string) =>
      charge(api(), headers, { articleId, token, expectedAmount: 1000 }, key);
    const stolen = await pay(thief.headers, a1.id, 'stolen-token-1');
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ code: 'card_token_invalid', field: 'token' });
    const stolenStore = await api().call('POST', '/v1/payment/cards', {
      headers: thief.headers,
      json: { token },
    });
    expect(stolenStore.status).toBe(400);
    expect(stolenStore.body).toMatchObject({ code: 'card_token_invalid', field: 'token' });
    expect(await charges(db, a1.id)).toEqual({ orders: 0, charges: 0 });
    expect((await api().call('GET', '/v1/payment/cards', { headers: thief.headers })).body.data.hasCard).toBe(
      false,
    );

    // The owner may use it (the thief's attempts did not burn it), once.
    expect((await pay(owner.headers, a1.id, 'own-token-1')).status).toBe(200);
    const reused = await pay(owner.headers, a2.id, 'own-token-2');
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'card_token_used', field: 'token' });
    expect(await charges(db, a2.id)).toEqual({ orders: 0, charges: 0 });
    const reusedStore = await api().call('POST', '/v1/payment/cards', {
      headers: owner.headers,
      json: { token },
    });
    expect(reusedStore.body).toMatchObject({ code: 'card_token_used', field: 'token' });
    // A retry of the first request (same key) is a replay, not a second use.
    const replay = await pay(owner.headers, a1.id, 'own-token-1');
    expect(replay.status).toBe(200);
    expect(await charges(db, a1.id)).toEqual({ orders: 1, charges: 1 });
  });

  it('a crash before the order row leaves the token unused: the same-key retry with it buys (issue 21)', async () => {
    const { db } = api();
    const { author, buyer, article } = await forSale(db);
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const send = () =>
      charge(
        api(),
        buyer.headers,
        { articleId: article.id, token, expectedAmount: 1000 },
        'token-crash-retry-1',
      );
    // The hook of the server under test: inside the order's transaction, the token taken, no order yet.
    const { checkoutFaults } = await serverLibrary();
    checkoutFaults.beforeOrderRow = () => {
      throw new Error('test: crash between taking the token and writing the order');
    };
    try {
      expect((await send()).status).toBe(500);
    } finally {
      checkoutFaults.beforeOrderRow = null;
    }
    expect(await charges(db, article.id)).toEqual({ orders: 0, charges: 0 });
    const [stored] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    expect(stored!.consumedAt).toBeNull();
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.body.data.status).toBe('purchased');
    expect(await charges(db, article.id)).toEqual({ orders: 1, charges: 1 });
    // And the token is used now.
    const other = await paidArticle(db, author.user.id);
    const reuse = await charge(
      api(),
      buyer.headers,
      { articleId: other.id, token, expectedAmount: 1000 },
      'token-crash-retry-2',
    );
    expect(reuse.body).toMatchObject({ code: 'card_token_used' });
  });

  it('answers 409 price_changed with the new price when the shown amount is not the price; nothing charged', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db, { price: 1200 });
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const pay = (expectedAmount: number, code?: string) =>
      charge(
        api(),
        buyer.headers,
        { articleId: article.id, token, expectedAmount, code },
        `amount-${expectedAmount}-${code ?? ''}`,
      );
    // The dialog showed 1,000 yen; the author has raised it to 1,200 since.
    const changed = await pay(1000);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'price_changed', field: 'expectedAmount', amount: 1200 });
    expect(await charges(db, article.id)).toEqual({ orders: 0, charges: 0 });
    // A discount code prices it at 700: confirming 1,200 is asked again with 700.
    const [code] = await db
      .insert(discountCodes)
      .values({ articleId: article.id, code: `amt${Date.now()}`, price: 700 })
      .returning();
    const withCode = await pay(1200, code!.code);
    expect(withCode.status).toBe(409);
    expect(withCode.body).toMatchObject({ code: 'price_changed', amount: 700 });
    expect(await charges(db, article.id)).toEqual({ orders: 0, charges: 0 });
    // Confirmed again at the new price: charged exactly that (the token was not used by the refusals).
    const ok = await pay(700, code!.code);
    expect(ok.status).toBe(200);
    const [bought] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
    expect(bought!.price).toBe(700);
    expect(await charges(db, article.id)).toEqual({ orders: 1, charges: 1 });
  });

  it('checks the amount on the stored-card purchase too', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db, { price: 1500, discountedPrice: 900 });
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    expect(
      (await api().call('POST', '/v1/payment/cards', { headers: buyer.headers, json: { token } })).status,
    ).toBe(200);
    const buy = (expectedAmount: number) =>
      api().call('POST', `/v1/articles/${article.id}/purchase`, {
        headers: { ...buyer.headers, 'idempotency-key': `stored-amount-${expectedAmount}` },
        json: { cvv: '123', expectedAmount },
      });
    const changed = await buy(1500);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'price_changed', amount: 900 });
    expect(await charges(db, article.id)).toEqual({ orders: 0, charges: 0 });
    const bad = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: buyer.headers,
      json: { cvv: '123', expectedAmount: -5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', field: 'expectedAmount' });
    expect((await buy(900)).status).toBe(200);
  });
});
