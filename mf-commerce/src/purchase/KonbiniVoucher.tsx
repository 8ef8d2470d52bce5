/**
 * A konbini voucher (Stripe's konbini_display_details, issue 35): the payment number and confirmation
 * number per chain, the deadline in Tokyo time and Stripe's printable voucher. Shown in the purchase
 * dialog after the charge and under 支払い待ち in the purchase history; the buyer also gets it by mail.
 */
import { FormattedMessage } from 'react-intl';
import type { KonbiniVoucher as Voucher } from '@shirube/api-contract';
import { formatTokyoDateTime } from '@shirube/domain/core';
import * as s from '../commerce.css';

export function KonbiniVoucher({ voucher }: { voucher: Voucher }) {
  return (
    <div data-testid="konbini-voucher">
      <p className={s.muted}>
        <FormattedMessage
          id="commerce.konbini.expiresAt"
          values={{ date: formatTokyoDateTime(voucher.expiresAt) }}
        />
      </p>
      <table className={s.table}>
        <tbody>
          {voucher.stores.map((store) => (
            <tr key={store.chain} data-testid={`konbini-store-${store.chain}`}>
              <th scope="row" className={s.cell}>
                <FormattedMessage id={`commerce.konbini.chain.${store.chain}`} defaultMessage={store.chain} />
              </th>
              <td className={s.cell}>
                <FormattedMessage id="commerce.konbini.paymentCode" />: <strong>{store.paymentCode}</strong>
                {store.confirmationNumber && (
                  <>
                    {' / '}
                    <FormattedMessage id="commerce.konbini.confirmationNumber" />:{' '}
                    <strong>{store.confirmationNumber}</strong>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {voucher.hostedVoucherUrl && (
        <p className={s.muted}>
          <a
            className={s.inlineLink}
            href={voucher.hostedVoucherUrl}
            target="_blank"
            rel="noreferrer noopener"
          >
            <FormattedMessage id="commerce.konbini.voucherLink" />
          </a>
        </p>
      )}
      <p className={s.muted}>
        <FormattedMessage id="commerce.konbini.expiresNote" />
      </p>
    </div>
  );
}
