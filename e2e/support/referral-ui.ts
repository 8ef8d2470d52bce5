/**
 * The affiliate's side: the article footer's 紹介リンク issues a referral link (POST /v1/share_links),
 * copies it (toast, spec §8) and shows it; the short URL is `${SITE_URL}/s/<code>` (team decision).
 */
import { expect, type Page } from '@playwright/test';
import { msg } from './i18n';

export const footerShareButton = (page: Page) =>
  page
    .getByTestId('article-footer')
    .getByRole('button', { name: msg('reader.footer.shareLink'), exact: true });

const shortPath = /\/s\/[A-Za-z0-9_-]{10}\b/;

/** Issues the link from the footer; answers the short URL's path (/s/<code>) as the page shows it. */
export async function issueReferralLink(page: Page): Promise<string> {
  const issued = page.waitForResponse(
    (r) => r.url().endsWith('/v1/share_links') && r.request().method() === 'POST',
  );
  await footerShareButton(page).click();
  const res = await issued;
  expect(res.status(), await res.text()).toBe(200);
  const { shortUrl } = (await res.json()) as { shortUrl: string };
  expect(shortUrl).toMatch(shortPath);

  // Copied to the clipboard with the success toast; the panel shows the short URL too.
  await expect(page.getByText(msg('reader.share.copied'))).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(shortUrl);
  const shown = await page.evaluate(() =>
    [document.body.innerText, ...[...document.querySelectorAll('input')].map((i) => i.value)].join('\n'),
  );
  expect(shown).toContain(shortUrl);
  return new URL(shortUrl).pathname;
}
