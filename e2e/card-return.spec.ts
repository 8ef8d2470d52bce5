/**
 * A buyer without a stored card (issue 25 item 14): the purchase dialog leads to card registration and
 * the card page comes back to the article once the card is saved (spec §2); the stored card then pays.
 * The purchase history offers the month of the purchase (GET /v1/sales/purchased_month) and totals it.
 * The operators' system phrases show on the top page and in the dialog (spec §3). axe (WCAG 2 A + AA)
 * finds nothing on the card page and the history; screenshots at 1280 and 390 px go to the output folder.
 */
import type { Page, TestInfo } from '@playwright/test';
import { demoSystemPhrases } from '../api/src/seed/data/site';
import { expect, test } from './support/app-ready';
import { expectNoViolations } from './support/axe';
import { findPaidDemoArticle } from './support/articles';
import { openPurchaseDialog, payWithStoredCard } from './support/commerce-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

const phrase = (key: string) => demoSystemPhrases.find((p) => p.key === key)!.text;

async function fitsAndShoot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('registers a card from the purchase dialog, comes back, buys, finds the month', async ({
      page,
      baseURL,
    }, testInfo) => {
      const { apiUrl, mailDir } = e2eState();
      await signUpConfirmAndSignIn(page.request, baseURL!, mailDir, freshUser(`card${width}`));
      const article = await findPaidDemoArticle(apiUrl);

      await page.goto('/');
      await expect(page.getByTestId('system-phrase-top_notice')).toHaveText(phrase('top_notice'));
      await fitsAndShoot(page, testInfo, 'top');

      const articlePath = `/u/${article.authorAccount}/a/${article.id}`;
      await page.goto(articlePath);
      const dialog = await openPurchaseDialog(page);
      await expect(dialog.getByTestId('purchase-notice')).toHaveText(phrase('purchase_notice'));
      await fitsAndShoot(page, testInfo, 'purchase-dialog');
      await dialog.getByRole('link', { name: msg('commerce.purchase.registerCard') }).click();

      await page.waitForURL((u) => u.pathname === '/settings/credit_card');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(articlePath);
      await expect(page.getByTestId('card-return')).toBeVisible();
      await expect(page.getByTestId('no-card')).toBeVisible();
      if (width === 1280) await expectNoViolations(page, 'the card page');
      await fitsAndShoot(page, testInfo, 'card-page');
      await page.getByRole('button', { name: msg('commerce.cardPage.register') }).click();
      const expiry = page.getByLabel(msg('commerce.card.expiry'), { exact: true });
      const cvc = page.getByLabel(msg('commerce.card.cvc'), { exact: true });
      await page.getByLabel(msg('commerce.card.number'), { exact: true }).fill('4242 4242 4242 4242');
      // An error under the expiry alone (at 390 px the CVC label is two lines): both inputs on one line.
      await expiry.fill('13/1');
      await cvc.fill('123');
      await page.getByRole('button', { name: msg('common.save'), exact: true }).click();
      await expect(page.getByText(msg('commerce.card.error.expiryInvalid'))).toBeVisible();
      const tops = [(await expiry.boundingBox())!.y, (await cvc.boundingBox())!.y];
      expect(Math.abs(tops[0]! - tops[1]!), `expiry and CVC input tops ${tops.join(', ')}`).toBeLessThan(1);
      await fitsAndShoot(page, testInfo, 'card-error');
      await expiry.fill('12/30');
      await page.getByRole('button', { name: msg('common.save'), exact: true }).click();

      // Back on the article, the stored card pays.
      await page.waitForURL((u) => u.pathname === articlePath);
      await payWithStoredCard(page, '4242');

      await page.goto('/settings/purchased_history');
      await expect(page.getByTestId('purchase-row')).toHaveCount(1);
      const picker = page.getByLabel(msg('commerce.history.month'));
      const month = await page.evaluate(() =>
        new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit' })
          .format(new Date())
          .slice(0, 7),
      );
      await expect(picker.locator(`option[value="${month}"]`)).toHaveCount(1);
      await picker.selectOption(month);
      await expect(page.getByTestId('purchase-month-total')).toContainText(
        msg('commerce.history.monthTotal', {
          year: month.slice(0, 4),
          month: Number(month.slice(5)),
          count: 1,
          total: msg('common.price', { price: article.price }),
        }),
      );
      await expect(page.getByTestId('purchase-row')).toHaveCount(1);
      if (width === 1280) await expectNoViolations(page, 'the purchase history');
      await fitsAndShoot(page, testInfo, 'purchase-history');
    });
  });
}
