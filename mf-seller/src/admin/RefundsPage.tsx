/** /admin/refunds: find a buyer's purchases by account and refund one in full, with a reason everyone is told. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPurchase } from '@shirube/api-contract';
import { Button, TextField, Price } from '@shirube/ui';
import * as b from '../bank/bank.css';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { errorId, fieldMessage } from '../lib/fieldError';
import { tokyoDate } from '../lib/format';
import { AdminGuard } from './AdminGuard';
import * as s from './admin.css';

function Row({ purchase, onDone }: { purchase: AdminPurchase; onDone: () => void }) {
  const client = useApiClient();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refund = () => {
    if (reason.trim() === '') return setError(fieldMessage(intl, 'reason', 'required'));
    setBusy(true);
    client.adminMoney
      .refundPurchase({ params: { id: purchase.id }, payload: { reason } })
      .then(onDone, (e: unknown) => {
        setBusy(false);
        setError(intl.formatMessage({ id: errorId(intl, e) }));
      });
  };
  return (
    <li className={s.item} data-testid="admin-purchase">
      <strong>{purchase.articleTitle}</strong>
      <span>
        {tokyoDate(purchase.purchasedAt)} @{purchase.buyerAccount} <Price amount={purchase.price} />
      </span>
      {purchase.refundedAt ? (
        <span>
          <FormattedMessage
            id="seller.admin.refunds.refunded"
            values={{ date: tokyoDate(purchase.refundedAt) }}
          />
        </span>
      ) : (
        <>
          <TextField
            label={<FormattedMessage id="seller.admin.refunds.reason" />}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <div className={s.actions}>
            <Button variant="secondary" onClick={refund} disabled={busy} data-testid="refund">
              <FormattedMessage id="seller.admin.refunds.refund" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function Refunds() {
  const client = useApiClient();
  const intl = useIntl();
  const [account, setAccount] = useState('');
  const [rows, setRows] = useState<readonly AdminPurchase[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    if (account.trim() === '') return;
    setLoading(true);
    setError(null);
    client.adminMoney.purchases({ query: { account } }).then(
      (r) => {
        setLoading(false);
        setRows(r.data);
      },
      (e: unknown) => {
        setLoading(false);
        setError(intl.formatMessage({ id: errorId(intl, e) }));
      },
    );
  };
  return (
    <>
      <h1 className={d.heading}>
        <FormattedMessage id="seller.admin.refunds.title" />
      </h1>
      <p className={b.hint}>
        <FormattedMessage id="seller.admin.refunds.lead" />
      </p>
      <form className={s.actions} onSubmit={search}>
        <TextField
          label={<FormattedMessage id="seller.admin.refunds.account" />}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          data-testid="refund-account"
        />
        <Button type="submit">
          <FormattedMessage id="seller.admin.refunds.search" />
        </Button>
      </form>
      {loading && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {error && (
        <p role="alert" className={b.error}>
          {error}
        </p>
      )}
      {rows?.length === 0 && (
        <p>
          <FormattedMessage id="seller.admin.refunds.empty" />
        </p>
      )}
      <ul className={s.list}>
        {rows?.map((p) => (
          <Row key={p.id} purchase={p} onDone={() => search()} />
        ))}
      </ul>
    </>
  );
}

export const RefundsPage = () => (
  <AdminGuard>
    <Refunds />
  </AdminGuard>
);
