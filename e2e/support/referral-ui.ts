/**
 * The affiliate's side: the article footer's 紹介リンク issues a referral link (POST /v1/share_links),
 * copies it (toast, spec §8) and shows it in a dialog with the commission per sale and X / LINE intents
 * whose text carries 【PR】. The short URL is `${SITE_URL}/s/<code>` (team decision).
 */
import { expect, type Page } from '@playwright/test';
import { msg, yen } from './i18n';

export const footerShareButton = (page: Page) =>
  page
    .getByTestId('article-footer')
    .getByRole('button', { name: msg('reader.footer.shareLink'), exact: true });

/** Issues the link from the footer; answers the short URL's path (/s/<code>). */
export async function issueReferralLink(
  page: Page,
  article: { title: string; affiliatePercent: number; commission: number },
): Promise<string> {
  const issued = page.waitForResponse(
    (r) => r.url().endsWith('/v1/share_links') && r.request().method() === 'POST',
  );
  await footerShareButton(page).click();
  const res = await issued;
  expect(res.status(), await res.text()).toBe(200);
  const { shortUrl } = (await res.json()) as { shortUrl: string };
  const short = new URL(shortUrl);
  expect(short.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{10}$/);
  expect(short.origin).toBe(new URL(page.url()).origin);

  // The copy toast proves the clipboard write succeeded (it names the failure otherwise).
  await expect(page.getByText(msg('reader.share.copied'))).toBeVisible();
  const dialog = page.getByRole('dialog', { name: msg('reader.share.title') });
  await expect(dialog.getByRole('textbox', { name: msg('reader.share.urlLabel') })).toHaveValue(shortUrl);
  await expect(dialog.getByTestId('referral-commission')).toHaveText(
    msg('reader.share.commission', { rate: article.affiliatePercent, amount: yen(article.commission) }),
  );
  const x = new URL((await dialog.getByTestId('referral-share-twitter').getAttribute('href'))!);
  expect(x.searchParams.get('text')).toBe(msg('reader.share.prText', { title: article.title }));
  expect(x.searchParams.get('url')).toBe(shortUrl);
  await dialog.getByRole('button', { name: msg('reader.share.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  return short.pathname;
}
