/**
 * The card input when the processor is Stripe (GET /v1/payment/setup): Stripe.js's Payment Element,
 * loaded from Stripe only in that mode (@stripe/stripe-js/pure loads nothing until asked). The card is
 * entered in Stripe's own frame and becomes a PaymentMethod there (paymentMethodCreation 'manual'): its
 * id is the token the charge sends — the number never reaches our servers.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { elementPaymentMethods } from '@shirube/domain/core';
import * as s from '../commerce.css';

export interface StripeCardHandle {
  /** The PaymentMethod id of the card entered; null when Stripe.js rejected the input (it shows why). */
  createToken(): Promise<string | null>;
}

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) loaded.set(publishableKey, (promise = loadStripe(publishableKey, { locale: 'ja' })));
  return promise;
};

export function StripeCard({
  publishableKey,
  amount,
  paymentMethods,
  wallets = false,
  handle,
}: {
  publishableKey: string;
  /** The API's configured methods (GET /v1/payment/setup `paymentMethods`, e.g. card + PayPay). */
  paymentMethods?: readonly string[];
  /** GET /v1/payment/setup `wallets`: Apple Pay / Google Pay buttons (they make card PaymentMethods). */
  wallets?: boolean;
  /** Yen (JPY is zero-decimal: the amount is the number of yen); none = saving a card (setup mode). */
  amount?: number;
  handle: RefObject<StripeCardHandle | null>;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    let unmount = () => {};
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!live) return;
        if (!stripe || !mountRef.current) return setStatus('failed');
        // Only what our flow handles (shared/domain): a method enabled in the Dashboard alone is not shown.
        const allowedPaymentMethodTypes = elementPaymentMethods(
          paymentMethods,
          amount === undefined ? 'setup' : 'payment',
        );
        const elements: StripeElements = stripe.elements(
          amount === undefined
            ? { mode: 'setup', currency: 'jpy', paymentMethodCreation: 'manual', allowedPaymentMethodTypes }
            : {
                mode: 'payment',
                amount,
                currency: 'jpy',
                paymentMethodCreation: 'manual',
                allowedPaymentMethodTypes,
              },
        );
        // Wallets only when the site turned them on (its domain registered with Stripe): Stripe's default
        // ('auto') would show them wherever the device has one.
        const wallet = wallets ? 'auto' : 'never';
        const element = elements.create('payment', {
          layout: 'tabs',
          wallets: { applePay: wallet, googlePay: wallet },
        });
        element.on('ready', () => live && setStatus('ready'));
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        handle.current = {
          async createToken() {
            const submitted = await elements.submit();
            if (submitted.error) return null;
            const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
            return error || !paymentMethod ? null : paymentMethod.id;
          },
        };
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
      handle.current = null;
      unmount();
    };
  }, [publishableKey, amount, paymentMethods, wallets, handle]);

  return (
    <div data-testid="stripe-card">
      <div ref={mountRef} />
      {status === 'loading' && (
        <p className={s.muted}>
          <FormattedMessage id="commerce.card.stripeLoading" />
        </p>
      )}
      {status === 'failed' && (
        <p className={s.alert} role="alert">
          <FormattedMessage id="commerce.card.stripeUnavailable" />
        </p>
      )}
      <p className={s.muted}>
        <FormattedMessage id="commerce.card.stripeNote" />
      </p>
    </div>
  );
}
