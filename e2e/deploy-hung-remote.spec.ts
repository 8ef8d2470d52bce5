/**
 * Issue 24: a hung remote never holds the page. Every file of mf_seller is held unanswered (as behind
 * a proxy that never replies): the header and the other areas must show regardless, and the seller's
 * area its fallback once the loader's time-out (REMOTE_TIMEOUT_MS, shell/src/remotes/mfLoader.ts) ends.
 * Nothing of the seller is ever answered, so what shows cannot have waited for it.
 */
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

/** REMOTE_TIMEOUT_MS (5 s) plus the time a loaded CI machine may need to paint the fallback. */
const FALLBACK_WITHIN_MS = 5_000 + 5_000;

test('a hung seller remote: header, then the seller fallback; the reader area keeps working', async ({
  page,
  baseURL,
}) => {
  await signUpConfirmAndSignIn(page.request, baseURL!, e2eState().mailDir);
  const held: string[] = [];
  await page.route('**/remotes/mf_seller/**', (route) => void held.push(route.request().url()));

  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: ja['shell.header.userMenu'] })).toBeVisible();
  // The page asked for the seller's files (entry, chunks, styles) and got none of them yet.
  await expect.poll(() => held.some((url) => /\/remotes\/mf_seller\/.+\.css$/.test(url))).toBe(true);
  await expect(page.getByText(ja['shell.remote.failedTitle'])).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
  await expect(page.getByRole('button', { name: ja['shell.remote.retry'] })).toBeVisible();

  // Another area while the seller still hangs.
  await page.getByRole('link', { name: ja['shell.header.home'] }).first().click();
  await expect(page.locator('[data-remote="mf_reader"]')).toBeVisible();
  await expect(page.getByText(ja['shell.remote.failedTitle'])).toHaveCount(0);
});
