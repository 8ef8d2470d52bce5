/**
 * Journey: publish a second build of mf-editor through the deploy CLI, reload → the browser runs v2;
 * roll back → v1 again. The shell server is the same process all along and shell/dist is untouched.
 */
import path from 'node:path';
import { expect, test } from './support/app-ready';
import { apps, buildApp, repoRoot } from '../scripts/lib/apps.mjs';
import { deploy } from '../scripts/lib/releases.mjs';
import { untilLive } from './support/deploy-cli';
import { hashDir, processAlive } from './support/files';
import { e2eState } from './support/state';
import { signUpConfirmAndSignIn } from './support/users';

test('publish v2 of mf-editor, see it live, roll back to v1 — with no shell restart', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const state = e2eState();
  const shellDist = path.join(repoRoot, 'shell/dist');
  const shellHashBefore = await hashDir(shellDist);
  // Start from the setup's build even when this is a retry after a half-finished attempt.
  deploy(state.releasesDir, ['activate', 'mf-editor', state.published.mf_editor]);
  await signUpConfirmAndSignIn(page.request, baseURL!, state.mailDir);

  const editorArea = page.locator('[data-remote="mf_editor"]').first();
  await page.goto('/my_articles');
  await expect(editorArea).toBeVisible();
  const v1 = await editorArea.getAttribute('data-remote-build');
  expect(v1).toBeTruthy();
  expect(v1).not.toContain('e2e-v2');

  // A real second build (same sources, BUILD_LABEL compiled in), into the temp dir — not mf-editor/dist.
  const v2Dist = path.join(state.tmpDir, 'mf-editor-v2');
  const editor = apps.find((a) => a.dir === 'mf-editor')!;
  await buildApp(editor, { distPath: v2Dist, env: { BUILD_LABEL: 'e2e-v2' } });
  const release = deploy(state.releasesDir, ['publish', 'mf-editor', '--dist', v2Dist, '--label', 'e2e-v2']);

  await untilLive(page.request, 'mf_editor', release.version);
  await page.reload();
  await expect(editorArea).toHaveAttribute('data-remote-build', /\+e2e-v2$/);
  // The compiled-in build label is the remote's own; the shell's mount element names the release.
  const mount = page.locator('[data-remote-mount="mf_editor"]');
  await expect(mount).toHaveAttribute('data-remote-version', release.version);

  const current = deploy(state.releasesDir, ['rollback', 'mf-editor']);
  expect(current.active).toBe(state.published.mf_editor);
  await page.reload();
  await expect(editorArea).toHaveAttribute('data-remote-build', v1!);
  await expect(mount).toHaveAttribute('data-remote-version', state.published.mf_editor);

  expect(processAlive(state.shellPid)).toBe(true);
  expect(await hashDir(shellDist)).toBe(shellHashBefore);
});
