/**
 * The deploy CLI run without blocking this process (scripts/lib/releases.mjs `deploy` is synchronous):
 * a spec that keeps traffic or a browser going while a publish runs needs its event loop free.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { deploy } from '../../scripts/lib/releases.mjs';

const run = promisify(execFile);

/** `deploy <args…> --json` against `releasesDir` (extra env e.g. SHELL_DIST_DIR); its parsed output. */
export async function deployAsync<T = Record<string, unknown>>(
  releasesDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<T> {
  // The synchronous helper compiles the CLI when it is stale; `status` is cheap and changes nothing.
  deploy(releasesDir, ['status']);
  const cli = path.join(repoRoot, 'deploy/dist/cli.js');
  try {
    const { stdout } = await run(process.execPath, [cli, ...args, '--json'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, RELEASES_DIR: releasesDir },
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout) as T;
  } catch (e) {
    const stderr = (e as { stderr?: string }).stderr?.trim();
    throw new Error(`deploy ${args.join(' ')} failed: ${stderr || (e as Error).message}`);
  }
}

/**
 * Waits until the shell serves `version` of `remote` (its /remotes.json). A remote whose pages the server
 * renders (the reader, the editor) goes live once the shell has loaded the new release's server container
 * (shell/server/live-remotes.ts, at most its 10 s warm limit), not on the publish itself.
 */
export async function untilLive(request: APIRequestContext, remote: string, version: string): Promise<void> {
  await expect
    .poll(
      async () => ((await (await request.get('/remotes.json')).json()) as Record<string, string>)[remote],
      {
        timeout: 20_000,
      },
    )
    .toContain(`/${version}/`);
}
