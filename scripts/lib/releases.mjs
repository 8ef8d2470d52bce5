// Publishes a remote through the deploy CLI (the one writer of the release store).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(repoRoot, 'deploy/src/cli.ts');

export function hasActiveVersion(releasesDir, mfName) {
  return existsSync(path.join(releasesDir, mfName, 'current.json'));
}

/** Runs `deploy <args…> --json` against `releasesDir` and returns its parsed output. */
export function deploy(releasesDir, args) {
  const out = execFileSync(tsx, [cli, ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.toString());
}
