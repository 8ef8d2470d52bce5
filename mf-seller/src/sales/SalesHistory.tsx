/**
 * /dashboard/sales_history: one Tokyo month of the viewer's earnings. `sale` rows (they sold it): price,
 * platform fee, affiliate commission paid, profit. `affiliate` rows (they referred the buyer): the
 * commission earned. Totals cover the whole month; more rows load by the `since` cursor.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, Price, yenText } from '@shirube/ui';
import { DashboardNav } from '../dashboard/DashboardNav';
import { DataTable, MoneyCell } from '../lib/DataTable';
import { currentTokyoMonth, tokyoDate } from '../lib/format';
import { MonthSelect } from '../lib/MonthSelect';
import { LoadStatus, PageTitle } from '../lib/PageStatus';
import type { SalesHistoryPage } from '../lib/salesApi';
import { useSalesApi } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import { DisputeState } from './DisputeState';
import * as s from './sales.css';

// The tips received (issue 37): their own chunk, after the month's table.
const ReceivedTips = lazy(() => import('./ReceivedTips').then((m) => ({ default: m.ReceivedTips })));

export function SalesHistory() {
  const api = useSalesApi();
  const thisMonth = currentTokyoMonth();
  const [months, setMonths] = useState<readonly string[]>([thisMonth]);
  const [month, setMonth] = useState(thisMonth);
  const [page, setPage] = useState<SalesHistoryPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api.soldMonths().then(
      (sold) => setMonths([...new Set([thisMonth, ...sold])].sort().reverse()),
      () => setFailed(true),
    );
  }, [api, thisMonth]);

  useEffect(() => {
    let live = true;
    api.salesHistories(month).then(
      (p) => live && setPage(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, month]);

  const pickMonth = (m: string) => {
    setPage(null);
    setMonth(m);
  };
  const loadMore = async () => {
    const next = page?.meta.pager.next;
    if (!page || !next) return;
    try {
      const more = await api.salesHistories(month, next);
      setPage({ ...more, data: [...page.data, ...more.data] });
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <DashboardNav />
      <PageTitle id="seller.nav.salesHistory" />
      <MonthSelect months={months} value={month} onChange={pickMonth} testId="sales-month">
        <a href={`/v1/sales/sales_histories.csv?month=${month}`} download data-testid="sales-csv">
          <FormattedMessage id="seller.history.csv" />
        </a>
      </MonthSelect>
      <LoadStatus loading={!page} failed={failed} />
      {page && page.data.length === 0 && (
        <p data-testid="sales-history-empty">
          <FormattedMessage id="seller.history.empty" />
        </p>
      )}
      {page && page.data.length > 0 && (
        <DataTable labelId="seller.nav.salesHistory" columns={COLUMNS} foot={<Totals page={page} />}>
          {page.data.map((row) => (
            <SalesRow key={row.id} row={row} />
          ))}
        </DataTable>
      )}
      {page?.meta.pager.next && (
        <Button variant="ghost" onClick={() => void loadMore()}>
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
      <p className={s.note}>
        <FormattedMessage id="seller.history.definition" />
      </p>
      <Suspense fallback={null}>
        <ReceivedTips />
      </Suspense>
    </>
  );
}

/** The table's headings, in the order of SalesRow's cells. */
const COLUMNS = [
  { id: 'seller.history.date' },
  { id: 'seller.history.article' },
  { id: 'seller.history.price', num: true },
  { id: 'seller.history.fee', num: true },
  { id: 'seller.history.commission', num: true },
  { id: 'seller.history.profit', num: true },
  { id: 'seller.history.state' },
];

/** One sale or affiliate row: date, kind and article, the figures, its state (or dispute). */
function SalesRow({ row }: { row: SalesHistoryPage['data'][number] }) {
  return (
    <tr data-testid="sales-history-row" data-kind={row.kind}>
      <td className={t.td} data-testid="sales-date">
        {tokyoDate(row.purchasedAt)}
      </td>
      <td className={t.titleCell} data-testid="sales-title">
        <span className={s.kind}>
          <FormattedMessage
            id={
              row.isRefund
                ? 'seller.history.kindRefund'
                : row.kind === 'sale'
                  ? 'seller.history.kindSale'
                  : row.kind === 'tip'
                    ? 'seller.history.kindTip'
                    : 'seller.history.kindAffiliate'
            }
          />
        </span>{' '}
        {/* A tip from the user page names no article. */}
        {row.articleId > 0 && (
          <Link to={`/u/${row.authorAccount}/a/${row.articleId}`}>{row.articleTitle}</Link>
        )}
      </td>
      <MoneyCell amount={row.price} testId="sales-price" />
      <td className={t.num} data-testid="sales-fee">
        {row.kind !== 'affiliate' ? <Price amount={row.platformFee} /> : '—'}
      </td>
      <MoneyCell amount={row.affiliateCommission} testId="sales-commission" />
      <MoneyCell amount={row.profit} testId="sales-profit" />
      <td className={t.td} data-testid="sales-state" data-state={row.state}>
        {row.dispute ? (
          <DisputeState dispute={row.dispute} />
        ) : (
          <FormattedMessage
            id={`seller.history.state.${row.state}`}
            values={{ date: tokyoDate(row.payableAt) }}
          />
        )}
      </td>
    </tr>
  );
}

/** The month's totals (the whole month, not only the rows shown). */
function Totals({ page }: { page: SalesHistoryPage }) {
  const intl = useIntl();
  return (
    <tr className={s.totals} data-testid="sales-totals">
      <td className={t.td} colSpan={2}>
        <FormattedMessage id="seller.history.totals" />
      </td>
      <MoneyCell amount={page.totalSales} testId="total-sales" />
      <MoneyCell amount={page.totalPaymentFee} testId="total-fee" />
      <td className={t.num} data-testid="total-commission">
        {/* Paid on the viewer's sales; their own 紹介料 (as an affiliate) on its own line. */}
        {(page.totalAffiliateCommission !== 0 || !page.totalCommissionEarned) && (
          <Price amount={page.totalAffiliateCommission} />
        )}
        {!!page.totalCommissionEarned && (
          <div data-testid="total-commission-earned">
            <FormattedMessage
              id="seller.history.commissionEarned"
              values={{ amount: yenText(intl, page.totalCommissionEarned) }}
            />
          </div>
        )}
      </td>
      <MoneyCell amount={page.totalProfit} testId="total-profit" />
      <td className={t.td} />
    </tr>
  );
}
