// Buying with the stored card (spec §7: POST /v1/articles/{id}/purchase → the article, full body).
import { STRIPE_PAYMENT_METHODS } from '@shirube/domain';
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { Article, ListQuery, pageOf } from '../entities';
import { ChargeResult, DiscountCodeParam, ExpectedAmount, IdempotencyHeaders } from './payments';
import { signedIn } from '../access';
import { errors } from '../errors';

/** One row of the buyer's purchase history (/settings/purchased_history). */
export const PurchaseHistoryItem = Schema.Struct({
  purchaseId: Schema.Int,
  purchasedAt: Schema.String,
  /** Yen paid (tax included). */
  price: Schema.Int,
  /** What was bought; for a magazine (itemKind 'magazine', issue 37) its id, title and author. */
  article: Schema.Struct({
    id: Schema.Int,
    title: Schema.String,
    user: Schema.Struct({ account: Schema.String, name: Schema.String }),
  }),
  /** 'magazine' for a magazine purchase (its page is /u/{account}/m/{id}); absent or 'article' otherwise. */
  itemKind: Schema.optional(Schema.Literals(['article', 'magazine'])),
  /** The receipt already issued for it (POST /v1/receipt), else null. */
  receipt: Schema.NullOr(Schema.Struct({ number: Schema.String, name: Schema.String })),
  /** How it was paid (issue 35): card or paypay; null when no order recorded it (e.g. demo data). */
  paymentMethod: Schema.optional(Schema.NullOr(Schema.Literals(STRIPE_PAYMENT_METHODS))),
  /** Set when an admin refunded the purchase (the paid part is closed again). */
  refundedAt: Schema.optional(Schema.NullOr(Schema.String)),
});
export type PurchaseHistoryItem = typeof PurchaseHistoryItem.Type;

export class PurchasesGroup extends HttpApiGroup.make('purchases').add(
  /**
   * Charges the stored card (3-D Secure only when the issuer asks: see `payment`). 400 field cvv unless 3–4 digits
   * (sandbox), or when given at all with Stripe (no card data on our servers); 400
   * `no_card` without a stored card; 402 `card_declined`; 409 `sold_out` / `already_purchased` /
   * `price_changed` (see ExpectedAmount).
   */
  signedIn(
    HttpApiEndpoint.post('purchase', '/v1/articles/:id/purchase', {
      params: { id: Int4 },
      headers: IdempotencyHeaders,
      payload: Schema.Struct({
        affiliateUid: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
        cvv: Schema.optional(Schema.String.check(Schema.isMaxLength(10))),
        /** Discount code of the link the buyer came from: charged at exactly its price. */
        code: DiscountCodeParam,
        expectedAmount: ExpectedAmount,
        /** Spec field of another provider; ignored. */
        maxConnectToken: Schema.optional(Schema.NullOr(Schema.String)),
      }),
      /**
       * `payment` is set when the issuer asks for 3-D Secure on the stored card (Stripe: confirmed
       * on-session, requires_action): status pending, show `dddSecureHtmlStr` and poll
       * veritransStatus as after a new card's charge; `data` is the article as yet unbought.
       */
      success: Schema.Struct({ data: Article, payment: Schema.optional(ChargeResult) }),
      error: errors(402, 403, 404, 409),
    }),
  ),
  /** The viewer's purchases, newest first, with the date and the price paid; `since` = pager.next. */
  signedIn(
    HttpApiEndpoint.get('history', '/v1/current/purchases', {
      query: ListQuery,
      success: pageOf(PurchaseHistoryItem),
    }),
  ),
) {}
