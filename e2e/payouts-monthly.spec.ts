/**
 * Issue 40's journey, "When does my money reach the bank?": a seller with a balance below the minimum,
 * then above it, then after the monthly automatic run reads the expected bank date on each screen.
 * On a site of its own whose monthly run is ON (support/payout-site.ts): the API's clock moves through
 * its clock file, and the run is the API's own scheduler after a restart on the run day — no stand-in,
 * no database write. Every date is @shirube/domain payout-schedule's rule (the admin file's 取組日).
 */
import type { APIRequestContext } from '@playwright/test';
import { formatTokyoDate, nextMonthlyRun, tokyoDateKey, transferDateFor } from '@shirube/domain';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, reportAndCloseActors, signedInActor } from './support/actors';
import { expect, test } from './support/app-ready';
import { publishedArticle } from './support/author-api';
import { makePng } from './support/images';
import { msg } from './support/i18n';
import { startPayoutSite, type PayoutSite } from './support/payout-site';

const DAY = 86_400_000;
const yenText = (n: number) => msg('common.yen', { amount: n });
const slashed = (date: string) => date.replaceAll('-', '/');

let site: PayoutSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startPayoutSite();
  // The schedule's first check (5 s after start, real clock): this month's run, before anyone sells.
  await site.nextRun();
});
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(site.tail());
  await reportAndCloseActors(testInfo);
});
test.afterAll(async () => site?.stop());

