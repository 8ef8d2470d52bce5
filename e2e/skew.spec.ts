/**
 * Version skew (issue 13): the previous release of a remote runs under the current shell, and a
 * remote needing a newer contract than the live shell's is refused at publish.
 *
 * N−1 = e2e/fixtures/skew-commerce: an mf_commerce written for `@shirube/shell-contract` 1.0 (its
 * package.json declares ^1.0.0), built here with the real pipeline into the temp dir and published
 * through the deploy CLI. Also checked on the way: `deploy status`, the release's manifest and the
 * page's `data-remote-version` name the same release after publish and after rollback.
 */
import { spawnSync } from 'node:child_process';
import { cp, readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { readShellProvides, unmetNeeds } from '@shirube/build/compat';
import { buildApp, repoRoot } from '../scripts/lib/apps.mjs';
import { deploy } from '../scripts/lib/releases.mjs';
import { msg } from './support/i18n';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

const fixture = { dir: 'e2e/fixtures/skew-commerce', mfName: 'mf_commerce' };
const CONTRACT = '@shirube/shell-contract';

interface Manifest {
  metaData: { buildInfo: { buildVersion: string } };
  shared: { name: string; requiredVersion?: string }[];
}
const readManifest = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
const contractNeed = (m: Manifest) => m.shared.find((s) => s.name === CONTRACT)?.requiredVersion;

/** What the running shell was built with (what deploy checks against). */
const shellProvides = () => readShellProvides(path.join(repoRoot, 'shell/dist'));

let n1Dist = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  n1Dist = path.join(e2eState().tmpDir, 'skew-commerce-n-1');
  await rm(n1Dist, { recursive: true, force: true });
  await buildApp(fixture, { distPath: n1Dist });
});

test.afterEach(() => {
  const { releasesDir, published } = e2eState();
  deploy(releasesDir, ['activate', 'mf-commerce', published.mf_commerce]);
});

/** Console errors and uncaught exceptions of the page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** `deploy status`, the live release's manifest (over HTTP, as the browser gets it) and the mount
 *  element all name `version`. */
async function expectVersionShown(page: Page, version: string) {
  const { releasesDir } = e2eState();
  const status = deploy(releasesDir, ['status']) as unknown as { remote: string; active: string }[];
  const commerce = status.find((r) => r.remote === 'mf_commerce')!;
  expect(commerce.active).toBe(version);
  const manifest = await page.request.get(
    `/remotes/mf_commerce/${encodeURIComponent(version)}/mf-manifest.json`,
  );
  expect(((await manifest.json()) as Manifest).metaData.buildInfo.buildVersion).toBe(version);
  await expect(page.locator('[data-remote-mount="mf_commerce"]')).toHaveAttribute(
    'data-remote-version',
    version,
  );
}

test('N−1: the previous release (contract ^1.0.0, built in the test) runs under the current shell; versions agree, also after rollback', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { releasesDir, published, mailDir } = e2eState();
  // It is the previous minor: the shell has a newer one, which the range accepts.
  const need = contractNeed(await readManifest(n1Dist));
  const shell = shellProvides();
  expect(need).toBe('^1.0.0');
  expect(shell.shared[CONTRACT]).toMatch(/^1\.[1-9]\d*\.\d+$/);
  expect(unmetNeeds({ [CONTRACT]: need! }, shell)).toEqual([]);

  const n1 = deploy(releasesDir, ['publish', 'mf-commerce', '--dist', n1Dist, '--label', 'n-1']);
  await signUpConfirmAndSignIn(page.request, baseURL!, mailDir);
  const problems = problemsOf(page);
  await page.goto('/settings/credit_card');
  // Rendered by the N−1 build with the shell's session, locale and texts (one shared copy of each).
  const area = page.getByTestId('skew-n-1');
  await expect(area).toBeVisible();
  await expect(area).toHaveAttribute('data-session', 'signedIn');
  await expect(area).toHaveAttribute('data-locale', 'ja');
  await expect(area.getByRole('heading', { name: msg('common.area.commerce') })).toBeVisible();
  await expectVersionShown(page, n1.version);
  // The shell around it works: the header's menu opens.
  await page.getByRole('button', { name: msg('shell.header.userMenu') }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  expect(problems).toEqual([]);

  expect(deploy(releasesDir, ['rollback', 'mf-commerce']).active).toBe(published.mf_commerce);
  await page.goto('/settings/credit_card');
  await expect(page.getByTestId('skew-n-1')).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_commerce"]')).toHaveCount(1);
  await expectVersionShown(page, published.mf_commerce);
  expect(problems).toEqual([]);
});

test('a remote needing a newer contract than the live shell is refused at publish; nothing changes live', async ({
  page,
}) => {
  const { releasesDir, tmpDir, published } = e2eState();
  const shell = shellProvides();
  const have = shell.shared[CONTRACT];
  const [major, minor] = have.split('.').map(Number);
  const newer = `^${major}.${minor + 1}.0`;
  // The N−1 build as a build declaring the next minor would record it (the gate reads the manifest).
  const dist = path.join(tmpDir, 'skew-commerce-newer');
  await rm(dist, { recursive: true, force: true });
  await cp(n1Dist, dist, { recursive: true });
  const manifest = await readManifest(dist);
  manifest.shared.find((s) => s.name === CONTRACT)!.requiredVersion = newer;
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await rm(path.join(dist, 'mf-manifest.json.gz'));
  await rm(path.join(dist, 'mf-manifest.json.br'));

  const remotesBefore = await (await page.request.get('/remotes.json')).json();
  const statusBefore = deploy(releasesDir, ['status']);
  const cli = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy/dist/cli.js'), 'publish', 'mf-commerce', '--dist', dist],
    { cwd: repoRoot, env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' },
  );
  expect(cli.status).toBe(1);
  expect(cli.stderr.trim()).toBe(
    `deploy: mf_commerce was not published: needs ${CONTRACT} ${newer}; the live shell provides ${have}`,
  );
  expect(deploy(releasesDir, ['status'])).toEqual(statusBefore);
  expect(await (await page.request.get('/remotes.json')).json()).toEqual(remotesBefore);
  expect(remotesBefore.mf_commerce).toContain(`/${published.mf_commerce}/`);
});
