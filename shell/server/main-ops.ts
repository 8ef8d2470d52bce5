// The shell server's operator surface, around app.ts's handler: GET /healthz (alive), /readyz (the
// API ready — database and migrations — the shell build present, a live version of every remote), a
// request id (`x-request-id` from the caller or new; the proxy and the page's API calls pass it on,
// the response returns it) and one JSON log line per request (path without query; no cookies/tokens).
// All but the shell's readiness checks is @shirube/server's ops-listener.ts, shared with the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withOpsRoutes, type Listener, type Readiness } from '@shirube/server';
import { remoteNames } from '@shirube/shell-contract';
import type { ShellServerConfig } from './config';
import { liveReleases } from './live-remotes';
import { shellRequestMetrics } from './metrics';
import { followerOf } from './release-follower';

export interface ShellReadiness extends Readiness {
  /** `releases` only with RELEASES_URL: the bucket's state (not a reason to be unready: the last good
   *  set is served, and every shell losing the bucket at once must not take the site down). */
  checks: { api: string; build: string; remotes: string; releases?: string };
}

export async function shellReadiness(config: ShellServerConfig): Promise<ShellReadiness> {
  const checks = { api: 'ok', build: 'ok', remotes: 'ok' };
  try {
    const res = await fetch(new URL('/readyz', config.apiUrl), { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as Record<string, string>;
      const why = Object.entries(body)
        .filter(([k, v]) => k !== 'status' && v !== 'ok')
        .map(([k, v]) => `${k} ${v}`)
        .join('; ');
      checks.api = `not ready (HTTP ${res.status}${why ? `: ${why}` : ''})`;
    }
  } catch (error) {
    const e = error as { cause?: { code?: string }; message?: string };
    checks.api = `unreachable: ${config.apiUrl} (${e.cause?.code ?? e.message})`;
  }
  if (!existsSync(path.join(config.distDir, 'index.html')))
    checks.build = `missing: ${config.distDir}/index.html`;
  const live = await liveReleases(config.releasesDir, config.env);
  const missing = remoteNames.filter((name) => !live[name]);
  if (missing.length) checks.remotes = `no live version: ${missing.join(', ')}`;
  const ready = Object.values(checks).every((c) => c === 'ok');
  const bucket = followerOf(config.releasesDir)?.state();
  if (!bucket) return { ready, checks };
  const releases = bucket.ok
    ? 'ok'
    : `bucket unreachable since ${bucket.since.toISOString()} (${bucket.problem}); serving the last good set`;
  return { ready, checks: { ...checks, releases } };
}

/** Health, readiness, request id and the request log in front of the shell's own handler (@shirube/server). */
export function withOps(
  app: Listener,
  config: ShellServerConfig,
  log: ((line: string) => void) | undefined,
): Listener {
  const ops = withOpsRoutes(app, () => shellReadiness(config), log);
  const observe = shellRequestMetrics();
  return (req, res) => {
    observe(req, res);
    ops(req, res);
  };
}
