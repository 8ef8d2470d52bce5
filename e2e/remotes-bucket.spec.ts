/**
 * Issue 38 item 2: browsers load the remotes from the release bucket (or its CDN), not from the shell
 * servers. The setup's four published versions are pushed to the loopback S3-compatible server with
 * deploy's own bucket code (types, Cache-Control, SHA-256), and a shell server of this spec's own follows
 * it (RELEASES_URL, an empty RELEASES_DIR of its own) with REMOTES_BASE_URL = the bucket's public URL.
 * In Chromium a server-rendered article and the top page then take every remote file from the bucket's
 * host — none from the shell's /remotes/ — with no CSP violation (securitypolicyviolation events, the
 * console, and the shell's `[csp]` log); the bucket answers a cross-origin fetch of a manifest (its CORS
 * rule) and gives hashed files a year, the manifest minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { remoteNames } from '@shirube/shell-contract';
import { repoRoot } from '../scripts/lib/apps.mjs';
import { S3_TEST_CREDENTIALS, startS3Server } from '../scripts/lib/s3-server.mjs';
import { expect, test } from './support/app-ready';
import { findPaidDemoArticle, type PaidArticle } from './support/articles';
import { ports } from './support/ports';
import { startShell, type SpecShell } from './support/shell-server';
import { e2eState } from './support/state';

const shellOrigin = `http://127.0.0.1:${ports.bucketShell}`;
let s3: { url: string; close(): Promise<void> } | null = null;
let shell: SpecShell | null = null;
let s3Dir = '';
let localDir = '';
let base = '';
let article: PaidArticle;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { releasesDir, apiUrl } = e2eState();
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-e2e-s3-'));
  localDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-e2e-follower-'));
  // Anyone may read the versions (a bucket policy on `site/*/versions/*`), nothing else; browsers on the
  // site's origin may read them cross-origin (README: the bucket's CORS rule).
  s3 = await startS3Server({
    directory: s3Dir,
    buckets: ['shirube-releases'],
    publicPrefixes: ['shirube-releases/site/*/versions/'],
    cors: shellOrigin,
  });
  // deploy's SDK client here and the shell's read the usual AWS variables.
  process.env.AWS_ACCESS_KEY_ID = S3_TEST_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_CREDENTIALS.secretAccessKey;
  const releasesUrl = `${s3.url}/shirube-releases/site`;
  base = releasesUrl;
  // Asynchronously: the S3 server runs in this process.
  await promisify(execFile)(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['e2e/support/push-releases.ts', releasesDir, releasesUrl],
    { cwd: repoRoot },
  );
  shell = await startShell('bucket-shell', ports.bucketShell, undefined, {
    RELEASES_URL: releasesUrl,
    RELEASES_DIR: localDir,
    RELEASES_POLL_MS: '500',
    REMOTES_BASE_URL: base,
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  });
  await expect
    .poll(async () => Object.values(await (await fetch(`${shell!.url}/remotes.json`)).json()), {
      timeout: 30_000,
    })
    .toHaveLength(4);
  article = await findPaidDemoArticle(apiUrl);
  // The reader's node container (fetched from the bucket into localDir) renders the article.
  await expect
    .poll(
      async () =>
        (await (await fetch(`${shell!.url}/u/${article.authorAccount}/a/${article.id}`)).text()).includes(
          article.freeText,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await shell?.stop();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

test('remote files come from the bucket, not the shell, with no CSP violation', async ({ page }) => {
  const entries = (await (await fetch(`${shell!.url}/remotes.json`)).json()) as Record<string, string>;
  for (const name of remoteNames)
    expect(entries[name]).toMatch(new RegExp(`^${base}/${name}/versions/[^/]+/static/js/[^/]+\\.js$`));

  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const consoleProblems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) consoleProblems.push(m.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });

  const response = await page.goto(`${shell!.url}/u/${article.authorAccount}/a/${article.id}`);
  const csp = response!.headers()['content-security-policy']!;
  const s3Origin = new URL(s3!.url).origin;
  for (const directive of ['script-src', 'style-src', 'connect-src'])
    expect(csp.split('; ').find((d) => d.startsWith(`${directive} `))).toContain(s3Origin);
  await expect(page.getByText(article.freeText).first()).toBeVisible();
  // A second area: the top page's remote, loaded by the browser on navigation.
  await page.goto(`${shell!.url}/`);
  await expect(page.locator('[data-remote-version]').first()).toBeAttached();

  const remoteFiles = requests.map((r) => new URL(r.url())).filter((u) => /\/mf_[a-z]+\//.test(u.pathname));
  expect(remoteFiles.length).toBeGreaterThan(0);
  // Every remote file from the bucket's host: the shell served none.
  expect(remoteFiles.filter((u) => u.origin !== s3Origin).map((u) => u.href)).toEqual([]);
  expect(requests.filter((r) => new URL(r.url()).pathname.startsWith('/remotes/'))).toEqual([]);
  const js = remoteFiles.filter((u) => u.pathname.endsWith('.js'));
  expect(js.some((u) => u.pathname.includes('/mf_reader/versions/'))).toBe(true);

  // What the bucket answers for them: a hashed file is immutable; the manifest is read cross-origin.
  const hashed = await fetch(js[0]!.href);
  expect([hashed.status, hashed.headers.get('cache-control')]).toEqual([
    200,
    'public, max-age=31536000, immutable',
  ]);
  const manifestUrl = entries.mf_reader!.replace(/static\/js\/[^/]+$/, 'mf-manifest.json');
  const manifest = await page.evaluate(async (url) => {
    const res = await fetch(url, { mode: 'cors' });
    return { status: res.status, name: ((await res.json()) as { name?: string }).name };
  }, manifestUrl);
  expect(manifest).toEqual({ status: 200, name: 'mf_reader' });
  const direct = await fetch(manifestUrl, { headers: { origin: shellOrigin } });
  expect(direct.headers.get('access-control-allow-origin')).toBe(shellOrigin);
  expect(direct.headers.get('cache-control')).toBe('public, max-age=300');
  // The live state is not public: only the versions are.
  expect((await fetch(`${base}/mf_reader/current.json`)).status).toBe(403);

  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(consoleProblems).toEqual([]);
  expect(shell!.lines.filter((l) => l.includes('[csp]'))).toEqual([]);
});
