/** Which page a URL is (or 404), with its params — the same route table the app routes with.
 *  Used by the shell server for the HTTP status and by the renderer. */
import { matchRoutes } from 'react-router';
import { keptAnswers } from '../routes/keptAnswers';
import { remoteRoutes, shellRoutePaths, type Guard, type RouteTarget } from '../routes/routeTable';

export interface RouteMatch {
  /** 404 when no route of the site matches. */
  status: 200 | 404;
  target: RouteTarget | null;
  params: Record<string, string | undefined>;
  /** The route table's path (`/u/:account/a/:id`), null for a 404: a bounded name for metrics and
   *  the shared-cache rule, never the visitor's raw path. */
  template: string | null;
  guard: Guard | null;
}

const routeObjects = [
  ...remoteRoutes.map((r) => ({
    path: r.path,
    target: r.target as RouteTarget | null,
    guard: r.guard ?? null,
  })),
  ...shellRoutePaths.map((path) => ({ path, target: null, guard: null })),
];

// Every server-rendered page asks twice (its status in server/page.ts, then the render): the most
// recent answers are kept (keptAnswers: matching ranks the whole table on every call).
const matchKept = keptAnswers(500, matchRoute);

export function routeOf(pathname: string): RouteMatch {
  const known = matchKept(pathname);
  return { ...known, params: { ...known.params } };
}

function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return { status: 404, target: null, params: {}, template: null, guard: null };
  return {
    status: 200,
    target: last.route.target,
    params: { ...last.params },
    template: last.route.path,
    guard: last.route.guard,
  };
}
