/**
 * The smoke check `publish` runs on a stored copy before making it live:
 *  1. every file either manifest names (remote entry, exposed and shared assets) exists, and each
 *     JavaScript file parses and each JSON file is JSON;
 *  2. every `.br`/`.gz` copy decodes to its file, and every shared requirement in the JavaScript is
 *     the one its manifest declares (smoke-static.ts);
 *  3. in a child process (dist/smoke-child.cjs), the node container loads, `./pages` imports and
 *     every page server-renders with fixture props;
 *  4. at the same time in another (dist/smoke-browser.cjs), the BROWSER build runs in the live shell's
 *     page: entry and every exposed module loaded, every page rendered into the DOM (all at once), then
 *     every chunk the build emitted loaded and each of its modules run (a chunk only an author, a seller
 *     or a buyer reaches included)
 *     — in headless Chromium (none installed: the check fails naming what to install), or in jsdom only
 *     when SHIRUBE_SMOKE_DOM=jsdom asks (a warning says so).
 * Resolves with the first reason the version must not go live, or null.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { RemoteName } from './remotes';
import { namedFiles, type Manifest } from './manifest';
import { checkCompressedCopies, checkSharedRequirements } from './smoke-static';

/** How long the child may take to load and render every page before the version is refused. */
const CHILD_TIMEOUT_MS = 60_000;
/** The browser run starts a browser (or jsdom), lets every page's lazy chunks settle and runs every chunk. */
const BROWSER_TIMEOUT_MS = 120_000;
/** The longest a smoke check may run (its two children's limits added, though they now run side by side):
 *  a publish holds the release store's lock that long at most, so a second writer waits at least that
 *  long (lock.ts). */
export const SMOKE_LIMIT_MS = CHILD_TIMEOUT_MS + BROWSER_TIMEOUT_MS;
// Compiled beside the CLI (deploy/build.mjs); `../dist` also resolves from src/ (tests).
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const childScript = path.join(distDir, 'smoke-child.cjs');
const browserScript = path.join(distDir, 'smoke-browser.cjs');

async function checkFile(file: string, label: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return `${label} is missing`;
  }
  try {
    if (file.endsWith('.js') || file.endsWith('.cjs')) new Script(text, { filename: file });
    else if (file.endsWith('.json')) JSON.parse(text);
  } catch (e) {
    return `${label} does not parse: ${(e as Error).message}`;
  }
  return null;
}

async function checkManifestFiles(dir: string, prefix: string): Promise<string | null> {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const problem = await checkFile(manifestFile, `${prefix}mf-manifest.json`);
  if (problem) return problem;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (!manifest.metaData?.remoteEntry?.name) return `${prefix}mf-manifest.json names no remote entry`;
  for (const file of namedFiles(manifest)) {
    const issue = await checkFile(path.join(dir, file), prefix + file);
    if (issue) return issue;
  }
  return null;
}

interface ChildResult {
  ok: boolean;
  error?: string;
  dom?: 'chromium' | 'jsdom';
}

/** Runs a smoke child; its last stdout line is its JSON result. `what` names the run in reasons. */
function runChild(script: string, args: string[], what: string, timeoutMs: number): Promise<ChildResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      // process.env given explicitly: the environment of this caller (a test's), not the process's first one.
      { timeout: timeoutMs, maxBuffer: 1 << 20, env: process.env },
      (error, stdout) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        try {
          resolve(JSON.parse(line) as ChildResult);
        } catch {
          resolve({
            ok: false,
            error: error?.killed
              ? `${what} did not finish within ${timeoutMs / 1000} s`
              : `${what} crashed its process (${error?.message.split('\n')[0]})`,
          });
        }
      },
    );
  });
}

async function serverRender(versionDir: string, remote: RemoteName): Promise<string | null> {
  const r = await runChild(childScript, [versionDir, remote], 'the node build', CHILD_TIMEOUT_MS);
  return r.ok ? null : `server render: ${r.error}`;
}

async function browserRun(versionDir: string, remote: RemoteName, shellDist: string): Promise<string | null> {
  const r = await runChild(
    browserScript,
    [versionDir, remote, shellDist],
    'the browser build',
    BROWSER_TIMEOUT_MS,
  );
  if (r.dom === 'jsdom')
    console.warn(
      'deploy: warning: SHIRUBE_SMOKE_DOM=jsdom: the browser build ' +
        'was smoke-run in jsdom, a DOM implementation, not a browser engine',
    );
  else if (r.dom) console.warn('deploy: the browser build was smoke-run in headless Chromium');
  return r.ok
    ? null
    : `browser (${r.dom ?? 'not started'}): ${(r.error ?? '').replace(/^page\.evaluate: (Error: )?/, '')}`;
}

/** The smoke check of a stored version folder against the live shell's build (see the head comment). */
export async function smokeCheck(
  versionDir: string,
  remote: RemoteName,
  shellDist: string,
): Promise<string | null> {
  const ssr = path.join(versionDir, 'ssr');
  const staticProblem =
    (await checkManifestFiles(versionDir, '')) ??
    (await checkManifestFiles(ssr, 'ssr/')) ??
    (await checkCompressedCopies(versionDir)) ??
    (await checkSharedRequirements(versionDir, '')) ??
    (await checkSharedRequirements(ssr, 'ssr/'));
  if (staticProblem) return staticProblem;
  // The two children side by side (each mostly waits: a process and a browser starting, chunks settling;
  // four publishes 13.4 s against 16.1 one after the other), the server render's reason first as before.
  const [server, browser] = await Promise.all([
    serverRender(versionDir, remote),
    browserRun(versionDir, remote, shellDist),
  ]);
  return server ?? browser;
}
