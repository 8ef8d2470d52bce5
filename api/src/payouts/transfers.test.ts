import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { testClock } from '../testing/clock';
import { createUser, describeApi } from '../testing/harness';
import { runMonthlyPayouts } from './monthly';
import { BANK, makePayable, saleShare, salesSummary, sellerWithSales } from './testing';

const clock = testClock();

/** Splits the file into records and reads a field by its 1-based byte position, as the 全銀 spec lists them. */
function records(bytes: Buffer) {
  expect(bytes.length % 122).toBe(0);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 122) {
    expect(bytes.subarray(i + 120, i + 122).toString('latin1')).toBe('\r\n');
    out.push(bytes.subarray(i, i + 120));
  }
  return out;
}
const field = (record: Buffer, from: number, length: number) => record.subarray(from - 1, from - 1 + length);
const ascii = (record: Buffer, from: number, length: number) =>
  field(record, from, length).toString('latin1');

describeApi(
  'transfer batches and the 全銀 file',
  (api) => {
    beforeEach(() => clock.reset());

    it('exports two sellers as header/data/trailer/end records, then marks the batch transferred', async () => {
      const { call } = api();
      const a = await sellerWithSales(api(), 2);
      const b = await sellerWithSales(api(), 3);
      clock.advanceDays(8);
      const admin = await makePayable(api(), a.seller);
      await makePayable(api(), b.seller, {
        ...BANK,
        bankCode: '0001',
        branchCode: '001',
        accountType: 'current',
        accountNumber: '0012345',
        holderName: 'ｶ)ｼﾞﾖｳﾎｳｼﾞﾑｼﾖ',
      });
      const pa = await call('POST', '/v1/payment/payouts', {
        headers: { ...a.seller.headers, 'idempotency-key': 'file-a-1' },
        json: {},
      });
      const pb = await call('POST', '/v1/payment/payouts', {
        headers: { ...b.seller.headers, 'idempotency-key': 'file-b-1' },
        json: {},
      });
      const waiting = await call('GET', '/v1/admin/payouts', { headers: admin.headers });
      expect(waiting.body.data.map((p: { id: number }) => p.id)).toEqual(
        expect.arrayContaining([pa.body.data.id, pb.body.data.id]),
      );

      const created = await call('POST', '/v1/admin/transfer_batches', {
        headers: admin.headers,
        json: { transferDate: '2099-12-01' },
      });
      expect(created.status).toBe(200);
      const batch = created.body.data;
      const netA = 2 * saleShare - 250;
      const netB = 3 * saleShare - 250;
      expect(batch).toMatchObject({ status: 'exported', totalCount: 2, totalAmount: netA + netB });
      expect((await call('GET', '/v1/admin/payouts', { headers: admin.headers })).body.data).toEqual([]);

      const forbidden = await fetch(`${api().url}${batch.fileUrl}`, { headers: a.seller.headers });
      expect(forbidden.status).toBe(403);
      const res = await fetch(`${api().url}${batch.fileUrl}`, { headers: admin.headers });
      expect(res.headers.get('content-type')).toContain('Shift_JIS');
      const [header, d1, d2, trailer, end, ...rest] = records(Buffer.from(await res.arrayBuffer()));
      expect(rest).toEqual([]);
      // header: 1, 21 総合振込, 0 (JIS), 依頼人コード, 依頼人名 40, 取組日 MMDD, 仕向銀行/支店, 種目, 口座, 17 spaces
      expect(ascii(header!, 1, 4)).toBe('1210');
      expect(ascii(header!, 5, 10)).toBe('0000000001');
      expect(ascii(header!, 55, 4)).toBe('1201');
      expect(ascii(header!, 59, 4)).toBe('0001');
      expect(ascii(header!, 104, 17)).toBe(' '.repeat(17));
      // data of seller A (三井住友 0009, 大阪本店 101, 普通, 1234567, ﾔﾏﾀﾞ ﾀﾛｳ)
      expect(ascii(d1!, 1, 5)).toBe('20009');
      expect(field(d1!, 6, 15)).toEqual(
        Buffer.concat([Buffer.from([0xd0, 0xc2, 0xb2, 0xbd, 0xd0, 0xc4, 0xd3]), Buffer.alloc(8, 0x20)]),
      );
      expect(ascii(d1!, 21, 3)).toBe('101');
      expect(ascii(d1!, 39, 4)).toBe('    ');
      expect(ascii(d1!, 43, 8)).toBe('11234567');
      // ﾔﾏﾀﾞ ﾀﾛｳ in JIS X 0201, padded to 30
      expect(field(d1!, 51, 30)).toEqual(
        Buffer.concat([
          Buffer.from([0xd4, 0xcf, 0xc0, 0xde, 0x20, 0xc0, 0xdb, 0xb3]),
          Buffer.alloc(22, 0x20),
        ]),
      );
      expect(ascii(d1!, 81, 10)).toBe(String(netA).padStart(10, '0'));
      expect(ascii(d1!, 91, 1)).toBe('0');
      expect(ascii(d1!, 92, 10)).toBe(String(pa.body.data.id).padStart(10, '0'));
      expect(ascii(d1!, 112, 1)).toBe('7');
      // seller B: みずほ 0001, 当座 (2), 0012345, ｶ)ｼﾞﾖｳﾎｳｼﾞﾑｼﾖ
      expect(ascii(d2!, 1, 5)).toBe('20001');
      expect(ascii(d2!, 43, 8)).toBe('20012345');
      expect(field(d2!, 51, 4)).toEqual(Buffer.from([0xb6, 0x29, 0xbc, 0xde]));
      expect(ascii(d2!, 81, 10)).toBe(String(netB).padStart(10, '0'));
      // trailer: 8, 件数 6, 合計金額 12; end: 9 + 119 spaces
      expect(ascii(trailer!, 1, 19)).toBe(`8000002${String(netA + netB).padStart(12, '0')}`);
      expect(ascii(trailer!, 20, 101)).toBe(' '.repeat(101));
      expect(ascii(end!, 1, 120)).toBe('9' + ' '.repeat(119));

      const done = await call('POST', `/v1/admin/transfer_batches/${batch.id}/transferred`, {
        headers: admin.headers,
      });
      expect(done.body.data.status).toBe('transferred');
      const twice = await call('POST', `/v1/admin/transfer_batches/${batch.id}/transferred`, {
        headers: admin.headers,
      });
      expect(twice.status).toBe(409);
      expect(await salesSummary(api(), a.seller.headers)).toMatchObject({
        inTransitSales: 0,
        paidSales: netA,
        unpaidSalesOfPayoutable: 0,
      });
      const history = await call('GET', '/v1/transferred_histories', { headers: b.seller.headers });
      expect(history.body.data[0]).toMatchObject({ status: 'transferred', net: netB });
      const months = await call('GET', '/v1/transferred_histories/transferred_months', {
        headers: b.seller.headers,
      });
      expect(months.body.data.months).toHaveLength(1);
    }, 30_000);

    it('a failed batch puts the money back to payable and tells the seller why', async () => {
      const { db, call } = api();
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      const admin = await makePayable(api(), seller);
      await call('POST', '/v1/payment/payouts', {
        headers: { ...seller.headers, 'idempotency-key': 'fail-1-key' },
        json: {},
      });
      const batch = (await call('POST', '/v1/admin/transfer_batches', { headers: admin.headers, json: {} }))
        .body.data;
      const noReason = await call('POST', `/v1/admin/transfer_batches/${batch.id}/failed`, {
        headers: admin.headers,
        json: { reason: ' ' },
      });
      expect(noReason.body).toMatchObject({ code: 'validation', field: 'reason' });
      await call('POST', `/v1/admin/transfer_batches/${batch.id}/failed`, {
        headers: admin.headers,
        json: { reason: '口座名義不一致' },
      });
      expect(await salesSummary(api(), seller.headers)).toMatchObject({
        unpaidSalesOfPayoutable: 2 * saleShare,
        inTransitSales: 0,
        paidSales: 0,
      });
      const notes = await db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
      expect(notes.map((n) => n.body).join()).toContain('口座名義不一致');
      const history = await call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(history.body.data[0]).toMatchObject({ status: 'failed', failureReason: '口座名義不一致' });
    }, 30_000);

    it('the monthly run pays each eligible seller once, however often it runs (two at once: one runs)', async () => {
      const { db } = api();
      const { seller } = await sellerWithSales(api(), 2);
      const poor = await sellerWithSales(api(), 1);
      clock.advanceDays(8);
      await makePayable(api(), seller);
      await makePayable(api(), poor.seller);
      const config = { now: clock.now, payouts: { monthlyRunDay: 1 } };
      // Two processes' schedules at the same moment: one claims the month, the other skips it.
      const both = await Promise.all([runMonthlyPayouts(db, config), runMonthlyPayouts(db, config)]);
      expect(both.map((r) => r.ran).sort()).toEqual([false, true]);
      const first = both.find((r) => r.ran)!;
      expect(first.paid).toBeGreaterThanOrEqual(1);
      const again = await runMonthlyPayouts(db, config);
      expect(again.ran).toBe(false);
      const history = await api().call('GET', '/v1/transferred_histories', { headers: seller.headers });
      expect(history.body.data).toHaveLength(1);
      expect(history.body.data[0]).toMatchObject({ kind: 'monthly', amount: 2 * saleShare });
      const none = await api().call('GET', '/v1/transferred_histories', { headers: poor.seller.headers });
      expect(none.body.data).toEqual([]); // 880 is below 1,000 + 250
    }, 30_000);

    it('only admins reach batches', async () => {
      const someone = await createUser(api().db);
      expect(
        (await api().call('GET', '/v1/admin/transfer_batches', { headers: someone.headers })).status,
      ).toBe(403);
    });
  },
  { now: clock.now },
);
