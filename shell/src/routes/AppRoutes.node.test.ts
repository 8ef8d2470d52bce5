// AppRoutes hands react-router the one branch that matches a pathname (branchOf), not the whole table:
// that branch must match exactly as the whole table does — the same routes, layout first, the same params.
import { matchRoutes } from 'react-router';
import { appRoutes, branchOf } from './AppRoutes';
import { remoteRoutes, shellRoutePaths } from './routeTable';

const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, 'x-$1').replace(/\*$/, 'rest/of/it');
const pathnames = [
  ...remoteRoutes.map((r) => concrete(r.path)),
  ...shellRoutePaths.map(concrete),
  '/settings',
  '/no/such/page',
  '/u/%E7%94%B0%E4%B8%AD/a/18',
  '/u/tanaka/a/18/extra',
];

const summary = (routes: Parameters<typeof matchRoutes>[0], pathname: string) =>
  matchRoutes(routes, pathname)?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname }));

describe('branchOf', () => {
  it.each(pathnames)('%s matches as the whole table does', (pathname) => {
    const whole = summary(appRoutes, pathname);
    expect(whole).not.toBeNull();
    expect(summary(branchOf(pathname), pathname)).toEqual(whole);
  });

  it('gives the same branch for a pathname seen before', () => {
    expect(branchOf('/u/tanaka')).toBe(branchOf('/u/tanaka'));
  });
});
