/**
 * The purchase steps behind the dialog: tokenise → charge (Idempotency-Key) → [3-D Secure challenge →
 * poll veritrans_status every second, up to 2 minutes] → purchased; or the stored card (+ cvv on the
 * sandbox only: in Stripe mode no card data is typed into our page). A redirect method (Stripe PayPay)
 * answers `redirectUrl`: the whole window goes there and comes back through the site's return page to
 * this article (`returnPath`), never in the challenge frame.
 * One key per attempt: kept while an attempt got no definitive answer (network, 5xx) so a retry
 * charges once; dropped after any answer (declined, sold out, …) so the next press is a new attempt.
 * Every charge carries the amount the dialog showed (`expectedAmount`); 409 `price_changed` hands the
 * server's new price to `onPriceChanged` and nothing is charged until the buyer confirms it again.
 * A magazine (`magazineId`, issue 37) goes through POST /v1/magazines/:id/charge for both cards (the
 * stored one with `useStoredCard`) and answers as an article's charge does.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nanoid } from 'nanoid';
import { useCommerceApi } from '../lib/CommerceRoot';
import { errorCode, isRetryable } from '../lib/errors';
import type { CardFields } from '../card/cardInput';
import type { StripeCardHandle } from '../card/StripeCard';
import type { KonbiniVoucher } from '@shirube/api-contract';
import { currentPath, leavePage } from './leavePage';

export type FlowState =
  | {
      step: 'form';
      error?: string;
      fieldErrors?: Partial<Record<'number' | 'expiry' | 'cvc' | 'cvv', string>>;
    }
  | { step: 'paying' }
  | { step: 'challenge'; orderId: string; html: string }
  /** konbini: pay at a store; the article opens when Stripe says it was paid (nothing to poll now). */
  | { step: 'voucher'; voucher: KonbiniVoucher }
  | { step: 'success' };

export const POLL_INTERVAL_MS = 1000;
export const POLL_LIMIT_MS = 120_000;

/** The token server's 400 `field` → the form field and its message. */
const tokenField = {
  cardNumber: ['number', 'commerce.card.error.numberInvalid'],
  cardExpire: ['expiry', 'commerce.card.error.expiryInvalid'],
  securityCode: ['cvc', 'commerce.card.error.cvcInvalid'],
} as const;

type FieldErrors = NonNullable<Extract<FlowState, { step: 'form' }>['fieldErrors']>;

/** What a tip pays for (issue 37): the same steps, POST /v1/tips instead of the article's charge. */
export interface TipOrder {
  recipientAccount: string;
  articleId: number | null;
  amount: number;
  message: string | null;
  anonymous: boolean;
}

