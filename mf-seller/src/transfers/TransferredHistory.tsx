/** /dashboard/transferred_history: the seller's payouts by month — amount, fee, what reaches the bank, the day
 *  it is expected in (or reached) the account (the admin file's 取組日 rule, issue 40), status. */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Payout } from '@shirube/api-contract';
import { Button } from '@shirube/ui';
import { DashboardNav } from '../dashboard/DashboardNav';
import { DataTable, MoneyCell } from '../lib/DataTable';
import { plainDate, tokyoDate } from '../lib/format';
import { MonthSelect } from '../lib/MonthSelect';
import { LoadFailed, Loading, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import * as s from '../sales/sales.css';

const COLUMNS = [
  { id: 'seller.transfers.requestedAt' },
  { id: 'seller.transfers.amount', num: true },
  { id: 'seller.transfers.fee', num: true },
  { id: 'seller.transfers.net', num: true },
  { id: 'seller.transfers.account' },
  { id: 'seller.transfers.bankDate' },
  { id: 'seller.transfers.status' },
];

interface Page {
  rows: Payout[];
  next: string | null;
}

export function TransferredHistory() {
  const client = useApiClient();
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
  const pickMonth = (m: string) => {
    setPage(null);
    setMonth(m);
  };
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
      <PageTitle id="seller.nav.transferredHistory" />
      {failed && <LoadFailed />}
      {months && months.length > 0 && (
        <MonthSelect months={months} value={month} onChange={pickMonth} allId="seller.transfers.all" />
      )}
      {!page && !failed && <Loading />}
      {page && page.rows.length === 0 && (
        <p data-testid="transfers-empty">
          <FormattedMessage id="seller.transfers.empty" />
        </p>
      )}
      {page && page.rows.length > 0 && (
        <DataTable labelId="seller.nav.transferredHistory" columns={COLUMNS}>
          {page.rows.map((p) => (
            <tr key={p.id} data-testid="transfer-row" data-status={p.status}>
              <td className={t.td}>
                {tokyoDate(p.requestedAt)}{' '}
                {p.kind === 'monthly' && (
                  <span className={s.kind}>
                    <FormattedMessage id="seller.transfers.kind.monthly" />
                  </span>
                )}
              </td>
              <MoneyCell amount={p.amount} />
              <MoneyCell amount={p.fee} />
              <MoneyCell amount={p.net} testId="transfer-net" />
              <td className={t.td}>
                <FormattedMessage
                  id="seller.transfers.accountValue"
                  values={{ bank: p.bankName, branch: p.branchName, last4: p.accountNumberLast4 }}
                />
              </td>
              <td className={t.td} data-testid="transfer-bank-date">
                <BankDate payout={p} />
              </td>
              <td className={t.td} data-testid="transfer-status">
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
        </DataTable>
      )}
      {page?.next && (
        <Button variant="secondary" onClick={more}>
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
    </>
  );
}

/** Reached (transferred: the 取組日), expected (in a file or waiting for one), or none (failed). */
function BankDate({ payout }: { payout: Payout }) {
  if (!payout.expectedBankDate) return <FormattedMessage id="seller.transfers.bankDate.none" />;
  const date = plainDate(payout.expectedBankDate);
  if (payout.status === 'transferred') return <>{date}</>;
  return <FormattedMessage id="seller.transfers.bankDate.expected" values={{ date }} />;
}
