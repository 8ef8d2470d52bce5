/**
 * Issue 9 item 2: a buyer keeps reading the article they bought while the author's edit is under
 * review, a guest keeps the public free part, and the new version replaces it only once approved.
 * The author's and admin's steps go through the API (the editor and review queue have their own
 * journeys); the buyer pays in the real dialog and reads in the real reader.
 */
import { expect, test } from './support/app-ready';
import { freshActor, guestActor, reportAndCloseActors } from './support/actors';
import { authorAndAdmin, demoAuthor, publishedArticle, saleSettings } from './support/author-api';
import { payWithNewCard } from './support/commerce-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('a buyer reads the article while the author’s edit is under review; the edit shows once approved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { mailDir } = e2eState();
  const stamp = Date.now().toString(36);
  const actors = await authorAndAdmin(browser, baseURL!);
  const { author, admin } = actors;
  const oldPaid = `審査中も読める有料部分 ${stamp}`;
  const newPaid = `承認後に差し替わる有料部分 ${stamp}`;
  const body = (paid: string) => [`<p>無料の導入 ${stamp}</p>`, `<p>${paid}</p>`];

  const { id, call, save } = await publishedArticle(actors, baseURL!, {
    title: `再審査の記事 ${stamp}`,
    body: body(oldPaid),
    price: 600,
  });
  const url = `/u/${demoAuthor.account}/a/${id}`;

  const buyer = await freshActor(browser, baseURL!, mailDir, 'buyer');
  await buyer.page.goto(url);
  await payWithNewCard(buyer.page, oldPaid);

  await test.step('the author edits and publishes again: under review, the buyer still reads it', async () => {
    await save(`再審査の記事（改訂） ${stamp}`, body(newPaid));
    await call(author.context.request, 'post', `/v1/articles/${id}/publish`, saleSettings(600));
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
