/**
 * Journey (issue 20): a visitor signs up with "Google" — the loopback OpenID provider started by the
 * global setup (support/oauth-idp.ts) — gives only an account id and agrees to the terms, and lands
 * signed in; the session is in the shell server's cookie, never in page JavaScript.
 */
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';

test('sign up with an external provider and land signed in', async ({ page }) => {
  await page.goto('/sign_in');
  await page.getByRole('button', { name: ja['oauth.signInWith.google'] }).click();

  // The provider consents at once and sends the browser back to /callback: the short sign-up form.
  await expect(page).toHaveURL(/\/callback\?/);
  await expect(page.getByRole('heading', { level: 1, name: ja['oauth.signUp.title'] })).toBeVisible();
  await expect(page.getByText('e2e-oauth-user@idp.test', { exact: false })).toBeVisible();
  await expect(page.getByLabel(ja['shell.auth.email'])).toHaveCount(0);
  await expect(page.getByLabel(ja['shell.auth.name'])).toHaveValue('e2e-oauth-user さん');

  await page.getByLabel(ja['shell.auth.account']).fill('oauth_e2e');
  await page.getByRole('button', { name: ja['oauth.signUp.submit'] }).click();
  // Without agreeing to the terms nothing is sent.
  await expect(page.getByText(ja['oauth.signUp.agreeRequired'])).toBeVisible();
  await page.getByLabel(ja['oauth.signUp.agree']).check();
  await page.getByRole('button', { name: ja['oauth.signUp.submit'] }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: ja['shell.header.userMenu'] })).toBeVisible();
  await expect(page.getByRole('link', { name: ja['shell.header.login'] })).toHaveCount(0);
  // The session lives in the httpOnly cookie only.
  expect(await page.evaluate(() => document.cookie)).not.toContain('shirube_session');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'shirube_session')?.httpOnly).toBe(true);
  const me = await page.evaluate(() => fetch('/v1/users/current').then((r) => r.json()));
  expect(me.data).toMatchObject({ account: 'oauth_e2e', oauthProviders: ['google'], emailSignIn: false });
});
