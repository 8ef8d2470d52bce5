/**
 * What the purchase and tip dialogs show at the steps of usePurchaseFlow that they share: the dialog's
 * buttons (close, and pay until the payment is under way) and, once it is, コンビニ's voucher (pay at a
 * store; `voucherBody` says what happens once paid) or the issuer's 3-D Secure page in a frame while the
 * payment is polled.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@shirube/ui';
import { KonbiniVoucher } from './KonbiniVoucher';
import type { FlowState } from './usePurchaseFlow';
import * as s from '../commerce.css';

/** 閉じる, and the pay button (`children`: its label) until a challenge or a voucher takes over. */
export function PaymentActions({
  state,
  disabled,
  onClose,
  onPay,
  testId,
  children,
}: {
  state: FlowState;
  disabled: boolean;
  onClose(): void;
  onPay(): void;
  testId: string;
  children: ReactNode;
}) {
  if (state.step === 'success')
    return (
      <Button onClick={onClose}>
        <FormattedMessage id="common.close" />
      </Button>
    );
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="common.close" />
      </Button>
      {state.step !== 'challenge' && state.step !== 'voucher' && (
        <Button onClick={onPay} disabled={disabled} data-testid={testId}>
          {children}
        </Button>
      )}
    </>
  );
}

/** The voucher or the 3-D Secure frame; nothing at the other steps. */
export function PaymentProgress({ state, voucherBody }: { state: FlowState; voucherBody: string }) {
  const intl = useIntl();
  if (state.step === 'voucher')
    return (
      <div role="status">
        <p className={s.success}>
          <FormattedMessage id="commerce.konbini.title" />
        </p>
        <p className={s.muted}>
          <FormattedMessage id={voucherBody} />
        </p>
        <KonbiniVoucher voucher={state.voucher} />
      </div>
    );
  if (state.step === 'challenge')
    return (
      <>
        <p className={s.muted}>
          <FormattedMessage id="commerce.purchase.challenge" />
        </p>
        <iframe
          className={s.frame}
          srcDoc={state.html}
          title={intl.formatMessage({ id: 'commerce.purchase.challengeFrame' })}
          data-testid="three-d-secure-frame"
        />
        <p className={s.status} role="status">
          <span className={s.spinner} aria-hidden="true" />
          <FormattedMessage id="commerce.purchase.polling" />
        </p>
      </>
    );
  return null;
}
