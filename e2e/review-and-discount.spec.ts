/**
 * Issue 25 items 11 and 12 in the real reader. A discount link to the author's user page
 * (/u/{account}?discount_code=) shows the code price on the article it belongs to, as the article page
 * the card opens does. An admin (and the author) reviewing an edited article see the revision waiting
 * for approval with what it changes against the live version. The author's and admin's setup steps
 * go through the API (the editor and queue have their own journeys).
 */
import { expect, test } from './support/app-ready';
import { guestActor, reportAndCloseActors } from './support/actors';
import { authorAndAdmin, demoAuthor, publishedArticle, saleSettings } from './support/author-api';
import { msg } from './support/i18n';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

test('a discount link to the user page shows the code price on its article, as the article page does', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const actors = await authorAndAdmin(browser, baseURL!);
  const title = `割引リンクの記事 ${stamp}`;
  const { id, call } = await publishedArticle(actors, baseURL!, {
    title,
    body: [`<p>無料の導入 ${stamp}</p>`, `<p>有料の本文 ${stamp}</p>`],
    price: 500,
  });
  const code = (
    await call(actors.author.context.request, 'post', `/v1/articles/${id}/discount_codes`, { price: 400 })
  ).data.code!;

  const guest = await guestActor(browser, baseURL!, 'guest');
  await guest.page.goto(`/u/${demoAuthor.account}?discount_code=${encodeURIComponent(code)}`);
  const card = guest.page.getByTestId('article-card').filter({ hasText: title });
  await expect(card.getByTestId('price')).toContainText('400');
  // The list price struck through (a deletion's aria-label is not its accessible name: ARIA prohibits one).
  await expect(card.getByRole('deletion')).toContainText('500');
  // Another of the author's articles keeps its own price (the code is this article's only).
  const others = guest.page.getByTestId('article-card').filter({ hasNotText: title });
  await expect(others.first()).toBeVisible();
  // (Demo articles may have a sale price of their own: what must not happen is the code's link on them.)
  const otherLinks = await others.evaluateAll((cards) =>
    cards.map((el) => (el.closest('a') ?? el.querySelector('a'))?.getAttribute('href') ?? ''),
  );
  expect(otherLinks.length).toBeGreaterThan(0);
  expect(otherLinks.filter((href) => href.includes('discount_code='))).toEqual([]);

  await card.click();
  await expect(guest.page).toHaveURL(new RegExp(`/a/${id}\\?discount_code=`));
  await expect(guest.page.getByTestId('discount-applied')).toContainText('400');
  // Without the code the user page shows the list price.
  await guest.page.goto(`/u/${demoAuthor.account}`);
  const plain = guest.page.getByTestId('article-card').filter({ hasText: title });
  await expect(plain.getByTestId('price')).toContainText('500');
  await expect(plain.getByRole('deletion')).toHaveCount(0);
});

test('the admin reviews an edited article as the waiting revision, with a diff against the live one', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const actors = await authorAndAdmin(browser, baseURL!);
  const { author, admin } = actors;
  const { id, call, save } = await publishedArticle(actors, baseURL!, {
    title: `改訂前のタイトル ${stamp}`,
    body: [`<p>変わらない導入 ${stamp}</p>`, '<p>古い説明の段落です。</p>'],
    price: 500,
  });
  await save(`改訂後のタイトル ${stamp}`, [
    `<p>変わらない導入 ${stamp}</p>`,
    '<p>新しい説明の段落です。</p>',
    '<p>追加した段落</p>',
  ]);
  await call(author.context.request, 'post', `/v1/articles/${id}/publish`, saleSettings(700));

  const url = `/u/${demoAuthor.account}/a/${id}`;
  await admin.page.goto(url);
  // The live version is what the page shows; the banner leads to the version under review.
  await expect(
    admin.page.getByRole('heading', { level: 1, name: `改訂前のタイトル ${stamp}` }),
  ).toBeVisible();
  await admin.page.getByRole('link', { name: msg('reader.article.banner.reviewLink') }).click();
  await expect(admin.page).toHaveURL(new RegExp(`/a/${id}\\?type=review$`));
  await expect(
    admin.page.getByRole('heading', { level: 1, name: `改訂後のタイトル ${stamp}` }),
  ).toBeVisible();
  const diff = admin.page.getByTestId('revision-diff');
  await expect(diff.getByRole('heading', { name: msg('reader.revision.heading') })).toBeVisible();
  await expect(diff.getByTestId('revision-title').getByRole('deletion')).toHaveText('前');
  await expect(diff.getByTestId('revision-title').getByRole('insertion')).toHaveText('後');
  await expect(diff.getByTestId('revision-price').getByRole('deletion')).toHaveText('500円');
  await expect(diff.getByTestId('revision-price').getByRole('insertion')).toHaveText('700円');
  const paragraphs = diff.getByTestId('revision-body').getByRole('listitem');
  await expect(paragraphs).toHaveCount(3);
  await expect(paragraphs.nth(1).getByRole('deletion')).toHaveText('古');
  await expect(paragraphs.nth(1).getByRole('insertion')).toHaveText('新し');
  await expect(paragraphs.nth(2).getByRole('insertion')).toHaveText('追加した段落');

  // A reader never gets the review view.
  const guest = await guestActor(browser, baseURL!, 'guest');
  await guest.page.goto(url);
  await expect(
    guest.page.getByRole('heading', { level: 1, name: `改訂前のタイトル ${stamp}` }),
  ).toBeVisible();
  await expect(guest.page.getByTestId('revision-diff')).toHaveCount(0);
});
