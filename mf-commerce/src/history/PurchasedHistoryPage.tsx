/**
 * /settings/purchased_history — the articles the user bought, with the date (Tokyo) and the price paid;
 * all of them, or one month's (PurchaseMonths: GET /v1/sales/purchased_month → purchased_histories);
 * then the tips the user sent (../tip/SentTips.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { PurchaseHistoryItem } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { Button, Price, withRemoteRoot } from '@shirube/ui';
import { CommerceRoot, useCommerceApi } from '../lib/CommerceRoot';
import { errorCode, errorText } from '../lib/errors';
import { formatTokyoDate } from '../lib/format';
import * as s from '../commerce.css';
import { MonthTotal, PurchaseMonths } from './PurchaseMonths';
import { ReceiptDialog } from './ReceiptDialog';
import { AwaitingPayments } from './AwaitingPayments';
import { SentTips } from '../tip/SentTips';

export const PurchasedHistoryPage = withRemoteRoot(CommerceRoot, PurchasedHistory, 'PurchasedHistoryPage');

/** The table's headings (message id, cell class), in the order of a row's cells. */
const COLUMNS = [
  ['commerce.history.date', s.cell],
  ['commerce.history.article', s.cell],
  ['commerce.history.price', `${s.cell} ${s.amount}`],
  ['commerce.receipt.column', s.cell],
] as const;

function PurchasedHistory() {
  const shell = useShell();
  const api = useCommerceApi();
  const [items, setItems] = useState<PurchaseHistoryItem[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [receiptFor, setReceiptFor] = useState<PurchaseHistoryItem | null>(null);
  /** '' = every purchase; else a Tokyo month (YYYY-MM). */
  const [month, setMonth] = useState('');
  const signedIn = shell.session.status === 'signedIn';

  // State is set in the answer's callbacks, never synchronously in the effect that loads the first page.
  const load = useCallback(
    (since?: string) =>
      (month
        ? api.sales.purchasedHistories({ query: since ? { month, since } : { month } })
        : api.purchases.history({ query: since ? { since } : {} })
      ).then(
        (page) => {
          setItems((prev) => (since && prev ? [...prev, ...page.data] : [...page.data]));
          setNext(page.meta.pager.next);
        },
        (e: unknown) => setError(errorCode(e)),
      ),
    [api, month],
  );
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  return (
    <main className={s.page}>
      <h1 className={s.heading}>
        <FormattedMessage id="commerce.history.title" />
      </h1>
      {signedIn && <AwaitingPayments />}
      {signedIn && !error && (items === null || items.length > 0 || month !== '') && (
        <PurchaseMonths
          month={month}
          onChange={(m) => {
            setItems(null);
            setNext(null);
            setMonth(m);
          }}
        />
      )}
      {!signedIn ? (
        <p>
          <FormattedMessage id="commerce.history.signIn" />
        </p>
      ) : error ? (
        <p className={s.alert} role="alert">
          <FormattedMessage id={errorText(error)} />
        </p>
      ) : items === null ? (
        <p className={s.muted}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="commerce.history.empty" />
        </p>
      ) : (
        <section className={s.card}>
          {month && !next && <MonthTotal month={month} items={items} />}
          <table className={`${s.table} ${s.historyTable}`}>
            <thead>
              <tr>
                {COLUMNS.map(([id, className]) => (
                  <th key={id} className={className}>
                    <FormattedMessage id={id} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.purchaseId} data-testid="purchase-row">
                  <td className={s.cell}>{formatTokyoDate(item.purchasedAt)}</td>
                  <td className={`${s.cell} ${s.historyTitle}`}>
                    <Link
                      to={`/u/${encodeURIComponent(item.article.user.account)}/${item.itemKind === 'magazine' ? 'm' : 'a'}/${item.article.id}`}
                    >
                      {item.article.title}
                    </Link>
                  </td>
                  <td className={`${s.cell} ${s.amount}`}>
                    <Price amount={item.price} taxIncluded />
                    {item.paymentMethod && (
                      // How it was paid (issue 35): クレジットカード or PayPay.
                      <div className={s.muted} data-testid="payment-method">
                        <FormattedMessage id={`commerce.paymentMethod.${item.paymentMethod}`} />
                      </div>
                    )}
                  </td>
                  <td className={`${s.cell} ${s.historyReceipt}`}>
                    {item.refundedAt ? (
                      // Refunded by an admin: the money went back and the paid part is closed again.
                      <span className={s.muted} data-testid="refunded">
                        <FormattedMessage
                          id="commerce.history.refunded"
                          values={{ date: formatTokyoDate(item.refundedAt) }}
                        />
                      </span>
                    ) : (
                      item.price > 0 && (
                        <Button
                          variant="secondary"
                          onClick={() => setReceiptFor(item)}
                          data-testid="receipt-button"
                        >
                          <FormattedMessage
                            id={item.receipt ? 'commerce.receipt.reissueOpen' : 'commerce.receipt.open'}
                          />
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {next && (
            <Button variant="secondary" onClick={() => void load(next)}>
              <FormattedMessage id="commerce.history.more" />
            </Button>
          )}
        </section>
      )}
      {/* Tips (issue 37): their own list, whatever the month picked above. */}
      {signedIn && <SentTips />}
      {receiptFor && (
        <ReceiptDialog
          item={{
            id: { purchaseId: receiptFor.purchaseId },
            title: receiptFor.article.title,
            receipt: receiptFor.receipt,
          }}
          onClose={() => setReceiptFor(null)}
          onIssued={(receipt) =>
            setItems((prev) =>
              prev ? prev.map((i) => (i.purchaseId === receiptFor.purchaseId ? { ...i, receipt } : i)) : prev,
            )
          }
        />
      )}
    </main>
  );
}
