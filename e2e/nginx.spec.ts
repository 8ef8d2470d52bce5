/**
 * The CDN path: every area loads through nginx (deploy/nginx/shirube.conf) with
 * `X-Content-Type-Options: nosniff` — so each remote file must carry its right Content-Type — and the
 * remote files come from nginx's own disk reads, immutable, while /remotes.json stays no-store.
 */
import { type Response } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

const areas = [
  { path: '/', remote: 'mf_reader' },
  { path: '/my_articles', remote: 'mf_editor' },
  { path: '/settings/purchased_history', remote: 'mf_commerce' },
  { path: '/dashboard', remote: 'mf_seller' },
];

const expectedType: Record<string, RegExp> = {
  js: /^application\/javascript/,
  css: /^text\/css/,
  json: /^application\/json/,
};

test('all four areas load through nginx with nosniff, right types and immutable caching', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { nginxUrl, mailDir } = e2eState();
  await signUpConfirmAndSignIn(page.request, nginxUrl, mailDir);
  const remoteFiles: Response[] = [];
  // For a failure's report: what the browser said while the areas loaded.
  page.on('console', (m) => m.type() === 'error' && console.log(`[browser] ${m.text().slice(0, 400)}`));
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/remotes/')) remoteFiles.push(r);
  });

  for (const area of areas) {
    await page.goto(`${nginxUrl}${area.path}`);
    await expect(page.locator(`[data-remote="${area.remote}"]`).first()).toBeVisible();
    await expect(page.getByText(ja['shell.remote.failedTitle'])).toHaveCount(0);
  }

  const loaded = new Set(remoteFiles.map((r) => new URL(r.url()).pathname.split('/')[2]));
  expect([...loaded].sort()).toEqual(areas.map((a) => a.remote).sort());
  for (const r of remoteFiles) {
    const headers = r.headers();
    const ext = new URL(r.url()).pathname.split('.').pop()!;
    expect({ url: r.url(), status: r.status() }).toEqual({ url: r.url(), status: 200 });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (expectedType[ext]) expect(headers['content-type']).toMatch(expectedType[ext]);
  }

  const remotesJson = await page.request.get(`${nginxUrl}/remotes.json`);
  expect(remotesJson.headers()['cache-control']).toBe('no-store');
  expect(remotesJson.headers()['x-content-type-options']).toBe('nosniff');
});
