// Issue 40 item 1: when the money reaches the bank. The transfer history and the sales summary date each
// payout with @shirube/domain expectedBankDate — the same 取組日 rule the admin's 全銀 file uses: a
// payout waiting for its file expects the file's default 取組日 (the next Tokyo day); once in a file,
// that file's 取組日 (also after the bank confirmed it); a failed payout has none.
import { transferDateFor } from '@shirube/domain';
import { testClock } from '../testing/clock';
import { describeApi } from '../testing/harness';
import { makePayable, saleShare, salesSummary, sellerWithSales } from './testing';

const clock = testClock();

describeApi(
  'the expected bank date of payouts',
  (api) => {
    beforeEach(() => clock.reset());

    it('a requested payout expects the file default 取組日; in a file, that file’s 取組日', async () => {
      const { call } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      const admin = await makePayable(api(), seller);
      const before = await salesSummary(api(), seller.headers);
      expect(before).toMatchObject({ monthlyRunDay: 1, inTransitBankDate: null });
      // The API's clock (8 days ahead here), which the screens date payouts from.
      expect(Math.abs(Date.parse(before.asOf) - clock.now().getTime())).toBeLessThan(60_000);

      const requested = await call('POST', '/v1/payment/payouts', {
        headers: { ...seller.headers, 'idempotency-key': 'bank-date-1' },
        json: {},
      });
      const tomorrow = transferDateFor(clock.now());
      expect(requested.body.data).toMatchObject({ transferDate: null, expectedBankDate: tomorrow });
      expect(await salesSummary(api(), seller.headers)).toMatchObject({
        inTransitSales: 2 * saleShare - 250,
        inTransitBankDate: tomorrow,
      });

      // The admin asks the bank for a later day: the seller's screens follow the file.
      const batch = await call('POST', '/v1/admin/transfer_batches', {
        headers: admin.headers,
        json: { transferDate: '2099-12-08' },
      });
      expect(batch.status).toBe(200);
      const inFile = await call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(inFile.body.data[0]).toMatchObject({
        status: 'exported',
        transferDate: '2099-12-08',
        expectedBankDate: '2099-12-08',
      });
      expect((await salesSummary(api(), seller.headers)).inTransitBankDate).toBe('2099-12-08');

      await call('POST', `/v1/admin/transfer_batches/${batch.body.data.id}/transferred`, {
        headers: admin.headers,
      });
      const done = await call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(done.body.data[0]).toMatchObject({ status: 'transferred', expectedBankDate: '2099-12-08' });
      expect((await salesSummary(api(), seller.headers)).inTransitBankDate).toBeNull();
    }, 30_000);

    it('a failed payout has no bank date; a file made without a date asks for the next Tokyo day', async () => {
      const { call } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      const admin = await makePayable(api(), seller);
      await call('POST', '/v1/payment/payouts', {
        headers: { ...seller.headers, 'idempotency-key': 'bank-date-2' },
        json: {},
      });
      const batch = await call('POST', '/v1/admin/transfer_batches', { headers: admin.headers, json: {} });
      expect(batch.body.data.transferDate).toBe(transferDateFor(clock.now()));
      await call('POST', `/v1/admin/transfer_batches/${batch.body.data.id}/failed`, {
        headers: admin.headers,
        json: { reason: '口座なし' },
      });
      const history = await call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(history.body.data[0]).toMatchObject({ status: 'failed', expectedBankDate: null });
    }, 30_000);
  },
  { now: clock.now },
);
