/**
 * Journey (issue 24): a new shell release, then the shell rolled back.
 *
 * The next shell provides `@shirube/shell-contract` one minor ahead, and a new mf-seller is released
 * for it (both real builds of the same sources with the contract one minor ahead — support/
 * contract-ahead.ts); mf-editor gets a new release that fits both shells. The next shell runs on the
 * spec's port and shows the new seller. Rolling the shell back: `deploy plan --shell shell/dist` names
 * per remote the version the older shell can run (the new editor stays, the seller goes back to the
 * setup's), `deploy rollback shell --shell shell/dist` makes that set live in one step, and the older
 * shell's process then answers on the same port: shell, reader, editor, commerce and seller pages all
 * render in Chromium, each area from the planned release. Activating the new seller under the older
 * shell is refused by the gate.
 */
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { readShellProvides } from '@shirube/build/compat';
import { expect, test } from './support/app-ready';
import { repoRoot } from '../scripts/lib/apps.mjs';
import { deploy, deployAsync } from '../scripts/lib/releases.mjs';
import { findPaidDemoArticles } from './support/articles';
import { aheadTree, buildAhead } from './support/contract-ahead';
import { msg } from './support/i18n';
import { ports } from './support/ports';
import { startShell, type SpecShell } from './support/shell-server';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

const CONTRACT = '@shirube/shell-contract';
const olderShell = path.join(repoRoot, 'shell/dist');

interface PlanEntry {
  remote: string;
  live: string | null;
  version: string | null;
}
const byRemote = (entries: PlanEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.remote, { live: e.live, version: e.version }]));

/** Console errors and uncaught exceptions of the page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The area of `mfName` rendered on the page, from release `version`, in the shell's layout. */
async function expectArea(page: Page, mfName: string, version: string) {
  await expect(page.locator(`[data-remote="${mfName}"]`).first()).toBeVisible();
  await expect(page.locator(`[data-remote-mount="${mfName}"]`)).toHaveAttribute(
    'data-remote-version',
    version,
  );
  await expect(page.getByText(msg('shell.remote.failedTitle'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: msg('shell.header.userMenu') })).toBeVisible();
}

test('next shell + a seller for its contract, then the shell rolled back: the fitting set goes live, all five areas render', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const { releasesDir, published, tmpDir, mailDir, apiUrl } = e2eState();
  const remotes = ['mf_reader', 'mf_editor', 'mf_commerce', 'mf_seller'];
  for (const r of remotes) deploy(releasesDir, ['activate', r, published[r]]);
  let shell: SpecShell | null = null;
  try {
    // The next shell and a seller written for its contract, built in a temp tree.
    await rm(path.join(tmpDir, 'contract-ahead'), { recursive: true, force: true });
    const tree = await aheadTree(path.join(tmpDir, 'contract-ahead'));
    const nextShell = await buildAhead(tree, 'shell');
    const nextSellerDist = await buildAhead(tree, 'mf-seller');
    const olderContract = readShellProvides(olderShell).shared[CONTRACT];
    expect(readShellProvides(nextShell).shared[CONTRACT]).toBe(tree.contract);
    expect(olderContract).not.toBe(tree.contract);

    // The new shell release goes live on the spec's port; the remotes' releases are checked against it.
    shell = await startShell('shell-next', ports.specShell, tree.root);
    const onNext = { SHELL_DIST_DIR: nextShell };
    const seller = await deployAsync<{ version: string }>(
      releasesDir,
      ['publish', 'mf-seller', '--dist', nextSellerDist, '--label', 'contract-ahead'],
      onNext,
    );
    const editorDist = path.join(tmpDir, 'shell-rollback-editor');
    await rm(editorDist, { recursive: true, force: true });
    await cp(path.join(releasesDir, 'mf_editor/versions', published.mf_editor), editorDist, {
      recursive: true,
    });
    const editor = await deployAsync<{ version: string }>(
      releasesDir,
      ['publish', 'mf-editor', '--dist', editorDist, '--label', 'both-shells'],
      onNext,
    );
    await signUpConfirmAndSignIn(page.request, baseURL!, mailDir);
    await page.goto(`${shell.url}/dashboard`);
    await expectArea(page, 'mf_seller', seller.version);

    // The older shell cannot run that seller: activating it there is refused, nothing changes.
    const refused = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'deploy/dist/cli.js'), 'activate', 'mf-seller', seller.version],
      {
        cwd: repoRoot,
        env: { ...process.env, RELEASES_DIR: releasesDir, SHELL_DIST_DIR: olderShell },
        encoding: 'utf8',
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `needs ${CONTRACT} ^${tree.contract}; the live shell provides ${olderContract}`,
    );

    // The plan for the older shell: what fits stays, the seller goes back to the setup's release.
    const expected = {
      mf_reader: { live: published.mf_reader, version: published.mf_reader },
      mf_editor: { live: editor.version, version: editor.version },
      mf_commerce: { live: published.mf_commerce, version: published.mf_commerce },
      mf_seller: { live: seller.version, version: published.mf_seller },
    };
    expect(byRemote(await deployAsync<PlanEntry[]>(releasesDir, ['plan', '--shell', olderShell]))).toEqual(
      expected,
    );
    const set = await deployAsync<PlanEntry[]>(releasesDir, ['rollback', 'shell', '--shell', olderShell]);
    expect(byRemote(set)).toEqual(expected);
    const status = deploy(releasesDir, ['status']) as unknown as {
      remote: string;
      active: string;
      activations: { command: string; version: string; previous: string | null }[];
    }[];
    const sellerStatus = status.find((r) => r.remote === 'mf_seller')!;
    expect(sellerStatus.active).toBe(published.mf_seller);
    expect(sellerStatus.activations.at(-1)).toMatchObject({
      command: 'activate-set',
      version: published.mf_seller,
      previous: seller.version,
    });

    // The older shell's process takes the port back; every area renders under it.
    await shell.stop();
    shell = await startShell('shell-rolled-back', ports.specShell);
    const problems = problemsOf(page);
    const [article] = await findPaidDemoArticles(apiUrl, 1);
    await page.goto(`${shell.url}/u/${article.authorAccount}/a/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText(article.freeText);
    await expectArea(page, 'mf_reader', published.mf_reader);
    await page.goto(`${shell.url}/my_articles`);
    await expectArea(page, 'mf_editor', editor.version);
    await page.goto(`${shell.url}/settings/credit_card`);
    await expectArea(page, 'mf_commerce', published.mf_commerce);
    await page.goto(`${shell.url}/dashboard`);
    await expectArea(page, 'mf_seller', published.mf_seller);
    expect(problems).toEqual([]);
    expect(
      shell.lines.filter((l) => l.includes('[csp] violation') || l.includes('[releases] ERROR')),
    ).toEqual([]);
  } finally {
    await shell?.stop();
    for (const r of remotes) deploy(releasesDir, ['activate', r, published[r]]);
  }
});
