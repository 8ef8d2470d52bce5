/**
 * 支払い待ち (issue 35): konbini purchases whose voucher is open (GET /v1/payment/konbini_vouchers), above
 * the purchase history: the article opens once the store payment is confirmed, and the order is
 * cancelled if the voucher expires unpaid. Nothing is shown when there is none.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AwaitingPayment } from '@shirube/api-contract';
import { Price } from '@shirube/ui';
import { useCommerceApi } from '../lib/CommerceRoot';
import { KonbiniVoucher } from '../purchase/KonbiniVoucher';
import * as s from '../commerce.css';

export function AwaitingPayments() {
  const api = useCommerceApi();
  const [items, setItems] = useState<readonly AwaitingPayment[]>([]);
  useEffect(() => {
    let live = true;
    // A failed read hides the section: the purchases below and the mailed voucher still stand.
    api.payments.konbiniVouchers().then(
      ({ data }) => live && setItems(data),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (items.length === 0) return null;
  return (
    <section className={s.card} data-testid="awaiting-payments">
      <h2 className={s.monthTotal}>
        <FormattedMessage id="commerce.konbini.awaitingHeading" />
      </h2>
      {items.map((item) => (
        <details key={item.orderId} data-testid="awaiting-payment-row">
          <summary>
            <FormattedMessage id="commerce.konbini.awaiting" /> — {item.articleTitle}{' '}
            <Price taxIncluded amount={item.amount} />
          </summary>
          <KonbiniVoucher voucher={item.voucher} />
        </details>
      ))}
    </section>
  );
}