export function usePurchaseFlow(options: {
  articleId: number;
  /** Set: the flow buys this magazine (articleId is then unused). */
  magazineId?: number;
  /** Set: the flow pays this tip (articleId is then unused). */
  tip?: TipOrder;
  discountCode?: string;
  /** The yen shown to the buyer (undefined only when the reader passed no price). */
  expectedAmount?: number;
  onPurchased(): void;
  onPriceChanged?(amount: number): void;
  pollIntervalMs?: number;
}) {
  const api = useCommerceApi();
  const [state, setState] = useState<FlowState>({ step: 'form' });
  const keyRef = useRef<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const { articleId, magazineId, discountCode, expectedAmount, onPurchased, onPriceChanged, tip } = options;
  const extras = {
    ...(discountCode ? { code: discountCode } : {}),
    ...(expectedAmount !== undefined ? { expectedAmount } : {}),
  };
  const interval = options.pollIntervalMs ?? POLL_INTERVAL_MS;

  const keyForAttempt = () => (keyRef.current ??= nanoid());
  const succeed = useCallback(() => {
    keyRef.current = null;
    if (!alive.current) return;
    setState({ step: 'success' });
    onPurchased();
  }, [onPurchased]);
  const fail = (error: unknown) => {
    if (!isRetryable(error)) keyRef.current = null;
    const amount = (error as { amount?: unknown })?.amount;
    if (errorCode(error) === 'price_changed' && typeof amount === 'number') onPriceChanged?.(amount);
    if (alive.current) setState({ step: 'form', error: errorCode(error) });
  };

  const poll = useCallback(
    async (orderId: string) => {
      const until = Date.now() + POLL_LIMIT_MS;
      while (alive.current && Date.now() < until) {
        await new Promise((r) => setTimeout(r, interval));
        if (!alive.current) return;
        try {
          const { data } = await api.payments.orderStatus({ query: { order_id: orderId } });
          if (data.isPurchased) return succeed();
          if (data.veritransStatus === 'failed') {
            keyRef.current = null;
            return setState({ step: 'form', error: data.veritransResponseErrorCode ?? 'card_declined' });
          }
        } catch {
          // A lost poll is not a lost payment: keep asking until the limit.
        }
      }
      if (alive.current) setState({ step: 'form', error: 'payment_timeout' });
    },
    [api, interval, succeed],
  );

  /** With Stripe the token is the PaymentMethod Stripe.js made from its Payment Element. */
  const payWithNewCard = async (source: CardFields | StripeCardHandle, saveCard: boolean) => {
    setState({ step: 'paying' });
    let token: string;
    if ('createToken' in source) {
      const made = await source.createToken().catch(() => null);
      if (!made) return setState({ step: 'form', error: 'stripe_card' });
      token = made;
    } else
      try {
        const card = source;
        ({ token } = await api.payments.tokenize({
          payload: {
            cardNumber: card.number.replace(/\s/g, ''),
            cardExpire: card.expiry,
            securityCode: card.cvc,
            ...(card.name.trim() ? { holderName: card.name.trim() } : {}),
          },
        }));
      } catch (error) {
        const field = tokenField[(error as { field?: string }).field as keyof typeof tokenField];
        if (field) return setState({ step: 'form', fieldErrors: { [field[0]]: field[1] } });
        return fail(error);
      }
    try {
      const headers = { 'idempotency-key': keyForAttempt() };
      // Stripe only (redirect methods): where its return page brings the buyer back.
      const back = 'createToken' in source ? { returnPath: currentPath() } : {};
      const { data } = tip
        ? await api.tips.tip({ headers, payload: { ...tip, token, saveCard, ...back } })
        : magazineId !== undefined
          ? await api.magazines.charge({
              params: { id: magazineId },
              headers,
              payload: {
                token,
                saveCard,
                ...back,
                ...(expectedAmount !== undefined ? { expectedAmount } : {}),
              },
            })
          : await api.payments.charge({
              headers,
              payload: { articleId, token, saveCard, ...back, ...extras },
            });
      if (data.status === 'purchased') return succeed();
      if (data.voucher) {
        keyRef.current = null;
        return setState({ step: 'voucher', voucher: data.voucher });
      }
      if (data.redirectUrl) {
        // The buyer now answers at PayPay; this attempt's key stays (the window is leaving).
        return leavePage.to(data.redirectUrl);
      }
      setState({ step: 'challenge', orderId: data.veritransOrderId, html: data.dddSecureHtmlStr ?? '' });
      await poll(data.veritransOrderId);
    } catch (error) {
      fail(error);
    }
  };

  /** `cvv` null: Stripe mode, where no card data is typed into our page (Stripe checks the card holder
   *  by 3-D Secure when the issuer asks); the sandbox's own form asks for the security code. */
  const payWithStoredCard = async (cvv: string | null) => {
    if (cvv !== null && !/^\d{3,4}$/.test(cvv))
      return setState({ step: 'form', fieldErrors: { cvv: 'commerce.card.error.cvcInvalid' } });
    setState({ step: 'paying' });
    try {
      const headers = { 'idempotency-key': keyForAttempt() };
      const { payment } = tip
        ? { payment: (await api.tips.tip({ headers, payload: cvv === null ? tip : { ...tip, cvv } })).data }
        : magazineId !== undefined
          ? {
              payment: (
                await api.magazines.charge({
                  params: { id: magazineId },
                  headers,
                  payload: {
                    useStoredCard: true,
                    ...(expectedAmount !== undefined ? { expectedAmount } : {}),
                  },
                })
              ).data,
            }
          : await api.purchases.purchase({
              params: { id: articleId },
              headers,
              payload: cvv === null ? extras : { cvv, ...extras },
            });
      // The issuer asked for 3-D Secure on the stored card (Stripe): the same challenge as a new card.
      if (payment?.status === 'pending') {
        setState({
          step: 'challenge',
          orderId: payment.veritransOrderId,
          html: payment.dddSecureHtmlStr ?? '',
        });
        return await poll(payment.veritransOrderId);
      }
      succeed();
    } catch (error) {
      const field = (error as { field?: string }).field;
      if (field === 'cvv')
        return setState({ step: 'form', fieldErrors: { cvv: 'commerce.card.error.cvcInvalid' } });
      fail(error);
    }
  };

  return {
    state,
    setFieldErrors: (fieldErrors: FieldErrors) => setState({ step: 'form', fieldErrors }),
    payWithNewCard,
    payWithStoredCard,
  };
}
