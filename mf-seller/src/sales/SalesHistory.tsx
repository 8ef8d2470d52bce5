/**
 * /dashboard/sales_history: one Tokyo month of the viewer's earnings. `sale` rows (they sold it): price,
 * platform fee, affiliate commission paid, profit. `affiliate` rows (they referred the buyer): the
 * commission earned. Totals cover the whole month; more rows load by the `since` cursor.
 */
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, Price } from '@shirube/ui';
import { DashboardNav } from '../dashboard/DashboardNav';
import * as d from '../dashboard/dashboard.css';
import { currentTokyoMonth, tokyoDate } from '../lib/format';
import type { SalesHistoryPage } from '../lib/salesApi';
import { useSalesApi } from '../lib/SellerRoot';
import { DisputeState } from './DisputeState';
import * as s from './sales.css';

function monthLabel(month: string) {
  const [y, m] = month.split('-');
  return { year: y, month: Number(m) };
}

export function SalesHistory() {
  const api = useSalesApi();
  const intl = useIntl();
  const selectId = useId();
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
      <h1 className={d.heading}>
        <FormattedMessage id="seller.nav.salesHistory" />
      </h1>
      <div className={s.toolbar}>
        <label htmlFor={selectId}>
          <FormattedMessage id="seller.history.month" />
        </label>
        <select
          id={selectId}
          value={month}
          onChange={(e) => {
            setPage(null);
            setMonth(e.target.value);
          }}
          data-testid="sales-month"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage({ id: 'seller.history.monthOption' }, monthLabel(m))}
            </option>
          ))}
        </select>
        <a href={`/v1/sales/sales_histories.csv?month=${month}`} download data-testid="sales-csv">
          <FormattedMessage id="seller.history.csv" />
        </a>
      </div>
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
      {!page && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {page && page.data.length === 0 && (
        <p data-testid="sales-history-empty">
          <FormattedMessage id="seller.history.empty" />
        </p>
      )}
      {page && page.data.length > 0 && (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.th}>
                  <FormattedMessage id="seller.history.date" />
                </th>
                <th className={s.th}>
                  <FormattedMessage id="seller.history.article" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.history.price" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.history.fee" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.history.commission" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.history.profit" />
                </th>
                <th className={s.th}>
                  <FormattedMessage id="seller.history.state" />
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((row) => (
                <tr key={row.id} data-testid="sales-history-row" data-kind={row.kind}>
                  <td className={s.td} data-testid="sales-date">
                    {tokyoDate(row.purchasedAt)}
                  </td>
                  <td className={s.titleCell} data-testid="sales-title">
                    <span className={s.kind}>
                      <FormattedMessage
                        id={
                          row.isRefund
                            ? 'seller.history.kindRefund'
                            : row.kind === 'sale'
                              ? 'seller.history.kindSale'
                              : 'seller.history.kindAffiliate'
                        }
                      />
                    </span>{' '}
                    <Link to={`/u/${row.authorAccount}/a/${row.articleId}`}>{row.articleTitle}</Link>
                  </td>
                  <td className={s.num} data-testid="sales-price">
                    <Price amount={row.price} />
                  </td>
                  <td className={s.num} data-testid="sales-fee">
                    {row.kind === 'sale' ? <Price amount={row.platformFee} /> : '—'}
                  </td>
                  <td className={s.num} data-testid="sales-commission">
                    <Price amount={row.affiliateCommission} />
                  </td>
                  <td className={s.num} data-testid="sales-profit">
                    <Price amount={row.profit} />
                  </td>
                  <td className={s.td} data-testid="sales-state" data-state={row.state}>
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
              ))}
            </tbody>
            <tfoot>
              <tr className={s.totals} data-testid="sales-totals">
                <td className={s.td} colSpan={2}>
                  <FormattedMessage id="seller.history.totals" />
                </td>
                <td className={s.num} data-testid="total-sales">
                  <Price amount={page.totalSales} />
                </td>
                <td className={s.num} data-testid="total-fee">
                  <Price amount={page.totalPaymentFee} />
                </td>
                <td className={s.num} data-testid="total-commission">
                  <Price amount={page.totalAffiliateCommission} />
                </td>
                <td className={s.num} data-testid="total-profit">
                  <Price amount={page.totalProfit} />
                </td>
                <td className={s.td} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {page?.meta.pager.next && (
        <Button variant="ghost" onClick={() => void loadMore()}>
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
      <p className={s.note}>
        <FormattedMessage id="seller.history.definition" />
      </p>
    </>
  );
}
