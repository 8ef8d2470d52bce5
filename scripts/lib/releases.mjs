// Publishes a remote through the deploy CLI (the one writer of the release store).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

// The compiled CLI (deploy/build.mjs): plain node, no tsx start-up.
const cli = path.join(repoRoot, 'deploy/dist/cli.js');
let compiled = false;

export function hasActiveVersion(releasesDir, mfName) {
  return existsSync(path.join(releasesDir, mfName, 'current.json'));
}

/** Runs `deploy <args…> --json` against `releasesDir` and returns its parsed output. */
export function deploy(releasesDir, args) {
  if (!compiled) {
    execFileSync(process.execPath, [path.join(repoRoot, 'deploy/build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    compiled = true;
  }
  const result = spawnSync(process.execPath, [cli, ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  // The CLI's notes go through console, so `npm run serve` writes them as JSON lines like its own.
  const notes = result.stderr.trim();
  if (result.status !== 0)
    throw new Error(`deploy ${args.join(' ')} failed: ${notes || result.error?.message}`);
  for (const line of notes.split('\n').filter(Boolean)) console.log(line);
  return JSON.parse(result.stdout);
}
