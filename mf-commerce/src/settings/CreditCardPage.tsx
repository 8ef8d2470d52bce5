/**
 * /settings/credit_card — spec §4 "Card: none → registered → deleted": shows the stored card, registers
 * one (tokenised by the sandbox token server; with PAYMENT_PROVIDER=stripe entered in Stripe.js's
 * Payment Element, so the number never reaches our API) or deletes it. Opened from the purchase dialog
 * (`?return_to=`, card/returnTo.ts) it goes back to that page once a card is saved (spec §2).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSetup, StoredCard } from '@shirube/api-contract';
import { Link, useLocation } from 'react-router';
import { useShell } from '@shirube/shell-contract';
import { Button, withRemoteRoot } from '@shirube/ui';
import { CardFields } from '../card/CardFields';
import { StripeCard, type StripeCardHandle } from '../card/StripeCard';
import { cardReturnPath } from '../card/returnTo';
import { isValid, validateCard, type CardErrors, type CardFields as Fields } from '../card/cardInput';
import { CommerceRoot, useCommerceApi } from '../lib/CommerceRoot';
import { errorCode, errorText } from '../lib/errors';
import { formatExp } from '../lib/format';
import * as s from '../commerce.css';

const empty: Fields = { number: '', expiry: '', cvc: '', name: '' };

export const CreditCardPage = withRemoteRoot(CommerceRoot, CreditCard, 'CreditCardPage');

function CreditCard() {
  const shell = useShell();
  const api = useCommerceApi();
  const intl = useIntl();
  const [card, setCard] = useState<StoredCard | null>(null);
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = shell.session.status === 'signedIn';
  const returnTo = cardReturnPath(useLocation().search);
  // With Stripe the card is entered in its Payment Element (setup mode) and saved as a PaymentMethod.
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    api.payments.setup().then(
      (r) => setSetup(r.data),
      () => setSetup({ provider: 'sandbox', publishableKey: null }),
    );
  }, [api, signedIn]);
  const stripe = setup?.provider === 'stripe' && setup.publishableKey ? setup.publishableKey : null;

  const load = useCallback(
    () =>
      api.payments.card().then(
        (r) => setCard(r.data),
        (e: unknown) => setError(errorCode(e)),
      ),
    [api],
  );
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  if (!signedIn) {
    return (
      <main className={s.page}>
        <h1 className={s.heading}>
          <FormattedMessage id="commerce.cardPage.title" />
        </h1>
        <p>
          <FormattedMessage id="commerce.cardPage.signIn" />
        </p>
      </main>
    );
  }

  /** The token to save: Stripe.js's PaymentMethod, or the sandbox token server's (null = input refused). */
  const tokenOf = async (): Promise<string | null> => {
    if (stripe) return (await stripeCard.current?.createToken().catch(() => null)) ?? null;
    const { token } = await api.payments.tokenize({
      payload: {
        cardNumber: fields.number.replace(/\s/g, ''),
        cardExpire: fields.expiry,
        securityCode: fields.cvc,
      },
    });
    return token;
  };

  const register = async () => {
    if (!stripe) {
      const found = validateCard(fields);
      setErrors(found);
      if (!isValid(found)) return;
    }
    setBusy(true);
    setError(null);
    try {
      const token = await tokenOf();
      if (!token) return setError('stripe_card');
      setCard((await api.payments.saveCard({ payload: { token } })).data);
      setEditing(false);
      setFields(empty);
      shell.toast(intl.formatMessage({ id: 'commerce.cardPage.saved' }), 'success');
      shell.invalidate('card');
      if (returnTo) shell.navigate(returnTo);
    } catch (e) {
      setError(errorCode(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      setCard((await api.payments.deleteCard()).data);
      shell.toast(intl.formatMessage({ id: 'commerce.cardPage.deleted' }), 'success');
      shell.invalidate('card');
    } catch (e) {
      setError(errorCode(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={s.page}>
      <h1 className={s.heading}>
        <FormattedMessage id="commerce.cardPage.title" />
      </h1>
      {returnTo && (
        <p className={s.muted} data-testid="card-return">
          <FormattedMessage id="commerce.cardPage.returnNote" />{' '}
          <Link to={returnTo} className={s.inlineLink}>
            <FormattedMessage id="commerce.cardPage.returnNow" />
          </Link>
        </p>
      )}
      <section className={s.card} aria-busy={card === null}>
        {card?.hasCard ? (
          <>
            <h2 className={s.legend}>
              <FormattedMessage id="commerce.cardPage.registered" />
            </h2>
            <p data-testid="stored-card">
              <FormattedMessage
                id="commerce.cardPage.summary"
                values={{
                  brand: (card.brand ?? '').toUpperCase(),
                  last4: card.last4,
                  exp: formatExp(card.expMonth, card.expYear),
                }}
              />
            </p>
          </>
        ) : (
          card && (
            <p data-testid="no-card">
              <FormattedMessage id="commerce.cardPage.none" />
            </p>
          )
        )}
        {editing ? (
          <>
            {stripe ? (
              <StripeCard publishableKey={stripe} handle={stripeCard} />
            ) : (
              <CardFields value={fields} errors={errors} onChange={setFields} disabled={busy} />
            )}
            <div className={s.actions}>
              <Button onClick={() => void register()} disabled={busy}>
                <FormattedMessage id="common.save" />
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </div>
          </>
        ) : (
          card && (
            <div className={s.actions}>
              <Button onClick={() => setEditing(true)} disabled={busy}>
                <FormattedMessage
                  id={card.hasCard ? 'commerce.cardPage.replace' : 'commerce.cardPage.register'}
                />
              </Button>
              {card.hasCard && (
                <Button variant="danger" onClick={() => void remove()} disabled={busy}>
                  <FormattedMessage id="commerce.cardPage.delete" />
                </Button>
              )}
            </div>
          )
        )}
        {error && (
          <p className={s.alert} role="alert">
            <FormattedMessage id={errorText(error)} />
          </p>
        )}
      </section>
    </main>
  );
}
