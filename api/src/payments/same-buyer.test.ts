// Issue 39 item 4: a buyer's own concurrent second attempt is never charged then voided. The "already
// owns this article" check is taken after the order row is written (orders.ts ownsArticle: one open order
// per buyer and article, so the row exists only once the buyer's other attempt is final), before any
// charge. Sandbox processor here; the Stripe provider: same-buyer-stripe.test.ts.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentCards, paymentOrders, purchases, sandboxCharges } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { charge, forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { servicesOf } from '../testing/services';
import { readPurchaseView } from './buyable';
import { checkout } from './checkout';

const chargesOfBuyer = async (db: Database, userId: number) => {
  const ids = (await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).map(
    (o) => o.id,
  );
  return ids.length === 0 ? [] : db.select().from(sandboxCharges).where(inArray(sandboxCharges.id, ids));
};
const purchasesOf = (db: Database, userId: number, articleId: number) =>
  db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .then((rows) => rows.filter((p) => p.articleId === articleId));

describeApi('a buyer’s own concurrent attempts', (api) => {
  it('three keys at once, 12 times: one purchase each time, the others refused, never charged', async () => {
    const { db } = api();
    for (let round = 0; round < 12; round++) {
      const { buyer, article } = await forSale(db);
      const tokens = await Promise.all([0, 1, 2].map(() => cardToken(api(), buyer.headers, CARDS.ok)));
      const answers = await Promise.all(
        tokens.map((token, i) =>
          charge(
            api(),
            buyer.headers,
            { articleId: article.id, token, expectedAmount: article.price },
            `same-buyer-${article.id}-${i}`,
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.status).toBe(409);
        expect(['already_purchased', 'payment_in_progress']).toContain(a.body.code);
      }
      expect(await purchasesOf(db, buyer.user.id, article.id)).toHaveLength(1);
      expect((await chargesOfBuyer(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured']);
    }
  }, 240_000);

  // The interleaving the race above produces now and then, made certain: the attempt's first read
  // (readPurchaseView) was taken before the buyer's other attempt recorded its purchase.
  it('an attempt whose first read predates the purchase is refused before its charge (new card)', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db);
    const stale = await readPurchaseView(db, buyer.user.id, article.id, 'late-new-card');
    const first = await charge(
      api(),
      buyer.headers,
      {
        articleId: article.id,
        token: await cardToken(api(), buyer.headers, CARDS.ok),
        expectedAmount: article.price,
      },
      'first-new-card',
    );
    expect(first.status).toBe(200);
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    await expect(
      checkout(servicesOf(api()), {
        buyer: buyer.user,
        articleId: article.id,
        idempotencyKey: 'late-new-card',
        affiliateUid: null,
        token,
        saveCard: false,
        kind: 'charge',
        view: stale,
      }),
    ).rejects.toMatchObject({ code: 'already_purchased' });
    expect((await chargesOfBuyer(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured']);
    // The token was not taken either: the refused attempt wrote nothing.
    const late = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.idempotencyKey, 'late-new-card'));
    expect(late).toEqual([]);
  });

  it('the same with the stored card (the one-statement order of an unlimited article)', async () => {
    const { db } = api();
    const { buyer, article } = await forSale(db);
    const other = await paidArticle(db, (await createUser(db)).user.id);
    const saved = await charge(
      api(),
      buyer.headers,
      {
        articleId: other.id,
        token: await cardToken(api(), buyer.headers, CARDS.ok),
        saveCard: true,
        expectedAmount: other.price,
      },
      'save-card',
    );
    expect(saved.status).toBe(200);
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, buyer.user.id));
    const stale = await readPurchaseView(db, buyer.user.id, article.id, 'late-stored');
    const first = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: { ...buyer.headers, 'idempotency-key': 'first-stored' },
      json: { cvv: '123', expectedAmount: article.price },
    });
    expect(first.status).toBe(200);
    await expect(
      checkout(servicesOf(api()), {
        buyer: buyer.user,
        articleId: article.id,
        idempotencyKey: 'late-stored',
        affiliateUid: null,
        token: card!.token,
        saveCard: false,
        kind: 'stored_card',
        view: stale,
      }),
    ).rejects.toMatchObject({ code: 'already_purchased' });
    expect((await chargesOfBuyer(db, buyer.user.id)).map((c) => c.state)).toEqual(['captured', 'captured']);
    // The key keeps its answer: a replay says already_purchased, still without a charge.
    const replay = await api().call('POST', `/v1/articles/${article.id}/purchase`, {
      headers: { ...buyer.headers, 'idempotency-key': 'late-stored' },
      json: { cvv: '123', expectedAmount: article.price },
    });
    expect([replay.status, replay.body.code]).toEqual([409, 'already_purchased']);
    expect(await chargesOfBuyer(db, buyer.user.id)).toHaveLength(2);
  });
});
