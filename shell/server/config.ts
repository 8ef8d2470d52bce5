import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  metricsListenFromEnv,
  parseBucketUrl,
  paymentModeFromEnv,
  sessionSecretFromEnv,
  siteUrlFromEnv,
  trustProxyFromEnv,
  type MetricsListen,
  type BucketLocation,
} from '@shirube/server';
import type { Renderer } from './renderer';

export interface ShellServerConfig {
  port: number;
  /** Interface to listen on (HOST, default 127.0.0.1; 0.0.0.0 in a container behind a load balancer). */
  host?: string;
  apiUrl: string;
  dataDir: string;
  releasesDir: string;
  /** RELEASES_URL: the release store is this bucket and releasesDir its local copy, refreshed every
   *  RELEASES_POLL_MS (100–5000, default 2000) by release-follower.ts. */
  releasesBucket?: { location: BucketLocation; region: string; pollMs: number };
  distDir: string;
  /** Raw secret; a key is derived from it. Undefined → generated once in ${dataDir}/session-secret
   *  (outside production only: production requires SESSION_SECRET, ≥ 32 bytes — @shirube/server). */
  sessionSecret?: string;
  /** Time the shell's own work on a reader page's server render (loading the remote, rendering) may
   *  take before the browser renders it (SSR_BUDGET_MS, default 300; render-deadlines.ts). */
  ssrBudgetMs: number;
  /** How long a server render waits for its API answers, outside that budget (SSR_DATA_WAIT_MS,
   *  default 1000). */
  ssrDataWaitMs?: number;
  /** How long anonymous API answers of server renders are reused (api-cache.ts; SSR_DATA_CACHE_MS,
   *  default 3000); 0 or absent (tests that change the API's answers between pages): not at all. */
  ssrDataCacheMs?: number;
  /** s-maxage (and stale-while-revalidate) of signed-out public pages for a CDN (shared-cache.ts;
   *  SHARED_CACHE_S, 0–30, default 30); 0 or absent (tests): never shared. */
  sharedCacheS?: number;
  /** Prometheus metrics listener (METRICS_PORT / METRICS_HOST, default host 127.0.0.1); absent: none. */
  metrics?: MetricsListen | null;
  /** One JSON line per request (main.ts: stdout unless LOG_REQUESTS=0); undefined → no request log. */
  log?: (line: string) => void;
  /** Origin of absolute URLs (og:url, canonical, JSON-LD): SITE_URL, never the request's Host. */
  siteUrl?: string;
  /** Proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY; default `loopback`): @shirube/server. */
  trustProxy?: string[];
  /** The server renderer; default: `${distDir}/server/index.js` (tests hand in one from src/ssr). */
  renderer?: Promise<Renderer | null>;
  /** The sandbox card processor on a site that allowed it (ALLOW_SANDBOX_PAYMENTS=1, a staging site):
   *  every page says no real money moves. Production refuses the sandbox otherwise (@shirube/server
   *  paymentModeFromEnv, the API's rule too). Absent (tests' hand-made configs) = no banner. */
  sandboxBanner?: boolean;
  /** REMOTE_<NAME>_URL overrides, keyed by remote name (mf_editor → REMOTE_MF_EDITOR_URL). */
  env: NodeJS.ProcessEnv;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every problem in the environment, one line each (main.ts prints them and exits 1). */
export class ShellConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ShellConfigError';
  }
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const problems: string[] = [];
  const port = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (/^\d+$/.test(value.trim()) && n >= 1 && n <= 65_535) return n;
    problems.push(`${name} must be 1–65535, got "${value}"`);
    return fallback;
  };
  const apiPort = port('API_PORT', 3001);
  const apiUrl = env.API_URL || `http://127.0.0.1:${apiPort}`;
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) problems.push(`API_URL must be an http(s) URL, got "${apiUrl}"`);
  /** A whole number of ms 0–max, or absent/blank (→ fallback). */
  const wholeMs = (name: string, max: number, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (/^\d+$/.test(value) && Number(value) <= max) return Number(value);
    problems.push(`${name} must be a whole number of ms 0–${max}, got "${value}"`);
    return fallback;
  };
  const ssrBudgetMs = wholeMs('SSR_BUDGET_MS', 60_000, 300);
  const ssrDataWaitMs = wholeMs('SSR_DATA_WAIT_MS', 60_000, 1000);
  // A few seconds at most: the cache is for bursts of identical renders, never a stale site.
  const ssrDataCacheMs = wholeMs('SSR_DATA_CACHE_MS', 10_000, 3000);
  // s-maxage + stale-while-revalidate (the same) ≤ 60 s: a takedown, a price change or an edit reaches
  // every visitor within a minute (issue 38).
  const sharedCacheS = (() => {
    const value = env.SHARED_CACHE_S;
    if (value === undefined || value === '') return 30;
    if (/^\d+$/.test(value) && Number(value) <= 30) return Number(value);
    problems.push(`SHARED_CACHE_S must be a whole number of seconds 0–30, got "${value}"`);
    return 30;
  })();
  const trustProxy = () => {
    try {
      return [...trustProxyFromEnv(env.TRUST_PROXY).entries];
    } catch (error) {
      problems.push(...(error as Error).message.split('\n'));
      return undefined;
    }
  };
  /** A setting whose rule throws one line (the rules both servers share, @shirube/server). */
  const checked = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push((error as Error).message);
      return fallback;
    }
  };
  const pollMs = wholeMs('RELEASES_POLL_MS', 5_000, 2_000);
  if (pollMs < 100) problems.push(`RELEASES_POLL_MS must be 100–5000, got "${env.RELEASES_POLL_MS}"`);
  const releasesBucket = env.RELEASES_URL
    ? checked(
        () => ({
          location: parseBucketUrl('RELEASES_URL', env.RELEASES_URL!),
          region: env.AWS_REGION || 'us-east-1',
          pollMs,
        }),
        undefined,
      )
    : undefined;
  // Browsers load the remotes' files from here (live-remotes.ts remotesBase): an origin the page's CSP
  // then names, so nothing but a plain http(s) base is accepted.
  const remotesBaseUrl = env.REMOTES_BASE_URL?.trim();
  if (remotesBaseUrl) {
    let ok = false;
    try {
      const url = new URL(remotesBaseUrl);
      ok = /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username;
    } catch {
      ok = false;
    }
    if (!ok)
      problems.push(
        `REMOTES_BASE_URL must be an http(s) URL without query or credentials (the public URL of the release store's root), got "${remotesBaseUrl}"`,
      );
  }
  const host = env.HOST || '127.0.0.1';
  if (/\s|\//.test(host)) problems.push(`HOST must be an address or host name, got "${host}"`);
  const config: ShellServerConfig = {
    port: port('PORT', 3000),
    host,
    apiUrl,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    releasesDir: path.resolve(
      env.RELEASES_DIR || path.join(path.resolve(env.DATA_DIR || '.data'), 'releases'),
    ),
    ...(releasesBucket ? { releasesBucket } : {}),
    distDir: path.resolve(here, '../dist'),
    sessionSecret: checked(() => sessionSecretFromEnv(env), undefined),
    ssrBudgetMs,
    ssrDataWaitMs,
    ssrDataCacheMs,
    sharedCacheS,
    siteUrl: checked(() => siteUrlFromEnv(env), undefined),
    trustProxy: trustProxy(),
    sandboxBanner: checked(() => paymentModeFromEnv(env).sandboxBanner, false),
    metrics: (() => {
      try {
        return metricsListenFromEnv(env);
      } catch (error) {
        problems.push(...(error as Error).message.split('\n'));
        return null;
      }
    })(),
    env,
  };
  if (problems.length) throw new ShellConfigError(problems);
  return config;
}
