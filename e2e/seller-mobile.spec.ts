/**
 * Seller screens on a 390 px phone (issue 25): the 本人確認 form fits the screen — every field, 名・メイ・
 * 市区町村・番地 included, is inside the viewport and nothing scrolls sideways — and the page has its own title.
 */
import { expect, test } from './support/app-ready';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

test('the identity verification form fits a 390 px screen', async ({ page, baseURL }) => {
  await signUpConfirmAndSignIn(page.request, baseURL!, e2eState().mailDir, freshUser('mobile'));
  await page.goto('/settings/bank_information');
  const firstName = page.getByTestId('verify-firstName');
  await expect(firstName).toBeVisible();
  await expect(page).toHaveTitle(`${msg('shell.title.identity')}｜しるべ`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const field of ['lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'city', 'addressLine']) {
    const box = await page.getByTestId(`verify-${field}`).boundingBox();
    expect(box, field).not.toBeNull();
    expect(box!.x + box!.width, field).toBeLessThanOrEqual(390);
  }
});
