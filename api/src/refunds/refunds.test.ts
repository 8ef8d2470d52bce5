import { calculateSale } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import {
  articles,
  ledgerEntries,
  notifications,
  paymentOrders,
  purchases,
  sandboxCharges,
} from '../db/schema';
import { paidArticle, referralCode } from '../purchases/testing';
import { buy, makePayable, salesSummary } from '../payouts/testing';
import { testClock } from '../testing/clock';
import { createUser, describeApi } from '../testing/harness';

const clock = testClock();

describeApi(
  'refunds',
  (api) => {
    beforeEach(() => clock.reset());

    it('reverses the sale in the ledger (every account back to 0), closes the paid part and tells everyone', async () => {
      const { db, call } = api();
      const author = await createUser(db);
      const affiliate = await createUser(db);
      const buyer = await createUser(db);
      const admin = await createUser(db, { isAdmin: true });
      const article = await paidArticle(db, author.user.id, { price: 1000, affiliateRateBp: 2000 });
      await buy(api(), buyer, article.id, await referralCode(db, article.id, affiliate.user.id));
      const [purchase] = await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
      const split = calculateSale({ price: 1000, affiliateRateBp: 2000, hasAffiliate: true });
      expect((await salesSummary(api(), affiliate.headers)).pendingSales).toBe(split.affiliateCommission);
      expect((await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers })).text).toContain(
        'PAID-SECRET',
      );

      const found = await call('GET', `/v1/admin/purchases?account=@${buyer.user.account}`, {
        headers: admin.headers,
      });
      expect(found.body.data).toEqual([
        expect.objectContaining({ id: purchase!.id, price: 1000, refundedAt: null }),
      ]);
      expect(
        (await call('GET', `/v1/admin/purchases?account=${buyer.user.account}`, { headers: buyer.headers }))
          .status,
      ).toBe(403);
      const noReason = await call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: '' },
      });
      expect(noReason.body).toMatchObject({ code: 'validation', field: 'reason' });
      const notAdmin = await call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: author.headers,
        json: { reason: 'x' },
      });
      expect(notAdmin.status).toBe(403);
      const res = await call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: '内容が読めないとの申し出' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ purchaseId: purchase!.id, amount: 1000 });
      const again = await call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: 'x' },
      });
      expect(again.status).toBe(409);

      const sums = (await db.execute(sql`
        select account, coalesce(user_id, 0) as user_id, sum(amount) as total from ledger_entries
        where purchase_id = ${purchase!.id} group by account, user_id`)) as unknown as {
        rows: Array<{ total: unknown }>;
      };
      expect(sums.rows.length).toBe(4);
      expect(sums.rows.every((r) => Number(r.total) === 0)).toBe(true);
      // No row was edited: the four sale rows are still there, plus four reversals.
      expect(
        await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id)),
      ).toHaveLength(8);

      expect(await salesSummary(api(), affiliate.headers)).toMatchObject({
        pendingSales: 0,
        unpaidSalesOfAllPeriod: 0,
      });
      expect(await salesSummary(api(), author.headers)).toMatchObject({
        pendingSales: 0,
        unpaidSalesOfAllPeriod: 0,
      });
      expect(
        (await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers })).text,
      ).not.toContain('PAID-SECRET');
      const history = await call('GET', '/v1/current/purchases', { headers: buyer.headers });
      expect(history.body.data[0].refundedAt).toEqual(expect.any(String));
      const sales = await call('GET', '/v1/sales/sales_histories', { headers: author.headers });
      const refundRow = sales.body.data.find((r: { isRefund: boolean }) => r.isRefund);
      expect(refundRow).toMatchObject({
        price: -1000,
        profit: -split.sellerShare,
        platformFee: -split.platformFee,
      });
      expect(sales.body.totalProfit).toBe(0);
      for (const who of [buyer, author, affiliate]) {
        const notes = await db.select().from(notifications).where(eq(notifications.userId, who.user.id));
        expect(notes.some((n) => n.body.includes('返金'))).toBe(true);
      }
    }, 30_000);

    it('refunding money already paid out leaves a negative payable balance that the next sale pays back', async () => {
      const { db, call } = api();
      const author = await createUser(db);
      const admin = await makePayable(api(), author); // bank + verified before any sale
      const article = await paidArticle(db, author.user.id, { price: 2000, affiliateRateBp: 0 });
      const buyer = await createUser(db);
      await buy(api(), buyer, article.id);
      clock.advanceDays(8);
      const paid = await call('POST', '/v1/payment/payouts', {
        headers: { ...author.headers, 'idempotency-key': 'neg-1-key' },
        json: {},
      });
      expect(paid.status).toBe(200);
      const [purchase] = await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
      await call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: 'チャージバック' },
      });
      const share = calculateSale({ price: 2000, affiliateRateBp: 0, hasAffiliate: false }).sellerShare;
      expect(await salesSummary(api(), author.headers)).toMatchObject({
        unpaidSalesOfPayoutable: -share,
        apparentUnpaidSalesOfPayoutable: 0,
      });
      const refused = await call('POST', '/v1/payment/payouts', {
        headers: { ...author.headers, 'idempotency-key': 'neg-2-key' },
        json: {},
      });
      // Not positive_integer (issue 21): below the minimum, the negative figure named.
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation',
        field: 'amount',
        details: [{ field: 'amount', reason: 'below_minimum' }],
      });
      expect(refused.body.message).toContain(`-${share} yen`);
      // Later sales are netted against it: two more sales, their hold over → one payout of the net balance.
      for (const b of [await createUser(db), await createUser(db)]) await buy(api(), b, article.id);
      clock.advanceDays(8);
      expect((await salesSummary(api(), author.headers)).unpaidSalesOfPayoutable).toBe(share);
      const netted = await call('POST', '/v1/payment/payouts', {
        headers: { ...author.headers, 'idempotency-key': 'neg-3-key' },
        json: {},
      });
      expect(netted.status).toBe(200);
      expect(netted.body.data.amount).toBe(share);
      expect((await salesSummary(api(), author.headers)).unpaidSalesOfPayoutable).toBe(0);
    }, 60_000);

    it('a refunded buyer may buy again, and a limited article gets the refunded copy back (issue 21)', async () => {
      const { db, call } = api();
      const author = await createUser(db);
      const admin = await createUser(db, { isAdmin: true });
      const [buyer, other] = await Promise.all([createUser(db), createUser(db)]);
      const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 1 });
      await buy(api(), buyer, article.id);
      await expect(buy(api(), other, article.id)).rejects.toThrow(/409.*sold_out/);
      const [first] = await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
      const refunded = await call('POST', `/v1/admin/purchases/${first!.id}/refund`, {
        headers: admin.headers,
        json: { reason: '重複購入' },
      });
      expect(refunded.status).toBe(200);
      const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
      expect(row).toMatchObject({ soldCount: 0, reservedCount: 0 });
      const page = await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
      expect(page.body.data).toMatchObject({ isPurchased: false, availableSalesCount: 1 });

      // Bought again: charged once, nothing voided, a second purchase row beside the refunded one.
      await buy(api(), buyer, article.id);
      const rows = await db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
      expect(rows).toHaveLength(2);
      expect(rows.filter((p) => p.refundedAt === null)).toHaveLength(1);
      const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.user.id));
      const states = await Promise.all(
        orders.map(
          async (o) => (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, o.id)))[0]!.state,
        ),
      );
      expect(states.sort()).toEqual(['captured', 'refunded']);
      expect((await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers })).text).toContain(
        'PAID-SECRET',
      );
      // Listed once among the buyer's purchased articles; the copy is sold again.
      const list = await call('GET', '/v1/current/articles/purchased', { headers: buyer.headers });
      expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
      await expect(buy(api(), other, article.id)).rejects.toThrow(/409.*sold_out/);
      // A second refund of the live purchase is still possible; the first stays refunded (409).
      const live = rows.find((p) => p.refundedAt === null)!;
      expect(
        (
          await call('POST', `/v1/admin/purchases/${first!.id}/refund`, {
            headers: admin.headers,
            json: { reason: 'x' },
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await call('POST', `/v1/admin/purchases/${live.id}/refund`, {
            headers: admin.headers,
            json: { reason: 'x' },
          })
        ).status,
      ).toBe(200);
      expect((await db.select().from(articles).where(eq(articles.id, article.id)))[0]!.soldCount).toBe(0);
    }, 60_000);
  },
  { now: clock.now },
);
