/** /dashboard has no screen of its own. */
import { Navigate } from 'react-router';

/** /dashboard has no screen of its own: the sales management page is its first child. */
export function DashboardRedirect() {
  return <Navigate to="/dashboard/sales_management" replace />;
}
