/**
 * For the deploy tests that need the real thing: the shell and mf-editor built (skipped when fresh)
 * and the compiled CLI. Copies of the editor's dist can then be broken on purpose.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { buildDeployCli } from '../build.mjs';
import { buildAll, repoRoot } from '../../scripts/lib/apps.mjs';

export { repoRoot };
export const editorDist = path.join(repoRoot, 'mf-editor/dist');
export const shellDist = path.join(repoRoot, 'shell/dist');
export const cliPath = path.join(repoRoot, 'deploy/dist/cli.js');

/** Builds what is stale; call from beforeAll with a generous time-out. */
export async function ensureRealBuilds(): Promise<void> {
  await buildAll({ only: ['shell', 'mf-editor'], log: () => undefined });
  await buildDeployCli({ ifStale: true });
}

/** A copy of the real mf-editor build at `to`, to change before publishing. */
export async function copyEditorBuild(to: string): Promise<string> {
  await cp(editorDist, to, { recursive: true });
  return to;
}
