// The whole site on one machine, for `npm start` (quick start), `npm run dev` and `npm run serve`
// (production): publish each remote whose build is not live yet, check both ports are free, start the
// API then the shell server — compiled JavaScript under plain node (tsx only for dev) — each supervised
// (a crash restarts that server with back-off; the other keeps serving), print the address.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { remotes, repoRoot } from './apps.mjs';
import { startChild, stopChild } from './procs.mjs';
import { deploy } from './releases.mjs';
import { serverOutputs } from './servers.mjs';
import { assertPortFree, supervise } from './supervise.mjs';

/** mode: 'start' | 'dev' | 'serve'. `onApiLine` sees the API's output (start keeps the demo logins). */
export async function runSite({ mode, onApiLine, onReady }) {
  // SIGTERM (a process manager, `docker stop`) drains both servers and exits 0 when both did; Ctrl-C 130.
  // Listening from the first moment: a stop while the remotes are published or a server is still starting
  // is a clean stop too (that server is stopped; not a failed start, not exit 1), and nothing is started
  // after it.
  const servers = [];
  const starting = new Set();
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    const exits = await Promise.all([
      ...servers.map((s) => s.stop()),
      ...[...starting].map((child) => stopChild(child, 25_000)),
    ]);
    process.exit(exits.every((e) => e === 0) ? code : 1);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(0));
  /** A server's process, known to shutdown until supervise answers for it. */
  const launched = (child) => {
    starting.add(child);
    child.once('exit', () => starting.delete(child));
    return child;
  };
  const port = Number(process.env.PORT || 3000);
  const apiPort = Number(process.env.API_PORT || 3001);
  const host = process.env.HOST || '127.0.0.1';
  const apiHost = process.env.API_HOST || '127.0.0.1';
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR || '.data');
  const releasesDir = path.resolve(repoRoot, process.env.RELEASES_DIR || path.join(dataDir, 'releases'));
  // The raw values: a bad one is reported by the server itself (`PORT must be 1–65535, got "abc"`).
  const env = {
    PORT: process.env.PORT || '3000',
    API_PORT: process.env.API_PORT || '3001',
    DATA_DIR: dataDir,
    RELEASES_DIR: releasesDir,
    API_URL: process.env.API_URL || `http://127.0.0.1:${apiPort}`,
    // SITE_URL: passed through as set (the servers default it to localhost outside production only).
    ...(mode === 'serve' ? { NODE_ENV: 'production' } : {}),
  };
  // Bad values are reported by the servers themselves, one line each; only sane ports are probed here.
  if (Number.isInteger(port) && Number.isInteger(apiPort)) {
    await assertPortFree(apiPort, apiHost, 'API_PORT');
    await assertPortFree(port, host, 'PORT');
  }
  // Only the two servers it runs: the image's file set holds no test-only outputs (api/dist/server.cjs,
  // the API suites' library, is pruned by deploy/runtime-tree.sh), and asking for it stopped the image.
  if (mode !== 'dev')
    for (const name of ['api', 'shell'])
      if (!existsSync(serverOutputs[name]))
        throw new Error(
          `${name}: ${path.relative(repoRoot, serverOutputs[name])} missing — run \`npm run build\``,
        );

  // Publish each remote that has no live version, or whose live version is not this build (after a
  // rebuild); an unchanged build publishes nothing, so restarts do not pile up versions.
  for (const remote of remotes) {
    if (!existsSync(path.join(repoRoot, remote.dir, 'dist/mf-manifest.json'))) continue;
    const release = deploy(releasesDir, ['publish', remote.dir, '--if-changed']);
    if (!release.unchanged) console.log(`deploy: published ${remote.mfName} ${release.version}`);
  }
  // Local rebuilds would pile up versions; production prunes on its own schedule.
  if (mode !== 'serve') deploy(releasesDir, ['prune', '--keep', '5']);

  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const command = (compiled, source) =>
    mode === 'dev'
      ? [tsx, ['watch', '--clear-screen=false', source]]
      : [process.execPath, ['--enable-source-maps', compiled]];
  const [apiCmd, apiArgs] = command(serverOutputs.api, 'api/src/main.ts');
  const [shellCmd, shellArgs] = command(serverOutputs.shell, 'shell/server/main.ts');

  // Production lines are JSON objects already (pino): passed through without the `[api] ` prefix.
  const prefix = mode !== 'serve';
  try {
    if (stopping) return { shutdown };
    servers.push(
      await supervise(
        'api',
        () => launched(startChild('api', apiCmd, apiArgs, { cwd: repoRoot, env, onLine: onApiLine, prefix })),
        `http://127.0.0.1:${apiPort}/readyz`,
      ),
    );
    starting.clear();
    if (stopping) return { shutdown };
    servers.push(
      await supervise(
        'shell',
        () => launched(startChild('shell', shellCmd, shellArgs, { cwd: repoRoot, env, prefix })),
        `http://127.0.0.1:${port}/healthz`,
      ),
    );
    starting.clear();
  } catch (e) {
    // Stopped while starting: shutdown ends it (exit 0 for SIGTERM), not a failed start.
    if (stopping) return { shutdown };
    console.error(`${mode}: ${e.message}`);
    await Promise.all(servers.map((s) => s.stop()));
    process.exit(1);
  }
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.json(),
    () => null,
  );
  if (ready && ready.status !== 'ready') console.warn(`${mode}: not ready yet: ${JSON.stringify(ready)}`);
  onReady?.({ port, releasesDir });
  return { shutdown };
}
