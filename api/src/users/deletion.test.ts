// Issue 25 item 1: unpaid earnings at account deletion. Below the smallest payout (1,000円 + 250円 fee)
// they are forfeited with consent to the exact amount — a forfeits row and balanced ledger rows in the
// deletion's one transaction; from the smallest payout up the deletion is refused, saying how to take
// the money out (now, on a date, after the transfer).
import { eq, inArray } from 'drizzle-orm';
import { forfeits, ledgerEntries, users } from '../db/schema';
import { sellerBalances } from '../payouts/balances';
import { saleShare, sellerWithSales } from '../payouts/testing';
import { testClock } from '../testing/clock';
import { describeApi, type TestApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';

const clock = testClock();
type Session = { headers: Record<string, string>; user: { id: number } };
const del = (api: TestApi, who: Session, extra: Record<string, unknown> = {}) =>
  api.call('DELETE', '/v1/users/current', {
    headers: who.headers,
    json: { password: 'password123', ...extra },
  });
const forfeitRows = (api: TestApi, userId: number) =>
  api.db.select().from(forfeits).where(eq(forfeits.userId, userId));

describeApi(
  'account deletion with unpaid earnings',
  (api) => {
    // The hook of the server under test (a compiled server keeps its own module state).
    beforeEach(async () => {
      clock.reset();
      (await serverLibrary()).deletionFaults.afterForfeit = null;
    });

    it('below the smallest payout: asks consent to the exact amount, then forfeits it in the ledger', async () => {
      const { seller } = await sellerWithSales(api(), 1);
      const asked = await del(api(), seller);
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({
        code: 'forfeit_required',
        details: [{ field: 'forfeit', reason: `${saleShare}` }],
      });
      // Consent to another amount (the balance changed since the form was shown) is asked again.
      const stale = await del(api(), seller, { forfeit: saleShare - 1 });
      expect(stale.body).toMatchObject({
        code: 'forfeit_required',
        details: [{ field: 'forfeit', reason: `${saleShare}` }],
      });
      expect(await forfeitRows(api(), seller.user.id)).toEqual([]);
      expect((await del(api(), seller, { forfeit: saleShare })).status).toBe(204);
      const [forfeit] = await forfeitRows(api(), seller.user.id);
      expect(forfeit).toMatchObject({ amount: saleShare });
      const rows = await api()
        .db.select({
          userId: ledgerEntries.userId,
          account: ledgerEntries.account,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.forfeitId, forfeit!.id));
      expect(rows).toEqual(
        expect.arrayContaining([
          { userId: seller.user.id, account: 'forfeit', amount: -saleShare },
          { userId: null, account: 'forfeited', amount: saleShare },
        ]),
      );
      expect(rows).toHaveLength(2);
      const b = await sellerBalances(api().db, seller.user.id, { now: clock.now(), holdDays: 7 });
      expect(b.pending + b.payable).toBe(0);
      clock.advanceDays(8);
      const later = await sellerBalances(api().db, seller.user.id, { now: clock.now(), holdDays: 7 });
      expect(later).toMatchObject({ pending: 0, payable: 0 });
    }, 60_000);

    it('from the smallest payout up: refused, saying when and how the money can be taken out', async () => {
      const { seller } = await sellerWithSales(api(), 2);
      const held = await del(api(), seller, { forfeit: 2 * saleShare });
      expect(held.status).toBe(409);
      expect(held.body).toMatchObject({
        code: 'unpaid_balance',
        details: [
          { field: 'balance', reason: `${2 * saleShare}` },
          { field: 'exit', reason: 'wait' },
          { field: 'date', reason: expect.any(String) },
        ],
      });
      clock.advanceDays(8);
      const payable = await del(api(), seller);
      expect(payable.body).toMatchObject({
        code: 'unpaid_balance',
        details: [
          { field: 'balance', reason: `${2 * saleShare}` },
          { field: 'exit', reason: 'payout_first' },
        ],
      });
      expect(await forfeitRows(api(), seller.user.id)).toEqual([]);
      const [still] = await api().db.select().from(users).where(eq(users.id, seller.user.id));
      expect(still!.deletedAt).toBeNull();
    }, 60_000);

    it('a crash after the forfeit rows leaves nothing written; the retry forfeits once', async () => {
      const { seller } = await sellerWithSales(api(), 1);
      const before = await api()
        .db.select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, seller.user.id));
      const { deletionFaults } = await serverLibrary();
      deletionFaults.afterForfeit = () => {
        throw new Error('crash after the forfeit');
      };
      expect((await del(api(), seller, { forfeit: saleShare })).status).toBe(500);
      expect(await forfeitRows(api(), seller.user.id)).toEqual([]);
      const after = await api()
        .db.select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, seller.user.id));
      expect(after).toEqual(before);
      const [user] = await api().db.select().from(users).where(eq(users.id, seller.user.id));
      expect(user!.deletedAt).toBeNull();
      deletionFaults.afterForfeit = null;
      expect((await del(api(), seller, { forfeit: saleShare })).status).toBe(204);
      const done = await forfeitRows(api(), seller.user.id);
      expect(done).toHaveLength(1);
      const ids = done.map((f) => f.id);
      expect(
        await api().db.select().from(ledgerEntries).where(inArray(ledgerEntries.forfeitId, ids)),
      ).toHaveLength(2);
    }, 60_000);

    it('a negative consent is a 400 naming the field, and changes nothing', async () => {
      const { seller } = await sellerWithSales(api(), 1);
      const bad = await del(api(), seller, { forfeit: -1 });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('forfeit');
      expect(await forfeitRows(api(), seller.user.id)).toEqual([]);
    }, 60_000);
  },
  { now: clock.now },
);
