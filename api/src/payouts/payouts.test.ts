import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, payouts } from '../db/schema';
import { testClock } from '../testing/clock';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { requestPayout } from './request';
import { makePayable, saleShare, salesSummary, sellerWithSales } from './testing';

const clock = testClock();
const pay = (api: TestApi, headers: Record<string, string>, key: string, amount?: number) =>
  api.call('POST', '/v1/payment/payouts', {
    headers: { ...headers, 'idempotency-key': key },
    json: amount === undefined ? {} : { amount },
  });

describeApi(
  'payouts',
  (api) => {
    beforeEach(() => clock.reset());

    it('keeps a sale pending for the hold period, then makes it payable', async () => {
      const { seller } = await sellerWithSales(api(), 2);
      const before = await salesSummary(api(), seller.headers);
      expect(before).toMatchObject({
        salesOfThisMonth: 2 * saleShare,
        pendingSales: 2 * saleShare,
        unpaidSalesOfPayoutable: 0,
        unpaidSalesOfAllPeriod: 2 * saleShare,
        holdDays: 7,
        payoutCommission: 250,
        minimumPayout: 1000,
        payoutBlockers: ['no_bank_account', 'verification_required', 'below_minimum'],
      });
      const due = new Date(before.nextPayableAt).getTime() - Date.now();
      expect(due).toBeGreaterThan(6.9 * 86_400_000);
      clock.advanceDays(6);
      expect((await salesSummary(api(), seller.headers)).unpaidSalesOfPayoutable).toBe(0);
      clock.advanceDays(1.01);
      const after = await salesSummary(api(), seller.headers);
      expect(after).toMatchObject({
        pendingSales: 0,
        unpaidSalesOfPayoutable: 2 * saleShare,
        nextPayableAt: null,
      });
      expect(after.apparentUnpaidSalesOfPayoutable).toBe(2 * saleShare - 250);
    }, 30_000);

    it('refuses a payout without a bank account, unverified, held or below the minimum — with the reason', async () => {
      const { db } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      const none = await pay(api(), seller.headers, 'k-none-1');
      expect(none.status).toBe(403);
      expect(none.body).toMatchObject({ code: 'no_bank_account', field: 'bankAccount' });
      await api().call('PUT', '/v1/payment/bank_accounts', {
        headers: seller.headers,
        json: {
          bankCode: '0009',
          branchCode: '101',
          accountType: 'ordinary',
          accountNumber: '7654321',
          holderName: 'ﾃｽﾄ',
        },
      });
      const unverified = await pay(api(), seller.headers, 'k-none-2');
      expect(unverified.body).toMatchObject({ code: 'verification_required', field: 'verification' });
      const admin = await makePayable(api(), seller);
      await api().call('PUT', `/v1/admin/users/${seller.user.id}/payout_hold`, {
        headers: admin.headers,
        json: { reason: '不正利用の確認中' },
      });
      const held = await pay(api(), seller.headers, 'k-none-3');
      expect(held.status).toBe(403);
      expect(held.body.code).toBe('payout_held');
      expect(held.body.message).toContain('不正利用の確認中');
      expect((await salesSummary(api(), seller.headers)).payoutHoldReason).toBe('不正利用の確認中');
      await api().call('DELETE', `/v1/admin/users/${seller.user.id}/payout_hold`, { headers: admin.headers });
      // 1,760 payable: 1,249 would send 999 yen after the 250 fee.
      const small = await pay(api(), seller.headers, 'k-none-4', 1249);
      expect(small.status).toBe(400);
      expect(small.body).toMatchObject({
        code: 'validation',
        field: 'amount',
        details: [{ reason: 'below_minimum' }],
      });
      const tooMuch = await pay(api(), seller.headers, 'k-none-5', 2 * saleShare + 1);
      expect(tooMuch.body).toMatchObject({ field: 'amount', details: [{ reason: 'exceeds_balance' }] });
      expect(await db.select().from(payouts).where(eq(payouts.userId, seller.user.id))).toEqual([]);
    }, 30_000);

    it('pays the whole payable balance once for a retried request and moves it to in transit', async () => {
      const { db } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      await makePayable(api(), seller);
      const first = await pay(api(), seller.headers, 'same-key-123');
      const again = await pay(api(), seller.headers, 'same-key-123');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        amount: 2 * saleShare,
        fee: 250,
        net: 2 * saleShare - 250,
        status: 'requested',
      });
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(await db.select().from(payouts).where(eq(payouts.userId, seller.user.id))).toHaveLength(1);
      const after = await salesSummary(api(), seller.headers);
      expect(after).toMatchObject({
        unpaidSalesOfPayoutable: 0,
        inTransitSales: 2 * saleShare - 250,
        paidSales: 0,
      });
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.payoutId, first.body.data.id));
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
      const history = await api().call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(history.body.data).toHaveLength(1);
      expect(history.body.data[0]).toMatchObject({ bankName: '三井住友', accountNumberLast4: '4567' });
    }, 30_000);

    it('leaves nothing behind when the process dies between the payout row and its ledger rows', async () => {
      const { db, call } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      await makePayable(api(), seller);
      const config = { now: clock.now };
      await expect(
        requestPayout(
          db,
          config,
          { userId: seller.user.id, idempotencyKey: 'crash-key-1', kind: 'request' },
          {
            afterPayoutRow: () => {
              throw new Error('crash');
            },
          },
        ),
      ).rejects.toThrow('crash');
      expect(await db.select().from(payouts).where(eq(payouts.userId, seller.user.id))).toEqual([]);
      expect((await salesSummary(api(), seller.headers)).unpaidSalesOfPayoutable).toBe(2 * saleShare);
      const retry = await call('POST', '/v1/payment/payouts', {
        headers: { ...seller.headers, 'idempotency-key': 'crash-key-1' },
        json: {},
      });
      expect(retry.status).toBe(200);
      expect((await salesSummary(api(), seller.headers)).unpaidSalesOfPayoutable).toBe(0);
    }, 30_000);

    it('never pays more than the balance to concurrent requests', async () => {
      const { db } = api();
      const { seller } = await sellerWithSales(api(), 2); // 1,760 payable: one 1,300 payout fits
      clock.advanceDays(8);
      await makePayable(api(), seller);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pay(api(), seller.headers, `race-${i}-key`, 1300)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200))
        expect(r.body).toMatchObject({ field: 'amount', details: [{ reason: 'exceeds_balance' }] });
      const [row] = (
        (await db.execute(
          sql`select coalesce(sum(amount), 0) as taken from payouts where user_id = ${seller.user.id}`,
        )) as unknown as {
          rows: Array<{ taken: unknown }>;
        }
      ).rows;
      expect(Number(row!.taken)).toBe(1300);
      expect((await salesSummary(api(), seller.headers)).unpaidSalesOfPayoutable).toBe(2 * saleShare - 1300);
    }, 30_000);

    it('needs a session', async () => {
      const someone = await createUser(api().db);
      expect((await api().call('POST', '/v1/payment/payouts', { json: {} })).status).toBe(401);
      expect((await pay(api(), someone.headers, 'nobody-key')).status).toBe(403);
    });
  },
  { now: clock.now },
);
