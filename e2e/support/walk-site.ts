/**
 * The axe walk's own site (issue 39 item 8: the walk runs on a second Playwright worker beside the
 * journeys): a real API on a copy of the setup's seeded database and a shell server on a copy of the
 * release store as the setup published it. Beside the journeys, the setup's site is no place for a
 * walk of every route: specs move its API's clock (payouts: sessions and holds), hang or roll back its
 * remotes (deploy-*, reader-ssr, skew). Here nothing else writes: the walk sees the site as shipped.
 * Sign-in with "Google" is configured as on the setup's API, so the sign-in pages show what they ship.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startChild, stopChild, waitForHttp } from '../../scripts/lib/procs.mjs';
import { noteCpu } from './cpu';
import { ports } from './ports';
import { apiServer, copySeededDatabase } from './servers';
import { specSite, startShell, type SpecSite } from './shell-server';
import { e2eState } from './state';

/** Its shell's CSP reports are the walk's to check (the setup's teardown sees only its own shells'). */
export type WalkSite = SpecSite;

export async function startWalkSite(): Promise<WalkSite> {
  const state = e2eState();
  const dir = path.join(state.tmpDir, 'walk-site');
  await copySeededDatabase(state.seededDir, path.join(dir, 'api'));
  const lines: string[] = [];
  const apiUrl = `http://127.0.0.1:${ports.walkApi}`;
  const shellUrl = `http://127.0.0.1:${ports.walkShell}`;
  const api: ChildProcess = startChild('walk-api', apiServer.cmd, apiServer.args, {
    cwd: apiServer.cwd,
    quiet: true,
    onLine: (line: string) => lines.push(`[walk-api] ${line}`),
    env: {
      ...state.oauthApiEnv,
      API_PORT: String(ports.walkApi),
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'api'),
      MAIL_DIR: path.join(dir, 'mail'),
      SITE_URL: shellUrl,
      SEED_DEMO: '1',
      PAYOUT_SCHEDULE: '0',
    },
  });
  const stopApi = () => {
    noteCpu('walk-api', api);
    return stopChild(api, 30_000);
  };
  try {
    await waitForHttp(`${apiUrl}/openapi.json`, { child: api, what: 'walk-site API', timeoutMs: 120_000 });
    const shell = await startShell('walk-shell', ports.walkShell, undefined, {
      API_URL: apiUrl,
      RELEASES_DIR: state.walkReleasesDir,
    });
    return specSite(shell, lines, stopApi);
  } catch (e) {
    await stopApi();
    throw new Error(`${(e as Error).message}\n${lines.slice(-30).join('\n')}`);
  }
}
