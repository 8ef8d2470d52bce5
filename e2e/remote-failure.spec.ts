/**
 * Journey: one remote cannot load → only its area shows the Japanese fallback with a retry; the header
 * and the top page keep working. Runs against the second shell server of the global setup, whose
 * mf_seller files were removed from its release store and whose mf_commerce points at a dead port.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';
import { ports } from './support/ports';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

const brokenURL = `http://127.0.0.1:${ports.brokenShell}`;
test.use({ baseURL: brokenURL });

async function expectAreaFailed(page: Page) {
  await expect(page.getByText(ja['shell.remote.failedTitle'])).toBeVisible();
  await expect(page.getByRole('button', { name: ja['shell.remote.retry'] })).toBeVisible();
}

async function expectHeaderAndTopPageWork(page: Page) {
  await expect(page.getByRole('button', { name: ja['shell.header.userMenu'] })).toBeVisible();
  await page.getByRole('link', { name: ja['shell.header.home'] }).first().click();
  await expect(page).toHaveURL(`${brokenURL}/`);
  await expect(page.locator('[data-remote="mf_reader"]')).toBeVisible();
  await expect(page.getByText(ja['shell.remote.failedTitle'])).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signUpConfirmAndSignIn(page.request, brokenURL, e2eState().mailDir);
});

test('a remote whose files are gone (mf_seller): only the dashboard area fails', async ({ page }) => {
  await page.goto('/dashboard');
  await expectAreaFailed(page);
  await expect(page.locator('[data-remote="mf_seller"]')).toHaveCount(0);
  await expectHeaderAndTopPageWork(page);
});

test('a remote whose server is down (mf_commerce): only the purchase history area fails', async ({
  page,
}) => {
  await page.goto('/settings/purchased_history');
  await expectAreaFailed(page);
  await expectHeaderAndTopPageWork(page);
});

test('retry loads the area once its files are back', async ({ page }) => {
  const { releasesDir, brokenReleasesDir, published } = e2eState();
  const version = published.mf_seller;
  const target = path.join(brokenReleasesDir, 'mf_seller/versions', version);
  await page.goto('/dashboard');
  await expectAreaFailed(page);
  await cp(path.join(releasesDir, 'mf_seller/versions', version), target, { recursive: true });
  try {
    await page.getByRole('button', { name: ja['shell.remote.retry'] }).click();
    await expect(page.locator('[data-remote="mf_seller"]')).toBeVisible();
    await expect(page.getByText(ja['shell.remote.failedTitle'])).toHaveCount(0);
  } finally {
    await rm(target, { recursive: true, force: true });
  }
});
