// Issue 37 items 2 and 4 (magazines) on the sandbox processor: bought through the article's order path
// (3-D Secure, Idempotency-Key, referral at the magazine's rate, ledger rows to the yen), what it opens
// in the paywall (articles in it when bought, added later, removed after the purchase), the refusal to
// sell an article already open through it, and its refund (once, also under concurrency).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ledgerEntries,
  notifications,
  paymentOrders,
  purchases,
  refunds,
  sandboxCharges,
} from '../db/schema';
import { CARDS, cardToken } from '../purchases/testing';
import { answerChallenge, chargeCard } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { chargeMagazine, magazineOf, setMagazineArticles } from './testing';
import { paidArticle } from '../purchases/testing';

describeApi('magazines: buying and reading', (api) => {
  const read = async (articleId: number, headers?: Record<string, string>) =>
    (await api().call('GET', `/v1/articles/${articleId}`, headers ? { headers } : {})).text;
  const canRead = async (articleId: number, headers?: Record<string, string>) =>
    (await read(articleId, headers)).includes('PAID-SECRET');

  it('a referral purchase with 3-D Secure: ledger to the yen, commission, and the paywall before/after add and remove', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const buyer = await createUser(db);
    const stranger = await createUser(db);
    const { id, articles } = await magazineOf(api(), author, 2);
    const [first, second] = articles as [(typeof articles)[0], (typeof articles)[0]];
    const removedBefore = await paidArticle(db, author.user.id, { title: '購入前に外した記事' });
    await setMagazineArticles(api(), author.headers, id, [first.id, second.id, removedBefore.id]);
    await setMagazineArticles(api(), author.headers, id, [first.id, second.id]);
    const link = await api().call('POST', `/v1/magazines/${id}/share_link`, { headers: affiliate.headers });
    expect(link.body.data.url).toMatch(new RegExp(`/u/${author.user.account}/m/${id}\\?ref=`));

    const token = await cardToken(api(), buyer.headers, CARDS.challenge);
    const res = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token, affiliateUid: link.body.data.affiliateUid, expectedAmount: 3000 },
      'magazine-mag-3ds',
    );
    expect(res.text).toContain('"status":"pending"');
    expect(await canRead(first.id, buyer.headers)).toBe(false);
    expect((await answerChallenge(api(), res.body.data.veritransOrderId, 'approve')).status).toBe(200);
    const status = await api().call(
      'GET',
      `/v1/payment/veritrans/veritrans_status?order_id=${res.body.data.veritransOrderId}`,
      {
        headers: buyer.headers,
      },
    );
    expect(status.body.data).toMatchObject({ isPurchased: true });

    const [purchase] = await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.magazineId, id), eq(purchases.userId, buyer.user.id)));
    expect(purchase).toMatchObject({
      itemKind: 'magazine',
      articleId: null,
      price: 3000,
      affiliateUserId: affiliate.user.id,
    });
    // 3,000 yen: fee 12 % = 360, the magazine's 20 % = 600 to the referrer, 2,040 to the author.
    const rows = await db
      .select({ userId: ledgerEntries.userId, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchase!.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: buyer.user.id, account: 'buyer_payment', amount: -3000 },
        { userId: author.user.id, account: 'seller', amount: 2040 },
        { userId: affiliate.user.id, account: 'affiliate', amount: 600 },
        { userId: null, account: 'platform', amount: 360 },
      ]),
    );
    expect(rows).toHaveLength(4);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, affiliate.user.id));
    expect(notes.map((n) => n.kind)).toEqual(['sales_affiliate']);

    // What it opens: both articles; the one removed before the purchase stays closed.
    expect(await canRead(first.id, buyer.headers)).toBe(true);
    expect(await canRead(second.id, buyer.headers)).toBe(true);
    expect(await canRead(removedBefore.id, buyer.headers)).toBe(false);
    expect(await canRead(first.id, stranger.headers)).toBe(false);
    expect(await canRead(first.id)).toBe(false);
    // Added after the purchase: open; removed after the purchase: still open to this buyer only.
    const later = await paidArticle(db, author.user.id, { title: '後から追加した記事' });
    expect(await canRead(later.id, buyer.headers)).toBe(false);
    await setMagazineArticles(api(), author.headers, id, [first.id, second.id, later.id]);
    expect(await canRead(later.id, buyer.headers)).toBe(true);
    await setMagazineArticles(api(), author.headers, id, [later.id]);
    expect(await canRead(first.id, buyer.headers)).toBe(true);
    // A buyer after the removal does not get the removed article.
    const late = await createUser(db);
    expect(
      (
        await chargeMagazine(
          api(),
          late.headers,
          id,
          { token: await cardToken(api(), late.headers, CARDS.ok) },
          'magazine-late',
        )
      ).body.data.status,
    ).toBe('purchased');
    expect(await canRead(later.id, late.headers)).toBe(true);
    expect(await canRead(first.id, late.headers)).toBe(false);
    // The lists (one query for the page) say the same.
    const list = await api().call('GET', `/v1/users/${author.user.account}/articles`, {
      headers: buyer.headers,
    });
    const purchased = Object.fromEntries(
      list.body.data.map((a: { id: number; isPurchased: boolean }) => [a.id, a.isPurchased]),
    );
    expect(purchased[first.id]).toBe(true);
    expect(purchased[removedBefore.id]).toBe(false);
  });

  it('refuses an article already open through the magazine (no charge); owning some articles still costs the full price', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const { id, articles } = await magazineOf(api(), author, 2);
    // One article bought first: the magazine page says so, and the magazine costs its full price.
    const one = await chargeCard(
      api(),
      buyer.headers,
      CARDS.ok,
      { articleId: articles[0]!.id },
      'magazine-one',
    );
    expect(one.text).toContain('"status":"purchased"');
    const page = await api().call('GET', `/v1/magazines/${id}`, { headers: buyer.headers });
    expect(page.body.data).toMatchObject({ ownedArticlesCount: 1, price: 3000, isPurchased: false });
    expect(page.body.data.articles.map((a: { isPurchased: boolean }) => a.isPurchased)).toEqual([
      true,
      false,
    ]);
    const cheaper = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token: await cardToken(api(), buyer.headers, CARDS.ok), expectedAmount: 2000 },
      'magazine-cheaper',
    );
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toMatchObject({ code: 'price_changed', amount: 3000 });
    const bought = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token: await cardToken(api(), buyer.headers, CARDS.ok), expectedAmount: 3000 },
      'magazine-full',
    );
    expect(bought.body.data.status).toBe('purchased');

    const chargesBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(sandboxCharges))[0]!.n;
    const again = await chargeCard(
      api(),
      buyer.headers,
      CARDS.ok,
      { articleId: articles[1]!.id },
      'magazine-again',
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('readable_via_magazine');
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(sandboxCharges))[0]!.n).toBe(
      chargesBefore,
    );
    const twice = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token: await cardToken(api(), buyer.headers, CARDS.ok) },
      'magazine-twice',
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_purchased');
    // The author cannot buy their own.
    const own = await chargeMagazine(api(), author.headers, id, {
      token: await cardToken(api(), author.headers, CARDS.ok),
    });
    expect(own.status).toBe(403);
  });

  it('200 requests with one Idempotency-Key: one charge, one purchase, one order answered', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        chargeMagazine(api(), buyer.headers, id, { token }, 'magazine-race-key'),
      ),
    );
    // Each answer is the one order's, or 409 payment_in_progress for a replay that waited out the
    // first request's charge (retry shortly): never a second charge.
    for (const other of answers.filter((a) => a.status !== 200))
      expect(`${other.status} ${other.body.code}`).toBe('409 payment_in_progress');
    const orderIds = new Set(
      answers.filter((a) => a.status === 200).map((a) => a.body.data.veritransOrderId),
    );
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds] as [string];
    expect(await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, orderId))).toHaveLength(1);
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.magazineId, id))).toHaveLength(1);
    expect(await db.select().from(purchases).where(eq(purchases.magazineId, id))).toHaveLength(1);
    // A generous limit for 200 requests on a loaded machine (speed is bench/'s business).
  }, 120_000);

  it('a refund closes what the magazine opened (an article bought on its own stays) and reverses the ledger once under concurrency', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const { id, articles } = await magazineOf(api(), author, 2);
    await chargeCard(api(), buyer.headers, CARDS.ok, { articleId: articles[0]!.id }, 'magazine-own-one');
    const bought = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token: await cardToken(api(), buyer.headers, CARDS.ok) },
      'magazine-to-refund',
    );
    expect(bought.body.data.status).toBe('purchased');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.magazineId, id));
    // It is listed for the admin's refunds with its title.
    const listed = await api().call('GET', `/v1/admin/purchases?account=${buyer.user.account}`, {
      headers: admin.headers,
    });
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: purchase!.id,
          articleId: null,
          magazineId: id,
          articleTitle: 'まとめて読む',
        }),
      ]),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api().call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
          headers: admin.headers,
          json: { reason: '購入者の申し出' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array(9).fill(409));
    expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase!.id))).toHaveLength(1);
    const sums = await db
      .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.purchaseId, [purchase!.id]))
      .groupBy(ledgerEntries.account);
    expect(sums.every((s) => s.total === 0)).toBe(true);
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id)),
    ).toHaveLength(6);
    expect(await canRead(articles[1]!.id, buyer.headers)).toBe(false);
    expect(await canRead(articles[0]!.id, buyer.headers)).toBe(true);
    // Refunded: it may be bought again.
    const again = await chargeMagazine(
      api(),
      buyer.headers,
      id,
      { token: await cardToken(api(), buyer.headers, CARDS.ok) },
      'magazine-again',
    );
    expect(again.body.data.status).toBe('purchased');
    expect(await canRead(articles[1]!.id, buyer.headers)).toBe(true);
  });
});
