/**
 * Journey of issue 11 (money out), in real Chromium against the real API and shell server: a seller
 * with a sale registers a bank account with the 全銀 lookups, sends the identity details (postal
 * lookup) and an ID image, the admin verifies, the hold passes (the API's clock is moved through its
 * config file, never by sleeping), the seller requests a payout, the admin exports the 全銀 file and
 * marks the batch transferred, and the seller sees it in the transfer history.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { readFile, writeFile } from 'node:fs/promises';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, reportAndCloseActors, signedInActor } from './support/actors';
import { findPaidDemoArticles } from './support/articles';
import { makePng } from './support/images';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { transferDateFor } from '@shirube/domain';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));
test.afterAll(async () => writeFile(e2eState().clockFile, '0'));

const yenText = (n: number) => msg('common.yen', { amount: n });

async function buyThroughApi(api: APIRequestContext, baseURL: string, articleId: number) {
  const headers = { origin: new URL(baseURL).origin };
  const token = await api.post('/v1/payment/sandbox/tokens', {
    headers,
    data: { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const charge = await api.post('/v1/payment/veritrans/charge', {
    headers: { ...headers, 'idempotency-key': `payouts-e2e-${articleId}-${Date.now()}` },
    data: { articleId, token: (await token.json()).token },
  });
  expect(charge.status(), await charge.text()).toBe(200);
}

test('seller: bank account, ID, admin verifies, hold passes, payout, 全銀 file, transferred', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const state = e2eState();
  // Two sales of one demo author: enough to pass the 1,000円 minimum after the 250円 fee.
  const articles = await findPaidDemoArticles(state.apiUrl, 12);
  const byAuthor = new Map<string, typeof articles>();
  for (const a of articles) byAuthor.set(a.authorAccount, [...(byAuthor.get(a.authorAccount) ?? []), a]);
  const sold = [...byAuthor.values()].find((list) => list.length >= 2)!.slice(0, 2);
  const author = demoUsers.find((u) => u.account === sold[0].authorAccount)!;
  const buyer = await freshActor(browser, baseURL!, state.mailDir, 'buyer');
  for (const a of sold) await buyThroughApi(buyer.context.request, baseURL!, a.id);

  const seller = await signedInActor(browser, baseURL!, 'seller', {
    email: author.email,
    password: DEMO_PASSWORD,
  });
  const admin = await signedInActor(browser, baseURL!, 'admin', {
    email: demoUsers.find((u) => u.isAdmin)!.email,
    password: DEMO_PASSWORD,
  });
  const page = seller.page;

  // Held sales explain themselves: pending until a date, and every reason a payout is impossible.
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('next-payable')).toBeVisible();
  await expect(page.getByTestId('blocker-no_bank_account')).toBeVisible();
  await expect(page.getByTestId('blocker-verification_required')).toBeVisible();

  // Bank account with lookups as you type; the hiragana holder name becomes katakana.
  await page.getByRole('link', { name: msg('seller.payout.fixBank') }).click();
  await expect(page).toHaveURL(/\/settings\/bank_account$/);
  await page.getByTestId('bank-lookup').fill('みずほ');
  await page.getByTestId('bank-lookup-option').filter({ hasText: '0001' }).click();
  await expect(page.getByTestId('bank-lookup-selected')).toHaveText(
    msg('seller.bank.selected', { name: 'みずほ', code: '0001' }),
  );
  await page.getByTestId('branch-lookup').fill('とうきょう');
  await page.getByTestId('branch-lookup-option').first().click();
  await page.getByTestId('account-number').fill('123456');
  await page.getByTestId('holder-name').fill('やまだ たろう');
  await page.getByTestId('bank-save').click();
  await expect(page.getByText(msg('seller.field.accountNumber.format'))).toBeVisible();
  await page.getByTestId('account-number').fill('1234567');
  await expect(page.getByTestId('holder-name')).toHaveValue('ヤマダ タロウ');
  await page.getByTestId('bank-save').click();
  await expect(page.getByTestId('bank-saved')).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toContainText('ヤマダ タロウ');

  // Identity: details with the postal lookup, then the front image with a progress bar.
  await page.goto('/settings/bank_information');
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'unverified');
  for (const [field, value] of Object.entries({
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'やまだ',
    firstNameKana: 'たろう',
    birthDate: '1990-04-01',
    postalCode: '1040061',
    addressLine: '1-2-3',
    phone: '090-1234-5678',
  }))
    await page.getByTestId(`verify-${field}`).fill(value);
  await page.getByTestId('postal-lookup').click();
  await expect(page.getByTestId('verify-city')).toHaveValue('中央区');
  await expect(page.getByTestId('verify-prefecture')).toHaveValue('東京都');
  await page.getByTestId('verify-save').click();
  await expect(page.getByTestId('verify-message')).toHaveText(msg('seller.verify.saved'));
  await page
    .getByTestId('id-front-input')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: makePng(320, 200) });
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'pending');

  // The admin sees the details and the image (admin-only URL) and verifies.
  await admin.page.goto('/admin/identifications');
  const item = admin.page.getByTestId('identity-review').filter({ hasText: `@${author.account}` });
  await expect(item.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await item.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await item.getByTestId('identity-verify').click();
  await expect(item).toHaveCount(0);

  // Still held: only the balance stands in the way. Then eight days pass on the API's clock.
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('blocker-below_minimum')).toBeVisible();
  await expect(page.getByTestId('blocker-no_bank_account')).toHaveCount(0);
  await writeFile(state.clockFile, String(8 * 86_400_000));
  await page.reload();
  const summary = await (await seller.context.request.get('/v1/sales/total_sales')).json();
  const payable: number = summary.data.unpaidSalesOfPayoutable;
  expect(payable).toBeGreaterThanOrEqual(1250);
  await expect(page.getByTestId('payable-sales')).toContainText(yenText(payable));
  await page.getByTestId('payout-request').click();
  await expect(page.getByTestId('payout-result')).toContainText(msg('seller.payout.requested'));
  await expect(page.getByTestId('in-transit-sales')).toContainText(yenText(payable - 250));
  // When it reaches the bank (issue 40): the admin file's default 取組日 on the API's clock, said the same
  // on the summary, the transfer row and the deletion page.
  const asOf: string = summary.data.asOf;
  const bankDay = transferDateFor(asOf).replaceAll('-', '/');
  await expect(page.getByTestId('bank-date-in-transit')).toHaveText(
    msg('seller.payout.bankDate.inTransit', { amount: yenText(payable - 250), date: bankDay }),
  );
  await page.goto('/dashboard/transferred_history');
  await expect(page.getByTestId('transfer-row').first().getByTestId('transfer-bank-date')).toHaveText(
    msg('seller.transfers.bankDate.expected', { date: bankDay }),
  );
  await page.goto('/settings/delete_account');
  await expect(page.getByTestId('unpaid-balance')).toContainText(
    msg('account.delete.unpaid.in_transit', { amount: yenText(payable - 250), date: bankDay }),
  );

  // The admin exports the 全銀 file (fixed 120-byte records + CRLF) and marks the batch transferred.
  await admin.page.goto('/admin/transfers');
  await expect(
    admin.page.getByTestId('waiting-payout').filter({ hasText: `@${author.account}` }),
  ).toBeVisible();
  await admin.page.getByTestId('create-batch').click();
  const batch = admin.page.getByTestId('transfer-batch').first();
  await expect(batch).toHaveAttribute('data-status', 'exported');
  const [download] = await Promise.all([
    admin.page.waitForEvent('download'),
    batch.getByTestId('transfer-file').click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length % 122).toBe(0);
  const records = bytes.length / 122;
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('1210');
  const trailer = bytes.subarray((records - 2) * 122, (records - 2) * 122 + 120).toString('latin1');
  expect(trailer.slice(0, 7)).toBe(`8${String(records - 3).padStart(6, '0')}`);
  expect(bytes.subarray(0, bytes.length).toString('latin1')).toContain(
    String(payable - 250).padStart(10, '0'),
  );
  await batch.getByTestId('batch-transferred').click();
  await expect(admin.page.getByTestId('transfer-batch').first()).toHaveAttribute(
    'data-status',
    'transferred',
  );

  // The seller sees the transfer as done, to the yen.
  await page.goto('/dashboard/transferred_history');
  const row = page.getByTestId('transfer-row').first();
  await expect(row).toHaveAttribute('data-status', 'transferred');
  await expect(row.getByTestId('transfer-net')).toHaveText(yenText(payable - 250));
  await expect(row.getByTestId('transfer-status')).toContainText(msg('seller.transfers.status.transferred'));
  // Reached: the batch's 取組日 (the file's default, the day after it was made on the API's clock).
  await expect(row.getByTestId('transfer-bank-date')).toHaveText(bankDay);
});
