/** /admin/transfers: payouts waiting → one 全銀 file per batch → mark the batch transferred or failed (with a reason). */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPayout, TransferBatch } from '@shirube/api-contract';
import { Button, yenText } from '@shirube/ui';
import { DataTable, MoneyCell } from '../lib/DataTable';
import { errorId } from '../lib/fieldError';
import { plainDate, tokyoDate } from '../lib/format';
import { ErrorLine, LoadStatus, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import { AdminGuard } from './AdminGuard';
import { ReasonField, useReason } from './Reason';
import * as s from './admin.css';

function Batch({ batch, onChange }: { batch: TransferBatch; onChange: (error?: unknown) => void }) {
  const client = useApiClient();
  const intl = useIntl();
  const reason = useReason();
  const settle = (transferred: boolean) => {
    if (!transferred && !reason.given()) return;
    const call = transferred
      ? client.adminMoney.markBatchTransferred({ params: { id: batch.id } })
      : client.adminMoney.markBatchFailed({ params: { id: batch.id }, payload: { reason: reason.reason } });
    call.then(() => onChange(), onChange);
  };
  return (
    <li className={s.item} data-testid="transfer-batch" data-status={batch.status}>
      <strong>
        <FormattedMessage
          id="seller.admin.transfers.batch"
          values={{
            id: batch.id,
            date: plainDate(batch.transferDate),
            count: batch.totalCount,
            amount: yenText(intl, batch.totalAmount),
          }}
        />
      </strong>
      <span>
        <FormattedMessage
          id={`seller.admin.transfers.status.${batch.status}`}
          values={{ reason: batch.failureReason ?? '' }}
        />
      </span>
      <a href={batch.fileUrl} download data-testid="transfer-file">
        <FormattedMessage id="seller.admin.transfers.download" />
      </a>
      {batch.status === 'exported' && (
        <ReasonField labelId="seller.admin.transfers.failReason" state={reason}>
          <Button onClick={() => settle(true)} data-testid="batch-transferred">
            <FormattedMessage id="seller.admin.transfers.markTransferred" />
          </Button>
          <Button variant="secondary" onClick={() => settle(false)} data-testid="batch-failed">
            <FormattedMessage id="seller.admin.transfers.markFailed" />
          </Button>
        </ReasonField>
      )}
    </li>
  );
}

const WAITING_COLUMNS = [
  { id: 'seller.transfers.requestedAt' },
  { id: 'seller.admin.transfers.seller' },
  { id: 'seller.transfers.account' },
  { id: 'seller.transfers.net', num: true },
];

function Transfers() {
  const client = useApiClient();
  const intl = useIntl();
  const [waiting, setWaiting] = useState<readonly AdminPayout[] | null>(null);
  const [batches, setBatches] = useState<readonly TransferBatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    Promise.all([client.adminMoney.pendingPayouts(), client.adminMoney.transferBatches()]).then(
      ([p, bt]) => {
        setWaiting(p.data);
        setBatches(bt.data);
      },
      () => setFailed(true),
    );
  }, [client]);
  useEffect(load, [load]);
  const after = (e?: unknown) => {
    setError(e ? intl.formatMessage({ id: errorId(intl, e) }) : null);
    load();
  };
  const exportFile = () => client.adminMoney.createTransferBatch({ payload: {} }).then(() => after(), after);
  return (
    <>
      <PageTitle id="seller.admin.transfers.title" />
      <LoadStatus loading={!waiting || !batches} failed={failed} />
      <ErrorLine text={error} />
      {waiting && (
        <section className={s.section}>
          <h2>
            <FormattedMessage id="seller.admin.transfers.waiting" />
          </h2>
          {waiting.length === 0 ? (
            <p data-testid="payouts-waiting-empty">
              <FormattedMessage id="seller.admin.transfers.noWaiting" />
            </p>
          ) : (
            <>
              <DataTable labelId="seller.admin.transfers.waiting" columns={WAITING_COLUMNS}>
                {waiting.map((p) => (
                  <tr key={p.id} data-testid="waiting-payout">
                    <td className={t.td}>{tokyoDate(p.requestedAt)}</td>
                    <td className={t.td}>@{p.account}</td>
                    <td className={t.td}>
                      {p.bankCode}-{p.branchCode} {p.holderName}
                    </td>
                    <MoneyCell amount={p.net} />
                  </tr>
                ))}
              </DataTable>
              <Button onClick={() => void exportFile()} data-testid="create-batch">
                <FormattedMessage id="seller.admin.transfers.export" values={{ count: waiting.length }} />
              </Button>
            </>
          )}
        </section>
      )}
      {batches && (
        <section className={s.section}>
          <h2>
            <FormattedMessage id="seller.admin.transfers.batches" />
          </h2>
          {batches.length === 0 && (
            <p>
              <FormattedMessage id="seller.admin.transfers.noBatches" />
            </p>
          )}
          <ul className={s.list}>
            {batches.map((batch) => (
              <Batch key={batch.id} batch={batch} onChange={after} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export const TransfersPage = () => (
  <AdminGuard>
    <Transfers />
  </AdminGuard>
);
