/**
 * Journey: a visitor asks for a protected page, is sent to sign-in, signs up instead, confirms through
 * the link in the mail (.eml in MAIL_DIR), is signed in and back on the page first asked for; then
 * reads a demo article's free part while its paid part never reaches the browser.
 */
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';
import { findPaidDemoArticle } from './support/articles';
import { waitForMailLink } from './support/mail';
import { e2eState } from './support/state';
import { freshUser } from './support/users';

test('sign up from a protected page, confirm by mail, return there, read a free part only', async ({
  page,
}) => {
  const { mailDir, apiUrl } = e2eState();
  const user = freshUser('signup');

  await page.goto('/my_articles');
  await expect(page).toHaveURL(/\/sign_in(\?|$)/);
  await page.getByRole('link', { name: ja['shell.auth.toSignUp'] }).click();
  await expect(page).toHaveURL(/\/sign_up(\?|$)/);
  // The URL changes before the (lazily loaded) sign-up page replaces the sign-in page, which has an
  // email field of the same name: fill only once the sign-up form is on screen.
  await expect(page.getByRole('heading', { level: 1, name: ja['shell.auth.signUpTitle'] })).toBeVisible();

  await page.getByLabel(ja['shell.auth.email']).fill(user.email);
  await page.getByLabel(ja['shell.auth.password'], { exact: true }).fill(user.password);
  await page.getByLabel(ja['shell.auth.passwordConfirmation']).fill(user.password);
  await page.getByLabel(ja['shell.auth.account']).fill(user.account);
  await page.getByLabel(ja['shell.auth.name']).fill(user.name);
  await page.getByRole('button', { name: ja['shell.auth.signUpSubmit'] }).click();
  await expect(page.getByText(ja['shell.auth.signUpSent'].replace('{email}', user.email))).toBeVisible();

  const link = await waitForMailLink(mailDir, user.email, '/confirm?confirmation_token=');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/my_articles$/);
  await expect(page.getByRole('button', { name: ja['shell.header.userMenu'] })).toBeVisible();
  await expect(page.getByRole('link', { name: ja['shell.header.login'] })).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_editor"]').first()).toBeVisible();

  // Every response the page receives, to prove the paid part never left the server.
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => bodies.push(res.text().catch(() => '')));
  const article = await findPaidDemoArticle(apiUrl);
  await page.goto(`/u/${article.authorAccount}/a/${article.id}`);
  await expect(page.getByRole('heading', { name: article.title })).toBeVisible();
  await expect(page.getByText(article.freeText.slice(0, 30))).toBeVisible();
  await expect(page.locator('body')).not.toContainText(article.paidText.slice(0, 30));
  for (const body of await Promise.all(bodies)) expect(body).not.toContain(article.paidText.slice(0, 30));
});
