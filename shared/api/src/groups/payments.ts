// Card payments (spec §7 "Purchase and payment"): the sandbox token server, the card charge with
// 3-D Secure (the spec's veritrans names, camelCase on the wire) and the stored card.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { safeReturnPath } from '@shirube/domain/return-path';
import { signedIn } from '../access';
import { errors } from '../errors';

/** `Idempotency-Key`: one per purchase attempt; a retry with the same key answers the first result. */
/** A discount code as the buyer sends it: 400 `discount_code_invalid` / `_expired`, 409 `_used_up`. */
export const DiscountCodeParam = Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64))));

/**
 * The yen the buyer saw and confirmed. When the server's price (incl. a discount code) differs: 409
 * `price_changed` with `amount` = the price now, nothing charged. Optional only so a client of the
 * previous contract keeps working during a rolling deploy; this release's dialog always sends it.
 */
export const ExpectedAmount = Schema.optional(
  Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000_000 })),
);

/** Where a redirect method (PayPay) brings the buyer back (the page they paid from), on every charge
 *  endpoint (article, tip, magazine): a path of this site (@shirube/domain safeReturnPath), else 400
 *  `validation` naming `returnPath` (reason `validation.return_path`). Default `/`. */
export const ReturnPath = Schema.optional(
  Schema.String.check(
    Schema.makeFilter((value: string) => (safeReturnPath(value) ? undefined : 'validation.return_path')),
  ),
);

export const IdempotencyHeaders = {
  'idempotency-key': Schema.optional(Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(100))),
};

/** Spec §3 "Stored card" (first provider). All null with hasCard false when none is stored. */
export const StoredCard = Schema.Struct({
  brand: Schema.NullOr(Schema.String),
  last4: Schema.NullOr(Schema.String),
  expMonth: Schema.NullOr(Schema.Int),
  expYear: Schema.NullOr(Schema.Int),
  hasCard: Schema.Boolean,
});
export type StoredCard = typeof StoredCard.Type;

/** Like the spec's /4gtoken answer: `status` must be 'success' (the card number never comes back). */
export const CardToken = Schema.Struct({
  status: Schema.Literal('success'),
  token: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  expMonth: Schema.Int,
  expYear: Schema.Int,
});
export type CardToken = typeof CardToken.Type;

/** A konbini voucher (Stripe's konbini_display_details): pay at one of the chains before `expiresAt`. */
export const KonbiniVoucher = Schema.Struct({
  /** ISO 8601 (UTC); shown in Tokyo time. */
  expiresAt: Schema.String,
  /** Stripe's printable voucher page. */
  hostedVoucherUrl: Schema.NullOr(Schema.String),
  stores: Schema.Array(
    Schema.Struct({
      /** familymart | lawson | ministop | seicomart */
      chain: Schema.String,
      paymentCode: Schema.String,
      confirmationNumber: Schema.NullOr(Schema.String),
    }),
  ),
});
export type KonbiniVoucher = typeof KonbiniVoucher.Type;

/** A purchase waiting for its konbini payment (the history's 支払い待ち). */
export const AwaitingPayment = Schema.Struct({
  orderId: Schema.String,
  /** What the order pays for (issue 37); optional: absent = an article (rolling deploy). */
  itemKind: Schema.optional(Schema.Literals(['article', 'magazine', 'tip'])),
  /** 0 for a magazine or a tip. */
  articleId: Schema.Int,
  /** The article's title, 'マガジン「…」', or 'チップ（… さんへ）'. */
  articleTitle: Schema.String,
  amount: Schema.Int,
  /** When the buyer asked for the voucher (ISO 8601). */
  orderedAt: Schema.String,
  voucher: KonbiniVoucher,
});
export type AwaitingPayment = typeof AwaitingPayment.Type;

export const ChargeResult = Schema.Struct({
  veritransOrderId: Schema.String,
  /** HTML that opens the 3-D Secure challenge (show it in a frame); null when no challenge is needed. */
  dddSecureHtmlStr: Schema.NullOr(Schema.String),
  /** purchased: done (no challenge); pending: poll veritransStatus after the challenge. */
  status: Schema.Literals(['purchased', 'pending']),
  /** A redirect method (Stripe PayPay): send the whole window here instead of showing the frame; the
   *  payment's page brings the buyer back to the site's return page, then to `returnPath`. */
  redirectUrl: Schema.optional(Schema.NullOr(Schema.String)),
  /** A voucher method (Stripe konbini): pending until paid at a store (the paid part opens then) or the
   *  voucher expires; show it (it is mailed too) instead of polling. */
  voucher: Schema.optional(Schema.NullOr(KonbiniVoucher)),
});
export type ChargeResult = typeof ChargeResult.Type;

