/** /dashboard/transferred_history: the seller's payouts by month — amount, fee, what reached the bank, status. */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '@shirube/api-contract';
import { Button, Price } from '@shirube/ui';
import { DashboardNav } from '../dashboard/DashboardNav';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { tokyoDate } from '../lib/format';
import * as s from '../sales/sales.css';

interface Page {
  rows: Payout[];
  next: string | null;
}

export function TransferredHistory() {
  const client = useApiClient();
  const intl = useIntl();
  const [months, setMonths] = useState<readonly string[] | null>(null);
  const [month, setMonth] = useState('');
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    client.payouts.transferredMonths().then(
      (r) => setMonths(r.data.months),
      () => setFailed(true),
    );
  }, [client]);
  const load = useCallback(
    (since?: string) =>
      client.payouts.transferredHistories({
        query: { ...(month ? { month } : {}), ...(since ? { since } : {}) },
      }),
    [client, month],
  );
  useEffect(() => {
    let live = true;
    load().then(
      (r) => live && setPage({ rows: [...r.data], next: r.meta.pager.next }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const more = () => {
    if (!page?.next) return;
    load(page.next).then(
      (r) => setPage((p) => ({ rows: [...(p?.rows ?? []), ...r.data], next: r.meta.pager.next })),
      () => setFailed(true),
    );
  };
  return (
    <>
      <DashboardNav />
      <h1 className={d.heading}>
        <FormattedMessage id="seller.nav.transferredHistory" />
      </h1>
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
      {months && months.length > 0 && (
        <div className={s.toolbar}>
          <label htmlFor="transfer-month">
            <FormattedMessage id="seller.history.month" />
          </label>
          <select
            id="transfer-month"
            value={month}
            onChange={(e) => {
              setPage(null);
              setMonth(e.target.value);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'seller.transfers.all' })}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {intl.formatMessage(
                  { id: 'seller.history.monthOption' },
                  { year: m.slice(0, 4), month: Number(m.slice(5)) },
                )}
              </option>
            ))}
          </select>
        </div>
      )}
      {!page && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {page && page.rows.length === 0 && (
        <p data-testid="transfers-empty">
          <FormattedMessage id="seller.transfers.empty" />
        </p>
      )}
      {page && page.rows.length > 0 && (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.th}>
                  <FormattedMessage id="seller.transfers.requestedAt" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.transfers.amount" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.transfers.fee" />
                </th>
                <th className={s.thNum}>
                  <FormattedMessage id="seller.transfers.net" />
                </th>
                <th className={s.th}>
                  <FormattedMessage id="seller.transfers.account" />
                </th>
                <th className={s.th}>
                  <FormattedMessage id="seller.transfers.status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((p) => (
                <tr key={p.id} data-testid="transfer-row" data-status={p.status}>
                  <td className={s.td}>
                    {tokyoDate(p.requestedAt)}{' '}
                    {p.kind === 'monthly' && (
                      <span className={s.kind}>
                        <FormattedMessage id="seller.transfers.kind.monthly" />
                      </span>
                    )}
                  </td>
                  <td className={s.num}>
                    <Price amount={p.amount} />
                  </td>
                  <td className={s.num}>
                    <Price amount={p.fee} />
                  </td>
                  <td className={s.num} data-testid="transfer-net">
                    <Price amount={p.net} />
                  </td>
                  <td className={s.td}>
                    <FormattedMessage
                      id="seller.transfers.accountValue"
                      values={{ bank: p.bankName, branch: p.branchName, last4: p.accountNumberLast4 }}
                    />
                  </td>
                  <td className={s.td} data-testid="transfer-status">
                    <FormattedMessage id={`seller.transfers.status.${p.status}`} />
                    {p.failureReason && <div>{p.failureReason}</div>}
                    {p.settledAt && p.status === 'transferred' && (
                      <div>
                        <FormattedMessage
                          id="seller.transfers.settledAt"
                          values={{ date: tokyoDate(p.settledAt) }}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page?.next && (
        <Button variant="secondary" onClick={more}>
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
    </>
  );
}
