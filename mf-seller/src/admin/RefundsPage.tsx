/**
 * /admin/refunds: find a buyer's purchases (and tips, issue 37) by account and refund one in full, with a
 * reason everyone is told.
 * A refund cannot be undone, so the button first asks (amount and title named) and only 返金を確定する calls the API.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPurchase } from '@shirube/api-contract';
import { Button, TextField, Price, yenText } from '@shirube/ui';
import { ConfirmActions } from '@shirube/ui/src/ConfirmActions';
import * as b from '../bank/bank.css';
import { apiFieldErrors, errorId } from '../lib/fieldError';
import { tokyoDate } from '../lib/format';
import { ErrorLine, Loading, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import { AdminGuard } from './AdminGuard';
import { ReasonField, useReason } from './Reason';
import * as s from './admin.css';

/** A purchase or a tip (issue 37) as this page lists it; `refund` asks the API for its full refund. */
interface Refundable {
  key: string;
  testId: 'admin-purchase' | 'admin-tip';
  articleTitle: string;
  buyerAccount: string;
  price: number;
  purchasedAt: string;
  refundedAt: string | null;
  refund(reason: string): Promise<unknown>;
}

function Row({ purchase, onDone }: { purchase: Refundable; onDone: () => void }) {
  const intl = useIntl();
  const reason = useReason();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = () => {
    if (reason.given()) setAsking(true);
  };
  const refund = () => {
    setBusy(true);
    purchase.refund(reason.reason).then(onDone, (e: unknown) => {
      setBusy(false);
      setAsking(false);
      reason.refused(e);
    });
  };
  return (
    <li className={s.item} data-testid={purchase.testId}>
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
        <ReasonField labelId="seller.admin.refunds.reason" state={reason}>
          {asking ? (
            <>
              <p className={s.confirm} data-testid="refund-confirm-text">
                <FormattedMessage
                  id="seller.admin.refunds.confirm"
                  values={{ title: purchase.articleTitle, amount: yenText(intl, purchase.price) }}
                />
              </p>
              <ConfirmActions
                cancel={<FormattedMessage id="common.cancel" />}
                onCancel={() => setAsking(false)}
                confirm={<FormattedMessage id="seller.admin.refunds.confirmRefund" />}
                onConfirm={refund}
                busy={busy}
                testId="confirm-refund"
              />
            </>
          ) : (
            <Button variant="secondary" onClick={ask} data-testid="refund">
              <FormattedMessage id="seller.admin.refunds.refund" />
            </Button>
          )}
        </ReasonField>
      )}
    </li>
  );
}

const purchaseRow = (client: ReturnType<typeof useApiClient>, p: AdminPurchase): Refundable => ({
  ...p,
  key: `purchase-${p.id}`,
  testId: 'admin-purchase',
  refund: (reason) => client.adminMoney.refundPurchase({ params: { id: p.id }, payload: { reason } }),
});

function Refunds() {
  const client = useApiClient();
  const intl = useIntl();
  const [account, setAccount] = useState('');
  const [rows, setRows] = useState<readonly Refundable[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The API's word on the account itself (404: no user has it), under the field. */
  const [accountError, setAccountError] = useState<string | null>(null);
  /** The account whose purchases are listed: a refund reloads its list, not what the field says now. */
  const [listed, setListed] = useState('');
  const load = (searched: string) => {
    setListed(searched);
    setLoading(true);
    setError(null);
    setAccountError(null);
    const purchases = client.adminMoney.purchases({ query: { account: searched } });
    // The buyer's tips too; an API without them (or a failed call) leaves the purchases alone.
    const tips = client.tips.adminTips({ query: { account: searched } }).then(
      (r) => r.data,
      () => [],
    );
    Promise.all([purchases, tips]).then(
      ([r, sent]) => {
        setLoading(false);
        setRows([
          ...r.data.map((p) => purchaseRow(client, p)),
          ...sent.map((t) => ({
            key: `tip-${t.id}`,
            testId: 'admin-tip' as const,
            articleTitle: intl.formatMessage({ id: 'seller.admin.refunds.tip' }, { name: t.recipientName }),
            buyerAccount: searched.trim().replace(/^@/, ''),
            price: t.amount,
            purchasedAt: t.paidAt,
            refundedAt: t.refundedAt,
            refund: (reason: string) => client.tips.refundTip({ params: { id: t.id }, payload: { reason } }),
          })),
        ]);
      },
      (e: unknown) => {
        setLoading(false);
        // The rows shown were another search's answer: none of them belongs to what the field says now.
        setRows(null);
        const onAccount = apiFieldErrors(intl, e)?.account;
        if (onAccount) setAccountError(onAccount);
        else setError(intl.formatMessage({ id: errorId(intl, e) }));
      },
    );
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() !== '') load(account);
  };
  return (
    <>
      <PageTitle id="seller.admin.refunds.title" />
      <p className={b.hint}>
        <FormattedMessage id="seller.admin.refunds.lead" />
      </p>
      <form className={s.searchRow} onSubmit={search}>
        <TextField
          label={<FormattedMessage id="seller.admin.refunds.account" />}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={accountError ?? undefined}
          data-testid="refund-account"
        />
        <Button type="submit">
          <FormattedMessage id="seller.admin.refunds.search" />
        </Button>
      </form>
      {loading && <Loading />}
      <ErrorLine text={error} />
      {rows?.length === 0 && (
        <p>
          <FormattedMessage id="seller.admin.refunds.empty" />
        </p>
      )}
      <ul className={s.list}>
        {rows?.map((p) => (
          <Row key={p.key} purchase={p} onDone={() => load(listed)} />
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
