/**
 * The page takes input once it is ready (shell/src/ready): <html data-app-ready> appears only when the
 * page the visitor sees has hydrated. The top page loads its own chunk after the reader's ./pages; with
 * that chunk slow, the mark once came before it (a Suspense boundary inside the page), and a tab pressed
 * in between was lost. Here every reader chunk is held 1.5 s, and the first press after the mark counts.
 */
import { expect, test } from './support/app-ready';
import { msg } from './support/i18n';

test('a server-rendered page with a slow chunk takes the first press after it says it is ready', async ({
  page,
}) => {
  await page.route(/\/remotes\/mf_reader\/[^/]+\/static\/js\/async\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/'); // resolves at <html data-app-ready>
  const fav = page.getByRole('tab', { name: msg('reader.top.tab.fav') });
  await fav.click();
  await expect(fav).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: msg('reader.top.tab.fav') })).toBeVisible();
});
