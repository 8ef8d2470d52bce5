// Tips (チップ, issue 37 item 1): a reader pays an author an amount of their choice by card, through the
// purchase path's order (Idempotency-Key, 3-D Secure, order status polled at /v1/payment/veritrans/order).
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { adminOnly, signedIn } from '../access';
import { listOf } from '../entities';
import { errors } from '../errors';
import { Int4 } from '../rules';
import { ChargeResult, IdempotencyHeaders, ReturnPath } from './payments';

/** A tip as its author sees it: the tipper's name, or null when they chose 匿名. */
export const ReceivedTip = Schema.Struct({
  id: Schema.Int,
  amount: Schema.Int,
  message: Schema.NullOr(Schema.String),
  anonymous: Schema.Boolean,
  /** null when anonymous. */
  tipperName: Schema.NullOr(Schema.String),
  tipperAccount: Schema.NullOr(Schema.String),
  articleId: Schema.NullOr(Schema.Int),
  articleTitle: Schema.NullOr(Schema.String),
  paidAt: Schema.String,
  refundedAt: Schema.NullOr(Schema.String),
});
export type ReceivedTip = typeof ReceivedTip.Type;

/** A tip as its tipper sees it (purchase history) and as an administrator finds it (refunds). */
export const SentTip = Schema.Struct({
  id: Schema.Int,
  amount: Schema.Int,
  message: Schema.NullOr(Schema.String),
  anonymous: Schema.Boolean,
  recipientName: Schema.String,
  recipientAccount: Schema.String,
  articleId: Schema.NullOr(Schema.Int),
  articleTitle: Schema.NullOr(Schema.String),
  paymentMethod: Schema.String,
  paidAt: Schema.String,
  refundedAt: Schema.NullOr(Schema.String),
  /** The receipt already issued for it (POST /v1/receipt with tipId), else null. Optional: rolling deploy. */
  receipt: Schema.optional(Schema.NullOr(Schema.Struct({ number: Schema.String, name: Schema.String }))),
});
export type SentTip = typeof SentTip.Type;

export const TipRefund = Schema.Struct({
  id: Schema.Int,
  tipId: Schema.Int,
  amount: Schema.Int,
  reason: Schema.String,
  createdAt: Schema.String,
});

export class TipsGroup extends HttpApiGroup.make('tips').add(
  /**
   * Tip an author (`recipientAccount`; `articleId` = the article tipped from, by that author). `amount` yen:
   * 100–10,000 (@shirube/domain TIP_MIN/TIP_MAX); `message` ≤ 140 characters after cleaning. With `token`
   * a new card (may answer `pending` with the 3-D Secure HTML, PayPay's `redirectUrl` or a konbini `voucher`,
   * as an article's charge), without it the stored card (sandbox: `cvv`).
   * 400 `validation` (field amount / message / cvv), 400 `card_token_*`, `no_card`;
   * 402 `card_declined`; 403 `self_tip` (your own account); 404 no such user (field recipientAccount) / article (articleId);
   * 409 `idempotency_conflict` / `payment_in_progress`; 429 `tip_limit` (per-user limits; nothing charged).
   */
  signedIn(
    HttpApiEndpoint.post('tip', '/v1/tips', {
      headers: IdempotencyHeaders,
      payload: Schema.Struct({
        /** The author tipped (their account, as pages and articles name them). */
        recipientAccount: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
        articleId: Schema.optional(Schema.NullOr(Int4)),
        amount: Schema.Int,
        message: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2000)))),
        anonymous: Schema.optional(Schema.Boolean),
        token: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
        saveCard: Schema.optional(Schema.Boolean),
        cvv: Schema.optional(Schema.String.check(Schema.isMaxLength(10))),
        /** Where PayPay brings the tipper back: the article or the user page tipped from. */
        returnPath: ReturnPath,
      }),
      success: Schema.Struct({ data: ChargeResult }),
      error: errors(402, 403, 404, 409, 429),
    }),
  ),
  /** The viewer's received tips (paid ones), newest first, the latest 100. */
  signedIn(HttpApiEndpoint.get('received', '/v1/current/tips/received', { success: listOf(ReceivedTip) })),
  /** The viewer's own paid tips, newest first, the latest 100 (purchase history). */
  signedIn(HttpApiEndpoint.get('sent', '/v1/current/tips/sent', { success: listOf(SentTip) })),
  /** Administrator: the 50 latest paid tips of a tipper (account), to find one to refund. 404 no such user. */
  adminOnly(
    HttpApiEndpoint.get('adminTips', '/v1/admin/tips', {
      query: { account: Schema.String.check(Schema.isMaxLength(100)) },
      success: listOf(SentTip),
      error: errors(404),
    }),
  ),
  /** Administrator: full refund of a tip — the card refunded, its ledger rows reversed once. 409 when done. */
  adminOnly(
    HttpApiEndpoint.post('refundTip', '/v1/admin/tips/:id/refund', {
      params: { id: Int4 },
      payload: Schema.Struct({ reason: Schema.String.check(Schema.isMaxLength(1000)) }),
      success: Schema.Struct({ data: TipRefund }),
      error: errors(402, 404, 409),
    }),
  ),
) {}
