/**
 * Journeys of issue 8 (discovery and social), in real Chromium against the real API and shell server:
 * a visitor searches 副業 from the header and opens a result; a buyer leaves a 4-star review and sees
 * the average change; a reader follows an author and finds the author's new article under フォロー中.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, guestActor, reportAndCloseActors, signedInActor } from './support/actors';
import { findPaidDemoArticles } from './support/articles';
import { payWithNewCard } from './support/commerce-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

const same = (baseURL: string) => ({ origin: new URL(baseURL).origin });

test('a visitor searches 副業 from the header and opens a result', async ({ browser, baseURL }) => {
  const { page } = await guestActor(browser, baseURL!, 'visitor');
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: msg('shell.header.search') });
  await box.fill('副業');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E5%89%AF%E6%A5%AD&order=fav$/);
  await expect(
    page.getByRole('heading', { name: msg('reader.search.resultsFor', { q: '副業' }) }),
  ).toBeVisible();
  await expect(page.getByTestId('search-count')).toBeVisible();
  // The header box keeps what was searched.
  await expect(box).toHaveValue('副業');
  const first = page.getByTestId('article-card').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);
  await first.click();
  await expect(page).toHaveURL(/\/u\/[^/]+\/a\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a buyer sees no average before the first review, leaves a 4-star one, then sees the summary', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { mailDir, apiUrl } = e2eState();
  // The last of a few paid demo articles: the purchase journey buys the first ones.
  const articles = await findPaidDemoArticles(apiUrl, 4);
  const article = articles[articles.length - 1]!;
  const buyer = await freshActor(browser, baseURL!, mailDir, 'reviewer');
  const { page } = buyer;
  await page.goto(`/u/${article.authorAccount}/a/${article.id}`);
  await payWithNewCard(page, article.paidText.slice(0, 30));

  const reviews = page.getByTestId('reviews');
  const summary = reviews.getByTestId('reviews-summary');
  // Before the first review: only the empty state, no average (「平均 0.0」 would read as rated zero).
  await expect(reviews.getByText(msg('reader.reviews.empty'))).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(msg('reader.reviews.title'));
  const form = reviews.getByTestId('review-form');
  await form.getByRole('radio', { name: msg('reader.reviews.star', { count: 4 }) }).check({ force: true });
  await form
    .getByRole('textbox', { name: msg('reader.reviews.bodyLabel') })
    .fill('手順どおりに進めたら、最初の1万円に届きました。');
  await form.getByRole('button', { name: msg('reader.reviews.submit') }).click();
  await expect(page.getByText(msg('reader.reviews.posted'))).toBeVisible();
  const mine = reviews.getByTestId('reader-review').first();
  await expect(mine).toContainText('最初の1万円に届きました');
  await expect(mine.getByRole('img', { name: msg('reader.reviews.star', { count: 4 }) })).toBeVisible();

  // What the API now says about the article is what the page shows, now that there is a review.
  const now = (await (await buyer.context.request.get(`${baseURL}/v1/articles/${article.id}`)).json()) as {
    data: { point: number; reviewsCount: number };
  };
  expect(now.data.reviewsCount).toBeGreaterThanOrEqual(1);
  const expected = msg('reader.reviews.summary', { point: now.data.point, count: now.data.reviewsCount });
  await expect(summary).toHaveText(expected);
  await expect(form).toHaveCount(0);
});

async function publishViaApi(request: APIRequestContext, baseURL: string, title: string): Promise<number> {
  const draft = await request.post(`${baseURL}/v1/articles/draft`, { headers: same(baseURL) });
  expect(draft.status(), await draft.text()).toBe(200);
  const id = ((await draft.json()) as { data: { id: number } }).data.id;
  const saved = await request.patch(`${baseURL}/v1/articles/${id}/draft`, {
    headers: same(baseURL),
    data: {
      article: {
        title,
        body: ['<p>フォローしてくれた方への新しい記事です。</p>', '<p>ここから有料の本題です。</p>'],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`${baseURL}/v1/articles/${id}/publish`, {
    headers: same(baseURL),
    data: {
      price: 500,
      salesCount: 0,
      isSalesUnlimited: true,
      affiliateRate: 0,
      affiliatableOnlyPurchaser: false,
      payArticleLine: 1,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('a reader follows an author and sees their new article under フォロー中', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { mailDir } = e2eState();
  const author = await freshActor(browser, baseURL!, mailDir, 'author');
  const reader = await freshActor(browser, baseURL!, mailDir, 'follower');
  const account = author.user.account!;

  await reader.page.goto(`/u/${account}`);
  const profile = reader.page.getByTestId('profile');
  await profile.getByRole('button', { name: msg('reader.follow.follow') }).click();
  await expect(profile.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(profile.getByRole('link', { name: msg('reader.user.followers', { count: 1 }) })).toBeVisible();

  // The author publishes; the admin approves (the editor journey covers doing this on screen).
  const title = `フォロー中に届く記事 ${Date.now().toString(36)}`;
  const id = await publishViaApi(author.context.request, baseURL!, title);
  const admin = demoUsers.find((u) => u.isAdmin)!;
  const adminActor = await signedInActor(browser, baseURL!, 'admin', {
    email: admin.email,
    password: DEMO_PASSWORD,
  });
  const approved = await adminActor.context.request.post(`${baseURL}/v1/admin/articles/${id}/approve`, {
    headers: same(baseURL!),
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await reader.page.goto('/');
  await reader.page.getByRole('tab', { name: msg('reader.top.tab.follow') }).click();
  const feed = reader.page.getByRole('list', { name: msg('reader.top.tab.follow') });
  await expect(feed.getByText(title)).toBeVisible();
  // Someone who follows nobody has no such tab content; a visitor has no such tab at all.
  const visitor = await guestActor(browser, baseURL!, 'visitor');
  await visitor.page.goto('/');
  await expect(visitor.page.getByRole('tab', { name: msg('reader.top.tab.fav') })).toBeVisible();
  await expect(visitor.page.getByRole('tab', { name: msg('reader.top.tab.follow') })).toHaveCount(0);
});
