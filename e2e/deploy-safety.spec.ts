/**
 * Journeys of issue 13 on the healthy shell: a build whose server render throws is refused by the
 * smoke check and never served; a build that breaks only on a visitor's page (where the browser smoke
 * run, which renders every page in the shell's page, cannot see it) fails its area — roll it back and
 * the area's retry button recovers without a reload.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/app-ready';
import { ja } from '@shirube/i18n';
import { deploy } from '../scripts/lib/releases.mjs';
import { untilLive } from './support/deploy-cli';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

type Breakage = (dist: string) => Promise<{ file: string; change: (text: string) => string }>;

/** A copy of the setup's editor release with one file broken by `breakage`. */
async function brokenEditor(name: string, breakage: Breakage): Promise<string> {
  const { releasesDir, published, tmpDir } = e2eState();
  const dist = path.join(tmpDir, name);
  await cp(path.join(releasesDir, 'mf_editor/versions', published.mf_editor), dist, { recursive: true });
  await rm(path.join(dist, 'release.json'));
  const { file, change } = await breakage(dist);
  const target = path.join(dist, file);
  await writeFile(target, change(await readFile(target, 'utf8')));
  // The precompressed copies would still carry the good file.
  await rm(`${target}.br`, { force: true });
  await rm(`${target}.gz`, { force: true });
  return dist;
}

const pagesChunk = async (dir: string) =>
  (await readdir(dir)).find((f) => f.startsWith('__federation_expose_pages') && f.endsWith('.js'))!;

/** The node build's `./pages` chunk throws as soon as it is loaded. */
const ssrPagesThrow: Breakage = async (dist) => ({
  file: `ssr/${await pagesChunk(path.join(dist, 'ssr'))}`,
  change: (text) => `throw new Error("e2e: this build throws");\n${text}`,
});

/** The browser's `./pages` chunk loads (its modules are registered) but every module in it throws when
 *  run on a visitor's page (/my_articles): the browser smoke run passes, visitors fail. The chunk stays
 *  in the remote's global chunk array. */
const webPagesModulesThrow: Breakage = async (dist) => ({
  file: `static/js/async/${await pagesChunk(path.join(dist, 'static/js/async'))}`,
  change: (text) =>
    text.replace(
      /\b([\w$]+\(\w,\w,\w\)\{)/g,
      '$1if(location.pathname==="/my_articles")throw new Error("e2e: this build throws");',
    ),
});

test.beforeEach(() => {
  const { releasesDir, published } = e2eState();
  deploy(releasesDir, ['activate', 'mf-editor', published.mf_editor]);
});

test('a build whose server render throws is refused at publish and never served', async ({ page }) => {
  const { releasesDir, published } = e2eState();
  const dist = await brokenEditor('editor-ssr-throws', ssrPagesThrow);
  expect(() => deploy(releasesDir, ['publish', 'mf-editor', '--dist', dist])).toThrow();
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mf_editor).toContain(`/${published.mf_editor}/`);
});

test('after rolling back a build that fails in the browser, retry recovers without a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { releasesDir, published, mailDir } = e2eState();
  await signUpConfirmAndSignIn(page.request, baseURL!, mailDir);
  const broken = deploy(releasesDir, [
    'publish',
    'mf-editor',
    '--dist',
    await brokenEditor('editor-web-throws', webPagesModulesThrow),
  ]);
  expect(broken.version).not.toBe(published.mf_editor);
  await untilLive(page.request, 'mf_editor', broken.version);

  await page.goto('/my_articles');
  const retry = page.getByRole('button', { name: ja['shell.remote.retry'] });
  await expect(retry).toBeVisible();
  // The area names the release that failed, and after the retry the one that runs.
  const mount = page.locator('[data-remote-mount="mf_editor"]');
  await expect(mount).toHaveAttribute('data-remote-version', broken.version);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  expect(deploy(releasesDir, ['rollback', 'mf-editor']).active).toBe(published.mf_editor);
  await retry.click();
  const editorArea = page.locator('[data-remote="mf_editor"]').first();
  await expect(editorArea).toBeVisible();
  await expect(page.getByText(ja['shell.remote.failedTitle'])).toHaveCount(0);
  await expect(mount).toHaveAttribute('data-remote-version', published.mf_editor);
  expect(navigations).toEqual([]);
});
