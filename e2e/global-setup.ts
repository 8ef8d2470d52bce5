/**
 * Builds what is stale (the browser apps and the compiled servers), publishes the four remotes into a TEMP release store, starts a real API
 * (temp DATA_DIR, PGlite, demo data, MAIL_DIR) and two real shell servers (one healthy, one with a
 * remote broken), and returns the teardown. Nothing outside the temp dir is written except builds.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildAll, remotes, repoRoot } from '../scripts/lib/apps.mjs';
import { startNginx, writeNginxConfig } from '../scripts/lib/nginx.mjs';
import { startChild, stopChild, waitForHttp } from '../scripts/lib/procs.mjs';
import { deploy } from '../scripts/lib/releases.mjs';
import { buildServers } from '../scripts/lib/servers.mjs';
import { noteCpu } from './support/cpu';
import { startE2eIdp } from './support/oauth-idp';
import { ports } from './support/ports';
import { apiServer, copySeededDatabase, shellServer, type ServerCommand } from './support/servers';
import { stateFile, type E2eState } from './support/state';

async function portInUse(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const port of [ports.shell, ports.api, ports.brokenShell, ports.nginx]) {
    if (await portInUse(port)) throw new Error(`e2e: port ${port} is in use (a previous run still alive?)`);
  }
  await buildAll({ log: (m) => console.log(`[e2e] ${m}`) });
  // Every server of the run is the compiled one (support/servers.ts): rebuilt here when a source changed.
  await buildServers({ log: (m) => console.log(`[e2e] ${m}`) });

  const tmpDir = await mkdtemp(path.join(tmpdir(), 'shirube-e2e-'));
  // nginx's workers run as another user (www-data) and must read the release store inside it.
  await chmod(tmpDir, 0o755);
  const releasesDir = path.join(tmpDir, 'releases');
  const mailDir = path.join(tmpDir, 'mail');
  await mkdir(mailDir, { recursive: true });
  const published: Record<string, string> = {};
  for (const remote of remotes) {
    if (!existsSync(path.join(repoRoot, remote.dir, 'dist/mf-manifest.json'))) {
      console.warn(`[e2e] ${remote.dir} has no build; its pages will fail`);
      continue;
    }
    published[remote.mfName] = deploy(releasesDir, ['publish', remote.dir]).version;
  }

  // The broken copy: mf_seller's published files removed (current.json kept), so its area must fail.
  const brokenReleasesDir = path.join(tmpDir, 'releases-broken');
  await cp(releasesDir, brokenReleasesDir, { recursive: true });
  if (published.mf_seller) {
    await rm(path.join(brokenReleasesDir, 'mf_seller/versions', published.mf_seller), { recursive: true });
  }
  // The axe walk's copy, as published here (support/walk-site.ts): no spec changes it.
  const walkReleasesDir = path.join(tmpDir, 'releases-walk');
  await cp(releasesDir, walkReleasesDir, { recursive: true });

  const log = createWriteStream(path.join(tmpDir, 'servers.log'));
  const demoLines: string[] = [];
  // Content-Security-Policy violations the browser reported to a shell server (issue 9): any fails the run.
  const cspViolations: string[] = [];
  const children: ChildProcess[] = [];
  const names = new Map<ChildProcess, string>();
  const teardown = async () => {
    for (const c of children) noteCpu(names.get(c) ?? 'child', c);
    await Promise.all(children.map((c) => stopChild(c)));
    log.end();
    if (process.env.E2E_KEEP_TMP) console.log(`[e2e] kept ${tmpDir}`);
    else await rm(tmpDir, { recursive: true, force: true });
    if (cspViolations.length > 0)
      throw new Error(`e2e: ${cspViolations.length} CSP violation(s):\n${cspViolations.join('\n')}`);
  };
  const start = (name: string, server: ServerCommand, env: Record<string, string>) => {
    const child = startChild(name, server.cmd, server.args, {
      cwd: server.cwd,
      env,
      quiet: true,
      onLine: (line) => {
        log.write(`[${name}] ${line}\n`);
        if (name === 'api' && /@/.test(line)) demoLines.push(line);
        if (line.includes('[csp] violation')) cspViolations.push(`[${name}] ${line}`);
      },
    });
    children.push(child);
    names.set(child, name);
    return child;
  };

  try {
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const clockFile = path.join(tmpDir, 'clock-offset-ms');
    const seededDir = path.join(tmpDir, 'seeded');
    await writeFile(clockFile, '0');
    const shellUrl = `http://127.0.0.1:${ports.shell}`;
    const brokenShellUrl = `http://127.0.0.1:${ports.brokenShell}`;
    // External sign-in (oauth.spec): a loopback OpenID provider configured as Google.
    const idp = await startE2eIdp([shellUrl], 'e2e-oauth-user');
    children.push(idp.child);
    names.set(idp.child, 'idp');
    const apiEnv = (dataDir: string): Record<string, string> => ({
      ...idp.apiEnv,
      API_PORT: String(ports.api),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_DIR: mailDir,
      SITE_URL: shellUrl,
      SEED_DEMO: '1',
      // Payouts (issue 11): specs move the API's clock by writing ms into this file, never by sleeping;
      // the hourly monthly payout run stays off so it cannot pay behind a spec's back.
      CLOCK_OFFSET_FILE: clockFile,
      PAYOUT_SCHEDULE: '0',
      // Link cards (embeds.spec): this name may reach the spec's own page server (test-only; refused
      // when NODE_ENV=production).
      OGP_TEST_HOSTS: JSON.stringify({ 'cards.e2e.test': '127.0.0.1' }),
      // Every spec signs up from 127.0.0.1: the per-address limits (issue 9) would stop the run.
      SIGNUP_LIMIT: '100000',
      RESET_LIMIT: '100000',
    });
    // The demo data is seeded once, by the API's real first start on a folder of its own, stopped
    // cleanly (PGlite closed); this API and the stripe and payout sites' each start on a copy of that
    // database (support/servers.ts copySeededDatabase) instead of seeding again.
    const seeder = start('api-seed', apiServer, apiEnv(seededDir));
    await waitForHttp(`${apiUrl}/openapi.json`, {
      child: seeder,
      what: 'e2e API (seeding)',
      timeoutMs: 120_000,
    });
    noteCpu('api-seed', seeder, 'seeded');
    children.splice(children.indexOf(seeder), 1);
    const seederCode = await stopChild(seeder, 30_000);
    if (seederCode !== 0) throw new Error(`e2e: the seeding API start stopped with ${seederCode}`);
    await copySeededDatabase(seededDir, path.join(tmpDir, 'api'));
    const api = start('api', apiServer, apiEnv(path.join(tmpDir, 'api')));
    await waitForHttp(`${apiUrl}/openapi.json`, { child: api, what: 'e2e API', timeoutMs: 120_000 });
    const shellEnv = (port: number, releases: string): Record<string, string> => ({
      PORT: String(port),
      API_URL: apiUrl,
      DATA_DIR: path.join(tmpDir, `shell-${port}`),
      RELEASES_DIR: releases,
      // One secret for both servers, so a session made on one is valid on the other.
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789abcdef',
      // Server rendering is asserted on; a loaded CI machine must not turn it into a browser render
      // (the budget fallback itself is what the broken-node-build journey checks).
      SSR_BUDGET_MS: '15000',
    });
    const shell = start('shell', shellServer(), shellEnv(ports.shell, releasesDir));
    const broken = start('shell-broken', shellServer(), {
      ...shellEnv(ports.brokenShell, brokenReleasesDir),
      REMOTE_MF_COMMERCE_URL: `http://127.0.0.1:${ports.dead}/mf-manifest.json`,
    });
    await waitForHttp(`${shellUrl}/remotes.json`, { child: shell, what: 'e2e shell server' });
    await waitForHttp(`${brokenShellUrl}/remotes.json`, { child: broken, what: 'e2e broken shell server' });

    // The CDN path: nginx serves the release store itself and proxies the rest to the healthy shell.
    const nginxPrefix = path.join(tmpDir, 'nginx');
    await mkdir(nginxPrefix, { recursive: true });
    const nginxConfig = writeNginxConfig({
      prefix: nginxPrefix,
      port: ports.nginx,
      releasesDir,
      shellPort: ports.shell,
    });
    const nginx = startNginx(nginxConfig, { onLine: (line) => log.write(`[nginx] ${line}\n`) });
    children.push(nginx);
    names.set(nginx, 'nginx');
    const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
    await waitForHttp(`${nginxUrl}/remotes.json`, { child: nginx, what: 'e2e nginx' });

    const state: E2eState = {
      tmpDir,
      releasesDir,
      brokenReleasesDir,
      walkReleasesDir,
      mailDir,
      apiUrl,
      shellUrl,
      brokenShellUrl,
      nginxUrl,
      shellPid: shell.pid!,
      published,
      demoLines,
      clockFile,
      seededDir,
      oauthApiEnv: idp.apiEnv,
    };
    await writeFile(stateFile(tmpDir), JSON.stringify(state, null, 2));
    process.env.SHIRUBE_E2E_STATE = stateFile(tmpDir);
    for (const c of children) noteCpu(names.get(c) ?? 'child', c, 'when ready');
    if (process.env.E2E_CPU) {
      const own = process.cpuUsage();
      console.log(`[e2e-cpu] setup's own process: ${((own.user + own.system) / 1e6).toFixed(2)} CPU-s`);
    }
    return teardown;
  } catch (e) {
    log.end();
    const tail = (await readFile(path.join(tmpDir, 'servers.log'), 'utf8').catch(() => ''))
      .split('\n')
      .slice(-40);
    console.error(`[e2e] server log (last lines):\n${tail.join('\n')}`);
    await teardown();
    throw e;
  }
}
