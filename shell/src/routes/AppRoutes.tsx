import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { ErrorPage } from '../errors/ErrorPage';
import { Layout } from '../layout/Layout';
import { AppReadyMarker } from '../ready/useAppReady';
import { RemotePage } from '../remotes/RemotePage';
import { GuardedRoute } from './guards';
import { keptAnswers } from './keptAnswers';
import { remoteRoutes, type Guard, type LayoutName } from './routeTable';

// The forms are their own chunks (with the form rules and validation texts): the article route, which
// every first visit downloads, never needs them (e2e/bytes.spec.ts).
const SignInPage = lazy(() => import('../auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const ResetPasswordPage = lazy(() =>
  import('../auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const UpdatePasswordPage = lazy(() =>
  import('../auth/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })),
);
// So are the pages a mail link or the help links open (rendered in the browser only).
const ConfirmPage = lazy(() => import('../auth/ConfirmPage').then((m) => ({ default: m.ConfirmPage })));
const CallbackPage = lazy(() => import('../auth/CallbackPage').then((m) => ({ default: m.CallbackPage })));
const HelpPage = lazy(() => import('../help/HelpPage').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('../help/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

const layouts: LayoutName[] = ['default', 'article', 'edit', 'preview', 'plain'];

/** The shell's own pages: path, layout, the page and its guard. Spec §2 "plain: no chrome": the pages
 *  a visitor passes through on the way back from a mail link or the identity provider — nothing to
 *  navigate while the step completes. */
const shellPages: Array<{ path: string; layout: LayoutName; Page: ComponentType; guard?: Guard }> = [
  { path: '/confirm', layout: 'plain', Page: ConfirmPage },
  { path: '/callback', layout: 'plain', Page: CallbackPage },
  { path: '/sign_in', layout: 'default', Page: SignInPage, guard: 'guestOnly' },
  { path: '/sign_up', layout: 'default', Page: SignUpPage, guard: 'guestOnly' },
  { path: '/reset_password', layout: 'default', Page: ResetPasswordPage, guard: 'guestOnly' },
  { path: '/update_password', layout: 'default', Page: UpdatePasswordPage },
  { path: '/privacy', layout: 'default', Page: PrivacyPage },
  { path: '/help/:topic', layout: 'default', Page: HelpPage },
];

function shellPage({ Page, guard }: (typeof shellPages)[number]) {
  const page = (
    <Lazy>
      <Page />
    </Lazy>
  );
  return guard ? <GuardedRoute guard={guard}>{page}</GuardedRoute> : page;
}

/** Routes are grouped under one layout route per layout, so the header and footer stay mounted
 *  while the visitor moves between pages of the same layout. Built once: the table never changes. */
export const appRoutes: RouteObject[] = createRoutesFromElements(
  layouts.map((layout) => (
    <Route key={layout} element={<Layout name={layout} />}>
      {remoteRoutes
        .filter((r) => r.layout === layout)
        .map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <GuardedRoute guard={r.guard}>
                <RemotePage
                  key={`${r.target.remote}/${r.target.page}`}
                  remote={r.target.remote}
                  page={r.target.page}
                />
              </GuardedRoute>
            }
          />
        ))}
      {shellPages
        .filter((p) => p.layout === layout)
        .map((p) => (
          <Route key={p.path} path={p.path} element={shellPage(p)} />
        ))}
      {layout === 'default' && (
        <>
          <Route path="/settings" element={<Navigate to="/settings/account" replace />} />
          <Route
            path="*"
            element={
              <>
                {/* A server-rendered 404 is the app's once hydrated (src/ready). */}
                <AppReadyMarker />
                <ErrorPage status={404} />
              </>
            }
          />
        </>
      )}
    </Route>
  )),
);

/**
 * The routes that match `pathname`, as a table of that one branch (layout → page). `<Routes>` flattens
 * and ranks the whole table on every render — about a tenth of the top page's server render
 * (bench/results/ssr-top-2026-11-26d.md); ranking the one matched branch again is nothing. The same
 * route objects (and elements) in the same nesting: the same match, params and tree as the whole table.
 */
export const branchOf = keptAnswers(500, (pathname): RouteObject[] => {
  const matches = matchRoutes(appRoutes, pathname);
  if (!matches) return appRoutes;
  return matches.reduceRight<RouteObject[] | undefined>(
    (children, { route }) => [{ ...route, children } as RouteObject],
    undefined,
  )!;
});

export function AppRoutes() {
  return useRoutes(branchOf(useLocation().pathname));
}
