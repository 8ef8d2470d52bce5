// `npm start`: build what is stale, publish each remote whose build is not live yet, start the API and
// the shell server with prefixed logs, wait for both, print the address and the demo logins.
// Ctrl-C (SIGINT/SIGTERM) stops both; if either dies, the other is stopped and we exit non-zero.
// `--dev` (`npm run dev`): servers under `tsx watch`, browser apps rebuilt and republished on save.
import path from 'node:path';
import { buildAll, remotes, repoRoot } from './lib/apps.mjs';
import { startChild, stopChild, waitForHttp } from './lib/procs.mjs';
import { watchAndRebuild } from './lib/dev.mjs';
import { deploy } from './lib/releases.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
const releasesDir = path.resolve(repoRoot, process.env.RELEASES_DIR ?? path.join(dataDir, 'releases'));
const env = {
  PORT: String(port),
  API_PORT: String(apiPort),
  DATA_DIR: dataDir,
  RELEASES_DIR: releasesDir,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const dev = process.argv.includes('--dev');
const tsxArgs = (script) => (dev ? ['watch', '--clear-screen=false', script] : [script]);

// The API prints the demo logins while seeding; keep those lines to repeat them under the banner.
const demoLines = [];
let inDemoBlock = 0;
function noteApiLine(line) {
  if (/demo|デモ/i.test(line)) inDemoBlock = 12;
  else if (inDemoBlock > 0) inDemoBlock--;
  if (inDemoBlock > 0 && /@|demo|デモ|password|パスワード/i.test(line)) demoLines.push(line);
}

const children = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((c) => stopChild(c)));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));

function watch(name, child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    shutdown(code || 1);
  });
}

try {
  await buildAll({ log: (m) => console.log(m) });
  // Publish each remote that has no live version, or whose live version is not this build (after a
  // rebuild); an unchanged build publishes nothing, so restarts do not pile up versions.
  for (const remote of remotes) {
    const release = deploy(releasesDir, ['publish', remote.dir, '--if-changed']);
    if (!release.unchanged) console.log(`deploy: published ${remote.mfName} ${release.version}`);
  }
  // Local rebuilds would pile up versions; production prunes on its own schedule.
  deploy(releasesDir, ['prune', '--keep', '5']);

  const api = startChild('api', tsx, tsxArgs('api/src/main.ts'), { cwd: repoRoot, env, onLine: noteApiLine });
  watch('api', api);
  await waitForHttp(`http://127.0.0.1:${apiPort}/openapi.json`, {
    child: api,
    what: 'API',
    timeoutMs: 120_000,
  });

  const shell = startChild('shell', tsx, tsxArgs('shell/server/main.ts'), { cwd: repoRoot, env });
  watch('shell', shell);
  await waitForHttp(`http://127.0.0.1:${port}/remotes.json`, { child: shell, what: 'shell server' });

  console.log(`\nhttp://localhost:${port} で起動しました`);
  if (demoLines.length) console.log(demoLines.join('\n'));
  console.log('(Ctrl-C で停止)\n');
  if (dev) watchAndRebuild(releasesDir);
} catch (e) {
  console.error(`start: ${e.message}`);
  await shutdown(1);
}
