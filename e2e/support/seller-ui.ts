/**
 * What each side sees of the money: the bell (unread count, menu, where a click goes) and mf-seller's
 * /dashboard/sales_history and /dashboard/sales_management. Amounts are matched as the screens group
 * them (「1,000円」); the expected figures come from calculateSale in the spec, never literals.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from './i18n';

/** 680 → 「680円」 exactly as mf-seller writes an amount (so 120 never matches 1,120円). */
const yenText = (n: number) => new RegExp(`(^|[^\\d,])${msg('common.yen', { amount: n })}`);

/** Opens the bell, which must show `unread` unread notifications, and answers the menu. */
export async function openBell(page: Page, unread: number): Promise<Locator> {
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(msg('shell.header.notificationsUnread', { count: unread }));
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

/** The sale's notification in the bell (the one unread) leads to its row in the sales history. */
export async function saleFromBell(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  const menu = await openBell(page, 1);
  await menu.getByRole('menuitem').filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/sales_history$/);
  return salesHistoryRow(page, title);
}

/** Each named cell of the row shows the amount (data-testid on the cells: price, fee, commission, profit). */
export async function expectRowAmounts(row: Locator, amounts: Record<string, number>): Promise<void> {
  for (const [cell, amount] of Object.entries(amounts))
    await expect(row.getByTestId(`sales-${cell}`), `${cell} cell`).toHaveText(yenText(amount));
}

/** /dashboard/sales_management: this month's earnings and the unpaid earnings of all time. */
export async function expectSalesSummary(page: Page, figures: { thisMonth: number; unpaid: number }) {
  await page.goto('/dashboard/sales_management');
  await expect(page.getByTestId('sales-of-this-month')).toContainText(yenText(figures.thisMonth));
  await expect(page.getByTestId('unpaid-sales')).toContainText(yenText(figures.unpaid));
}
