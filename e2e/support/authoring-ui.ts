/**
 * The author's quick edit panel and discount codes (mf-editor quick-edit/), opened from the owner's
 * tools on the article page (mf-reader OwnerTools).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from './i18n';

export async function openQuickEditFromArticle(page: Page, articlePath: string): Promise<Locator> {
  await page.goto(articlePath);
  await page
    .getByTestId('owner-tools')
    .getByRole('link', { name: msg('reader.owner.quickEdit') })
    .click();
  const dialog = page.getByRole('dialog', { name: msg('editor.quickEdit.title') });
  await expect(dialog.getByTestId('quick-edit-form')).toBeVisible();
  return dialog;
}

export async function quickEdit(dialog: Locator, values: { price: number; salesCount: number }) {
  const form = dialog.getByTestId('quick-edit-form');
  await form.getByLabel(msg('editor.publish.price'), { exact: true }).fill(String(values.price));
  await form.getByLabel(msg('editor.publish.salesCount'), { exact: true }).fill(String(values.salesCount));
  const saved = dialog
    .page()
    .waitForResponse((r) => /\/quick_edit$/.test(r.url()) && r.request().method() === 'PATCH');
  await form.getByRole('button', { name: msg('editor.quickEdit.save') }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog.page().getByText(msg('editor.quickEdit.saved'))).toBeVisible();
}

/** Creates a code and answers its link as shown in the panel. */
export async function createDiscountCode(dialog: Locator, price: number): Promise<string> {
  const section = dialog.getByTestId('discount-codes');
  const before = await section.getByTestId('discount-code').count();
  const form = section.getByTestId('discount-form');
  await form.getByLabel(msg('editor.discount.price'), { exact: true }).fill(String(price));
  await form.getByRole('button', { name: msg('editor.discount.create') }).click();
  await expect(section.getByTestId('discount-code')).toHaveCount(before + 1);
  return section.getByTestId('discount-link').last().inputValue();
}

/** On /a/{id}/edit: choose a picture, keep the centred crop, upload; answers the stored URL. */
export async function uploadEyecatch(page: Page, articleId: number, png: Buffer): Promise<string> {
  await page.goto(`/a/${articleId}/edit`);
  const box = page.getByTestId('eyecatch');
  await expect(box).toBeVisible();
  await page
    .getByTestId('eyecatch-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(box.getByTestId('eyecatch-crop')).toBeVisible();
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/articles/${articleId}/eyecatch`) && r.request().method() === 'POST',
  );
  await box.getByRole('button', { name: msg('editor.eyecatch.upload') }).click();
  const res = await uploaded;
  expect(res.status(), await res.text()).toBe(200);
  await expect(box.getByTestId('eyecatch-current')).toBeVisible();
  return ((await res.json()) as { data: { url: string } }).data.url;
}
