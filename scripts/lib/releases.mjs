// Publishes a remote through the deploy CLI (the one writer of the release store).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

// The compiled CLI (deploy/build.mjs): plain node, no tsx start-up.
const cli = path.join(repoRoot, 'deploy/dist/cli.js');
let compiled = false;

export function hasActiveVersion(releasesDir, mfName) {
  return existsSync(path.join(releasesDir, mfName, 'current.json'));
}

/** The compiled CLI's command line for `args` (compiled first when stale, once per process). */
function cliCommand(args) {
  if (!compiled) {
    execFileSync(process.execPath, [path.join(repoRoot, 'deploy/build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    compiled = true;
  }
  return [cli, ...args, '--json'];
}

/** The CLI's JSON answer; its notes (stderr) printed as lines, or thrown when it failed. */
function answer(args, { status, stdout, stderr, error }) {
  // The CLI's notes go through console, so `npm run serve` writes them as JSON lines like its own.
  const notes = stderr.trim();
  if (status !== 0) throw new Error(`deploy ${args.join(' ')} failed: ${notes || error?.message}`);
  for (const line of notes.split('\n').filter(Boolean)) console.log(line);
  return JSON.parse(stdout);
}

const options = (releasesDir, env = {}) => ({
  cwd: repoRoot,
  env: { ...process.env, ...env, RELEASES_DIR: releasesDir },
  encoding: 'utf8',
});

/** Runs `deploy <args…> --json` against `releasesDir` and returns its parsed output. */
export function deploy(releasesDir, args) {
  const result = spawnSync(process.execPath, cliCommand(args), {
    ...options(releasesDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return answer(args, result);
}

/** `deploy`, without blocking this process while the CLI runs (a publish's smoke check takes seconds; a
 *  spec keeps traffic or a browser going meanwhile); `env` adds to the CLI's (e.g. SHELL_DIST_DIR). */
export function deployAsync(releasesDir, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      cliCommand(args),
      { ...options(releasesDir, env), maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        try {
          resolve(answer(args, { status: error ? (error.code ?? 1) : 0, stdout, stderr, error }));
        } catch (e) {
          reject(e);
        }
      },
    );
    child.stdin?.end();
  });
}
