/**
 * Issue 37 item 1: a reader tips the author of an article with a new card that asks for 3-D Secure
 * (the sandbox issuer's page in the dialog's frame), with a message; the author sees the message in the
 * bell. The author's article comes through the API (authoring has its own journeys).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { tips } from '../shared/i18n/src/ja/tips';
import { expect, test } from './support/app-ready';
import { freshActor, reportAndCloseActors } from './support/actors';
import { authorAndAdmin, demoAuthor, publishedArticle } from './support/author-api';
import { cards } from './support/commerce-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';

test.afterEach(async ({}, testInfo) => reportAndCloseActors(testInfo));

/** The tip texts (own file, not in the shared catalogue msg() reads). */
const tipMsg = (id: keyof typeof tips, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(tips[id], 'ja').format(values));

test('a reader tips an article’s author through 3-D Secure; the author sees the message', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { mailDir } = e2eState();
  const stamp = Date.now().toString(36);
  const actors = await authorAndAdmin(browser, baseURL!);
  const { id } = await publishedArticle(actors, baseURL!, {
    title: `チップの記事 ${stamp}`,
    body: [`<p>無料の導入 ${stamp}</p>`, `<p>有料部分 ${stamp}</p>`],
    price: 500,
  });
  const message = `いつも読んでいます ${stamp}`;

  const reader = await freshActor(browser, baseURL!, mailDir, 'reader');
  await reader.page.goto(`/u/${demoAuthor.account}/a/${id}`);
  await reader.page
    .getByTestId('tip')
    .getByRole('button', { name: msg('reader.tip.button') })
    .click();
  const dialog = reader.page.getByRole('dialog', { name: tipMsg('tips.dialog.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(msg('common.price', { price: 1000 }), { exact: true }).check();
  await dialog.getByTestId('tip-message').fill(message);
  await dialog.getByLabel(msg('commerce.card.number'), { exact: true }).fill(cards.threeDSecure);
  await dialog.getByLabel(msg('commerce.card.expiry'), { exact: true }).fill('12/30');
  await dialog.getByLabel(msg('commerce.card.cvc'), { exact: true }).fill('123');
  await dialog.getByRole('button', { name: tipMsg('tips.dialog.send', { amount: '1,000' }) }).click();
  const challenge = dialog.frameLocator('iframe[data-testid="three-d-secure-frame"]');
  await expect(challenge.getByTestId('three-d-secure-page')).toContainText('1,000円');
  await challenge.getByRole('button', { name: '認証する', exact: true }).click();
  await expect(dialog.getByTestId('tip-success')).toHaveText(tipMsg('tips.dialog.success'), {
    timeout: 30_000,
  });

  const { author } = actors;
  await author.page.goto('/');
  await author.page.getByTestId('notification-bell').click();
  const menu = author.page.getByRole('menu', { name: msg('shell.header.notifications') });
  await expect(menu).toContainText(message);
  await expect(menu).toContainText('1,000円のチップが届きました');
});
