// Issue 25 item 3: the payout panel's data (held earnings by the day they become payable) and the bell
// after identity verification say when a payout is really possible — hold period AND minimum together
// (@shirube/domain payoutOutlook) — and never 「振込（出金）を申請できます」 when it cannot be requested.
import { formatTokyoDate } from '@shirube/domain';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { testClock } from '../testing/clock';
import type { TestApi } from '../testing/harness';
import { describeApi } from '../testing/harness';
import { makePayable, saleShare, salesSummary, sellerWithSales } from './testing';

const clock = testClock();
const bell = async (api: TestApi, userId: number) =>
  (
    await api.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'update')))
  ).map((n) => n.body);

describeApi(
  'payout outlook',
  (api) => {
    beforeEach(() => clock.reset());

    it('one sale below the minimum: the bell says how many yen are missing, not that a payout can be requested', async () => {
      const { seller } = await sellerWithSales(api(), 1);
      const data = await salesSummary(api(), seller.headers);
      expect(data.payoutReleases).toEqual([{ at: data.nextPayableAt, amount: saleShare }]);
      await makePayable(api(), seller);
      expect(await bell(api(), seller.user.id)).toEqual([
        `本人確認が完了しました。売上があと${1250 - saleShare}円で振込（出金）を申請できます。`,
      ]);
    }, 60_000);

    it('held sales that reach the minimum: the bell names the day the hold ends', async () => {
      const { seller } = await sellerWithSales(api(), 2);
      const data = await salesSummary(api(), seller.headers);
      // Both sales were made the same day: one release of both shares.
      expect(data.payoutReleases).toHaveLength(1);
      expect(data.payoutReleases[0].amount).toBe(2 * saleShare);
      await makePayable(api(), seller);
      const day = formatTokyoDate(data.payoutReleases[0].at);
      expect(await bell(api(), seller.user.id)).toEqual([
        `本人確認が完了しました。${day}から振込（出金）を申請できます。`,
      ]);
    }, 60_000);

    it('a payable balance over the minimum: the bell says a payout can be requested now', async () => {
      const { seller } = await sellerWithSales(api(), 2);
      clock.advanceDays(8);
      expect((await salesSummary(api(), seller.headers)).payoutReleases).toEqual([]);
      await makePayable(api(), seller);
      expect(await bell(api(), seller.user.id)).toEqual([
        '本人確認が完了しました。振込（出金）を申請できます。',
      ]);
    }, 60_000);
  },
  { now: clock.now },
);
