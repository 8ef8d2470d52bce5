/** Which page a URL is (or 404), with its params — the same route table the app routes with.
 *  Used by the shell server for the HTTP status and by the renderer. */
import { matchRoutes } from 'react-router';
import { remoteRoutes, shellRoutePaths, type RouteTarget } from '../routes/routeTable';

export interface RouteMatch {
  /** 404 when no route of the site matches. */
  status: 200 | 404;
  target: RouteTarget | null;
  params: Record<string, string | undefined>;
}

const routeObjects = [
  ...remoteRoutes.map((r) => ({ path: r.path, target: r.target as RouteTarget | null })),
  ...shellRoutePaths.map((path) => ({ path, target: null })),
];

// Every server-rendered page asks twice (its status in server/page.ts, then the render), and
// matchRoutes flattens and ranks the whole table, a regular expression per route, on every call: about
// a tenth of the top page's server CPU went there (bench/results/ssr-top-2026-11-26c.md). The answer
// depends on the pathname only; the most recent ones are kept.
const MEMO_MAX = 500;
const memo = new Map<string, RouteMatch>();

export function routeOf(pathname: string): RouteMatch {
  let known = memo.get(pathname);
  if (known) memo.delete(pathname);
  else known = matchRoute(pathname);
  memo.set(pathname, known);
  if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
  return { ...known, params: { ...known.params } };
}

function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return { status: 404, target: null, params: {} };
  return { status: 200, target: last.route.target, params: { ...last.params } };
}
