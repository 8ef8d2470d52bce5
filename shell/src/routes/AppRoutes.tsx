import { Navigate, Route, Routes } from 'react-router';
import { CallbackPage } from '../auth/CallbackPage';
import { ConfirmPage } from '../auth/ConfirmPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { SignInPage } from '../auth/SignInPage';
import { SignUpPage } from '../auth/SignUpPage';
import { UpdatePasswordPage } from '../auth/UpdatePasswordPage';
import { ErrorPage } from '../errors/ErrorPage';
import { HelpPage } from '../help/HelpPage';
import { Layout } from '../layout/Layout';
import { RemotePage } from '../remotes/RemotePage';
import { GuardedRoute } from './guards';
import { remoteRoutes, type LayoutName } from './routeTable';

const layouts: LayoutName[] = ['default', 'article', 'edit', 'preview', 'plain'];

/** Routes are grouped under one layout route per layout, so the header and footer stay mounted
 *  while the visitor moves between pages of the same layout. */
export function AppRoutes() {
  return (
    <Routes>
      {layouts.map((layout) => (
        <Route key={layout} element={<Layout name={layout} />}>
          {remoteRoutes
            .filter((r) => r.layout === layout)
            .map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <GuardedRoute guard={r.guard}>
                    <RemotePage remote={r.target.remote} page={r.target.page} />
                  </GuardedRoute>
                }
              />
            ))}
          {layout === 'default' && (
            <>
              <Route path="/settings" element={<Navigate to="/settings/account" replace />} />
              <Route
                path="/sign_in"
                element={
                  <GuardedRoute guard="guestOnly">
                    <SignInPage />
                  </GuardedRoute>
                }
              />
              <Route
                path="/sign_up"
                element={
                  <GuardedRoute guard="guestOnly">
                    <SignUpPage />
                  </GuardedRoute>
                }
              />
              <Route
                path="/reset_password"
                element={
                  <GuardedRoute guard="guestOnly">
                    <ResetPasswordPage />
                  </GuardedRoute>
                }
              />
              <Route path="/update_password" element={<UpdatePasswordPage />} />
              <Route path="/confirm" element={<ConfirmPage />} />
              <Route path="/callback" element={<CallbackPage />} />
              <Route path="/help/:topic" element={<HelpPage />} />
              <Route path="*" element={<ErrorPage status={404} />} />
            </>
          )}
        </Route>
      ))}
    </Routes>
  );
}
