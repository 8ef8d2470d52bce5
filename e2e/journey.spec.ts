/**
 * Journey of issue 3, four people in four browser contexts against the real API and shell server:
 * an author writes and publishes (review), the admin approves, an affiliate issues a referral link,
 * a buyer opens the short link and pays (declined card, 3-D Secure + saved card, stored card + code),
 * and the money shows up for the author and the affiliate, to the yen (figures from calculateSale).
 */
import { expect, test } from './support/app-ready';
import { calculateSale, percentToBp, targetImageSize } from '@shirube/domain';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, guestActor, reportAndCloseActors, signedInActor } from './support/actors';
import { findPaidDemoArticles } from './support/articles';
import {
  buyButton,
  expectPurchased,
  payDeclined,
  payWith3ds,
  payWithStoredCard,
} from './support/commerce-ui';
import {
  approveInReviewQueue,
  previewAndPublish,
  saveDraft,
  startDraft,
  createdDraftId,
  writeArticle,
} from './support/editor-ui';
import { msg } from './support/i18n';
import { footerShareButton, issueReferralLink } from './support/referral-ui';
import { expectRowAmounts, expectSalesSummary, openBell, saleFromBell } from './support/seller-ui';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('a signed-out visitor pressing 紹介リンク is asked to log in and sent to sign-in', async ({
  browser,
  baseURL,
}) => {
  const [article] = await findPaidDemoArticles(e2eState().apiUrl, 1);
  const { page } = await guestActor(browser, baseURL!, 'visitor');
  await page.goto(`/u/${article.authorAccount}/a/${article.id}`);
  await footerShareButton(page).click();
  await expect(page.getByText(msg('reader.footer.shareLinkLoginRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in(\?|$)/);
});

test('write → review → publish → referral link → 3-D Secure purchase → the money shows up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { mailDir, apiUrl } = e2eState();
  const stamp = Date.now().toString(36);
  const text = {
    title: `しるべE2E ${stamp} はじめての有料記事`,
    intro: [
      ['にほんごの', '日本語の'],
      ['にゅうりょくが', '入力が'],
      ['ひともじも', '一文字も'],
      ['かけずにとどくかを', '欠けずに届くかを'],
      ['たしかめるだんらくです。', '確かめる段落です。'],
    ] as [string, string][],
    heading: '無料で読める部分',
    listItems: ['ひとつめの項目', 'ふたつめの項目'],
    boldWord: '太字の言葉',
    paid: `ここから先は購入した人だけが読める本文です（${stamp}）。`,
  };
  const settings = { price: 1000, salesCount: 10, affiliatePercent: 20 };
  // The e2e API runs with the default PLATFORM_FEE_BP (12 %): 1,000 → fee 120, commission 200, 680.
  const sale = calculateSale({
    price: settings.price,
    affiliateRateBp: percentToBp(settings.affiliatePercent),
    hasAffiliate: true,
  });
  const [demoB, demoC] = await findPaidDemoArticles(apiUrl, 2);

  const author = await freshActor(browser, baseURL!, mailDir, 'author');
  const admin = demoUsers.find((u) => u.isAdmin)!;
  const adminActor = await signedInActor(browser, baseURL!, 'admin', {
    email: admin.email,
    password: DEMO_PASSWORD,
  });
  const affiliate = await freshActor(browser, baseURL!, mailDir, 'affiliate');
  const buyer = await freshActor(browser, baseURL!, mailDir, 'buyer');
  let id = 0;
  let articlePath = '';
  let paidLines = 0;

  await test.step('author writes the draft, with an image scaled down before upload', async () => {
    await startDraft(author.page);
    const image = await writeArticle(author.page, text, { width: 2000, height: 1000 });
    id = await createdDraftId(author.page);
    articlePath = `/u/${author.user.account}/a/${id}`;
    // Spec §5: scaled down in the browser before the upload, and stored within 1280×670.
    const want = targetImageSize(2000, 1000);
    expect(image.sent).toEqual({ type: 'image/png', width: want.width, height: want.height });
    expect(image.stored.width).toBeLessThanOrEqual(1280);
    expect(image.stored.height).toBeLessThanOrEqual(670);
    expect([image.stored.width, image.stored.height]).toEqual([want.width, want.height]);

    const draft = await saveDraft(author.page, id);
    expect(draft.title).toBe(text.title);
    const free = draft.body.slice(0, draft.payArticleLine).join('');
    const paid = draft.body.slice(draft.payArticleLine);
    expect(draft.payArticleLine).toBeGreaterThan(0);
    expect(paid.join('')).toContain(text.paid);
    expect(free).toContain(`<h2>${text.heading}</h2>`);
    expect(free).toContain(`<strong>${text.boldWord}</strong>`);
    expect(free).toMatch(/<ul>.*ひとつめの項目.*ふたつめの項目.*<\/ul>/);
    expect(free).toContain('<img');
    paidLines = paid.length;
  });

  await test.step('preview shows the take-home; publish asks for review', async () => {
    await previewAndPublish(author.page, id, settings, sale, paidLines);
    await author.page.goto(articlePath);
    const banner = author.page.getByTestId('banner-under-review');
    await expect(banner).toContainText(msg('reader.article.banner.underReview'));
    // The owner can open the version waiting for approval (with its diff against the live one).
    await expect(banner.getByRole('link', { name: msg('reader.article.banner.reviewLink') })).toBeVisible();
  });

  await test.step('admin approves; the author is notified', async () => {
    await approveInReviewQueue(adminActor.page, text.title);
    await author.page.goto('/');
    const menu = await openBell(author.page, 1);
    await menu.getByRole('menuitem').filter({ hasText: text.title }).click();
    await expect(author.page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(author.page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(author.page.getByTestId('banner-under-review')).toHaveCount(0);
  });

  let shortPath = '';
  await test.step('affiliate issues a referral link from the footer', async () => {
    // Every response the affiliate (never a buyer) receives: the paid part must be in none of them.
    const seen: Promise<string>[] = [];
    affiliate.page.on('response', (r) => seen.push(r.text().catch(() => '')));
    await affiliate.page.goto(articlePath);
    await expect(affiliate.page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(affiliate.page.getByTestId('article-body')).not.toContainText(text.paid);
    shortPath = await issueReferralLink(affiliate.page, {
      title: text.title,
      affiliatePercent: settings.affiliatePercent,
      commission: sale.affiliateCommission,
    });
    for (const body of await Promise.all(seen)) expect(body).not.toContain(text.paid);
  });

  await test.step('buyer: a declined card shows the Japanese message and buys nothing', async () => {
    await buyer.page.goto(`/u/${demoC.authorAccount}/a/${demoC.id}`);
    await payDeclined(buyer.page);
    await expect(buyer.page.getByTestId('article-body')).not.toContainText(demoC.paidText.slice(0, 30));
  });

  await test.step('buyer opens the short link and pays with 3-D Secure, saving the card', async () => {
    await buyer.page.goto(shortPath);
    await expect(buyer.page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(buyer.page.getByTestId('article-body')).not.toContainText(text.paid);
    await payWith3ds(buyer.page, true, settings.price);
    await expectPurchased(buyer.page, text.paid);
  });

  await test.step('buyer buys a second article with the stored card and its security code', async () => {
    await buyer.page.goto('/settings/credit_card');
    await expect(buyer.page.getByTestId('stored-card')).toContainText('•••• 3220');
    await buyer.page.goto(`/u/${demoB.authorAccount}/a/${demoB.id}`);
    await payWithStoredCard(buyer.page, '3220');
    await expectPurchased(buyer.page, demoB.paidText.slice(0, 30));
    await buyer.page.goto(`/u/${demoC.authorAccount}/a/${demoC.id}`);
    await expect(buyButton(buyer.page)).toHaveText(msg('reader.buy.button'));
  });

  await test.step('author: sales notification, sales history and this month to the yen', async () => {
    const row = await saleFromBell(author.page, text.title);
    await expectRowAmounts(row, {
      price: sale.price,
      fee: sale.platformFee,
      commission: sale.affiliateCommission,
      profit: sale.sellerShare,
    });
    // A new author: this sale is all they earned, this month and unpaid.
    await expectSalesSummary(author.page, { thisMonth: sale.sellerShare, unpaid: sale.sellerShare });
  });

  await test.step('affiliate: sales_affiliate notification and the commission', async () => {
    const row = await saleFromBell(affiliate.page, text.title);
    // The referral row: the article's price, the commission, and that commission as the profit.
    await expectRowAmounts(row, {
      price: sale.price,
      commission: sale.affiliateCommission,
      profit: sale.affiliateCommission,
    });
    await expectSalesSummary(affiliate.page, {
      thisMonth: sale.affiliateCommission,
      unpaid: sale.affiliateCommission,
    });
  });
});
