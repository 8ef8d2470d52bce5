/**
 * 本人確認 as a 法人 (issue 25 item 6) on a 390 px phone and a 1280 px screen: the form switches to the
 * company's fields, nothing scrolls sideways, a mistyped 法人番号 and a representative's reading in kanji
 * are answered under their own fields in Japanese, and the corrected details are saved.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

const FIELDS = [
  'company-name',
  'company-nameKana',
  'company-corporateNumber',
  'representative-lastName',
  'representative-firstName',
  'representative-lastNameKana',
  'representative-firstNameKana',
  'company-postalCode',
  'company-prefecture',
  'company-city',
  'company-town',
  'company-addressLine',
  'company-phone',
];

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const field of FIELDS) {
    const box = await page.getByTestId(`verify-${field}`).boundingBox();
    expect(box, field).not.toBeNull();
    expect(box!.x + box!.width, field).toBeLessThanOrEqual(width);
  }
}

/** The error shown under one field (TextField renders it as an alert beside the input). */
const errorOf = (page: Page, field: string) =>
  page.getByTestId(`verify-${field}`).locator('xpath=..').getByRole('alert');

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a 法人 fills in its company, 法人番号 and representative', async ({ page, baseURL }) => {
      await signUpConfirmAndSignIn(page.request, baseURL!, e2eState().mailDir, freshUser(`corp${width}`));
      await page.goto('/settings/bank_information');
      await page.getByRole('radio', { name: msg('seller.verify.businessType.company') }).check();
      await expect(page.getByTestId('verify-company-corporateNumber')).toBeVisible();
      await expect(page.getByTestId('verify-birthDate')).toHaveCount(0);
      await fitsWidth(page, width);

      await page.getByTestId('verify-company-name').fill('株式会社しるべ');
      await page.getByTestId('verify-company-nameKana').fill('かぶしきがいしゃ しるべ');
      await page.getByTestId('verify-company-corporateNumber').fill('6000012050002');
      await page.getByTestId('verify-representative-lastName').fill('山田');
      await page.getByTestId('verify-representative-firstName').fill('太郎');
      await page.getByTestId('verify-representative-lastNameKana').fill('やまだ');
      await page.getByTestId('verify-representative-firstNameKana').fill('太郎');
      await page.getByTestId('verify-company-postalCode').fill('104-0061');
      await page.getByTestId('postal-lookup').click();
      await expect(page.getByTestId('verify-company-prefecture')).toHaveValue('東京都');
      await expect(page.getByTestId('verify-company-city')).toHaveValue('中央区');
      await page.getByTestId('verify-company-addressLine').fill('1-2-3');
      await page.getByTestId('verify-company-phone').fill('03-1234-5678');

      // The shared check digit rule answers before anything is sent.
      await page.getByTestId('verify-save').click();
      await expect(errorOf(page, 'company-corporateNumber')).toHaveText(
        msg('seller.field.company.corporateNumber.check_digit'),
      );
      await fitsWidth(page, width);

      // 国税庁's own number; the API then refuses the representative's reading in kanji.
      await page.getByTestId('verify-company-corporateNumber').fill('7000012050002');
      await page.getByTestId('verify-save').click();
      await expect(errorOf(page, 'representative-firstNameKana')).toHaveText(
        msg('seller.field.representative.firstNameKana.invalid_chars'),
      );
      await expect(errorOf(page, 'company-corporateNumber')).toHaveCount(0);
      await fitsWidth(page, width);

      await page.getByTestId('verify-representative-firstNameKana').fill('たろう');
      await page.getByTestId('verify-save').click();
      await expect(page.getByTestId('verify-message')).toHaveText(msg('seller.verify.saved'));
      await expect(page.getByTestId('verify-company-nameKana')).toHaveValue('カブシキガイシャ シルベ');
      await expect(page.getByTestId('verify-company-phone')).toHaveValue('0312345678');
      await expect(page.getByText(msg('seller.verify.company.documents'))).toBeVisible();

      // Opened again, the page remembers the seller is a 法人.
      await page.reload();
      await expect(
        page.getByRole('radio', { name: msg('seller.verify.businessType.company') }),
      ).toBeChecked();
      await expect(page.getByTestId('verify-company-corporateNumber')).toHaveValue('7000012050002');
      await fitsWidth(page, width);
    });
  });
}
