/**
 * Issue 9 item 2: a buyer keeps reading the article they bought while the author's edit is under
 * review, a guest keeps the public free part, and the new version replaces it only once approved.
 * The author's and admin's steps go through the API (the editor and review queue have their own
 * journeys); the buyer pays in the real dialog and reads in the real reader.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { DEMO_PASSWORD, demoUsers } from '../api/src/seed/data/users';
import { freshActor, guestActor, reportAndCloseActors, signedInActor } from './support/actors';
import { payWithNewCard } from './support/commerce-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

const settings = {
  price: 600,
  salesCount: 0,
  isSalesUnlimited: true,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  category: null,
  reservePublishType: null,
  tags: [],
  payArticleLine: 1,
};

test('a buyer reads the article while the author’s edit is under review; the edit shows once approved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { mailDir } = e2eState();
  const stamp = Date.now().toString(36);
  const origin = { origin: new URL(baseURL!).origin };
  const call = async (api: APIRequestContext, method: 'post' | 'patch', path: string, data?: object) => {
    const res = await api[method](`${baseURL}${path}`, { headers: origin, ...(data ? { data } : {}) });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { data: { id: number } };
  };
  const authorUser = demoUsers.find((u) => u.account === 'sato')!;
  const adminUser = demoUsers.find((u) => u.isAdmin)!;
  const author = await signedInActor(browser, baseURL!, 'author', {
    email: authorUser.email,
    password: DEMO_PASSWORD,
  });
  const admin = await signedInActor(browser, baseURL!, 'admin', {
    email: adminUser.email,
    password: DEMO_PASSWORD,
  });
  const oldPaid = `審査中も読める有料部分 ${stamp}`;
  const newPaid = `承認後に差し替わる有料部分 ${stamp}`;
  const save = (id: number, title: string, paid: string) =>
    call(author.context.request, 'patch', `/v1/articles/${id}/draft`, {
      article: { title, body: [`<p>無料の導入 ${stamp}</p>`, `<p>${paid}</p>`], payArticleLine: 1 },
    });

  const { id } = (await call(author.context.request, 'post', '/v1/articles/draft')).data;
  await save(id, `再審査の記事 ${stamp}`, oldPaid);
  await call(author.context.request, 'post', `/v1/articles/${id}/publish`, settings);
  await call(admin.context.request, 'post', `/v1/admin/articles/${id}/approve`);
  const url = `/u/${authorUser.account}/a/${id}`;

  const buyer = await freshActor(browser, baseURL!, mailDir, 'buyer');
  await buyer.page.goto(url);
  await payWithNewCard(buyer.page, oldPaid);

  await test.step('the author edits and publishes again: under review, the buyer still reads it', async () => {
    await save(id, `再審査の記事（改訂） ${stamp}`, newPaid);
    await call(author.context.request, 'post', `/v1/articles/${id}/publish`, settings);
    await buyer.page.goto(url);
    await expect(buyer.page.getByTestId('article-body')).toContainText(oldPaid);
    await expect(buyer.page.getByTestId('article-body')).not.toContainText(newPaid);
    await expect(buyer.page.getByText(msg('errors.under_review'))).toHaveCount(0);
    const guest = await guestActor(browser, baseURL!, 'guest');
    await guest.page.goto(url);
    await expect(guest.page.getByTestId('article-body')).toContainText(`無料の導入 ${stamp}`);
    await expect(guest.page.getByTestId('article-body')).not.toContainText(oldPaid);
  });

  await test.step('approved: the new version replaces it', async () => {
    await call(admin.context.request, 'post', `/v1/admin/articles/${id}/approve`);
    await buyer.page.goto(url);
    await expect(buyer.page.getByTestId('article-body')).toContainText(newPaid);
    await expect(buyer.page.getByRole('heading', { name: `再審査の記事（改訂） ${stamp}` })).toBeVisible();
  });
});