export const OrderStatus = Schema.Struct({
  isPurchased: Schema.Boolean,
  /** pending (challenge open) | purchased | failed */
  veritransStatus: Schema.Literals(['pending', 'purchased', 'failed']),
  veritransRequestTime: Schema.String,
  veritransResponseErrorMessage: Schema.NullOr(Schema.String),
  /** Stable code of the failure (card_declined, authentication_failed, sold_out, ...). */
  veritransResponseErrorCode: Schema.NullOr(Schema.String),
});
export type OrderStatus = typeof OrderStatus.Type;

/**
 * What the browser needs to take a card (public): the processor, and for Stripe its publishable key
 * (Stripe.js and the Payment Element are loaded only then; the card goes to Stripe, never to us).
 */
export const PaymentSetup = Schema.Struct({
  provider: Schema.Literals(['sandbox', 'stripe']),
  publishableKey: Schema.NullOr(Schema.String),
  /** Stripe: the methods the Payment Element offers (STRIPE_PAYMENT_METHODS); absent = card only. */
  paymentMethods: Schema.optional(Schema.Array(Schema.String)),
  /** Stripe: whether the Payment Element shows Apple Pay / Google Pay (STRIPE_WALLETS; card PaymentMethods). */
  wallets: Schema.optional(Schema.Boolean),
});
export type PaymentSetup = typeof PaymentSetup.Type;

export class PaymentsGroup extends HttpApiGroup.make('payments').add(
  HttpApiEndpoint.get('setup', '/v1/payment/setup', { success: Schema.Struct({ data: PaymentSetup }) }),
  /**
   * The sandbox processor's token server (signed in). 400 `validation` names cardNumber/cardExpire/securityCode.
   * 404 when the processor is Stripe (the card is entered in Stripe.js; its PaymentMethod id is the token).
   */
  signedIn(
    HttpApiEndpoint.post('tokenize', '/v1/payment/sandbox/tokens', {
      payload: Schema.Struct({
        cardNumber: Schema.String.check(Schema.isMaxLength(40)),
        /** MM/YY */
        cardExpire: Schema.String.check(Schema.isMaxLength(10)),
        securityCode: Schema.String.check(Schema.isMaxLength(10)),
        holderName: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
      }),
      success: CardToken,
      error: errors(404),
    }),
  ),
  /**
   * Charge a new card for an article. 402 `card_declined`; 409 `sold_out` / `already_purchased` /
   * `price_changed` / `payment_in_progress`; 400 `card_token_invalid` / `card_token_used` (a token is
   * bound to the user who made it and is used once);
   * 403 for the author or an admin; 400 for a free article. With `saveCard` the card is stored once paid.
   */
  signedIn(
    HttpApiEndpoint.post('charge', '/v1/payment/veritrans/charge', {
      headers: IdempotencyHeaders,
      payload: Schema.Struct({
        articleId: Schema.Int,
        affiliateUid: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
        token: Schema.String.check(Schema.isMaxLength(100)),
        saveCard: Schema.optional(Schema.Boolean),
        /** Discount code of the link the buyer came from (spec name `code`): priced by the server. */
        code: DiscountCodeParam,
        expectedAmount: ExpectedAmount,
        /** Where a redirect method (PayPay) brings the buyer back: the article. */
        returnPath: ReturnPath,
      }),
      success: Schema.Struct({ data: ChargeResult }),
      error: errors(402, 403, 404, 409),
    }),
  ),
  /** The viewer's own order only (404 otherwise). */
  signedIn(
    HttpApiEndpoint.get('orderStatus', '/v1/payment/veritrans/veritrans_status', {
      query: { order_id: Schema.String },
      success: Schema.Struct({ data: OrderStatus }),
      error: errors(404),
    }),
  ),
  /** The viewer's konbini purchases waiting for the store payment (支払い待ち), newest first, each with
   *  its voucher; a paid or expired one is no longer listed. */
  signedIn(
    HttpApiEndpoint.get('konbiniVouchers', '/v1/payment/konbini_vouchers', {
      success: Schema.Struct({ data: Schema.Array(AwaitingPayment) }),
    }),
  ),
  signedIn(
    HttpApiEndpoint.get('card', '/v1/payment/cards', { success: Schema.Struct({ data: StoredCard }) }),
  ),
  /** Store (or replace) the viewer's card from a token. 402 `card_declined` when the processor refuses it. */
  signedIn(
    HttpApiEndpoint.post('saveCard', '/v1/payment/cards', {
      payload: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(100)) }),
      success: Schema.Struct({ data: StoredCard }),
      error: errors(402, 403, 404, 409),
    }),
  ),
  signedIn(
    HttpApiEndpoint.delete('deleteCard', '/v1/payment/cards', {
      success: Schema.Struct({ data: StoredCard }),
    }),
  ),
) {}
