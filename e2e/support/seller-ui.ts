/**
 * What each side sees of the money: the bell (unread count, menu, where a click goes) and mf-seller's
 * /dashboard/sales_history and /dashboard/sales_management. Amounts are matched as the screens group
 * them ('1,000'); the expected figures come from calculateSale in the spec, never literals.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { msg, msgPattern, yen } from './i18n';

/** Opens the bell (which must show unread ones) and answers the menu. */
export async function openBell(page: Page): Promise<Locator> {
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(msgPattern('shell.header.notificationsUnread'));
  await bell.click();
  const menu = page.getByRole('menu', { name: msg('shell.header.notifications') });
  await expect(menu).toBeVisible();
  return menu;
}

/** The sales-history row of one article, on the current month's page. */
export async function salesHistoryRow(page: Page, title: string): Promise<Locator> {
  if (!page.url().endsWith('/dashboard/sales_history')) await page.goto('/dashboard/sales_history');
  const row = page.getByTestId('sales-history-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

/** Each named cell of the row shows the amount (data-testid on the cells: price, fee, commission, profit). */
export async function expectRowAmounts(row: Locator, amounts: Record<string, number>): Promise<void> {
  for (const [cell, amount] of Object.entries(amounts))
    await expect(row.getByTestId(`sales-${cell}`), `${cell} cell`).toContainText(yen(amount));
}

export async function expectThisMonthSales(page: Page, amount: number): Promise<void> {
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('sales-of-this-month')).toContainText(yen(amount));
}
