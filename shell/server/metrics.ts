// The shell server's Prometheus metrics (issue 38 item 4; README "Metrics"): requests by route template
// (the route table's, or one family name for files and the proxied API — never the raw path), server
// renders and their fall-backs by reason, and the remote versions live. Served on METRICS_PORT by
// @shirube/server's listener (main.ts), never on the site's port.
import { counter, gauge, requestMetrics } from '@shirube/server';
import { routeOf } from '../src/ssr/routes';
import { liveReleases } from './live-remotes';

/** The route label of a request to the shell server: bounded (templates and fixed family names). */
export function shellRouteOf(_method: string, pathname: string): string {
  if (/^\/v1(\/|$)/.test(pathname)) return '/v1/*';
  const family = /^\/(remotes|static|uploads)\//.exec(pathname)?.[1];
  if (family) return `/${family}/*`;
  if (/^\/s\/[^/]+\/?$/.test(pathname)) return '/s/:code';
  if (/^\/sitemap[^/]*\.xml(\.gz)?$/.test(pathname)) return '/sitemap*.xml';
  if (['/healthz', '/readyz', '/remotes.json', '/robots.txt', '/openapi.json'].includes(pathname))
    return pathname;
  if (pathname !== '/' && /\.[a-z0-9]+$/i.test(pathname)) return 'file';
  return routeOf(pathname).template ?? 'unknown page';
}

let observer: ReturnType<typeof requestMetrics> | null = null;
export const shellRequestMetrics = () => (observer ??= requestMetrics(shellRouteOf));

const renders = counter(
  'shirube_ssr_renders_total',
  'Pages by how they were rendered: rendered (on the server), fallback (to the browser, with the reason: ' +
    'budget, data_wait, error, aborted) or browser (not a server-rendered page)',
  ['route', 'outcome', 'reason'],
);

/** A page's outcome (page.ts onOutcome). */
export function countRender(pathname: string, outcome: string, reason = ''): void {
  renders.inc({ route: routeOf(pathname).template ?? 'unknown page', outcome, reason });
}

let releases: { dir: string; env: NodeJS.ProcessEnv } | null = null;

gauge(
  'shirube_remote_live',
  'The remote versions this shell server serves (1 per remote and its live version)',
  ['remote', 'version'],
  async (g) => {
    if (!releases) return;
    const live = await liveReleases(releases.dir, releases.env).catch(() => null);
    if (!live) return;
    g.reset();
    for (const [remote, release] of Object.entries(live))
      if (release) g.set({ remote, version: release.version }, 1);
  },
);

/** The release store the live-version gauge reads (the server's own). */
export function watchReleases(dir: string, env: NodeJS.ProcessEnv): void {
  releases = { dir, env };
}
