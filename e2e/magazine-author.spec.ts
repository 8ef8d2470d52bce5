/**
 * Issue 37 items 2–3, the author's side of magazines (マガジン): on /my_articles' 「マガジン」 tab the demo
 * author creates a magazine, gives it a cover (the eyecatch crop and upload), adds two of their published
 * articles, reorders them with the 上へ button, removes one, and changes the price — a bad value first
 * (the Japanese reason under the field, nothing typed lost), then a good one. The public API then
 * answers what was set. The two articles come through the API (authoring has journeys of its own).
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { reportAndCloseActors } from './support/actors';
import { expectNoViolations } from './support/axe';
import { authorAndAdmin, demoAuthor, publishedArticle } from './support/author-api';
import { msg } from './support/i18n';
import { makePng } from './support/images';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (r: Response) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );

test('an author creates a magazine with a cover, fills, orders and prices it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const actors = await authorAndAdmin(browser, baseURL!);
  const first = `マガジン用の記事A ${stamp}`;
  const second = `マガジン用の記事B ${stamp}`;
  const a = await publishedArticle(actors, baseURL!, {
    title: first,
    body: ['<p>無料</p>', '<p>有料</p>'],
    price: 300,
  });
  const b = await publishedArticle(actors, baseURL!, {
    title: second,
    body: ['<p>無料</p>', '<p>有料</p>'],
    price: 400,
  });
  const page = actors.author.page;

  await page.goto('/my_articles');
  await page
    .getByRole('navigation', { name: msg('editor.tabs.label') })
    .getByRole('link', { name: msg('editor.tabs.magazines') })
    .click();
  await expect(page).toHaveURL(/\/my_articles\?tab=magazines$/);
  await page.getByTestId('new-magazine').click();

  const title = `e2eのマガジン ${stamp}`;
  const form = page.getByTestId('magazine-form');
  await form.getByLabel(msg('editor.magazines.form.title'), { exact: true }).fill(title);
  await form.getByLabel(msg('editor.magazines.form.description'), { exact: true }).fill('二つの記事のセット');
  await form.getByLabel(msg('editor.publish.price'), { exact: true }).fill('800');
  const created = answered(page, 'POST', /^\/v1\/magazines$/);
  await form.getByRole('button', { name: msg('editor.magazines.form.create') }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/magazine=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('magazine'));

  await test.step('the cover: the eyecatch crop, uploaded to the magazine', async () => {
    const cover = page.getByTestId('magazine-cover');
    await page
      .getByTestId('magazine-cover-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(1600, 900) });
    await expect(cover.getByTestId('eyecatch-crop')).toBeVisible();
    const uploaded = answered(page, 'POST', new RegExp(`^/v1/magazines/${id}/cover$`));
    await cover.getByRole('button', { name: msg('editor.eyecatch.upload') }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(cover.getByTestId('magazine-cover-current')).toBeVisible();
  });

  const articles = page.getByTestId('magazine-articles');
  const members = articles.getByTestId('magazine-member');
  const save = async () => {
    const put = answered(page, 'PUT', new RegExp(`^/v1/magazines/${id}/articles$`));
    await articles.getByTestId('save-magazine-articles').click();
    expect((await put).status()).toBe(200);
    await expect(articles.getByTestId('magazine-articles-unsaved')).toHaveCount(0);
  };
  await test.step('two published articles added, then reordered with the keyboard, saved', async () => {
    await articles
      .getByRole('button', { name: msg('editor.magazines.articles.addLabel', { title: first }) })
      .click();
    await articles
      .getByRole('button', { name: msg('editor.magazines.articles.addLabel', { title: second }) })
      .click();
    await expect(members).toHaveCount(2);
    await save();
    const up = articles.getByRole('button', {
      name: msg('editor.magazines.articles.upLabel', { title: second }),
    });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(members.first()).toContainText(second);
    await save();
  });
  await test.step('one removed', async () => {
    await articles
      .getByRole('button', { name: msg('editor.magazines.articles.removeLabel', { title: first }) })
      .click();
    await expect(members).toHaveCount(1);
    await save();
  });

  await test.step('a bad price: the Japanese reason, nothing lost; then a good one', async () => {
    const price = form.getByLabel(msg('editor.publish.price'), { exact: true });
    await price.fill('50');
    await form.getByRole('button', { name: msg('editor.magazines.form.save') }).click();
    await expect(form.getByText(msg('magazine.problem.price.price_range'))).toBeVisible();
    await expect(form.getByLabel(msg('editor.magazines.form.title'), { exact: true })).toHaveValue(title);
    await expect(price).toHaveValue('50');
    await price.fill('1200');
    const patched = answered(page, 'PATCH', new RegExp(`^/v1/magazines/${id}$`));
    await form.getByRole('button', { name: msg('editor.magazines.form.save') }).click();
    expect((await patched).status()).toBe(200);
    await expect(form.getByText(msg('magazine.problem.price.price_range'))).toHaveCount(0);
  });

  await test.step('the public API and the author’s list say the same', async () => {
    const res = await page.request.get(`${baseURL}/v1/magazines/${id}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        title: string;
        price: number;
        coverImageUrl: string | null;
        articles: { id: number }[];
        onSale: boolean;
      };
    };
    expect(data).toMatchObject({ title, price: 1200, onSale: true });
    expect(data.coverImageUrl).not.toBeNull();
    expect((await page.request.get(new URL(data.coverImageUrl!, baseURL).href)).status()).toBe(200);
    expect(data.articles.map((x) => x.id)).toEqual([b.id]);
    expect(a.id).not.toBe(b.id);
    await expect(page.getByTestId('magazine-public-link')).toHaveAttribute(
      'href',
      `/u/${demoAuthor.account}/m/${id}`,
    );
    await page.getByRole('link', { name: msg('editor.magazines.back') }).click();
    const row = page.locator(`[data-testid="my-magazine"][data-id="${id}"]`);
    await expect(row.getByTestId('my-magazine-facts')).toContainText('1,200円');
    await expect(row.getByTestId('my-magazine-facts')).toContainText(
      msg('editor.magazines.articlesCount', { count: 1 }),
    );
  });

  await test.step('axe (WCAG 2 A/AA) finds nothing on the tab and the editor, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ['/my_articles?tab=magazines', `/my_articles?tab=magazines&magazine=${id}`]) {
        await page.goto(url);
        await expect(
          page.getByTestId(url.includes('magazine=') ? 'magazine-articles' : 'my-magazine').first(),
        ).toBeVisible();
        await expect(
          page.getByTestId('magazine-candidates').or(page.getByTestId('my-magazines')),
        ).toBeVisible();
        await expectNoViolations(page, `${url} at ${width} px`);
        const name = `${url.includes('magazine=') ? 'magazine-editor' : 'magazine-list'}-${width}`;
        await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
        // Nothing wider than the screen (the article rows wrap their buttons on a phone).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
});
