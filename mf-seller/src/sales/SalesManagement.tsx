/** /dashboard/sales_management: this month's and unpaid earnings, then where the money is and the payout (sums of the ledger). */
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DashboardNav } from '../dashboard/DashboardNav';
import { LoadStatus, PageTitle } from '../lib/PageStatus';
import { useSalesApi } from '../lib/SellerRoot';
import { useLoaded } from '../lib/useLoaded';
import { PayoutPanel } from '../payouts/PayoutPanel';
import { FigureCards } from './FigureCards';
import { SalesChart } from './SalesChart';
import * as s from './sales.css';

export function SalesManagement() {
  const api = useSalesApi();
  const [version, setVersion] = useState(0);
  const { data: summary, failed } = useLoaded(
    useCallback(() => api.totalSales(), [api]),
    version,
  );
  const figures = summary && [
    { id: 'seller.management.thisMonth', testId: 'sales-of-this-month', amount: summary.salesOfThisMonth },
    { id: 'seller.management.unpaid', testId: 'unpaid-sales', amount: summary.unpaidSalesOfAllPeriod },
  ];
  return (
    <>
      <DashboardNav />
      <PageTitle id="seller.nav.salesManagement" />
      <LoadStatus loading={!summary} failed={failed} />
      {figures && <FigureCards figures={figures} />}
      {summary && <PayoutPanel summary={summary} onChange={() => setVersion((v) => v + 1)} />}
      {summary && <SalesChart />}
      <p className={s.note}>
        <FormattedMessage id="seller.management.definition" />
      </p>
    </>
  );
}
