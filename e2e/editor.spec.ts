/**
 * The editor on its own (issues 23 and 25): /a/draft makes no draft row until the author types; the
 * first keystrokes create exactly one and the address becomes /a/{id}/edit; someone else's draft says
 * so in words (not a status code); on a 390 px phone the page does not scroll sideways, the app bar's
 * avatar is on screen and a long title wraps onto more lines. The new draft is server-rendered: the
 * title and body take typing before the scripts have run, and keep it when the editor takes over.
 */
import type { Page } from '@playwright/test';
import { APP_READY, expect, test, waitForAppOnNavigation } from './support/app-ready';
import { editorSurface } from './support/editor-ui';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

/** The signed-in user's own articles, drafts included (GET /v1/current/articles). */
async function myArticleIds(page: Page): Promise<number[]> {
  const res = await page.request.get('/v1/current/articles');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data.map((a) => a.id);
}

const titleField = (page: Page) =>
  page.getByRole('textbox', { name: msg('editor.draft.title'), exact: true });

test('opening a new draft and leaving without typing creates nothing; typing creates one draft', async ({
  page,
  baseURL,
}) => {
  await signUpConfirmAndSignIn(page.request, baseURL!, e2eState().mailDir, freshUser('ednew'));
  await page.goto('/a/draft');
  await expect(editorSurface(page)).toBeEditable();
  await page.goto('/my_articles');
  await expect(page.getByRole('heading', { name: msg('editor.mine.title') })).toBeVisible();
  expect(await myArticleIds(page)).toEqual([]);

  await page.goto('/a/draft');
  await editorSurface(page).click();
  await page.keyboard.type('はじめての本文');
  // The first save creates the row; the address follows without reloading the editor.
  await expect(page).toHaveURL(/\/a\/\d+\/edit$/);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await titleField(page).click();
  await page.keyboard.type('題名');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const id = Number(/\/a\/(\d+)\/edit$/.exec(page.url())![1]);
  expect(await myArticleIds(page)).toEqual([id]);
  await expect(editorSurface(page)).toHaveText('はじめての本文');
  // A reload opens this draft, not a new one.
  await page.reload();
  await expect(titleField(page)).toHaveValue('題名');
  expect(await myArticleIds(page)).toEqual([id]);
});

test('/a/draft is server-rendered: what is typed before the scripts run is kept, then saved', async ({
  browser,
  baseURL,
}) => {
  // A page of its own (not the fixture's, whose goto waits for the app): the shell's script is held
  // back, so everything below is typed into the server's HTML before React and ProseMirror exist.
  const context = await browser.newContext({ baseURL });
  await signUpConfirmAndSignIn(context.request, baseURL!, e2eState().mailDir, freshUser('edssr'));
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/index\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/a/draft', { waitUntil: 'domcontentloaded' });
  const bold = page.getByRole('button', { name: msg('editor.toolbar.bold'), exact: true });
  await expect(bold).toBeDisabled();
  await titleField(page).click();
  await page.keyboard.type('先に打った題');
  await editorSurface(page).click();
  await page.keyboard.type('先に打った本文');
  await expect(page.locator(APP_READY)).toHaveCount(0);

  release();
  await page.locator(APP_READY).waitFor({ state: 'attached' });
  await expect(bold).toBeEnabled();
  // The caret stayed in the body, at the end of what was typed.
  await page.keyboard.type('、続き');
  await expect(titleField(page)).toHaveValue('先に打った題');
  await expect(editorSurface(page)).toHaveText('先に打った本文、続き');
  await expect(page).toHaveURL(/\/a\/\d+\/edit$/);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const [id] = await myArticleIds(page);
  const saved = await page.request.get(`/v1/articles/${id}/draft`);
  expect(await saved.json()).toMatchObject({
    data: { title: '先に打った題', body: ['<p>先に打った本文、続き</p>'] },
  });
  await context.close();
});

test("someone else's draft: the edit and preview pages say it is not found, in words", async ({
  browser,
  baseURL,
}) => {
  const { mailDir } = e2eState();
  const owner = await browser.newContext({ baseURL });
  await signUpConfirmAndSignIn(owner.request, baseURL!, mailDir, freshUser('edowner'));
  const created = await owner.request.post('/v1/articles/draft', {
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await owner.close();

  const context = await browser.newContext({ baseURL });
  const page = waitForAppOnNavigation(await context.newPage());
  await signUpConfirmAndSignIn(page.request, baseURL!, mailDir, freshUser('edother'));
  for (const path of [`/a/${id}/edit`, `/a/${id}/preview`]) {
    await page.goto(path);
    const notice = page.getByTestId('draft-unavailable');
    await expect(notice.getByRole('heading', { name: msg('editor.notFound.title') })).toBeVisible();
    await expect(notice).not.toContainText(msg('editor.loadFailed'));
    await expect(notice).not.toContainText(/[（(]\d{3}[)）]|404|403/);
    await expect(notice.getByRole('link', { name: msg('editor.backToMine') })).toHaveAttribute(
      'href',
      '/my_articles',
    );
  }
  await context.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the editor fits the phone and a long title wraps', async ({ page, baseURL }) => {
    await signUpConfirmAndSignIn(page.request, baseURL!, e2eState().mailDir, freshUser('edmobile'));
    await page.goto('/a/draft');
    await expect(editorSurface(page)).toBeEditable();
    const avatar = page.getByRole('button', { name: msg('shell.header.userMenu') });
    const box = await avatar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    for (const id of ['editor.header.save', 'editor.header.preview']) {
      const button = await page.getByRole('button', { name: msg(id), exact: true }).boundingBox();
      expect(button, id).not.toBeNull();
      expect(button!.x + button!.width, id).toBeLessThanOrEqual(box!.x);
    }

    const title = titleField(page);
    const oneLine = (await title.boundingBox())!.height;
    await title.click();
    await page.keyboard.type('副業で月5万円を稼ぐまでにやったこと、やめたこと、続けていることのすべて');
    const grown = (await title.boundingBox())!.height;
    // Wrapped onto at least two more lines, and every character visible (nothing scrolled away).
    expect(grown).toBeGreaterThan(oneLine * 2);
    const scroll = await title.evaluate((el) => ({
      sw: el.scrollWidth,
      cw: el.clientWidth,
      sh: el.scrollHeight,
      ch: el.clientHeight,
    }));
    expect(scroll.sw).toBeLessThanOrEqual(scroll.cw);
    expect(scroll.sh).toBeLessThanOrEqual(scroll.ch + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
