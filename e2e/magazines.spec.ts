/**
 * Journey (issue 37): a reader buys a magazine through an affiliate's referral link — new card with 3-D
 * Secure in mf-commerce's dialog — and then reads the paid part of an article the author added AFTER the
 * purchase; the affiliate earns the magazine's commission. Along the way: the magazine page's HTML (title,
 * JSON-LD, OGP) for a visitor, the paid part of an article never in a non-buyer's HTML, the article's
 * 「このマガジンに含まれています」, the author's magazines on their page and in search. The magazine is made
 * through the API (the author's UI is mf-editor's journey).
 */
import { request as playwrightRequest } from '@playwright/test';
import { calculateSale } from '@shirube/domain';
import { expect, test } from './support/app-ready';
import { reportAndCloseActors, freshActor } from './support/actors';
import { authorAndAdmin, demoAuthor, publishedArticle } from './support/author-api';
import { cards, fillNewCard, payButton } from './support/commerce-ui';
import { msg, yen } from './support/i18n';
import { createMagazine, setMagazineArticles } from './support/magazines';
import { expectSalesSummary } from './support/seller-ui';
import { rootOf } from './support/ssr';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('a reader buys a magazine through a referral link and reads an article added after buying', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { mailDir } = e2eState();
  const stamp = Date.now().toString(36);
  const price = 800;
  const affiliateRate = 0.2;
  // The e2e API runs with the default PLATFORM_FEE_BP: the affiliate's share of one sale at 20 %.
  const sale = calculateSale({ price, affiliateRateBp: 2000, hasAffiliate: true });
  const first = { title: `マガジン一本目 ${stamp}`, paid: `一本目の有料部分です（${stamp}）。` };
  const later = { title: `あとから追加 ${stamp}`, paid: `購入後に追加された記事の有料部分（${stamp}）。` };
  const title = `週刊しるべ ${stamp}`;

  const staff = await authorAndAdmin(browser, baseURL!);
  const affiliate = await freshActor(browser, baseURL!, mailDir, 'affiliate');
  const buyer = await freshActor(browser, baseURL!, mailDir, 'buyer');
  const one = await publishedArticle(staff, baseURL!, {
    title: first.title,
    body: ['無料の導入です。', first.paid],
    price: 500,
  });
  const magazine = await createMagazine(staff.author.context.request, baseURL!, {
    title,
    description: '家計と副業の記事をまとめたマガジンです。',
    price,
    affiliateRate,
    articleIds: [one.id],
  });
  const path = `/u/${demoAuthor.account}/m/${magazine.id}`;

  await test.step('a visitor gets the magazine page as HTML with its title, JSON-LD and OGP', async () => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    const res = await visitor.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).not.toContain('private');
    const html = await res.text();
    expect(rootOf(html)).toContain(title);
    expect(rootOf(html)).toContain(first.title);
    expect(rootOf(html)).not.toContain(first.paid);
    expect(html).toContain(`<meta property="og:title" content="${title} | ${msg('common.siteName')}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="家計と副業の記事をまとめたマガジンです。" />',
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'CreativeWorkSeries', name: title, offers: { price } });
    expect((await visitor.get(`/u/${demoAuthor.account}/m/99999999`)).status()).toBe(404);
    await visitor.dispose();
  });

  let referral = '';
  await test.step('the affiliate takes the magazine’s referral link from its page', async () => {
    await affiliate.page.goto(path);
    const share = affiliate.page.getByTestId('magazine-share');
    await expect(share).toContainText(msg('reader.magazine.shareRate', { rate: 20 }));
    await share.getByRole('button', { name: msg('reader.magazine.share'), exact: true }).click();
    const url = await share.getByLabel(msg('reader.share.urlLabel'), { exact: true }).inputValue();
    referral = new URL(url).pathname + new URL(url).search;
    expect(referral).toMatch(new RegExp(`^${path}\\?ref=[\\w-]+$`));
  });

  await test.step('the reader follows it and buys the magazine with a 3-D Secure card', async () => {
    const page = buyer.page;
    await page.goto(referral);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(msg('magazine.laterArticles'))).toBeVisible();
    await expect(page.getByTestId('magazine-article')).toHaveCount(1);
    await page.getByTestId('magazine-buy').click();
    const dialog = page.getByRole('dialog', { name: msg('commerce.magazine.title') });
    await expect(dialog.getByTestId('purchase-summary')).toContainText(title);
    await expect(dialog.getByTestId('purchase-summary')).toContainText(`${yen(price)}円`);
    await fillNewCard(dialog, cards.threeDSecure, false);
    const charge = page.waitForResponse(
      (r) => r.url().endsWith(`/v1/magazines/${magazine.id}/charge`) && r.request().method() === 'POST',
    );
    await payButton(dialog).click();
    // The shell filled in the remembered referral (the page sent none).
    const sent = (await charge).request().postDataJSON() as { affiliateUid?: string };
    expect(sent.affiliateUid).toBeUndefined();
    const challenge = dialog.frameLocator('iframe[data-testid="three-d-secure-frame"]');
    await expect(challenge.getByTestId('three-d-secure-page')).toContainText(`${yen(price)}円`);
    await challenge.getByRole('button', { name: '認証する', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('magazine-status')).toHaveText(msg('reader.magazine.purchased'));
    await expect(page.getByTestId('magazine-article').first()).toContainText(msg('reader.magazine.readable'));
  });

  await test.step('the author adds a new article; the buyer reads its paid part, a visitor does not', async () => {
    const two = await publishedArticle(staff, baseURL!, {
      title: later.title,
      body: ['あとから追加した記事の導入です。', later.paid],
      price: 300,
    });
    await setMagazineArticles(staff.author.context.request, baseURL!, magazine.id, [one.id, two.id]);
    const articlePath = `/u/${demoAuthor.account}/a/${two.id}`;

    const visitor = await playwrightRequest.newContext({ baseURL });
    const html = await (await visitor.get(articlePath)).text();
    expect(rootOf(html)).toContain(later.title);
    expect(html).not.toContain(later.paid);
    expect(rootOf(html)).toContain(msg('magazine.included'));
    await visitor.dispose();

    const own = await buyer.context.request.get(articlePath);
    expect(own.headers()['cache-control']).toContain('private');
    expect(rootOf(await own.text())).toContain(later.paid);
    await buyer.page.goto(articlePath);
    await expect(buyer.page.getByTestId('article-body')).toContainText(later.paid);
    await expect(buyer.page.getByTestId('in-magazine-link')).toHaveText(title);
  });

  await test.step('the author’s page lists the magazine and search finds it by title', async () => {
    await buyer.page.goto(`/u/${demoAuthor.account}`);
    await expect(buyer.page.getByTestId('magazine-card').filter({ hasText: title })).toContainText(
      msg('reader.magazine.articleCount', { count: 2 }),
    );
    await buyer.page.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(buyer.page.getByTestId('magazine-card').filter({ hasText: title })).toBeVisible();
  });

  await test.step('the magazine page fits 1280 and 390 px wide screens', async () => {
    for (const width of [1280, 390]) {
      await buyer.page.setViewportSize({ width, height: 900 });
      await buyer.page.goto(path);
      await expect(buyer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Nothing wider than the screen (a sideways scroll on a phone).
      expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await buyer.page.screenshot({ path: test.info().outputPath(`magazine-${width}.png`), fullPage: true });
    }
  });

  await test.step('the affiliate earns the magazine’s commission', async () => {
    await expectSalesSummary(affiliate.page, {
      thisMonth: sale.affiliateCommission,
      unpaid: sale.affiliateCommission,
    });
  });
});
