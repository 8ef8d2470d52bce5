/**
 * Authoring journey of issue 10: a seeded author sets an eyecatch (seen on the card), quick-edits the copies and price of a live article
 * and makes a discount code; a new buyer opens the code's link, sees the list price crossed out and
 * pays exactly the code's price (3-D Secure), which is what the purchase history shows.
 */
import { expect, test } from './support/app-ready';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, reportAndCloseActors, signedInActor } from './support/actors';
import { findPaidDemoArticles } from './support/articles';
import {
  createDiscountCode,
  openQuickEditFromArticle,
  quickEdit,
  uploadEyecatch,
} from './support/authoring-ui';
import { imageSize, makePng } from './support/images';
import { expectPurchased, payWith3ds } from './support/commerce-ui';
import { msg, yen } from './support/i18n';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('quick edit of copies and price, a discount code link, and a purchase at the code price', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { mailDir, apiUrl } = e2eState();
  // The journey spec buys the first two buyable demo articles; this one takes the fourth.
  const article = (await findPaidDemoArticles(apiUrl, 4))[3];
  const owner = demoUsers.find((u) => u.account === article.authorAccount)!;
  const author = await signedInActor(browser, baseURL!, 'author', {
    email: owner.email,
    password: DEMO_PASSWORD,
  });
  const buyer = await freshActor(browser, baseURL!, mailDir, 'buyer');
  const articlePath = `/u/${article.authorAccount}/a/${article.id}`;
  const listPrice = article.price + 500;
  const codePrice = Math.max(100, Math.floor(listPrice / 2));
  let link = '';

  await test.step('author uploads an eyecatch and sees it on the card of the user page', async () => {
    const url = await uploadEyecatch(author.page, article.id, makePng(2400, 1600));
    expect(url).toMatch(/^\/uploads\/eyecatch\/[0-9a-f]+\.png$/);
    // Cropped to the card/OGP shape in the browser and stored within 1280×670.
    const stored = await author.page.request.get(url);
    expect(imageSize(await stored.body())).toEqual({ type: 'png', width: 1280, height: 670 });
    await author.page.goto(`/u/${article.authorAccount}`);
    const card = author.page.getByTestId('article-card').filter({ hasText: article.title });
    await expect(card.locator('img').first()).toHaveAttribute('src', url.replace(/\.png$/, '.thumb.png'));
  });

  await test.step('author quick-edits the copies and the price, live at once', async () => {
    const dialog = await openQuickEditFromArticle(author.page, articlePath);
    await quickEdit(dialog, { price: listPrice, salesCount: 500 });
    link = await createDiscountCode(dialog, codePrice);
    expect(link).toMatch(new RegExp(`${articlePath}\\?discount_code=[A-Za-z0-9_-]{12}$`));
  });

  await test.step('a visitor sees the new price and copies without the code', async () => {
    await buyer.page.goto(articlePath);
    const price = buyer.page.getByTestId('paywall').getByTestId('price');
    await expect(price).toHaveText(msg('common.price', { price: listPrice }));
  });

  await test.step('the buyer opens the code link: list price crossed out, the code price to pay', async () => {
    await buyer.page.goto(new URL(link).pathname + new URL(link).search);
    await expect(buyer.page.getByTestId('discount-applied')).toBeVisible();
    const price = buyer.page.getByTestId('paywall').getByTestId('price');
    await expect(price.locator('del')).toHaveText(msg('common.price', { price: listPrice }));
    await expect(price.locator('strong')).toHaveText(msg('common.price', { price: codePrice }));
    await payWith3ds(buyer.page, false, codePrice);
    await expectPurchased(buyer.page, article.paidText.slice(0, 30));
  });

  await test.step('the purchase history shows the discounted amount', async () => {
    await buyer.page.goto('/settings/purchased_history');
    const row = buyer.page.getByTestId('purchase-row').filter({ hasText: article.title });
    await expect(row).toContainText(`${yen(codePrice)}円`);
  });
});
