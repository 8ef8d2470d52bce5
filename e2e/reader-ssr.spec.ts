/**
 * Journey: reader pages arrive as server-rendered HTML from the live mf-reader node build.
 * - a visitor's HTML (no JavaScript) has the title and the free part, never the paid part; with
 *   JavaScript the page hydrates without a console error; a buyer's HTML has the paid part;
 * - a broken node build (its server files throw) is refused by publish; made live by hand anyway, the
 *   page renders in the browser, other areas are untouched;
 * - publish v2 of mf-reader → the next HTML is v2; rollback → v1; the shell server never restarts.
 * - a missing user or article and an unknown path: 404 with the shell's error page in the HTML
 *   (readable with JavaScript off), hydrated without a console error.
 * - /search, /u/{account}/followers, /following and /specified arrive as HTML too (results, people,
 *   the 特商法 fields; the header box keeps the query); hydrated, they ask the API nothing first.
 */
import { cp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { apps, buildApp } from '../scripts/lib/apps.mjs';
import { deploy } from '../scripts/lib/releases.mjs';
import { findPaidDemoArticles, type PaidArticle } from './support/articles';
import { payWithNewCard } from './support/commerce-ui';
import { processAlive } from './support/files';
import { msg } from './support/i18n';
import { rootOf } from './support/ssr';
import { e2eState } from './support/state';
import { freshUser, signUpConfirmAndSignIn } from './support/users';

const articlePath = (a: PaidArticle) => `/u/${a.authorAccount}/a/${a.id}`;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The e2e state, with the first published mf-reader live again (a test before may have left another
 *  version live). */
function firstReaderLive() {
  const state = e2eState();
  deploy(state.releasesDir, ['activate', 'mf-reader', state.published.mf_reader]);
  return state;
}

/** The reader's own version on the page (`data-remote-build` of its root element). */
const readerVersion = (html: string) => /data-remote="mf_reader" data-remote-build="([^"]+)"/.exec(html)?.[1];

test('a visitor gets the free part as HTML, hydrated without errors; a buyer gets the paid part', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const state = firstReaderLive();
  const [article] = await findPaidDemoArticles(state.apiUrl, 1);

  const visitor = await page.request.get(articlePath(article));
  expect(visitor.status()).toBe(200);
  const html = await visitor.text();
  const root = rootOf(html);
  expect(root).toContain(article.title);
  expect(root).toContain(article.freeText);
  expect(html).not.toContain(article.paidText);
  // Search engines: Article markup saying the rest is paywalled, pointing at the paid area.
  expect(html).toContain('"isAccessibleForFree":false');
  expect(html).toContain('"cssSelector":".shirube-paid"');
  // Paint first: the app's script is preloaded with the HTML and started by the loader after a frame.
  expect(html).not.toContain('<script defer');
  expect(html).toMatch(/<link rel="preload" as="script" href="\/static\/js\/index\.[0-9a-f]+\.js" \/>/);
  expect(html).toContain('requestAnimationFrame');

  const errors = collectErrors(page);
  await page.goto(articlePath(article));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  // Hydrated = React owns the server's DOM: the buy button reacts (a visitor is sent to sign in).
  await page.getByTestId('paywall').getByRole('button').click();
  await expect(page).toHaveURL(/\/sign_in$/);
  expect(errors).toEqual([]);

  // A buyer: signed up, bought with a card — their HTML carries the paid part.
  await signUpConfirmAndSignIn(page.request, baseURL!, state.mailDir);
  await page.goto(articlePath(article));
  await payWithNewCard(page, article.paidText);
  const bought = await (await page.request.get(articlePath(article))).text();
  expect(rootOf(bought)).toContain(article.paidText);
  expect(errors).toEqual([]);
});

