/**
 * How the buyer pays, for the purchase dialog and the tip dialog alike: the processor (GET /v1/payment/setup
 * decides the card input — our sandbox form or Stripe's Payment Element), the stored card when there is one
 * (then offered first), the new card, 「カードを保存する」 and the stored card's security code (sandbox only).
 * `pay()` hands the chosen card to the purchase flow; ./PaymentMethodFields shows the choice.
 */
import { useEffect, useRef, useState } from 'react';
import type { PaymentSetup, StoredCard } from '@shirube/api-contract';
import { useCommerceApi } from '../lib/CommerceRoot';
import type { usePurchaseFlow } from '../purchase/usePurchaseFlow';
import { isValid, validateCard, type CardFields } from './cardInput';
import type { StripeCardHandle } from './StripeCard';

const emptyCard: CardFields = { number: '', expiry: '', cvc: '', name: '' };

export function usePaymentMethod(
  flow: ReturnType<typeof usePurchaseFlow>,
  options: {
    /** The sandbox asks the stored card's security code (a magazine's charge takes none: its contract has none). */
    storedCardCvv: boolean;
  },
) {
  const api = useCommerceApi();
  const [stored, setStored] = useState<StoredCard | null>(null);
  const [method, setMethod] = useState<'stored' | 'new'>('new');
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  const [cvv, setCvv] = useState('');
  // The processor decides the card input: our sandbox form, or Stripe's Payment Element.
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);

  useEffect(() => {
    let live = true;
    api.payments
      .setup()
      .then(({ data }) => live && setSetup(data))
      .catch(() => live && setSetup({ provider: 'sandbox', publishableKey: null }));
    api.payments
      .card()
      .then(({ data }) => {
        if (!live || !data.hasCard) return;
        setStored(data);
        setMethod('stored');
      })
      .catch(() => {
        // No stored card to offer: the new-card form is always there.
      });
    return () => {
      live = false;
    };
  }, [api]);

  const { state } = flow;
  const busy = state.step === 'paying' || state.step === 'challenge';
  const fieldErrors = state.step === 'form' ? (state.fieldErrors ?? {}) : {};

  /** Pays with the chosen card; nothing while the processor is not known yet (nothing to decide the form by). */
  const pay = () => {
    if (!setup) return;
    if (method === 'stored')
      return void flow.payWithStoredCard(
        setup.provider === 'stripe' || !options.storedCardCvv ? null : cvv.trim(),
      );
    if (setup.provider === 'stripe') {
      if (stripeCard.current) void flow.payWithNewCard(stripeCard.current, saveCard);
      return;
    }
    const errors = validateCard(card);
    if (!isValid(errors)) return flow.setFieldErrors(errors);
    void flow.payWithNewCard(card, saveCard);
  };

  return {
    setup,
    stored,
    method,
    setMethod,
    card,
    setCard,
    saveCard,
    setSaveCard,
    cvv,
    setCvv,
    storedCardCvv: options.storedCardCvv,
    stripeCard,
    busy,
    fieldErrors,
    pay,
  };
}

export type PaymentMethod = ReturnType<typeof usePaymentMethod>;