const post = async (api: APIRequestContext, origin: string, url: string, data?: object) => {
  const res = await api.post(url, { headers: { origin }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
};

async function buy(api: APIRequestContext, origin: string, articleId: number) {
  const token = await post(api, origin, '/v1/payment/sandbox/tokens', {
    cardNumber: '4242 4242 4242 4242',
    cardExpire: '12/30',
    securityCode: '123',
  });
  const res = await api.post('/v1/payment/veritrans/charge', {
    headers: { origin, 'idempotency-key': `monthly-e2e-${articleId}-${Date.now()}` },
    data: { articleId, token: (await token.json()).token },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a seller below the minimum, above it, then after the monthly run reads the bank date', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const origin = site.shellUrl;
  const adminUser = demoUsers.find((u) => u.isAdmin)!;
  // A new seller (no seeded sales) with two 1,000円 articles: one sale's share (880円) stays under the
  // smallest payout (1,250円), two pass it.
  const seller = await freshActor(browser, origin, site.mailDir, 'seller');
  const admin = await signedInActor(browser, origin, 'admin', {
    email: adminUser.email,
    password: DEMO_PASSWORD,
  });
  const stamp = Date.now();
  const articles = [];
  for (const n of [1, 2])
    articles.push(
      await publishedArticle({ author: seller, admin }, origin, {
        title: `月次振込の記事${n} ${stamp}`,
        body: [`<p>無料の導入${n}</p>`, `<p>有料の本文${n}</p>`],
        price: 1000,
      }),
    );
  const buyer = await freshActor(browser, origin, site.mailDir, 'buyer');
  const page = seller.page;
  const summary = async () => (await (await seller.context.request.get('/v1/sales/total_sales')).json()).data;

  // Nothing but the balance stands in the way: bank account, details, ID image, verified by the admin.
  const sellerApi = seller.context.request;
  const bank = await sellerApi.put('/v1/payment/bank_accounts', {
    headers: { origin },
    data: {
      bankCode: '0009',
      branchCode: '101',
      accountType: 'ordinary',
      accountNumber: '1234567',
      holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
    },
  });
  expect(bank.status(), await bank.text()).toBe(204);
  await post(sellerApi, origin, '/v1/payment/banks', {
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'やまだ',
    firstNameKana: 'たろう',
    birthDate: '1990-04-01',
    postalCode: '104-0061',
    prefecture: '東京都',
    city: '中央区',
    town: '銀座',
    addressLine: '1-2-3',
    phone: '090-1234-5678',
  });
  const upload = await sellerApi.post('/v1/payment/identification', {
    headers: { origin },
    multipart: {
      type: 'front',
      image: { name: 'id.png', mimeType: 'image/png', buffer: makePng(320, 200) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const waitingIds = (await (await admin.context.request.get('/v1/admin/identifications')).json())
    .data as Array<{
    userId: number;
    account: string;
  }>;
  const review = waitingIds.find((r) => r.account === seller.user.account!);
  expect(review, 'the seller waits for identity review').toBeDefined();
  const verified = await admin.context.request.post(`/v1/admin/identifications/${review!.userId}/verify`, {
    headers: { origin },
  });
  expect(verified.status(), await verified.text()).toBe(204);

  // Below the minimum: one sale, its hold passed. No bank date yet: what is missing, in yen.
  await buy(buyer.context.request, origin, articles[0].id);
  await site.setClockOffset(8 * DAY);
  const below = await summary();
  expect(below.payoutBlockers).toEqual(['below_minimum']);
  const smallest = below.minimumPayout + below.payoutCommission;
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('payout-short')).toHaveText(
    msg('seller.payout.outlook.short', {
      amount: yenText(smallest - below.unpaidSalesOfPayoutable),
      smallest: yenText(smallest),
    }),
  );
  await expect(page.getByTestId('bank-date-monthly')).toHaveCount(0);
  await expect(page.getByTestId('bank-date-request')).toHaveCount(0);
  await expect(page.getByTestId('bank-date-in-transit')).toHaveCount(0);

  // Above it: a second sale, its hold passed too. A request would reach the bank the next day; the
  // monthly run (not yet due) on the day after the next run.
  await buy(buyer.context.request, origin, articles[1].id);
  await site.setClockOffset(16 * DAY);
  const above = await summary();
  expect(above.payoutBlockers).toEqual([]);
  const payable: number = above.unpaidSalesOfPayoutable;
  expect(payable).toBeGreaterThanOrEqual(smallest);
  const runAt = nextMonthlyRun(above.asOf, above.monthlyRunDay);
  const monthlyBankDay = slashed(transferDateFor(runAt));
  await page.reload();
  await expect(page.getByTestId('payable-sales')).toContainText(yenText(payable));
  await expect(page.getByTestId('bank-date-request')).toHaveText(
    msg('seller.payout.bankDate.request', {
      net: yenText(payable - above.payoutCommission),
      date: slashed(transferDateFor(above.asOf)),
    }),
  );
  await expect(page.getByTestId('bank-date-monthly')).toHaveText(
    msg('seller.payout.bankDate.monthly', { run: formatTokyoDate(runAt)!, date: monthlyBankDay }),
  );

  // The run day comes (an hour into it) and the API restarts: its scheduler's first check pays.
  await site.setClockOffset(new Date(runAt).getTime() + 3600_000 - Date.now());
  await site.restartApi();
  const run = await site.nextRun();
  expect(run.month).toBe(tokyoDateKey(runAt).slice(0, 7));
  expect(run.paid).toBeGreaterThanOrEqual(1);

  // After it: the whole balance in transit, expected on the day the summary promised before the run.
  const net = payable - above.payoutCommission;
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('in-transit-sales')).toContainText(yenText(net));
  await expect(page.getByTestId('bank-date-in-transit')).toHaveText(
    msg('seller.payout.bankDate.inTransit', { amount: yenText(net), date: monthlyBankDay }),
  );
  await expect(page.getByTestId('bank-date-monthly')).toHaveCount(0);
  await page.goto('/dashboard/transferred_history');
  const row = page.getByTestId('transfer-row').first();
  await expect(row).toContainText(msg('seller.transfers.kind.monthly'));
  await expect(row.getByTestId('transfer-net')).toHaveText(yenText(net));
  await expect(row.getByTestId('transfer-bank-date')).toHaveText(
    msg('seller.transfers.bankDate.expected', { date: monthlyBankDay }),
  );
});
