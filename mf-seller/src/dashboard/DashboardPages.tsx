/** /dashboard itself and the dashboard screen that is not built yet (clearly labelled). */
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { DashboardNav } from './DashboardNav';
import * as s from './dashboard.css';

/** /dashboard has no screen of its own: the sales management page is its first child. */
export function DashboardRedirect() {
  return <Navigate to="/dashboard/sales_management" replace />;
}

function Pending({ titleId, testId }: { titleId: string; testId: string }) {
  return (
    <>
      <DashboardNav />
      <h1 className={s.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={s.notice} data-testid={testId}>
        <FormattedMessage id="seller.pending.body" />
      </p>
    </>
  );
}

export const RankingReport = () => (
  <Pending titleId="seller.nav.rankingReport" testId="ranking-report-pending" />
);
