/**
 * The buyer's side in mf-commerce's PurchaseDialog (opened by the reader's buy button through the
 * shell): new card (with or without 3-D Secure), stored card + security code, a declined card.
 * Test cards are the sandbox processor's (team decision).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { msg, yen } from './i18n';

export const cards = {
  ok: '4242 4242 4242 4242',
  threeDSecure: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
} as const;

/** The buy button of the article page (the first one: header area, not the fixed footer copy). */
export const buyButton = (page: Page) => page.getByTestId('buy').first().getByRole('button');

const dialogOf = (page: Page) => page.getByRole('dialog', { name: msg('commerce.purchase.title') });

export async function openPurchaseDialog(page: Page): Promise<Locator> {
  await expect(buyButton(page)).toHaveText(msg('reader.buy.button'));
  await buyButton(page).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillNewCard(dialog: Locator, number: string, save: boolean) {
  await dialog.getByLabel(msg('commerce.card.number'), { exact: true }).fill(number);
  await dialog.getByLabel(msg('commerce.card.expiry'), { exact: true }).fill('12/30');
  await dialog.getByLabel(msg('commerce.card.cvc'), { exact: true }).fill('123');
  if (save) await dialog.getByLabel(msg('commerce.card.save'), { exact: true }).check();
}

export const payButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: msg('commerce.purchase.pay'), exact: true });

/** A declined new card: the dialog stays open with the Japanese decline message; then it is closed. */
export async function payDeclined(page: Page): Promise<void> {
  const dialog = await openPurchaseDialog(page);
  await fillNewCard(dialog, cards.declined, false);
  await payButton(dialog).click();
  await expect(dialog.getByRole('alert')).toContainText(msg('errors.card_declined'));
  await dialog.getByRole('button', { name: msg('common.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(buyButton(page)).toHaveText(msg('reader.buy.button'));
}

/** New card asking for 3-D Secure: the challenge page shows, approve, the dialog polls to purchased. */
export async function payWith3ds(page: Page, saveCard: boolean, price: number): Promise<void> {
  const dialog = await openPurchaseDialog(page);
  await fillNewCard(dialog, cards.threeDSecure, saveCard);
  await payButton(dialog).click();
  await expect(dialog.getByText(msg('commerce.purchase.challenge'))).toBeVisible();
  const challenge = dialog.frameLocator('iframe[data-testid="three-d-secure-frame"]');
  // The sandbox issuer's page (served by our API in Japanese; not an i18n message).
  await expect(challenge.getByTestId('three-d-secure-page')).toContainText(
    new RegExp(`(^|[^\\d,])${yen(price)}円`),
  );
  await challenge.getByRole('button', { name: '認証する', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The stored card (last 4 digits shown) with its security code. */
export async function payWithStoredCard(page: Page, last4: string): Promise<void> {
  const dialog = await openPurchaseDialog(page);
  await expect(dialog.getByRole('radio', { name: new RegExp(`•+ ${last4}`) })).toBeChecked();
  await dialog.getByLabel(msg('commerce.card.cvv'), { exact: true }).fill('123');
  const purchase = page.waitForResponse(
    (r) => /\/v1\/articles\/\d+\/purchase$/.test(r.url()) && r.request().method() === 'POST',
  );
  await payButton(dialog).click();
  const res = await purchase;
  expect(res.status(), await res.text()).toBe(200);
  await expect(dialog).toBeHidden();
}

/** After a purchase: the full body (paid text) shows and the buy button is a disabled 'purchased'. */
export async function expectPurchased(page: Page, paidText: string): Promise<void> {
  await expect(page.getByTestId('article-body')).toContainText(paidText);
  await expect(buyButton(page)).toHaveText(msg('reader.buy.purchased'));
  await expect(buyButton(page)).toBeDisabled();
}

/** A new card paid at once (no 3-D Secure): the article turns bought and shows its paid part. */
export async function payWithNewCard(page: Page, paidText: string): Promise<void> {
  const dialog = await openPurchaseDialog(page);
  await fillNewCard(dialog, cards.ok, false);
  await payButton(dialog).click();
  await expectPurchased(page, paidText);
}
