// The five browser apps, how to tell whether a build is stale, and how to build one.
// Shared by build-all.mjs, start.mjs, test.mjs and the e2e global setup.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnMeasured } from './cpu.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** App folder → Module Federation name (null for the host). */
export const apps = [
  { dir: 'shell', mfName: null },
  { dir: 'mf-reader', mfName: 'mf_reader' },
  { dir: 'mf-editor', mfName: 'mf_editor' },
  { dir: 'mf-commerce', mfName: 'mf_commerce' },
  { dir: 'mf-seller', mfName: 'mf_seller' },
];
export const remotes = apps.filter((a) => a.mfName);

// dist-server: the compiled shell server (scripts/lib/servers.mjs), built after the apps — not a bundle input.
const skipDirs = new Set(['node_modules', 'dist', 'dist-server', '.data', 'server']);

/** Newest (or oldest) mtime of the files under `dir`, ignoring build output and dependencies. */
function walkTimes(dir, pick, skip = skipDirs) {
  let best = null;
  if (!existsSync(dir)) return best;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? walkTimes(full, pick, new Set()) : statSync(full).mtimeMs;
    if (t !== null && (best === null || pick(t, best))) best = t;
  }
  return best;
}

/** Everything a browser app's bundle is made from: its own folder and every shared/ package. */
export function newestSourceTime(app) {
  const times = [walkTimes(path.join(repoRoot, app.dir), (a, b) => a > b)];
  for (const pkg of readdirSync(path.join(repoRoot, 'shared'))) {
    times.push(walkTimes(path.join(repoRoot, 'shared', pkg), (a, b) => a > b));
  }
  return Math.max(...times.filter((t) => t !== null));
}

export function hasConfig(app) {
  return ['rsbuild.config.ts', 'rsbuild.config.mjs', 'rsbuild.config.js'].some((f) =>
    existsSync(path.join(repoRoot, app.dir, f)),
  );
}

/**
 * A hash of the contents (not the times) of every file under `roots` (folders or files, relative to the
 * repository), skipping build output and dependencies: ≈ 50 ms for an app + shared/. A checkout, a
 * copy or a touch that changes no byte does not make a build stale; any edited byte does.
 */
export function sourceHash(roots, skip = skipDirs) {
  const hash = createHash('sha256');
  const add = (rel) => {
    const full = path.join(repoRoot, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      )) {
        if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
        add(path.join(rel, entry.name));
      }
    } else hash.update(`${rel}\0`).update(readFileSync(full)).update('\0');
  };
  roots.forEach(add);
  return hash.digest('hex');
}

const sharedRoots = () => readdirSync(path.join(repoRoot, 'shared')).map((p) => path.join('shared', p));
/** The files a browser app's bundle is made from: its own folder, every shared/ package, the lockfile. */
const appRoots = (app) => [app.dir, ...sharedRoots(), 'package-lock.json'];
const hashFile = (app) => path.join(repoRoot, app.dir, 'dist', '.source-hash');

/** Why the app must be built, or null when its dist/ is complete and was built from these exact sources. */
export function staleReason(app) {
  const dist = path.join(repoRoot, app.dir, 'dist');
  const marker = path.join(dist, app.mfName ? 'mf-manifest.json' : 'index.html');
  if (!existsSync(marker)) return 'no build yet';
  let built = '';
  try {
    built = readFileSync(hashFile(app), 'utf8').trim();
  } catch {
    return 'built from unknown sources';
  }
  return built === sourceHash(appRoots(app)) ? null : 'sources changed';
}

/** Runs `rsbuild build` in the app folder; `distPath` builds elsewhere (e.g. a second e2e version).
 *  Its CPU-seconds count towards the running `npm test` step (cpu.mjs). */
export function buildApp(app, { distPath, env = {}, stdio = 'inherit' } = {}) {
  const bin = path.join(repoRoot, 'node_modules/.bin/rsbuild');
  const args = ['build', '--log-level', 'warn'];
  return new Promise((resolve, reject) => {
    const { child, cpu } = spawnMeasured(bin, args, {
      cwd: path.join(repoRoot, app.dir),
      // A build is always a production build, also when jest (NODE_ENV=test) asks for one: a test-mode
      // node container misses runtime helpers and fails the deploy smoke check.
      // shared/build puts the browser AND the node build under SHIRUBE_DIST_DIR when it is set.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...env,
        ...(distPath ? { SHIRUBE_DIST_DIR: distPath } : {}),
      },
      stdio,
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      cpu.then(() =>
        code === 0 ? resolve() : reject(new Error(`${app.dir}: rsbuild build exited ${code}`)),
      ),
    );
  });
}

/** Builds what is stale (or everything with force), one app after another: the machine has 2 cores. */
export async function buildAll({ force = false, only = [], log = console.log } = {}) {
  const started = Date.now();
  for (const app of apps.filter((a) => only.length === 0 || only.includes(a.dir))) {
    if (!hasConfig(app)) {
      log(`build: ${app.dir} skipped — no rsbuild.config yet`);
      continue;
    }
    const reason = force ? 'forced' : staleReason(app);
    if (!reason) {
      log(`build: ${app.dir} up to date`);
      continue;
    }
    const t0 = Date.now();
    log(`build: ${app.dir} (${reason}) …`);
    const hash = sourceHash(appRoots(app));
    await buildApp(app);
    writeFileSync(hashFile(app), `${hash}\n`);
    log(`build: ${app.dir} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  log(`build: all done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
