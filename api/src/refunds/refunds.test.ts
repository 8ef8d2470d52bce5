import { calculateSale } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, notifications, purchases } from '../db/schema';
import { paidArticle, referralCode } from '../purchases/testing';
import { buy, makePayable } from '../payouts/testing';
import { testClock } from '../testing/clock';
import { createUser, describeApi, type TestApi } from '../testing/harness';

const clock = testClock();
const summary = async (api: TestApi, headers: Record<string, string>) =>
  (await api.call('GET', '/v1/sales/total_sales', { headers })).body.data;

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
      expect((await summary(api(), affiliate.headers)).pendingSales).toBe(split.affiliateCommission);
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

      expect(await summary(api(), affiliate.headers)).toMatchObject({
        pendingSales: 0,
        unpaidSalesOfAllPeriod: 0,
      });
      expect(await summary(api(), author.headers)).toMatchObject({
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
      expect(await summary(api(), author.headers)).toMatchObject({
        unpaidSalesOfPayoutable: -share,
        apparentUnpaidSalesOfPayoutable: 0,
      });
      const refused = await call('POST', '/v1/payment/payouts', {
        headers: { ...author.headers, 'idempotency-key': 'neg-2-key' },
        json: {},
      });
      expect(refused.status).toBe(400);
    }, 30_000);
  },
  { now: clock.now },
);
