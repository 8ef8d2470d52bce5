/**
 * 「チップで応援する」 (issue 37 item 1): mf_commerce's tip dialog, a widget of its own chunk loaded by the
 * reader through the shell. An amount (100 / 500 / 1,000 / 5,000 円 or another from TIP_MIN to TIP_MAX),
 * an optional message (≤ TIP_MESSAGE_MAX), 匿名, then the purchase dialog's card steps (usePurchaseFlow
 * with a tip: stored card, new card, 3-D Secure, sandbox or Stripe) with one Idempotency-Key per attempt.
 * With Stripe the methods the site offers (STRIPE_PAYMENT_METHODS) as for an article: PayPay sends the whole
 * window away (the flow's leavePage) and Stripe's return page brings the tipper back to this page
 * (`returnPath`); コンビニ answers a voucher, shown here (KonbiniVoucher) and mailed — the tip reaches the
 * author once it is paid at a store.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  TIP_MAX,
  TIP_MESSAGE_MAX,
  TIP_MIN,
  TIP_PRESET_AMOUNTS,
  cleanTipMessage,
  tipAmountProblem,
  tipMessageTooLong,
} from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Dialog, TextField } from '@shirube/ui';
import { PaymentMethodFields } from '../card/PaymentMethodFields';
import { usePaymentMethod } from '../card/usePaymentMethod';
import { CommerceRoot } from '../lib/CommerceRoot';
import { errorText } from '../lib/errors';
import { PaymentActions, PaymentProgress } from '../purchase/PaymentSteps';
import { usePurchaseFlow, type TipOrder } from '../purchase/usePurchaseFlow';
import * as s from '../commerce.css';
import { TipTexts, hasTipError } from './TipTexts';

export interface TipDialogProps {
  open: boolean;
  /** The author tipped (account) and their name as the page shows it. */
  recipientAccount: string;
  recipientName: string;
  /** The article tipped from (null: the user page). */
  articleId?: number | null;
  onClose(): void;
  /** Tests shorten the 1 s poll. */
  pollIntervalMs?: number;
}

export function TipDialog(props: TipDialogProps) {
  if (!props.open) return null;
  return (
    <CommerceRoot>
      <TipTexts>
        <TipDialogBody {...props} />
      </TipTexts>
    </CommerceRoot>
  );
}

const tipError = (code: string) => (hasTipError(code) ? `errors.${code}` : errorText(code));

function TipDialogBody({
  recipientAccount,
  recipientName,
  articleId,
  onClose,
  pollIntervalMs,
}: TipDialogProps) {
  const intl = useIntl();
  const shell = useShell();
  const [preset, setPreset] = useState<number | 'custom'>(500);
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [problem, setProblem] = useState<'amount' | 'message' | null>(null);
  const amount = preset === 'custom' ? Number(custom) : preset;
  const cleaned = cleanTipMessage(message);
  // The flow sends the tip as POST /v1/tips's payload (with the returnPath PayPay brings the tipper back
  // to — this page, the article or the user page — added by the flow, as for an article).
  const tip: TipOrder = {
    recipientAccount,
    articleId: articleId ?? null,
    amount,
    message: cleaned,
    anonymous,
  };
  const flow = usePurchaseFlow({
    articleId: 0,
    tip,
    pollIntervalMs,
    onPurchased: () => shell.toast(intl.formatMessage({ id: 'tips.dialog.success' }), 'success'),
  });

  const payment = usePaymentMethod(flow, { storedCardCvv: true });
  const { state } = flow;
  const { busy, setup } = payment;
  const submit = () => {
    if (!setup) return;
    if (tipAmountProblem(amount)) return setProblem('amount');
    if (tipMessageTooLong(cleaned)) return setProblem('message');
    setProblem(null);
    payment.pay();
  };
  const limits = { min: TIP_MIN, max: TIP_MAX };
  const valid = !tipAmountProblem(amount);

  const actions = (
    <PaymentActions
      state={state}
      disabled={busy || setup === null}
      onClose={onClose}
      onPay={submit}
      testId="tip-send"
    >
      {busy ? (
        <FormattedMessage id="tips.dialog.sending" />
      ) : (
        <FormattedMessage
          id="tips.dialog.send"
          values={{ amount: valid ? intl.formatNumber(amount) : '—' }}
        />
      )}
    </PaymentActions>
  );

  return (
    <Dialog open title={<FormattedMessage id="tips.dialog.title" />} onClose={onClose} actions={actions}>
      <p className={s.summaryTitle}>
        <FormattedMessage id="tips.dialog.to" values={{ name: recipientName }} />
      </p>
      {state.step === 'success' && (
        <p className={s.success} role="status" data-testid="tip-success">
          <FormattedMessage id="tips.dialog.success" />
        </p>
      )}
      <PaymentProgress state={state} voucherBody="tips.dialog.voucherBody" />
      {(state.step === 'form' || state.step === 'paying') && (
        <>
          <fieldset className={s.methods}>
            <legend className={s.legend}>
              <FormattedMessage id="tips.dialog.amount" />
            </legend>
            {[...TIP_PRESET_AMOUNTS, 'custom' as const].map((choice) => (
              <label key={choice} className={s.radio}>
                <input
                  type="radio"
                  name="tip-amount"
                  checked={preset === choice}
                  onChange={() => setPreset(choice)}
                  disabled={busy}
                />
                {choice === 'custom' ? (
                  <FormattedMessage id="tips.dialog.custom" />
                ) : (
                  <FormattedMessage id="common.price" values={{ price: choice }} />
                )}
              </label>
            ))}
          </fieldset>
          {preset === 'custom' && (
            <TextField
              label={intl.formatMessage({ id: 'tips.dialog.customLabel' }, limits)}
              value={custom}
              onChange={(e) => setCustom(e.target.value.replace(/\D/g, '').slice(0, 5))}
              inputMode="numeric"
              disabled={busy}
              error={
                problem === 'amount' ? intl.formatMessage({ id: 'tips.error.amount' }, limits) : undefined
              }
              data-testid="tip-custom"
            />
          )}
          <label className={s.legend} htmlFor="tip-message">
            <FormattedMessage id="tips.dialog.message" values={{ max: TIP_MESSAGE_MAX }} />
          </label>
          <textarea
            id="tip-message"
            className={s.tipMessage}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={3}
            disabled={busy}
            aria-invalid={problem === 'message' ? true : undefined}
            data-testid="tip-message"
          />
          <p className={problem === 'message' ? s.alert : s.muted}>
            <FormattedMessage
              id="tips.dialog.count"
              values={{ count: cleaned ? [...cleaned].length : 0, max: TIP_MESSAGE_MAX }}
            />
          </p>
          <label className={s.checkbox}>
            <input
              type="checkbox"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              disabled={busy}
            />
            <FormattedMessage id="tips.dialog.anonymous" />
          </label>
          <PaymentMethodFields payment={payment} radioName="tip-method" amount={valid ? amount : TIP_MIN} />
          {state.step === 'form' && state.error && (
            <p className={s.alert} role="alert">
              <FormattedMessage id={tipError(state.error)} />
            </p>
          )}
          <p className={s.muted}>
            <FormattedMessage id="tips.dialog.note" />
          </p>
        </>
      )}
    </Dialog>
  );
}
