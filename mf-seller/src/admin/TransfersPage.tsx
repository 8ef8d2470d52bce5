/** /admin/transfers: payouts waiting → one 全銀 file per batch → mark the batch transferred or failed (with a reason). */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPayout, TransferBatch } from '@shirube/api-contract';
import { Button, TextField, Price, yenText } from '@shirube/ui';
import * as b from '../bank/bank.css';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { errorId, fieldMessage } from '../lib/fieldError';
import { tokyoDate } from '../lib/format';
import * as sales from '../sales/sales.css';
import { AdminGuard } from './AdminGuard';
import * as s from './admin.css';

function Batch({ batch, onChange }: { batch: TransferBatch; onChange: (error?: unknown) => void }) {
  const client = useApiClient();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settle = (transferred: boolean) => {
    if (!transferred && reason.trim() === '') return setError(fieldMessage(intl, 'reason', 'required'));
    const call = transferred
      ? client.adminMoney.markBatchTransferred({ params: { id: batch.id } })
      : client.adminMoney.markBatchFailed({ params: { id: batch.id }, payload: { reason } });
    call.then(() => onChange(), onChange);
  };
  return (
    <li className={s.item} data-testid="transfer-batch" data-status={batch.status}>
      <strong>
        <FormattedMessage
          id="seller.admin.transfers.batch"
          values={{
            id: batch.id,
            date: batch.transferDate.replaceAll('-', '/'),
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
        <>
          <TextField
            label={<FormattedMessage id="seller.admin.transfers.failReason" />}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <div className={s.actions}>
            <Button onClick={() => settle(true)} data-testid="batch-transferred">
              <FormattedMessage id="seller.admin.transfers.markTransferred" />
            </Button>
            <Button variant="secondary" onClick={() => settle(false)} data-testid="batch-failed">
              <FormattedMessage id="seller.admin.transfers.markFailed" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

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
      <h1 className={d.heading}>
        <FormattedMessage id="seller.admin.transfers.title" />
      </h1>
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
      {(!waiting || !batches) && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {error && (
        <p role="alert" className={b.error}>
          {error}
        </p>
      )}
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
              <div className={sales.tableWrap}>
                <table className={sales.table}>
                  <thead>
                    <tr>
                      <th className={sales.th}>
                        <FormattedMessage id="seller.transfers.requestedAt" />
                      </th>
                      <th className={sales.th}>
                        <FormattedMessage id="seller.admin.transfers.seller" />
                      </th>
                      <th className={sales.th}>
                        <FormattedMessage id="seller.transfers.account" />
                      </th>
                      <th className={sales.thNum}>
                        <FormattedMessage id="seller.transfers.net" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {waiting.map((p) => (
                      <tr key={p.id} data-testid="waiting-payout">
                        <td className={sales.td}>{tokyoDate(p.requestedAt)}</td>
                        <td className={sales.td}>@{p.account}</td>
                        <td className={sales.td}>
                          {p.bankCode}-{p.branchCode} {p.holderName}
                        </td>
                        <td className={sales.num}>
                          <Price amount={p.net} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
