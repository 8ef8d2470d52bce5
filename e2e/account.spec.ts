/**
 * Journey (issue 12): a user changes name and icon in /settings/account and sees them in the header;
 * a visitor sends an inquiry and the operators' mail arrives (.eml); a buyer downloads a receipt PDF
 * (適格請求書) from the purchase history whose text holds the amount and the consumption tax.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { readFile } from 'node:fs/promises';
import { findPaidDemoArticle } from './support/articles';
import { msg } from './support/i18n';
import { makePng } from './support/images';
import { newestMail } from './support/mail';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

const origin = (baseURL: string) => ({ origin: new URL(baseURL).origin });

test('changes name and icon in the account settings and sees them in the header', async ({
  page,
  baseURL,
}) => {
  const { mailDir } = e2eState();
  const user = await signUpConfirmAndSignIn(page.request, baseURL!, mailDir, freshUser('acct'));
  await page.goto('/settings/account');
  const name = page.getByLabel(msg('account.profile.name'));
  await expect(name).toHaveValue(user.name);
  await name.fill('名前を変えた人');
  await page.getByRole('button', { name: msg('account.profile.submit') }).click();
  await expect(page.getByText(msg('account.saved'))).toBeVisible();

  await page.getByTestId('icon-file').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: makePng(640, 480),
  });
  await expect(page.getByRole('img', { name: msg('account.icon.preview') })).toBeVisible();
  const upload = page.waitForResponse((r) => r.url().endsWith('/v1/users/current/image'));
  await page.getByRole('button', { name: msg('account.icon.upload') }).click();
  const { data } = await (await upload).json();
  expect(data.thumbnailUrl).toMatch(/^\/uploads\/users\/.+-thumb\.webp$/);

  const avatar = page.getByRole('button', { name: msg('shell.header.userMenu') });
  await expect(avatar.locator('img')).toHaveAttribute('src', data.thumbnailUrl);
  await expect
    .poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  await avatar.click();
  await expect(page.getByTestId('menu-user')).toContainText('名前を変えた人');
  await expect(page.getByTestId('menu-user')).toContainText(`@${user.account}`);
});

test('sends an inquiry and the operators receive it by mail', async ({ page }) => {
  const { mailDir } = e2eState();
  const marker = `問い合わせ確認 ${Date.now()}`;
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: msg('shell.footer.inquiry') })
    .click();
  await expect(page).toHaveURL(/\/inquiry$/);
  await page.getByRole('button', { name: msg('reader.inquiry.submit') }).click();
  await expect(page.getByText(msg('validation.format.email'))).toHaveCount(0);
  await expect(page.getByText(msg('validation.required')).first()).toBeVisible();

  await page
    .getByLabel(msg('reader.inquiry.category'))
    .selectOption({ label: msg('reader.inquiry.category.purchase') });
  await page.getByLabel(msg('reader.inquiry.name')).fill('問い合わせ 花子');
  await page.getByLabel(msg('reader.inquiry.email')).fill('hanako-inquiry@example.com');
  await page.getByLabel(msg('reader.inquiry.body')).fill(`${marker}：領収書の宛名について教えてください。`);
  await page.getByRole('button', { name: msg('reader.inquiry.submit') }).click();
  await expect(page.getByRole('heading', { name: msg('reader.inquiry.receivedTitle') })).toBeVisible();
  const received = await page.getByTestId('inquiry-received').textContent();
  const id = /\d+/.exec(received ?? '')?.[0];
  expect(id).toBeTruthy();

  await expect.poll(async () => (await newestMail(mailDir, 'support@shirube.local')) ?? '').toContain(marker);
  const mail = (await newestMail(mailDir, 'support@shirube.local'))!;
  expect(mail).toContain(`受付番号: ${id}`);
  expect(mail).toMatch(/^Reply-To: hanako-inquiry@example\.com/im);
});

async function buyWithSandboxCard(request: APIRequestContext, baseURL: string, articleId: number) {
  const token = await request.post(`${baseURL}/v1/payment/sandbox/tokens`, {
    headers: origin(baseURL),
    data: { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const charge = await request.post(`${baseURL}/v1/payment/veritrans/charge`, {
    headers: { ...origin(baseURL), 'idempotency-key': `e2e-receipt-${Date.now()}` },
    data: { articleId, token: (await token.json()).token },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  expect((await charge.json()).data.status).toBe('purchased');
}

test('a buyer downloads a 適格請求書 PDF with the amount and the tax', async ({ page, baseURL }) => {
  const { mailDir, apiUrl } = e2eState();
  await signUpConfirmAndSignIn(page.request, baseURL!, mailDir, freshUser('rcpt'));
  const article = await findPaidDemoArticle(apiUrl);
  await buyWithSandboxCard(page.request, baseURL!, article.id);
  const history = await (await page.request.get(`${baseURL}/v1/current/purchases`)).json();
  const paid: number = history.data[0].price;

  await page.goto('/settings/purchased_history');
  await page.getByRole('button', { name: msg('commerce.receipt.open') }).click();
  const dialog = page.getByRole('dialog', { name: msg('commerce.receipt.title') });
  await dialog.getByLabel(msg('commerce.receipt.name')).fill('株式会社しるべ購入部');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: msg('commerce.receipt.submit') }).click();
  const file = await (await download).path();
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const { PDFParse } = await import('pdf-parse');
  const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
  const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
  const tax = Math.floor((paid * 10) / 110);
  expect(text).toContain('適格請求書');
  expect(text).toContain('株式会社しるべ購入部 様');
  expect(text).toContain(`${yen(paid)}（税込）`);
  expect(text).toMatch(new RegExp(`消費税（10%）\\s*${yen(tax)}`));
  expect(text).toMatch(/登録番号：T\d{13}/);
  await expect(page.getByRole('button', { name: msg('commerce.receipt.reissueOpen') })).toBeVisible();
});
