/**
 * The card part of the purchase and tip dialogs (state: ./usePaymentMethod): stored card or new card
 * (radios, when a card is stored), then the stored card's security code on the sandbox (in Stripe mode no
 * card data on our page: PCI DSS SAQ A, the issuer may ask for 3-D Secure), or the new card — our form
 * (./CardFields) or Stripe's Payment Element (./StripeCard) — with 「カードを保存する」.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@shirube/ui';
import { formatExp } from '../lib/format';
import { CardFields } from './CardFields';
import { StripeCard } from './StripeCard';
import type { PaymentMethod } from './usePaymentMethod';
import * as s from '../commerce.css';

export function PaymentMethodFields({
  payment,
  radioName,
  amount,
}: {
  payment: PaymentMethod;
  /** The method radios' `name`. */
  radioName: string;
  /** Yen the Payment Element is set up for (Stripe mode). */
  amount: number;
}) {
  const intl = useIntl();
  const { setup, stored, method, busy, fieldErrors } = payment;
  const methodChoice = (choice: 'stored' | 'new', label: ReactNode) => (
    <label className={s.radio}>
      <input
        type="radio"
        name={radioName}
        checked={method === choice}
        onChange={() => payment.setMethod(choice)}
        disabled={busy}
      />
      {label}
    </label>
  );
  return (
    <>
      {stored && (
        <fieldset className={s.methods}>
          <legend className={s.legend}>
            <FormattedMessage id="commerce.purchase.method" />
          </legend>
          {methodChoice(
            'stored',
            <FormattedMessage
              id="commerce.purchase.storedCard"
              values={{ last4: stored.last4, exp: formatExp(stored.expMonth, stored.expYear) }}
            />,
          )}
          {methodChoice('new', <FormattedMessage id="commerce.purchase.newCard" />)}
        </fieldset>
      )}
      {method === 'stored' && stored ? (
        setup?.provider === 'sandbox' ? (
          payment.storedCardCvv ? (
            <TextField
              label={intl.formatMessage({ id: 'commerce.card.cvv' })}
              value={payment.cvv}
              onChange={(e) => payment.setCvv(e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              disabled={busy}
              error={fieldErrors.cvv ? intl.formatMessage({ id: fieldErrors.cvv }) : undefined}
              data-testid="stored-card-cvv"
            />
          ) : null
        ) : setup ? (
          <p className={s.muted} data-testid="stored-card-stripe">
            <FormattedMessage id="commerce.purchase.storedCardStripe" />
          </p>
        ) : null
      ) : (
        <>
          {setup?.provider === 'stripe' && setup.publishableKey ? (
            <StripeCard
              publishableKey={setup.publishableKey}
              amount={amount}
              paymentMethods={setup.paymentMethods}
              wallets={setup.wallets === true}
              handle={payment.stripeCard}
            />
          ) : (
            <CardFields
              value={payment.card}
              errors={fieldErrors}
              onChange={payment.setCard}
              disabled={busy}
            />
          )}
          <label className={s.checkbox}>
            <input
              type="checkbox"
              checked={payment.saveCard}
              onChange={(e) => payment.setSaveCard(e.target.checked)}
              disabled={busy}
            />
            <FormattedMessage id="commerce.card.save" />
          </label>
          {setup?.provider !== 'stripe' && (
            <p className={s.muted}>
              <FormattedMessage id="commerce.card.testHint" />
            </p>
          )}
        </>
      )}
    </>
  );
}
