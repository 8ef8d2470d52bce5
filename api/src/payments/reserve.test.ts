// Issue 21 item 2: reserve before charge. A limited article's copy is reserved (articles.reserved_count,
// payment_orders.reserved) before the provider is asked; a buyer who loses the race is answered sold_out
// and never charged (no sandbox_charges row, the card token still unused). A declined card, a cancelled
// or replaced 3-D Secure challenge and an order that crashed before its charge give the copy back.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { paymentOrders, purchases, sandboxCardTokens, sandboxCharges } from '../db/schema';
import { CARDS, paidArticle } from '../purchases/testing';
import { answerChallenge, charge, chargeCard, copiesOf } from '../testing/checkout';
import { createUser, describeApi, type TestApi } from '../testing/harness';

type Session = Awaited<ReturnType<typeof createUser>>;

const ordersOf = (db: Database, userId: number) =>
  db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
const chargesOf = async (db: Database, userId: number) => {
  const ids = (await ordersOf(db, userId)).map((o) => o.id);
  return ids.length === 0 ? [] : db.select().from(sandboxCharges).where(inArray(sandboxCharges.id, ids));
};

// Every article here costs 1,000 yen; the key is unique per article.
const chargeToken = (api: TestApi, buyer: Session, articleId: number, token: string, key: string) =>
  charge(api, buyer.headers, { articleId, token, expectedAmount: 1000 }, `reserve-${articleId}-${key}`);
/** Buys with a new sandbox token of `card`. */
const buyWith = (api: TestApi, buyer: Session, articleId: number, card: string, key: string) =>
  chargeCard(api, buyer.headers, card, { articleId, expectedAmount: 1000 }, `reserve-${articleId}-${key}`);

describeApi('reserve before charge', (api) => {
  it('a 200-way race for 10 copies sells exactly 10; the 190 losers get sold_out and are never charged', async () => {
    const { db } = api();
    const author = await createUser(db);
    const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 10 });
    const buyers: Session[] = [];
    for (let i = 0; i < 200; i += 25)
      buyers.push(...(await Promise.all(Array.from({ length: 25 }, () => createUser(db)))));
    // One 4242 token per buyer, written as the sandbox's tokenize writes them (tokenizing is tested in
    // payments.test.ts; 200 HTTP calls would only slow the race's setup).
    const tokens = buyers.map((_, i) => `tok_sbx_race_${article.id}_${i}`);
    await db.insert(sandboxCardTokens).values(
      buyers.map((b, i) => ({
        token: tokens[i]!,
        userId: b.user.id,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        outcome: 'succeed',
      })),
    );
    const results = await Promise.all(
      buyers.map((b, i) => chargeToken(api(), b, article.id, tokens[i]!, `race-${i}`)),
    );
    const won = buyers.filter((_, i) => results[i]!.status === 200);
    const lost = buyers.filter((_, i) => results[i]!.status !== 200);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.status === 200).every((r) => r.body.data.status === 'purchased')).toBe(
      true,
    );
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('sold_out');
    }
    expect(await copiesOf(db, article.id)).toEqual({ sold: 10, reserved: 0 });
    expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(10);
    // Never charged: no charge row, no order, and the card token is still unused.
    const loserIds = lost.map((b) => b.user.id);
    const loserOrders = await db.select().from(paymentOrders).where(inArray(paymentOrders.userId, loserIds));
    expect(loserOrders).toHaveLength(0);
    const loserTokens = tokens.filter((_, i) => results[i]!.status !== 200);
    expect(
      await db.select().from(sandboxCharges).where(inArray(sandboxCharges.token, loserTokens)),
    ).toHaveLength(0);
    const unused = await db
      .select()
      .from(sandboxCardTokens)
      .where(inArray(sandboxCardTokens.token, loserTokens));
    expect(unused.every((t) => t.consumedAt === null)).toBe(true);
    const winnerCharges = (await Promise.all(won.map((b) => chargesOf(db, b.user.id)))).flat();
    expect(winnerCharges.map((c) => c.state)).toEqual(Array(10).fill('captured'));
  }, 300_000);

  it('an open 3-D Secure challenge holds the copy; a cancel or a newer attempt gives it back', async () => {
    const { db } = api();
    const author = await createUser(db);
    const [first, second] = [await createUser(db), await createUser(db)];
    const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 1 });
    const pending = await buyWith(api(), first, article.id, CARDS.challenge, 'c-1');
    expect(pending.body.data.status).toBe('pending');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
    // The only copy is held: the other buyer is refused before any charge.
    const refused = await buyWith(api(), second, article.id, CARDS.ok, 's-1');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sold_out');
    expect(await chargesOf(db, second.user.id)).toEqual([]);
    // Cancelled: released at once.
    await answerChallenge(api(), pending.body.data.veritransOrderId, 'cancel');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
    // A declined card releases it too.
    const declined = await buyWith(api(), second, article.id, CARDS.declined, 's-2');
    expect(declined.status).toBe(402);
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
    // A challenge replaced by a newer attempt of the same buyer: the newer one holds the copy and buys it.
    const again = await buyWith(api(), first, article.id, CARDS.challenge, 'c-2');
    expect(again.body.data.status).toBe('pending');
    const replaced = await buyWith(api(), first, article.id, CARDS.ok, 'c-3');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.status).toBe('purchased');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
    const [superseded] = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, again.body.data.veritransOrderId));
    expect(superseded).toMatchObject({ status: 'failed', errorCode: 'superseded' });
    // Approving the replaced challenge afterwards changes nothing.
    await answerChallenge(api(), again.body.data.veritransOrderId, 'approve');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
    expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(1);
  }, 60_000);

  it('copies held by open orders are not shown or sold as available; the holder may still try again', async () => {
    const { db } = api();
    const author = await createUser(db);
    const [first, second, third] = [await createUser(db), await createUser(db), await createUser(db)];
    const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 2 });
    const shown = async (viewer: Session) =>
      (await api().call('GET', `/v1/articles/${article.id}`, { headers: viewer.headers })).body.data
        .availableSalesCount;
    const challenge = async (buyer: Session, key: string) =>
      buyWith(api(), buyer, article.id, CARDS.challenge, key);
    expect((await challenge(first, 'h-1')).body.data.status).toBe('pending');
    expect(await shown(third)).toBe(1);
    expect((await challenge(second, 'h-2')).body.data.status).toBe('pending');
    // Both copies are held by unanswered challenges: nobody else sees one or can buy one.
    expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 2 });
    expect(await shown(third)).toBe(0);
    const list = await api().call('GET', `/v1/users/${author.user.account}/articles`, {
      headers: third.headers,
    });
    expect(list.body.data.find((a: { id: number }) => a.id === article.id)).toMatchObject({
      availableSalesCount: 0,
    });
    const refused = await buyWith(api(), third, article.id, CARDS.ok, 't-1');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sold_out');
    expect(await ordersOf(db, third.user.id)).toEqual([]);
    // The first buyer's own held copy is theirs to try again with another card (it replaces the challenge).
    const retried = await buyWith(api(), first, article.id, CARDS.ok, 'h-3');
    expect(retried.body.data.status).toBe('purchased');
    expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 1 });
    expect(await shown(third)).toBe(0);
    // A cancelled challenge gives its copy back to everyone.
    await answerChallenge(api(), (await ordersOf(db, second.user.id))[0]!.id, 'cancel');
    expect(await shown(third)).toBe(1);
  }, 60_000);
});
