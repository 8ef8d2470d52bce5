// A whole site of its own for a benchmark, as the e2e global setup starts one: the built remotes
// published into a TEMP release store, a real API (`tsx api/src/main.ts`, temp DATA_DIR → PGlite, demo
// seed) and one or more shell servers (`tsx shell/server/main.ts`), each with its own extra environment
// (e.g. SSR_DATA_CACHE_MS=0 beside the default, for an A/B in one run). Loopback only; `stop()` ends
// every process it started and removes the temp dir. Builds must exist (`npm run build`); run the
// benchmark under the build lock so no rebuild swaps dist/ underneath it.
//
// CLI (a site to point Lighthouse or web-load.mjs at; Ctrl-C stops it):
//   node bench/lib/start-site.mjs [--port-base 5620] [--shells 1]
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, repoRoot } from '../../scripts/lib/apps.mjs';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { deploy } from '../../scripts/lib/releases.mjs';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/**
 * @param {{ portBase: number, shells?: Array<Record<string, string>>, apiUrl?: string, onLine?: (name: string, line: string) => void }} o
 *   shells: the extra environment of each shell server (ports portBase + 1, + 2, …; the API on portBase).
 *   apiUrl: an API the caller has started (bench/analytics-ingest.mjs: on its own PostgreSQL database);
 *   then none is started here and the shells use it.
 */
export async function startSite({ portBase, shells = [{}], apiUrl: givenApi, onLine = () => {} }) {
  const tmpDir = await mkdtemp(path.join(tmpdir(), 'shirube-bench-site-'));
  const releasesDir = path.join(tmpDir, 'releases');
  for (const remote of remotes) {
    if (!existsSync(path.join(repoRoot, remote.dir, 'dist/mf-manifest.json')))
      throw new Error(`${remote.dir} has no build: run \`npm run build\` first`);
    deploy(releasesDir, ['publish', remote.dir]);
  }
  await mkdir(path.join(tmpDir, 'mail'), { recursive: true });
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
    await rm(tmpDir, { recursive: true, force: true });
  };
  const start = (name, script, env) => {
    const child = startChild(name, tsx, [script], {
      cwd: repoRoot,
      env,
      quiet: true,
      onLine: (line) => onLine(name, line),
    });
    children.push(child);
    return child;
  };
  try {
    const apiUrl = givenApi ?? `http://127.0.0.1:${portBase}`;
    const firstShell = `http://127.0.0.1:${portBase + 1}`;
    if (!givenApi) {
      const api = start('api', 'api/src/main.ts', {
        API_PORT: String(portBase),
        API_HOST: '127.0.0.1',
        DATA_DIR: path.join(tmpDir, 'api'),
        MAIL_DIR: path.join(tmpDir, 'mail'),
        SITE_URL: firstShell,
        SEED_DEMO: '1',
        PAYOUT_SCHEDULE: '0',
        LOG_REQUESTS: '0',
      });
      await waitForHttp(`${apiUrl}/openapi.json`, { child: api, what: 'bench API', timeoutMs: 180_000 });
    }
    const urls = [];
    for (const [i, extra] of shells.entries()) {
      const port = portBase + 1 + i;
      const name = `shell-${port}`;
      const child = start(name, 'shell/server/main.ts', {
        PORT: String(port),
        API_URL: apiUrl,
        DATA_DIR: path.join(tmpDir, name),
        RELEASES_DIR: releasesDir,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
        SITE_URL: `http://127.0.0.1:${port}`,
        LOG_REQUESTS: '0',
        ...extra,
      });
      await waitForHttp(`http://127.0.0.1:${port}/remotes.json`, { child, what: name });
      urls.push({ name, url: `http://127.0.0.1:${port}`, pid: child.pid });
    }
    // The shells load the reader's node container once they listen: wait until a page is server-rendered.
    for (const { url } of urls) {
      const deadline = Date.now() + 60_000;
      while ((await fetch(url).then((r) => r.text())).includes('<div id="root"></div>')) {
        if (Date.now() > deadline) throw new Error(`${url}: the top page is never server-rendered`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return { apiUrl, shells: urls, tmpDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const site = await startSite({
    portBase: arg('--port-base', 5620),
    shells: Array.from({ length: arg('--shells', 1) }, () => ({})),
    onLine: (name, line) => console.log(`[${name}] ${line}`),
  });
  console.log(`API ${site.apiUrl}; shells ${site.shells.map((s) => s.url).join(', ')} (Ctrl-C stops)`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void site.stop().then(() => process.exit(0)));
}
