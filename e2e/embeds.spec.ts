/**
 * Embeds and link cards (issue 10): an author starts from /my_articles (新しい記事を書く → the
 * guideline agreement), pastes a YouTube URL and a page URL each alone on a line → a video block and
 * a link card filled by GET /v1/ogp from a page this spec serves (the e2e API resolves
 * cards.e2e.test to it through OGP_TEST_HOSTS, refused in production). After review, a reader sees
 * the link card and a video facade that loads the youtube-nocookie player only on click.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { calculateSale, percentToBp } from '@shirube/domain';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, guestActor, reportAndCloseActors, signedInActor } from './support/actors';
import { approveInReviewQueue, createdDraftId, editorSurface, previewAndPublish } from './support/editor-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';

let pages: Server;
let port = 0;
test.beforeAll(async () => {
  pages = createServer((req, res) => {
    if (req.url !== '/card') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>fallback</title>
      <meta property="og:title" content="リンク先の記事タイトル">
      <meta property="og:description" content="リンクカードに出る説明文です。">
      </head><body>page</body></html>`);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  port = (pages.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));
test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

/** A real paste event carrying text/plain, as the browser sends it for Ctrl+V. */
async function pasteText(page: Page, text: string) {
  await editorSurface(page).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a pasted YouTube URL and page URL become a video facade and a link card for readers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { mailDir } = e2eState();
  const author = await freshActor(browser, baseURL!, mailDir, 'author');
  const admin = demoUsers.find((u) => u.isAdmin)!;
  const adminActor = await signedInActor(browser, baseURL!, 'admin', {
    email: admin.email,
    password: DEMO_PASSWORD,
  });
  const reader = await guestActor(browser, baseURL!, 'reader');
  const title = `埋め込みのある記事 ${Date.now()}`;
  const cardUrl = `http://cards.e2e.test:${port}/card`;
  let id = 0;

  await test.step('新しい記事を書く on /my_articles asks for the guideline agreement first', async () => {
    await author.page.goto('/my_articles');
    await author.page.getByRole('button', { name: msg('editor.mine.new') }).click();
    const dialog = author.page.getByRole('dialog', { name: msg('shell.guideline.title') });
    await dialog.getByRole('button', { name: msg('shell.guideline.agree') }).click();
    // No draft yet: the first save makes it (issue 23).
    await expect(author.page).toHaveURL(/\/a\/draft$/);
  });

  await test.step('the author pastes a YouTube URL and a page URL, each alone on a line', async () => {
    const page = author.page;
    await page.getByRole('textbox', { name: msg('editor.draft.title'), exact: true }).click();
    await page.keyboard.insertText(title);
    id = await createdDraftId(page);
    const body = editorSurface(page);
    await body.click();
    await page.keyboard.insertText('動画とリンクの紹介です。');
    await page.keyboard.press('Enter');
    await pasteText(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=share');
    await expect(body.locator('.embed-video')).toHaveAttribute(
      'data-url',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await pasteText(page, cardUrl);
    await expect(body.locator('.link-card .link-card-title')).toHaveText('リンク先の記事タイトル');
    await expect(body.locator('.link-card .link-card-description')).toHaveText(
      'リンクカードに出る説明文です。',
    );
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: msg('editor.toolbar.paywall'), exact: true })
      .click();
    await page.keyboard.insertText('ここから先は有料の本文です。');
  });

  await test.step('published after review', async () => {
    const settings = { price: 500, salesCount: 10, affiliatePercent: 10 };
    const sale = calculateSale({
      price: settings.price,
      affiliateRateBp: percentToBp(settings.affiliatePercent),
      hasAffiliate: true,
    });
    await previewAndPublish(author.page, id, settings, sale, 1);
    await approveInReviewQueue(adminActor.page, title);
  });

  await test.step('a reader sees the link card and a facade that plays only on click', async () => {
    const page = reader.page;
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/youtube|ytimg|vimeo/.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto(`/u/${author.user.account}/a/${id}`);
    const body = page.getByTestId('article-body');
    const card = body.locator('.link-card a');
    await expect(card).toHaveAttribute('href', cardUrl);
    await expect(card.locator('.link-card-title')).toHaveText('リンク先の記事タイトル');
    await expect(card.locator('.link-card-host')).toHaveText(`cards.e2e.test:${port}`);
    const video = body.locator('.embed-video');
    await expect(video.locator('a')).toBeVisible();
    expect(thirdParty, 'nothing loaded from the video host before the click').toEqual([]);
    await video.locator('a').click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect(page).toHaveURL(new RegExp(`/a/${id}$`));
  });
});
