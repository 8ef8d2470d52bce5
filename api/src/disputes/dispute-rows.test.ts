// Issue 21: the seller sees on the sales row why a sale is held or reversed — the dispute's state and
// the card network's reason (Stripe's code; the screen words it in Japanese). The disputes are opened
// and closed through disputes.ts as the Stripe webhook does (stripe-webhooks.test.ts covers that path).
import { eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { sellerWithSales } from '../payouts/testing';
import { testClock } from '../testing/clock';
import { describeApi, type TestApi } from '../testing/harness';
import { closeDispute, openDispute } from './disputes';

const clock = testClock();
const tokyoMonth = () => new Date(clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 7);
const rowsOf = async (api: TestApi, headers: Record<string, string>, month: string) => {
  const res = await api.call('GET', `/v1/sales/sales_histories?month=${month}`, { headers });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ purchaseId: number; isRefund: boolean; state: string; dispute: unknown }>;
};

describeApi(
  'disputes on the sales rows',
  (api) => {
    beforeEach(() => clock.reset());

    it('shows open (held even after the hold), won and lost disputes with their reasons', async () => {
      const { db } = api();
      const { seller, article } = await sellerWithSales(api(), 3);
      const month = tokyoMonth(); // the sales' month (8 days later may be the next one)
      const sold = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      const [a, b, c] = sold.map((p) => p.id).sort((x, y) => x - y) as [number, number, number];
      const dispute = (purchaseId: number, reason: string) =>
        openDispute(db, {
          provider: 'stripe',
          providerRef: `dp_rows_${purchaseId}`,
          purchaseId,
          amount: 1000,
          reason,
        });
      await dispute(a, 'fraudulent');
      await dispute(b, 'product_not_received');
      await dispute(c, 'unrecognized');
      clock.advanceDays(8);
      await closeDispute(db, `dp_rows_${b}`, 'won', clock.now());
      await closeDispute(db, `dp_rows_${c}`, 'lost', clock.now());
      const rows = await rowsOf(api(), seller.headers, month);
      const sale = (id: number) => rows.find((r) => r.purchaseId === id && !r.isRefund)!;
      expect(sale(a)).toMatchObject({ state: 'pending', dispute: { status: 'open', reason: 'fraudulent' } });
      expect(sale(b)).toMatchObject({
        state: 'payable',
        dispute: { status: 'won', reason: 'product_not_received' },
      });
      expect(sale(c)).toMatchObject({ dispute: { status: 'lost', reason: 'unrecognized' } });
      // The reversal row of the lost one is a refund row, without a dispute of its own.
      // (dated when it was written: the refund's own month)
      const refundMonth = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
      const reversal = (await rowsOf(api(), seller.headers, refundMonth)).find(
        (r) => r.purchaseId === c && r.isRefund,
      );
      expect(reversal).toMatchObject({ dispute: null });
    }, 60_000);
  },
  { now: clock.now },
);