test('error pages arrive as HTML: 404 text readable with JavaScript off, hydrated without a console error', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const state = firstReaderLive();
  const [article] = await findPaidDemoArticles(state.apiUrl, 1);
  const notFound = msg('shell.error.notFound');
  const cases = [
    { path: '/u/no-such-user-e2e', texts: [notFound], hidden: [msg('shell.error.articleHint')] },
    { path: `/u/${article!.authorAccount}/a/987654321`, texts: [notFound, msg('shell.error.articleHint')] },
    { path: '/u/nobody/a/987654321', texts: [notFound, msg('shell.error.articleHint')] },
    { path: '/this/path/does/not/exist', texts: [notFound] },
  ];

  // The HTML itself: status 404, the one error page in #root (never the loading text).
  for (const c of cases) {
    const res = await page.request.get(c.path);
    expect(res.status(), c.path).toBe(404);
    const root = rootOf(await res.text()).replace(/<!-- -->/g, '');
    for (const text of [...c.texts, msg('common.backToTop')]) expect(root, c.path).toContain(text);
    for (const text of c.hidden ?? []) expect(root, c.path).not.toContain(text);
    expect(root, c.path).toContain('data-error-status="404"');
    expect(root, c.path).not.toContain(msg('shell.remote.loading'));
  }

  // JavaScript off: the page a visitor sees is that HTML — message, and a working link back to the top.
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'ja-JP' });
  try {
    const plain = await noJs.newPage();
    for (const c of cases) {
      const res = await plain.goto(c.path);
      expect(res!.status(), c.path).toBe(404);
      await expect(plain.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
      await expect(
        plain.locator('[data-error-status="404"]').getByText('404', { exact: true }),
      ).toBeVisible();
    }
    await plain.getByRole('link', { name: msg('common.backToTop') }).click();
    await expect(plain).toHaveURL(`${baseURL}/`);
  } finally {
    await noJs.close();
  }

  // JavaScript on: the app takes the page over (html[data-app-ready]) with no console error; the
  // error page stays, no remote page is loaded for it, and its link works as an app link.
  const errors: string[] = [];
  page.on('console', (m) => {
    // Chromium reports the document's own 404 status as a console error: that one is the point.
    const document404 =
      /status of 404/.test(m.text()) && new URL(m.location().url).pathname === new URL(page.url()).pathname;
    if (m.type() === 'error' && !document404) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const c of cases) {
    await page.goto(c.path);
    await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
    for (const text of c.texts) await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByRole('link', { name: msg('common.backToTop') }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('search results, followers, following and the seller notice arrive as HTML, hydrated quietly', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const state = firstReaderLive();
  const q = encodeURIComponent('副業');
  const expected = (
    await (await page.request.get(`${state.apiUrl}/v1/articles/search?q=${q}&order=fav`)).json()
  ).data as { title: string }[];
  expect(expected.length).toBeGreaterThan(0);

  const search = await page.request.get(`/search?q=${q}&order=fav`);
  expect(search.status()).toBe(200);
  const searchRoot = rootOf(await search.text());
  expect(searchRoot).toContain(expected[0]!.title);
  expect(searchRoot).toContain('data-testid="search-count"');
  expect(searchRoot).toMatch(/type="search"[^>]*value="副業"/); // the header box keeps the query

  // A reader who follows a demo author and registered their own 特商法 notice.
  const [article] = await findPaidDemoArticles(state.apiUrl, 1);
  const author = (await (await page.request.get(`${state.apiUrl}/v1/users/${article!.authorAccount}`)).json())
    .data as { name: string };
  const reader = await signUpConfirmAndSignIn(page.request, baseURL!, state.mailDir, freshUser('ssr'));
  const origin = { origin: new URL(baseURL!).origin };
  const follow = await page.request.post(`/v1/users/${article!.authorAccount}/follow`, { headers: origin });
  expect(follow.status(), await follow.text()).toBe(200);
  const notice = await page.request.post('/v1/current/special_commercial_law_settings', {
    headers: origin,
    data: { name: `${reader.name} 商店`, contact: 'ssr-shop@example.com', disclosureOnRequest: true },
  });
  expect(notice.status(), await notice.text()).toBe(200);

  const followers = await page.request.get(`/u/${article!.authorAccount}/followers`);
  expect(followers.status()).toBe(200);
  expect(rootOf(await followers.text())).toContain(reader.name);
  const following = await page.request.get(`/u/${reader.account}/following`);
  expect(following.status()).toBe(200);
  expect(rootOf(await following.text())).toContain(author.name);
  const specified = await page.request.get(`/u/${reader.account}/specified`);
  expect(specified.status()).toBe(200);
  const specifiedRoot = rootOf(await specified.text());
  for (const text of [`${reader.name} 商店`, 'ssr-shop@example.com', msg('reader.sellerSpecified.onRequest')])
    expect(specifiedRoot).toContain(text);
  for (const tail of ['followers', 'following', 'specified'])
    expect((await page.request.get(`/u/no-such-user-e2e/${tail}`)).status()).toBe(404);

  // In the browser: the server's data is the first render, no /v1 list request before it.
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/')) asked.push(url.pathname);
  });
  await page.goto(`/search?q=${q}&order=fav`);
  await expect(page.getByRole('link', { name: expected[0]!.title }).first()).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toHaveValue('副業');
  await page.goto(`/u/${article!.authorAccount}/followers`);
  await expect(page.locator('[data-page="FollowersPage"]').getByText(reader.name)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loads = ['/v1/articles/search', '/v1/categories', `/v1/users/${article!.authorAccount}`];
  expect(asked.filter((p) => loads.some((l) => p.startsWith(l)))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a node build that throws → the article renders in the browser, other areas unaffected', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const state = e2eState();
  const [article] = await findPaidDemoArticles(state.apiUrl, 1);
  const live = path.join(state.releasesDir, 'mf_reader/versions', state.published.mf_reader);
  // The same release, but its server files throw when loaded: only server rendering can break.
  const broken = path.join(state.tmpDir, 'mf-reader-broken-ssr');
  await cp(live, broken, { recursive: true });
  for (const file of await readdir(path.join(broken, 'ssr'))) {
    if (file.startsWith('__federation_expose_pages'))
      await writeFile(path.join(broken, 'ssr', file), 'throw new Error("broken node build (e2e)");\n');
  }
  // publish smoke-renders the node build and refuses to make it live (stored, marked)…
  expect(() =>
    deploy(state.releasesDir, ['publish', 'mf-reader', '--dist', broken, '--label', 'broken-ssr']),
  ).toThrow();
  const stored = deploy(state.releasesDir, ['status']) as unknown as {
    remote: string;
    versions: { version: string; label?: string; smokeFailure?: string }[];
  }[];
  const release = stored
    .find((r) => r.remote === 'mf_reader')!
    .versions.find((v) => v.label === 'broken-ssr')!;
  expect(release.smokeFailure).toContain('broken node build (e2e)');
  // …so the shell's own fallback is exercised with a store made live by hand, as a bad edit would.
  await writeFile(
    path.join(state.releasesDir, 'mf_reader/current.json'),
    JSON.stringify({ active: release.version, history: [state.published.mf_reader] }),
  );
  try {
    // A process serves a new reader once its node container has loaded — or failed to, as here
    // (shell/server/live-remotes.ts): the first answers may still come from the release before.
    const htmlOf = async () => (await page.request.get(articlePath(article))).text();
    await expect.poll(async () => (await htmlOf()).includes(release.version), { timeout: 15_000 }).toBe(true);
    const html = await htmlOf();
    expect(rootOf(html)).not.toContain(article.title);
    expect(html).toContain(release.version); // the live (broken) release is the one the page loads

    const errors = collectErrors(page);
    await page.goto(articlePath(article));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText(article.freeText);
    await expect(page.getByText(msg('shell.remote.failedTitle'))).toHaveCount(0);
    // The shell's own pages and the other areas are untouched.
    await page.goto('/sign_in');
    await expect(page.getByRole('button', { name: msg('shell.auth.signInSubmit') })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    firstReaderLive();
  }
});

test('publish v2 of mf-reader → the HTML is v2 once loaded; rollback → v1 at once; no restart', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const state = firstReaderLive();
  const v1 = readerVersion(await (await page.request.get('/')).text());
  expect(v1).toBeTruthy();
  expect(v1).not.toContain('e2e-v2');

  const v2Dist = path.join(state.tmpDir, 'mf-reader-v2');
  const reader = apps.find((a) => a.dir === 'mf-reader')!;
  await buildApp(reader, { distPath: v2Dist, env: { BUILD_LABEL: 'e2e-v2' } });
  deploy(state.releasesDir, ['publish', 'mf-reader', '--dist', v2Dist, '--label', 'e2e-v2']);
  // v2 is served once this process has loaded its node container (answers stay server-rendered meanwhile).
  await expect
    .poll(async () => readerVersion(await (await page.request.get('/')).text()), { timeout: 15_000 })
    .toMatch(/\+e2e-v2$/);

  deploy(state.releasesDir, ['rollback', 'mf-reader']);
  expect(readerVersion(await (await page.request.get('/')).text())).toBe(v1);
  expect(processAlive(state.shellPid)).toBe(true);
});
